import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import type { CartItem } from '@/domain/cart';
import { dayShortage, type DayShortage, shortageNote } from '@/domain/fulfilment/dish-availability';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, dayParts, windowLabel, windowTimes } from '@/domain/fulfilment/window-label';
import type { OrderType } from '@/domain/order-type';
import {
  $chosenWindow,
  $upcomingWindows,
  chooseWindow,
  currentWindowChoice,
  type DayWindows,
  refreshUpcomingWindows,
} from '@/stores/checkout/fulfilment-choice';

const KIND = { pickup: 'Pickup', delivery: 'Delivery' } as const;

/**
 * A day chip: 'Today', 'Tomorrow' or the weekday, over the date ('Thu' / 'Nov 26'), and under them
 * why the cart cannot be made that day ('Beef Samosa sold out'), part of the chip's name.
 */
function DayChipText({ date, shortage, checked }: { date: string; shortage: DayShortage | null; checked: boolean }) {
  const today = shopDate(new Date());
  const { weekday, monthDay } = dayParts(date);
  const name = date === today ? 'Today' : date === addDays(today, 1) ? 'Tomorrow' : weekday;
  return (
    <span className="min-w-0 leading-tight">
      <span className="block">{name}</span> <span className="block text-xs font-normal">{monthDay}</span>
      {shortage && ' '}
      {shortage && (
        <span className={`mt-0.5 block text-xs font-normal break-words ${checked ? 'text-white' : 'text-red-800'}`}>
          {shortageNote(shortage)}
        </span>
      )}
    </span>
  );
}

type Shortages = ReadonlyMap<string, DayShortage | null>;

/**
 * The day to show first: the chosen window's, else the first with a free window that can make the
 * cart, else the first with a free window.
 */
function initialDay(days: DayWindows[], chosenStart: string | null, shortages: Shortages): string | null {
  const holding = days.find((day) => day.windows.some((window) => window.start === chosenStart));
  const free = days.filter((day) => day.windows.some((window) => window.available));
  const makes = free.find((day) => !shortages.get(day.date));
  return (holding ?? makes ?? free[0] ?? days.find((day) => day.windows.length > 0))?.date ?? null;
}

/**
 * When to collect or receive the order (docs/behaviour/screens.md#cart-sheet): the days the kitchen
 * takes orders, then that day's windows, full ones shown but not choosable. Times are the shop's.
 *
 * A day without enough left of a dish in the cart is marked, with the reason, but stays choosable,
 * its windows too, under the dish's message: the customer can make it fit by changing the cart
 * (the marks follow the cart at once), a window already chosen that day is not dropped behind their
 * back, and Proceed to Payment refuses with the same message the checkout would give. A disabled
 * day would hide its windows and could not say what to change.
 */
export function WindowChoice({ orderType, items }: { orderType: OrderType; items: readonly CartItem[] }) {
  const { data: days, error, loading } = useStore($upcomingWindows);
  const chosen = useStore($chosenWindow);
  const [day, setDay] = useState<string | null>(null);
  const kind = KIND[orderType];

  // Places fill up while the page is open: ask again each time the sheet shows this step.
  useEffect(() => {
    if ($upcomingWindows.get().data) refreshUpcomingWindows();
  }, []);
  // A chosen window that has since filled up or passed is let go, so it is chosen again.
  useEffect(() => {
    if (days) currentWindowChoice();
  }, [days]);

  const openDays = (days ?? []).filter((entry) => entry.windows.length > 0);
  const shortages: Shortages = new Map(openDays.map((entry) => [entry.date, dayShortage(items, entry)]));
  const shownDay = day ?? (days ? initialDay(openDays, chosen?.start ?? null, shortages) : null);
  const windows = openDays.find((entry) => entry.date === shownDay)?.windows ?? [];
  const shownShortage = shownDay ? (shortages.get(shownDay) ?? null) : null;

  return (
    <fieldset aria-describedby="window-zone-note" className="min-w-0">
      <legend className="mb-1 text-base font-bold text-brand-900">{kind} time</legend>
      <p id="window-zone-note" className="mb-3 text-sm text-muted">
        Made fresh to order. Times are Kansas City time.
      </p>
      {error && !days ? (
        <div className="flex flex-col items-start gap-2" role="alert">
          <p className="text-sm text-red-900">We couldn't load the {kind.toLowerCase()} times.</p>
          <Button variant="secondary" size="sm" onClick={() => refreshUpcomingWindows()}>
            Try again
          </Button>
        </div>
      ) : !days ? (
        <p className="text-sm text-muted" aria-busy="true">
          Finding {kind.toLowerCase()} times…
        </p>
      ) : openDays.length === 0 ? (
        <p className="text-sm text-ink">No {kind.toLowerCase()} times are open this week. Please check back soon.</p>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={loading}>
          <div role="radiogroup" aria-label="Day" className="grid grid-cols-4 gap-2">
            {openDays.map((entry) => (
              <ChoiceChip
                key={entry.date}
                name="window-day"
                value={entry.date}
                checked={entry.date === shownDay}
                onChoose={() => setDay(entry.date)}
              >
                <DayChipText
                  date={entry.date}
                  shortage={shortages.get(entry.date) ?? null}
                  checked={entry.date === shownDay}
                />
              </ChoiceChip>
            ))}
          </div>
          {shownShortage && (
            <p id="window-day-shortage" className="text-sm font-semibold text-red-900">
              {shownShortage.message}
            </p>
          )}
          <div
            role="radiogroup"
            aria-label={`${kind} time on ${shownDay ? dayLabel(shownDay) : ''}`}
            aria-describedby={shownShortage ? 'window-day-shortage' : undefined}
          >
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {windows.map((window) => {
                const times = windowTimes(new Date(window.start), new Date(window.end));
                return (
                  <ChoiceChip
                    key={window.start}
                    name="window-time"
                    value={window.start}
                    checked={chosen?.start === window.start}
                    disabled={!window.available}
                    onChoose={() => chooseWindow(window)}
                  >
                    <span>
                      {times}
                      {!window.available && <span className="block text-xs font-normal">Full</span>}
                    </span>
                  </ChoiceChip>
                );
              })}
            </div>
          </div>
          <p className="text-sm text-ink" aria-live="polite">
            {chosen ? (
              <>
                {kind}: <strong>{windowLabel(new Date(chosen.start), new Date(chosen.end))}</strong>
              </>
            ) : (
              `Choose a ${kind.toLowerCase()} time to continue.`
            )}
          </p>
        </div>
      )}
    </fieldset>
  );
}
