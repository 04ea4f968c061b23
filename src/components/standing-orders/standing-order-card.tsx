import { useId } from 'react';
import type { StandingOrder, StandingOrderActions } from '@/stores/account/standing-orders';
import { StandingOrderActionsBar } from './standing-order-actions';
import { cardWords, endsWords, historyDay, type StatusTone, statusWords } from './standing-words';
import { UpcomingRun } from './upcoming-run';

// Each pair is a 100 background with 800/900 text, as the orders' status badges.
const TONES: Record<StatusTone, string> = {
  good: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-amber-100 text-amber-900',
  needed: 'bg-red-100 text-red-900',
  ended: 'bg-stone-200 text-stone-800',
};

/**
 * One standing order as she sees it, on /account and on its token link's page alike: its status
 * (with the shop's message when the shop paused or ended it), its dishes (those off the menu
 * marked), its time and how often, pickup or delivery, its card and end date, this drop's order,
 * its history, and what she can do with it. Headed by its time, so a screen reader can jump card
 * to card.
 */
export function StandingOrderCard({
  order,
  actions,
  cardReturnPath,
  level = 'h3',
  onChanged = () => {},
}: {
  order: StandingOrder;
  actions: StandingOrderActions;
  cardReturnPath: string;
  level?: 'h2' | 'h3';
  onChanged?: (changed: StandingOrder) => void;
}) {
  const headingId = useId();
  const Heading = level;
  const status = statusWords(order);
  const upcomingTitle = order.frequency === 'Every week' ? "This week's order" : "This drop's order";
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} tabIndex={-1} className="text-lg font-bold text-brand-900 outline-none">
          {order.window.label} · {order.frequency}
        </Heading>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status.tone]}`}
        >
          <span className="sr-only">Status: </span>
          {status.label}
        </span>
      </header>
      {order.ownerMessage && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-semibold">From the shop:</span> {order.ownerMessage}
        </p>
      )}
      {order.status === 'setting-up' && (
        <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          Add the card its orders are charged to: nothing is placed until then.
        </p>
      )}
      {order.skipNext && order.status === 'active' && (
        <p className="text-sm font-semibold text-ink">The next order is skipped.</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Dishes</dt>
        <dd>
          <ul className="flex flex-col gap-0.5">
            {order.items.map((item) => (
              <li key={item.productId} className={item.available ? 'text-ink' : 'text-muted'}>
                <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
                {!item.available && <span> (not on the menu now)</span>}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="text-muted">How</dt>
        <dd className="break-words text-ink">
          {order.orderType === 'delivery' ? `Delivery to ${order.address ?? ''}` : 'Pickup from our kitchen'}
        </dd>
        <dt className="text-muted">Card</dt>
        <dd className="text-ink">{order.card ? cardWords(order.card) : 'No card yet'}</dd>
        <dt className="text-muted">End</dt>
        <dd className="text-ink">{endsWords(order.endsOn)}</dd>
      </dl>
      {order.upcoming && <UpcomingRun upcoming={order.upcoming} title={upcomingTitle} />}
      {order.history.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-900">History</summary>
          <ol className="flex flex-col gap-1">
            {order.history.map((line) => (
              <li key={`${line.at}-${line.status}`}>
                <time dateTime={line.at} className="text-muted">
                  {historyDay(line.at)}
                </time>{' '}
                {line.text}
              </li>
            ))}
          </ol>
        </details>
      )}
      {order.status !== 'cancelled' && (
        <StandingOrderActionsBar
          order={order}
          actions={actions}
          cardReturnPath={cardReturnPath}
          headingId={headingId}
          onChanged={onChanged}
        />
      )}
    </article>
  );
}
