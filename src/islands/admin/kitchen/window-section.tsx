import type { KitchenWindowView } from '@/domain/kitchen/kitchen-day';
import { overLimit } from '@/domain/kitchen/kitchen-limits';
import { piecesApart } from '@/domain/kitchen/prep-list';
import { readyBy, windowPiecesText, windowTimesOf } from './kitchen-format';
import { KitchenOrder } from './kitchen-order';
import { LimitMark } from './limit-mark';
import { PrepTotals } from './prep-totals';

/**
 * One window of the day: its time as the heading, its orders and its pieces of every dish together
 * ('38 of 50 pieces' against the window's limit, marked 'Full' once they reach it), what its orders
 * need ready by the time it opens, then its orders, one column on a phone and two on a wide screen.
 */
export function WindowSection({ window }: { window: KitchenWindowView }) {
  const headingId = `kitchen-window-${window.start}`;
  const times = windowTimesOf(window);
  const due = readyBy(window);
  const count = window.orders.length;
  const over = overLimit(window.pieces, window.windowPieces);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b-2 border-brand-200 pb-2">
        <h2 id={headingId} className="text-2xl font-extrabold text-brand-900">
          {times}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted">
            {count} {count === 1 ? 'order' : 'orders'},{' '}
            <strong className="font-semibold text-ink">{windowPiecesText(window)}</strong>
          </p>
          <LimitMark over={over} word="Full" />
        </div>
      </div>
      <div className="rounded-xl bg-brand-50 px-4 py-3">
        <p className="text-sm font-semibold text-brand-900">{due}</p>
        {window.totals.length > 0 ? (
          <div className="mt-1">
            <PrepTotals
              totals={window.totals}
              apart={piecesApart(window.orders)}
              label={`${due}, ${times}`}
              size="small"
            />
          </div>
        ) : (
          <p className="mt-1 text-sm text-muted">Nothing to prepare: every order here is cancelled.</p>
        )}
      </div>
      <ul aria-label={`Orders for ${times}`} className="grid gap-3 sm:grid-cols-2">
        {window.orders.map((order) => (
          <li key={order.id}>
            <KitchenOrder order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}
