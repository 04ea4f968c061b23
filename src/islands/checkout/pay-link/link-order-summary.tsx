import type { OrderView } from '@/domain/api-shapes';
import { OrderItemsSection } from '@/components/orders/order-card-parts';
import { orderTypeLabel } from '@/components/orders/order-format';
import { OrderMoney } from '@/components/orders/order-money';
import { PickupSpotEntry } from '@/components/orders/pickup-spot-text';
import { windowHeading, windowViewLabel } from '@/domain/fulfilment/window-label';
import { deliveryAddressText } from '@/domain/order/delivery-address-text';

/**
 * The order a link pays for, as the owner entered (or changed) it: pickup or delivery and when,
 * where it goes (a pickup's spot, its private address only once paid), its items and its money lines as every screen shows them (`moneyLines`).
 */
export function LinkOrderSummary({ order }: { order: OrderView }) {
  const address = order.orderType === 'delivery' ? deliveryAddressText(order.deliveryAddress) : null;
  return (
    <section
      aria-labelledby="pay-link-summary-heading"
      className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="pay-link-summary-heading" className="text-lg font-bold text-brand-900">
        Order {order.orderNumber}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Order type</dt>
        <dd className="font-semibold text-ink">{orderTypeLabel(order.orderType)}</dd>
        {order.fulfilmentWindow && (
          <>
            <dt className="text-muted">{windowHeading(order.orderType)}</dt>
            <dd className="font-semibold text-ink">{windowViewLabel(order.fulfilmentWindow)}</dd>
          </>
        )}
        {address && (
          <>
            <dt className="text-muted">Deliver to</dt>
            <dd className="break-words text-ink">{address}</dd>
          </>
        )}
        {order.pickupSpot && <PickupSpotEntry spot={order.pickupSpot} />}
      </dl>
      <div className="mt-4 border-t border-brand-100 pt-3">
        <OrderItemsSection order={order} itemsId="pay-link-items" level="h2" />
      </div>
      <div className="mt-4 border-t border-brand-100 pt-3">
        <OrderMoney order={order} />
      </div>
    </section>
  );
}
