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

/** The days an order can be for (the shop's today and the week after it, as the cart sheet offers), as chips. */
export function DayChoice({
  dates,
  chosen,
  onChoose,
}: {
  dates: readonly string[];
  chosen: string;
  onChoose: (date: string) => void;
}) {
  const today = dates[0] ?? chosen;
  return (
    <div className="flex flex-col gap-2">
      <p id="new-order-day" className="text-sm font-semibold text-ink">
        Day
      </p>
      <div role="radiogroup" aria-labelledby="new-order-day" className="grid grid-cols-4 gap-2">
        {dates.map((date) => (
          <ChoiceChip
            key={date}
            name="window-day"
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
