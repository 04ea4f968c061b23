import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass } from '@/components/ui/input-class';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the field and read with it. */
  hint?: ReactNode;
  /** Sits beside the input on the same row (the address 'Check' button). */
  action?: ReactNode;
}

/** A labelled input; required ones carry a visible asterisk and the `required` attribute. */
export function TextField({ label, hint, action, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
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
      <div className="flex gap-2">
        <input
          id={id}
          required={required}
          aria-describedby={hint ? hintId : undefined}
          className={inputClass}
          {...input}
        />
        {action}
      </div>
      {hint && (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      )}
    </div>
  );
}
