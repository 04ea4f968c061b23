import { useId } from 'react';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { addDays } from '@/domain/fulfilment/schedule';
import { dayParts } from '@/domain/fulfilment/window-label';

/** A day chip: 'Today', 'Tomorrow' or the weekday, over the date ('Thu' / 'Nov 26'). */
function DayChipText({ date, today }: { date: string; today: string }) {
  const { weekday, monthDay } = dayParts(date);
  const name = date === today ? 'Today' : date === addDays(today, 1) ? 'Tomorrow' : weekday;
  return (
    <span className="leading-tight">
      <span className="block">{name}</span> <span className="block text-xs font-normal">{monthDay}</span>
    </span>
  );
}

/**
 * The days an owner's order can be for, as chips: `dates` are the shop's today and the week after
 * it (the cart sheet's days), the first of them named Today. Shared by the owner's screens that
 * choose a day (changing an order; the new order's form has the same chips).
 */
export function DayChoice({
  dates,
  chosen,
  onChoose,
}: {
  dates: readonly string[];
  chosen: string;
  onChoose: (date: string) => void;
}) {
  const id = useId();
  const today = dates[0] ?? chosen;
  return (
    <div className="flex flex-col gap-2">
      <p id={id} className="text-sm font-semibold text-ink">
        Day
      </p>
      <div role="radiogroup" aria-labelledby={id} className="grid grid-cols-4 gap-2">
        {dates.map((date) => (
          <ChoiceChip
            key={date}
            name={`${id}-day`}
            value={date}
            checked={date === chosen}
            onChoose={() => onChoose(date)}
          >
            <DayChipText date={date} today={today} />
          </ChoiceChip>
        ))}
      </div>
    </div>
  );
}
