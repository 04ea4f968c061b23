import type { OrderView } from '@/domain/api-shapes';
import { formatOrderDateTime, orderNotes, orderTypeLabel } from '@/islands/orders-shared/order-format';
import { OrderLines } from '@/islands/orders-shared/order-lines';
import { OrderMoney } from '@/islands/orders-shared/order-money';
import { StatusBadge } from '@/islands/orders-shared/status-badge';

const sectionHeading = 'text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * One past order (SPEC.md §2): number, date and time, order type, status, items, the money and
 * the notes when there are any. Headed by its number, so a screen reader can jump card to card.
 */
export function OrderCard({ order }: { order: OrderView }) {
  const notes = orderNotes(order.notes);
  const headingId = `order-${order.id}`;
  const itemsId = `order-${order.id}-items`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            Order {order.orderNumber}
          </h2>
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

      <div className="mt-4 border-t border-brand-100 pt-3">
        <h3 id={itemsId} className={sectionHeading}>
          Items
        </h3>
        <div className="mt-2">
          <OrderLines items={order.items} labelledBy={itemsId} />
        </div>
      </div>

      <div className="mt-4 border-t border-brand-100 pt-3">
        <OrderMoney order={order} />
      </div>

      {notes && (
        <div className="mt-4 rounded-lg bg-brand-50 p-3">
          <h3 className={sectionHeading}>Notes</h3>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{notes}</p>
        </div>
      )}
    </article>
  );
}
