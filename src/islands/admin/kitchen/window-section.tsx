import type { KitchenWindowView, SpotTotal } from '@/domain/kitchen/kitchen-day';
import { SECTION_HEADING } from '@/components/orders/order-card-parts';
import { overLimit } from '@/domain/kitchen/kitchen-limits';
import { piecesApart } from '@/domain/kitchen/prep-list';
import { readyBy, windowPiecesText, windowTimesOf } from './kitchen-format';
import { KitchenOrder } from './kitchen-order';
import { LimitMark } from './limit-mark';
import { PrepTotals } from './prep-totals';

/** Nothing said apart inside a crate: the window's own totals say it. */
const NOTHING_APART: ReadonlyMap<number, string> = new Map();

/**
 * The window's crates (issue 50): each spot's pieces per dish, and the deliveries', so the owner
 * packs one crate per spot; they add up to the window's totals above them.
 */
function Crates({ spots, times, headingId }: { spots: readonly SpotTotal[]; times: string; headingId: string }) {
  return (
    <div>
      <h3 id={headingId} className={SECTION_HEADING}>
        Pack by spot
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 grid gap-2 sm:grid-cols-2">
        {spots.map((crate) => (
          <li key={crate.key} className="rounded-xl border border-brand-200 bg-white px-4 py-3">
            <p className="text-sm font-bold text-brand-900">
              {crate.name} <span className="font-semibold text-muted">· {crate.pieces} pieces</span>
            </p>
            <div className="mt-1">
              <PrepTotals totals={crate.totals} apart={NOTHING_APART} label={`${crate.name}, ${times}`} size="small" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One window of the day: its time as the heading, its orders and its pieces of every dish together
 * ('38 of 50 pieces' against the window's limit, marked 'Full' once they reach it), what its orders
 * need ready by the time it opens, what to pack for each spot, then its orders, one column on a phone and two on a wide screen.
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
      {window.spots.length > 0 && <Crates spots={window.spots} times={times} headingId={`${headingId}-crates`} />}
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
