import type { TrackedOrderView } from '@/domain/api-shapes';
import { OrderBadges, OrderItemsSection, OrderNotesBox, SECTION_HEADING } from '@/components/orders/order-card-parts';
import { formatOrderDateTime } from '@/components/orders/order-format';
import { OrderAgainButton } from '@/components/orders/order-again-button';
import { OrderChanges } from '@/components/orders/order-changes';
import { OrderMoney } from '@/components/orders/order-money';
import { PickupSpotText } from '@/components/orders/pickup-spot-text';
import { windowHeading, windowViewLabel } from '@/domain/fulfilment/window-label';
import { deliveryAddressText } from '@/domain/order/delivery-address-text';
import { trackingStatusLabel } from '@/domain/order/tracking-steps';
import { TrackingRating } from './tracking-rating';
import { TrackingTimeline } from './tracking-timeline';

const CARD = 'rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5';

/**
 * One order as its tracking link shows it: the status and its steps, when and where (a delivery's
 * address, a pickup's spot), what the shop changed in it (without who), the items and the money.
 */
export function TrackedOrderDetails({ tracked }: { tracked: TrackedOrderView }) {
  const { order } = tracked;
  const address = deliveryAddressText(order.deliveryAddress);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Order {order.orderNumber}</h1>
        <p className="mt-1 text-muted">
          Placed <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
        </p>
        {/* Polite: the page asks again every 30 s, and a new status is read out when it comes. */}
        <p role="status" className="mt-3 text-xl font-bold text-brand-800">
          {trackingStatusLabel(order.status, order.orderType)}
        </p>
        <div className="mt-2">
          <OrderBadges order={order} />
        </div>
      </div>

      <section aria-labelledby="progress-heading" className={CARD}>
        <h2 id="progress-heading" className={SECTION_HEADING}>
          Progress
        </h2>
        <div className="mt-3">
          <TrackingTimeline tracked={tracked} />
        </div>
        {order.fulfilmentWindow && (
          <p className="mt-4 border-t border-brand-100 pt-3 text-ink">
            {windowHeading(order.orderType)}: <strong>{windowViewLabel(order.fulfilmentWindow)}</strong>
          </p>
        )}
        {address && (
          <p className="mt-2 text-ink">
            Deliver to: <span className="break-words">{address}</span>
          </p>
        )}
        {order.pickupSpot && (
          <p className="mt-2 text-ink">
            Pickup at: <PickupSpotText spot={order.pickupSpot} />
          </p>
        )}
      </section>

      {order.changes.length > 0 && (
        <div className={CARD}>
          <OrderChanges changes={order.changes} title="Changes to your order" level="h2" />
        </div>
      )}

      {order.status === 'delivered' && !tracked.rated && <TrackingRating tracked={tracked} />}

      <section aria-label="Order details" className={CARD}>
        <OrderItemsSection order={order} itemsId="tracked-order-items" level="h2" />
        <div className="mt-4 border-t border-brand-100 pt-3">
          <OrderMoney order={order} />
        </div>
        <OrderNotesBox order={order} title="Notes" level="h2" className="mt-4" />
        <div className="mt-4 border-t border-brand-100 pt-4">
          <OrderAgainButton order={order} className="w-full sm:w-auto" />
        </div>
      </section>
    </div>
  );
}
