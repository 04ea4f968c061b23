import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { addDays, isShopDate, shopDate } from '@/domain/fulfilment/schedule';

/**
 * The day shown: a native date input (the phone's own date wheel), and a tap to the day before,
 * today (the shop's, whatever the phone's zone) or the day after. Shared by the owner's screens of
 * one day (the kitchen's, the delivery run); `onShow` shows the day chosen.
 */
export function DayPicker({ date, onShow }: { date: string; onShow: (date: string) => void }) {
  const id = useId();
  // What the input holds while it is being typed in: only a whole date changes the day shown.
  const [draft, setDraft] = useState(date);
  useEffect(() => setDraft(date), [date]);
  const today = shopDate(new Date());

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex flex-col gap-1 sm:w-56">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Date
        </label>
        <input
          id={id}
          type="date"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (isShopDate(event.target.value)) onShow(event.target.value);
          }}
          className={inputClass}
        />
      </div>
      <div className="grid grid-cols-3 gap-2 sm:flex">
        <Button type="button" variant="secondary" onClick={() => onShow(addDays(date, -1))}>
          <span aria-hidden="true">←</span> Previous Day
        </Button>
        <Button type="button" variant="secondary" disabled={date === today} onClick={() => onShow(today)}>
          Today
        </Button>
        <Button type="button" variant="secondary" onClick={() => onShow(addDays(date, 1))}>
          Next Day <span aria-hidden="true">→</span>
        </Button>
      </div>
    </div>
  );
}
