import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { inputClass } from '@/components/ui/input-class';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'name'> {
  name: string;
  label: string;
  /** The field's problem, shown under it and read with it. */
  error?: string | undefined;
  /** A note under the field (e.g. 'At least 6 characters.'), also read with it. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input for the sign-in screens. A problem marks it invalid and is tied to it with
 * aria-describedby, so a screen reader reads it when the field gets focus.
 */
export function FormField({ name, label, error, hint, ref, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClass} aria-invalid:border-kenya-red`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-kenya-red">
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
