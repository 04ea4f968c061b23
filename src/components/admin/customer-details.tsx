import type { DeliveryAddressView, OrderView } from '@/domain/api-shapes';
import { formatAmount } from '@/components/orders/order-format';
import { PickupSpotEntry } from '@/components/orders/pickup-spot-text';

// Tall enough to tap on a phone in the kitchen.
const LINK =
  'inline-flex min-h-10 items-center font-semibold break-all text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** A delivery address as stored: the address the customer typed, or it with its zone and fee. */
function DeliveryAddress({ address }: { address: Exclude<DeliveryAddressView, null> }) {
  if (typeof address === 'string') return <>{address}</>;
  return (
    <>
      {address.fullAddress}
      <span className="block text-muted">
        {address.zone} · {formatAmount(address.fee)} delivery fee
      </span>
    </>
  );
}

/**
 * Who ordered and how to reach them: name, phone (tel: link, so a tap calls), email (mailto:) and
 * where it goes: a delivery's address, or a pickup's spot (issue 50).
 */
export function CustomerDetails({ order }: { order: OrderView }) {
  const address = order.orderType === 'delivery' ? order.deliveryAddress : null;
  const rows = 'grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1 text-sm items-baseline';
  return (
    <dl className={rows}>
      <dt className="text-muted">Customer</dt>
      <dd className="font-semibold break-words text-ink">{order.customerName}</dd>
      <dt className="text-muted">Phone</dt>
      <dd>
        {/* A phone number removed for privacy ('Removed') has no digits to call. */}
        {/\d/.test(order.customerPhone) ? (
          <a href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`} className={LINK}>
            {order.customerPhone}
          </a>
        ) : (
          <span className="text-muted">{order.customerPhone}</span>
        )}
      </dd>
      {order.customerEmail && (
        <>
          <dt className="text-muted">Email</dt>
          <dd>
            <a href={`mailto:${order.customerEmail}`} className={LINK}>
              {order.customerEmail}
            </a>
          </dd>
        </>
      )}
      {address && (
        <>
          <dt className="text-muted">Deliver to</dt>
          <dd className="break-words text-ink">
            <DeliveryAddress address={address} />
          </dd>
        </>
      )}
      {order.pickupSpot && <PickupSpotEntry spot={order.pickupSpot} />}
    </dl>
  );
}
