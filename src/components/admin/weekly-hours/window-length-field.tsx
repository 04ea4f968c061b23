import { useId } from 'react';
import { FieldProblem } from '@/components/forms/form-field';
import { inputClass } from '@/components/ui/input-class';
import { WINDOW_LENGTHS, windowLengthLabel } from '@/domain/fulfilment/opening-hours';

/** The window length, as a native select (a stored length not offered any more is shown, to be changed). */
export function WindowLengthField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const lengths: number[] = [...WINDOW_LENGTHS];
  if (!lengths.includes(Number(value))) lengths.unshift(Number(value));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Window length
      </label>
      <select
        id={id}
        name="windowMinutes"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`${inputClass} aria-invalid:border-kenya-red`}
      >
        {lengths.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {windowLengthLabel(minutes)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Customers choose a time in steps of this length.
      </p>
      <FieldProblem id={id} error={error} />
    </div>
  );
}
