import type { OrderView } from '@/domain/api-shapes';
import { formatOrderDateTime, orderNotes, orderTypeLabel } from '@/islands/orders-shared/order-format';
import { OrderLines } from '@/islands/orders-shared/order-lines';
import { OrderMoney } from '@/islands/orders-shared/order-money';
import { StatusBadge } from '@/islands/orders-shared/status-badge';
import { CustomerDetails } from './customer-details';
import { OrderStatusSelect } from './order-status-select';

const SECTION_HEADING = 'text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * One order as the owner works with it (SPEC.md §2): number, date and time, type and status, the
 * status dropdown, the customer and where it goes, the items, the money and the notes. Headed by
 * its number, so a screen reader can jump from card to card.
 */
export function AdminOrderCard({ order }: { order: OrderView }) {
  const notes = orderNotes(order.notes);
  const headingId = `admin-order-${order.id}`;
  const itemsId = `admin-order-${order.id}-items`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-brand-900">
            Order {order.orderNumber}
          </h3>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center rounded-full border border-brand-200 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
            <span className="sr-only">Order type: </span>
            {orderTypeLabel(order.orderType)}
          </span>
          <StatusBadge status={order.status} />
        </div>
      </div>

      <OrderStatusSelect order={order} />

      <div className="border-t border-brand-100 pt-3">
        <CustomerDetails order={order} />
      </div>

      <div className="border-t border-brand-100 pt-3">
        <h4 id={itemsId} className={SECTION_HEADING}>
          Items
        </h4>
        <div className="mt-2">
          <OrderLines items={order.items} labelledBy={itemsId} />
        </div>
      </div>

      <div className="border-t border-brand-100 pt-3">
        <OrderMoney order={order} />
      </div>

      {notes && (
        <div className="rounded-lg bg-brand-50 p-3">
          <h4 className={SECTION_HEADING}>Special Notes</h4>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{notes}</p>
        </div>
      )}
    </article>
  );
}
