import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
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
} from '@/stores/fulfilment-choice';

const KIND = { pickup: 'Pickup', delivery: 'Delivery' } as const;

/** A day chip: 'Today', 'Tomorrow' or the weekday, over the date ('Thu' / 'Nov 26'). */
function DayChipText({ date }: { date: string }) {
  const today = shopDate(new Date());
  const { weekday, monthDay } = dayParts(date);
  const name = date === today ? 'Today' : date === addDays(today, 1) ? 'Tomorrow' : weekday;
  return (
    <span className="leading-tight">
      <span className="block">{name}</span> <span className="block text-xs font-normal">{monthDay}</span>
    </span>
  );
}

/** The day to show first: the chosen window's, else the first with a free window. */
function initialDay(days: DayWindows[], chosenStart: string | null): string | null {
  const holding = days.find((day) => day.windows.some((window) => window.start === chosenStart));
  const free = days.find((day) => day.windows.some((window) => window.available));
  return (holding ?? free ?? days.find((day) => day.windows.length > 0))?.date ?? null;
}

/**
 * When to collect or receive the order (docs/behaviour/screens.md#cart-sheet): the days the kitchen
 * takes orders, then that day's windows, full ones shown but not choosable. Times are the shop's.
 */
export function WindowChoice({ orderType }: { orderType: OrderType }) {
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
  const shownDay = day ?? (days ? initialDay(openDays, chosen?.start ?? null) : null);
  const windows = openDays.find((entry) => entry.date === shownDay)?.windows ?? [];

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
                <DayChipText date={entry.date} />
              </ChoiceChip>
            ))}
          </div>
          <div role="radiogroup" aria-label={`${kind} time on ${shownDay ? dayLabel(shownDay) : ''}`}>
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
