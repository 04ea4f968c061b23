import { useId } from 'react';
import { Switch } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/close-icon';
import { inputClass } from '@/components/ui/input-class';
import { SCHEDULE_LIMITS, WEEKDAY_NAMES } from '@/domain/fulfilment/opening-hours';
import type { Weekday } from '@/domain/fulfilment/schedule';
import type { WeekdayKey } from '@/domain/schemas/fulfilment-settings';
import { type DayValues, newRange, type RangeValues, USUAL_HOURS, type WeekProblems } from './week-values';

interface WeekdayHoursRowProps {
  weekday: WeekdayKey;
  day: DayValues;
  errors: WeekProblems;
  onChange: (day: DayValues) => void;
}

function TimeInput({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: { visible: string; spoken: string };
  value: string;
  invalid: boolean;
  /** The ids of the problems shown for this field. */
  describedBy: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label.visible}
        <span className="sr-only"> {label.spoken}</span>
      </label>
      <input
        id={id}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${inputClass} aria-invalid:border-kenya-red`}
      />
    </div>
  );
}

/**
 * One day of the week: open or closed, and while open its sets of hours (up to 4), each an
 * opening and a closing time, with "Add hours" and a remove button on each when there are several.
 */
export function WeekdayHoursRow({ weekday, day, errors, onChange }: WeekdayHoursRowProps) {
  const id = useId();
  const name = WEEKDAY_NAMES[Number(weekday) as Weekday];
  const dayError = errors[`hours.${weekday}`];
  const dayErrorId = `${id}-error`;
  const several = day.ranges.length > 1;

  const update = (key: string, change: Partial<RangeValues>) =>
    onChange({ ...day, ranges: day.ranges.map((range) => (range.key === key ? { ...range, ...change } : range)) });

  const add = () => {
    const range = newRange();
    onChange({ ...day, ranges: [...day.ranges, range] });
    // Once the new row is drawn, the owner types its opening time straight away.
    requestAnimationFrame(() => document.getElementById(`${id}-${range.key}-start`)?.focus());
  };

  const remove = (key: string) => {
    onChange({ ...day, ranges: day.ranges.filter((range) => range.key !== key) });
    // The removed row's button is gone; the day's own "Add hours" keeps the owner's place.
    requestAnimationFrame(() => document.getElementById(`${id}-add`)?.focus());
  };

  const switchOpen = (open: boolean) =>
    onChange({ open, ranges: open && day.ranges.length === 0 ? [newRange(USUAL_HOURS)] : day.ranges });

  return (
    <fieldset
      aria-describedby={dayError ? dayErrorId : undefined}
      className="min-w-0 border-t border-brand-100 py-4 first:border-t-0 first:pt-0"
    >
      {/* Floated, so it sits on one line with the switch (a legend is otherwise drawn in the border). */}
      <legend className="float-left py-1.5 text-base font-semibold text-ink">{name}</legend>
      <div className="flex items-center justify-end gap-4">
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-open`} className="text-sm font-medium text-ink">
            Open<span className="sr-only"> on {name}</span>
          </label>
          <Switch.Root
            id={`${id}-open`}
            checked={day.open}
            onCheckedChange={switchOpen}
            className="relative inline-flex h-9 w-16 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-stone-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-kenya-green"
          >
            <Switch.Thumb className="pointer-events-none block size-7 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7 motion-reduce:transition-none" />
          </Switch.Root>
        </div>
      </div>
      <div className="clear-both mt-3 flex flex-col gap-3">
        {day.open ? (
          <>
            <ul className="flex flex-col gap-3" aria-label={`${name} opening hours`}>
              {day.ranges.map((range, index) => {
                const path = `hours.${weekday}.${index}`;
                const startError = errors[`${path}.start`];
                const endError = errors[`${path}.end`];
                const rangeError = errors[path];
                const problems = [startError, endError, rangeError].filter(Boolean);
                const errorId = `${id}-${range.key}-error`;
                const spoken = several ? `on ${name}, hours ${index + 1}` : `on ${name}`;
                // A problem of the day as a whole (overlapping hours) marks every time of the day.
                const describedBy =
                  [problems.length > 0 ? errorId : null, dayError ? dayErrorId : null].filter(Boolean).join(' ') ||
                  undefined;
                return (
                  <li key={range.key} className="flex flex-col gap-1">
                    <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 sm:gap-3">
                      <TimeInput
                        id={`${id}-${range.key}-start`}
                        label={{ visible: 'Opens', spoken }}
                        value={range.start}
                        invalid={Boolean(startError ?? rangeError ?? dayError)}
                        describedBy={describedBy}
                        onChange={(start) => update(range.key, { start })}
                      />
                      <TimeInput
                        id={`${id}-${range.key}-end`}
                        label={{ visible: 'Closes', spoken }}
                        value={range.end}
                        invalid={Boolean(endError ?? rangeError ?? dayError)}
                        describedBy={describedBy}
                        onChange={(end) => update(range.key, { end })}
                      />
                      {several ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove ${name} hours ${index + 1}`}
                          onClick={() => remove(range.key)}
                        >
                          <CloseIcon />
                        </Button>
                      ) : (
                        // Keeps both time fields the same width whether or not there is a remove button.
                        <span aria-hidden="true" className="size-11" />
                      )}
                    </div>
                    {problems.length > 0 && (
                      <div id={errorId} className="text-sm font-medium text-kenya-red">
                        {problems.map((problem) => (
                          <p key={problem}>{problem}</p>
                        ))}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
            {dayError && (
              <p id={dayErrorId} className="text-sm font-medium text-kenya-red">
                {dayError}
              </p>
            )}
            {day.ranges.length < SCHEDULE_LIMITS.rangesPerDay && (
              <Button id={`${id}-add`} type="button" variant="secondary" size="md" className="self-start" onClick={add}>
                Add hours<span className="sr-only"> on {name}</span>
              </Button>
            )}
          </>
        ) : (
          <p className="text-sm text-muted">Closed all day: customers can't choose {name}s.</p>
        )}
      </div>
    </fieldset>
  );
}
