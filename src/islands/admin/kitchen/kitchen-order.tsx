import type { AdminOrderView, OrderView } from '@/domain/api-shapes';
import { BalanceDue, OrderMarkBadge } from '@/components/admin/order-marks';
import { CustomerDetails } from '@/components/admin/customer-details';
import { OrderBadges, OrderNotesBox, SECTION_HEADING } from '@/components/orders/order-card-parts';
import { Button } from '@/components/ui/button';
import { printJob } from './print-job';

/** An order's items as the kitchen reads them: how many of what, no prices. */
export function KitchenItems({ order, labelledBy }: { order: OrderView; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-1">
      {order.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move, and a product may appear on two of them
        <li key={index} className="text-base">
          <span className="font-bold tabular-nums">{item.quantity} ×</span> {item.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * One order of a window on the kitchen screen: its number, type and status ('Catering CAT-12' for a
 * catering event's, with its 'Balance due $264.00' until it is paid; 'Standing' for a standing
 * order's), the items, the
 * customer with a phone to tap and where a delivery goes, and the notes. A cancelled order stays
 * in its window, dimmed, and is said to be left out of the totals; the others print their own
 * pack labels.
 */
export function KitchenOrder({ order }: { order: AdminOrderView }) {
  const headingId = `kitchen-order-${order.id}`;
  const itemsId = `${headingId}-items`;
  const cancelled = order.status === 'cancelled';
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-3 rounded-2xl border p-4 shadow-sm ${
        cancelled ? 'border-stone-300 bg-stone-50' : 'border-brand-200 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-brand-900">
          Order {order.orderNumber}
        </h3>
        <OrderBadges order={order} mark={<OrderMarkBadge order={order} room="short" />} />
      </div>
      <BalanceDue order={order} />
      {cancelled && <p className="text-sm font-semibold text-muted">Cancelled: not counted in the totals.</p>}

      <div>
        <h4 id={itemsId} className={SECTION_HEADING}>
          Items
        </h4>
        <div className={`mt-1 ${cancelled ? 'text-muted line-through' : ''}`}>
          <KitchenItems order={order} labelledBy={itemsId} />
        </div>
      </div>

      <div className="border-t border-brand-100 pt-3">
        <CustomerDetails order={order} />
      </div>

      <OrderNotesBox order={order} title="Notes" level="h3" />

      {!cancelled && (
        <div className="mt-auto flex justify-end">
          <Button
            type="button"
            variant="secondary"
            size="md"
            onClick={() => printJob({ kind: 'labels', orderId: order.id })}
          >
            Print labels<span className="sr-only"> for {order.orderNumber}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
