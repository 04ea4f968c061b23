import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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

/** The frame every field shares: its label (with the required asterisk), the control, hint and problem. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean | undefined;
  hint: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
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
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      )}
      <FieldProblem id={id} error={error} />
    </div>
  );
}

/** A field's (or a group's) problem under it, with the id its control is described by. */
export function FieldProblem({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-kenya-red">
      {error}
    </p>
  ) : null;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled native select (one tap, the phone's own picker), framed as every field is. */
export function SelectField({ label, error, hint, required, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={`${inputClass} aria-invalid:border-kenya-red`}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** The ids a control is described by: its hint and its problem, when it has them. */
export const describedByOf = (id: string, hint: ReactNode, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/**
 * A labelled input, for every form of the site. A required one carries a visible asterisk and
 * the `required` attribute; a hint and a problem are tied to it with aria-describedby, so a
 * screen reader reads them when the field gets focus.
 */
export function FormField({ label, error, hint, action, required, ref, ...input }: FormFieldProps) {
  const id = useId();
  const field = (
    <input
      ref={ref}
      id={id}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedByOf(id, hint, error)}
      className={`${inputClass} aria-invalid:border-kenya-red`}
      {...input}
    />
  );
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      {action ? (
        <div className="flex gap-2">
          {field}
          {action}
        </div>
      ) : (
        field
      )}
    </FieldFrame>
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
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={id}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, hint, error)}
        className={`${inputClass} py-2 aria-invalid:border-kenya-red`}
        {...textarea}
      />
    </FieldFrame>
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
