import type { AdminOrderView } from '@/domain/api-shapes';
import { ChargeFailed, OrderMarkBadge } from '@/components/admin/order-marks';
import { CustomerDetails } from '@/components/admin/customer-details';
import { OrderCardHeader, OrderItemsSection, OrderNotesBox } from '@/components/orders/order-card-parts';
import { OrderMoney } from '@/components/orders/order-money';
import { OrderChanges } from '@/components/orders/order-changes';
import { showUpdatedOrder } from '@/stores/admin/dashboard/orders';
import { ChangeOrderButton } from './change-order-dialog';
import { OrderMessages } from './order-messages';
import { OrderPayment } from './order-payment';
import { OrderStatusSelect } from './order-status-select';

/** An order changes until it is ready (docs/behaviour/rules.md#changing-an-order). */
const changeable = (order: AdminOrderView) => !['ready', 'delivered', 'cancelled'].includes(order.status);

/**
 * One order as the owner works with it: number, date and time, type and status (and 'Catering
 * CAT-12' for a catering event's, 'Standing order' for a standing order's, with 'Charge failed: …'
 * while its charge failed and it is unpaid), how it is paid (what is still to collect or a catering
 * event's balance due, a payment link, a payment taken in person), the status dropdown, the
 * customer and where it goes, the items, the money, the notes, its changes and 'Change order'. Headed by its number, so a
 * screen reader can jump from card to card.
 */
export function AdminOrderCard({ order, isNew = false }: { order: AdminOrderView; isNew?: boolean }) {
  const headingId = `admin-order-${order.id}`;
  return (
    <article
      // The owner's alerts link here (/admin#order-12).
      id={`order-${order.id}`}
      aria-labelledby={headingId}
      className={`flex h-full flex-col gap-4 rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${
        isNew ? 'border-kenya-green ring-2 ring-kenya-green' : 'border-brand-200'
      }`}
    >
      {isNew && (
        <p className="-mb-2 w-fit rounded-full bg-kenya-green px-2.5 py-0.5 text-xs font-bold text-white">New order</p>
      )}
      <OrderCardHeader order={order} headingId={headingId} level="h3" mark={<OrderMarkBadge order={order} />} />
      <ChargeFailed order={order} />

      {/* Right under the number: what to collect (a catering event's balance) is what the owner at the door needs first. */}
      <OrderPayment order={order} />

      <OrderStatusSelect order={order} />

      <div className="border-t border-brand-100 pt-3">
        <CustomerDetails order={order} />
      </div>

      <div className="border-t border-brand-100 pt-3">
        <OrderItemsSection order={order} itemsId={`admin-order-${order.id}-items`} level="h3" />
      </div>

      <div className="border-t border-brand-100 pt-3">
        <OrderMoney order={order} />
      </div>

      <OrderNotesBox order={order} title="Special Notes" level="h3" />

      {order.changes.length > 0 && (
        <div className="border-t border-brand-100 pt-3">
          <OrderChanges changes={order.changes} showAuthor level="h3" />
        </div>
      )}

      {changeable(order) && (
        <div className="flex justify-end">
          <ChangeOrderButton order={order} onChanged={showUpdatedOrder} />
        </div>
      )}

      <div className="border-t border-brand-100 pt-3">
        <OrderMessages orderId={order.id} orderNumber={order.orderNumber} orderType={order.orderType} />
      </div>
    </article>
  );
}
