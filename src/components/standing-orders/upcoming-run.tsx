import { formatAmount } from '@/components/orders/order-format';
import type { StandingOrder } from '@/stores/account/standing-orders';
import { chargeWords, payByWords, RUN_WORDS } from './standing-words';

type Upcoming = NonNullable<StandingOrder['upcoming']>;

/**
 * This drop's (or week's) order of a standing order: its number, window and total, when it is
 * charged (while it can still be changed or skipped), what the placement changed, and a failed
 * charge's reason with until when its pay link holds the order.
 */
export function UpcomingRun({ upcoming, title }: { upcoming: Upcoming; title: string }) {
  const failure = upcoming.failure;
  return (
    <section className="rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm sm:p-4">
      <h4 className="font-bold text-brand-900">{title}</h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Order</dt>
        <dd className="font-semibold text-ink">{upcoming.orderNumber}</dd>
        <dt className="text-muted">Time</dt>
        <dd className="text-ink">{upcoming.windowLabel}</dd>
        <dt className="text-muted">Total</dt>
        <dd className="font-semibold text-ink tabular-nums">{formatAmount(upcoming.total)}</dd>
      </dl>
      {upcoming.status === 'placed' ? (
        <p className="mt-2 text-ink">{chargeWords(upcoming.chargeAt)}</p>
      ) : (
        upcoming.status !== 'failed' && <p className="mt-2 font-semibold text-ink">{RUN_WORDS[upcoming.status]}</p>
      )}
      {upcoming.notes.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-amber-950">
          {upcoming.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {upcoming.status === 'failed' && (
        <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">
            {RUN_WORDS.failed}: {failure?.reason ?? 'the card was declined.'}
          </p>
          {failure && <p className="mt-1">{payByWords(failure.payBy)}</p>}
        </div>
      )}
    </section>
  );
}
