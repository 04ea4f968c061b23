import type { OrderView } from '@/domain/api-shapes';
import { OrderCardHeader, OrderItemsSection, OrderNotesBox } from '@/components/orders/order-card-parts';
import { OrderMoney } from '@/components/orders/order-money';
import { PickupSpotText } from '@/components/orders/pickup-spot-text';
import { OrderAgainButton } from '@/components/orders/order-again-button';
import { buttonVariants } from '@/components/ui/button-variants';

/** A new standing order that starts from this one (issue 49). */
const standingOrderFrom = (orderNumber: string) =>
  `/standing-orders/new?${new URLSearchParams({ from: 'order', number: orderNumber })}`;

/**
 * One past order: number, date and time, order type, status, a pickup's spot, items, the money and the notes when
 * there are any, then Order again and 'Order this every week'. Headed by its number, so a screen
 * reader can jump card to card.
 */
export function OrderCard({ order }: { order: OrderView }) {
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5">
      <OrderCardHeader order={order} headingId={headingId} level="h2" />
      {order.pickupSpot && (
        <p className="mt-2 text-sm text-ink">
          Pickup at: <PickupSpotText spot={order.pickupSpot} />
        </p>
      )}

      <div className="mt-4 border-t border-brand-100 pt-3">
        <OrderItemsSection order={order} itemsId={`order-${order.id}-items`} level="h2" />
      </div>

      <div className="mt-4 border-t border-brand-100 pt-3">
        <OrderMoney order={order} />
      </div>

      <OrderNotesBox order={order} title="Notes" level="h2" className="mt-4" />

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <OrderAgainButton order={order} className="w-full sm:w-auto" />
        <a
          href={standingOrderFrom(order.orderNumber)}
          className={`${buttonVariants({ variant: 'secondary', size: 'md' })} w-full sm:w-auto`}
        >
          Order this every week
          <span className="sr-only"> ({order.orderNumber})</span>
        </a>
      </div>
    </article>
  );
}
