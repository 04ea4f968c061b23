import { useId, useState } from 'react';
import { FieldProblem } from '@/components/forms/form-field';
import { useStore } from '@nanostores/react';
import { orderTypeLabel } from '@/components/orders/order-format';
import { Button } from '@/components/ui/button';
import { WindowChips } from '@/components/admin/window-chips';
import { dayLabel, windowViewLabel } from '@/domain/fulfilment/window-label';
import type { OrderType } from '@/domain/order-type';
import { DayChoice } from '@/components/admin/day-choice';
import { $changeWindows, refreshChangeWindows } from '@/stores/admin/dashboard/order-change';
import { windowDate } from './order-change-values';

type Window = { start: string; end: string };

/**
 * The order's time: the coming days (the cart sheet's, from the shop's today) and the shown day's
 * windows, every one of them. A full one says so but can still be chosen: the owner may take what
 * the kitchen's limits would refuse (the server then asks her to confirm). The order's own window
 * is never called full, its place being its own (the server leaves it out of the count too). It
 * opens on the order's day, its window chosen.
 */
export function ChangeOrderTime({
  orderType,
  current,
  chosen,
  error,
  onChoose,
}: {
  orderType: OrderType;
  /** The order's window as it is. */
  current: Window | null;
  chosen: Window | null;
  error: string | undefined;
  onChoose: (window: Window) => void;
}) {
  const id = useId();
  const { data, error: failed, loading } = useStore($changeWindows);
  const [day, setDay] = useState<string | null>(null);
  // Another order type's answer (the dialog opened before) is never shown as this one's.
  const days = data?.days.every((entry) => entry.type === orderType) ? data.days : undefined;
  const dates = days?.map((entry) => entry.date) ?? [];
  const chosenDate = chosen ? windowDate(chosen) : null;
  const firstOpen = days?.find((entry) => entry.windows.length > 0)?.date ?? dates[0] ?? null;
  const shownDate = day ?? (chosenDate !== null && dates.includes(chosenDate) ? chosenDate : firstOpen);
  const shown = days?.find((entry) => entry.date === shownDate);
  const kind = orderTypeLabel(orderType);
  return (
    // A group with its problem, to take focus when the day shows no time to choose.
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
      data-field="fulfilmentWindow"
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-3 outline-none"
    >
      <div>
        <h3 id={`${id}-legend`} className="text-base font-bold text-brand-900">
          {kind} time
        </h3>
        {current && <p className="text-sm text-muted">Now {windowViewLabel(current)} (Kansas City time)</p>}
      </div>
      {failed && !days ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-red-900">We couldn't load the times.</p>
          <Button variant="secondary" size="sm" onClick={refreshChangeWindows}>
            Try again
          </Button>
        </div>
      ) : !days || shownDate === null ? (
        <p className="text-sm text-muted" aria-busy="true">
          Finding the times…
        </p>
      ) : (
        <>
          <DayChoice dates={dates} chosen={shownDate} onChoose={setDay} />
          {!shown || shown.windows.length === 0 ? (
            <p className="text-sm text-ink">{shown?.reason ?? 'No times that day.'}</p>
          ) : (
            <WindowChips
              windows={shown.windows}
              chosen={chosen}
              own={current}
              label={{ name: `${kind} time on ${dayLabel(shownDate)}` }}
              invalid={error !== undefined}
              busy={loading}
              onChoose={onChoose}
            />
          )}
        </>
      )}
      <FieldProblem id={id} error={error} />
      <p className="text-sm text-ink" aria-live="polite">
        {chosen ? (
          <>
            {kind}: <strong>{windowViewLabel(chosen)}</strong>
          </>
        ) : (
          `Choose a ${kind.toLowerCase()} time.`
        )}
      </p>
    </fieldset>
  );
}
