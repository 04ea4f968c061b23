import { isOrderStatus, statusLabel, type OrderStatus } from '@/domain/order-status';

// Each pair is a 100 background with 800/900 text: AA contrast at the badge's small size.
const TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  preparing: 'bg-brand-100 text-brand-900',
  ready: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
};

/**
 * An order's status as a coloured pill. The label comes from statusLabel, so anything the
 * browser does not know shows (and is coloured) as Pending (docs/behaviour/rules.md#order-statuses).
 */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[isOrderStatus(status) ? status : 'pending'];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </span>
  );
}

/** Beside the status once cancelling the order paid the money back (docs/behaviour/rules.md#refunds). */
export function RefundedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900">
      <span className="sr-only">Payment: </span>
      Refunded
    </span>
  );
}
