import { useId } from 'react';
import { FieldProblem } from '@/components/forms/form-field';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { dayChoices, type DropFormValues } from './drop-form-values';

/**
 * 'Days it sells': a checkbox for each of the eight days from the opening's (as the cart sheet
 * offers eight), two to a row on a phone. None ticked sells every day's windows.
 */
export function SellsDays({
  values,
  error,
  onChange,
}: {
  values: Pick<DropFormValues, 'opensAt' | 'sellsDates'>;
  error: string | undefined;
  onChange: (sellsDates: string[]) => void;
}) {
  const id = useId();
  const chosen = new Set(values.sellsDates);
  const toggle = (date: string, on: boolean) =>
    onChange(on ? [...chosen, date].sort() : values.sellsDates.filter((day) => day !== date));
  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-semibold text-ink">Days it sells</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        The days whose pickup and delivery times customers can order in this drop. Tick none to sell any day.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {dayChoices(values, new Date()).map((date) => (
          <label
            key={date}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-brand-200 bg-white px-3 text-sm font-semibold text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              name="sellsDates"
              value={date}
              checked={chosen.has(date)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(date, event.target.checked)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {dayLabel(date)}
          </label>
        ))}
      </div>
      <FieldProblem id={id} error={error} />
    </fieldset>
  );
}
