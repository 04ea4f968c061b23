import { type ReactNode, useId } from 'react';

/**
 * A labelled checkbox with its explanation read with it (the owner's forms' yes/no choices). A
 * choice its label says all of (one of a fieldset's allergens) has no explanation.
 */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={checked}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {hint !== undefined && (
          <p id={`${id}-hint`} className="text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
