import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { WindowChips } from '@/components/admin/window-chips';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { $dayWindows, refreshWindows } from '@/stores/admin/new-order/new-order';

type Window = { start: string; end: string };

/**
 * The day's windows, every one of them: a full one says so but can still be chosen, since the
 * owner may take an order the kitchen's limits would refuse (the server then asks her to confirm).
 * A day the kitchen is closed says why.
 */
export function WindowTimes({
  date,
  chosen,
  error,
  onChoose,
}: {
  date: string;
  chosen: Window | null;
  error: string | undefined;
  onChoose: (window: Window) => void;
}) {
  const { data, error: failed, loading } = useStore($dayWindows);
  // The answer for another day (the one before) is never shown as this one's.
  const day = data?.date === date ? data : undefined;
  return (
    // A group with its problem, to take focus when the day shows no time to choose.
    <fieldset
      aria-labelledby="new-order-time"
      aria-describedby={error ? 'new-order-time-error' : undefined}
      data-field="fulfilmentWindow"
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-2 outline-none"
    >
      <p id="new-order-time" className="text-sm font-semibold text-ink">
        Time on {dayLabel(date)}
        <span className="font-normal text-muted"> (Kansas City time)</span>
      </p>
      {failed && !day ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-red-900">We couldn't load the times.</p>
          <Button variant="secondary" size="sm" onClick={refreshWindows}>
            Try again
          </Button>
        </div>
      ) : !day ? (
        <p className="text-sm text-muted" aria-busy="true">
          Finding the times…
        </p>
      ) : day.windows.length === 0 ? (
        <p className="text-sm text-ink">{day.reason ?? 'No times that day.'}</p>
      ) : (
        <WindowChips
          windows={day.windows}
          chosen={chosen}
          label={{ labelledBy: 'new-order-time' }}
          invalid={error !== undefined}
          busy={loading}
          onChoose={onChoose}
        />
      )}
      {error && (
        <p id="new-order-time-error" className="text-sm font-medium text-kenya-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
