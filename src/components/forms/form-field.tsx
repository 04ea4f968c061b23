import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/components/ui/input-class';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The field's problem, shown under it and read with it; marks the input invalid. */
  error?: string | undefined;
  /** A note under the field (e.g. 'At least 6 characters.'), also read with it. */
  hint?: ReactNode;
  /** Sits beside the input on the same row (the address 'Check' button). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input, for every form of the site. A required one carries a visible asterisk and
 * the `required` attribute; a hint and a problem are tied to it with aria-describedby, so a
 * screen reader reads them when the field gets focus.
 */
export function FormField({ label, error, hint, action, required, ref, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const field = (
    <input
      ref={ref}
      id={id}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={`${inputClass} aria-invalid:border-kenya-red`}
      {...input}
    />
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-kenya-red">
            *
          </span>
        )}
      </label>
      {action ? (
        <div className="flex gap-2">
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      {hint && (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-kenya-red">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled textarea with a hint and a problem tied to it, as FormField's input. */
export function TextAreaField({ label, error, hint, required, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-kenya-red">
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} py-2 aria-invalid:border-kenya-red`}
        {...textarea}
      />
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-kenya-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** An email input that phones do not capitalise or autocorrect, and browsers can fill. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
