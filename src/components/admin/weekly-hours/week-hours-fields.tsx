import { WEEK_FROM_MONDAY } from '@/domain/fulfilment/opening-hours';
import type { WeekdayKey } from '@/domain/schemas/fulfilment-settings';
import type { DayValues, WeekProblems } from './week-values';
import { WeekdayHoursRow } from './weekday-hours-row';

/** The week's days, Monday first, each open or closed with its hours (the shop's, or a pickup spot's own). */
export function WeekHoursFields({
  days,
  errors,
  onChange,
}: {
  days: Record<WeekdayKey, DayValues>;
  errors: WeekProblems;
  onChange: (key: WeekdayKey, day: DayValues) => void;
}) {
  return (
    <div className="mt-2 flex flex-col">
      {WEEK_FROM_MONDAY.map((weekday) => {
        const key = String(weekday) as WeekdayKey;
        return (
          <WeekdayHoursRow
            key={key}
            weekday={key}
            day={days[key]}
            errors={errors}
            onChange={(day) => onChange(key, day)}
          />
        );
      })}
    </div>
  );
}
