import { windowHeading, windowViewLabel } from '@/domain/fulfilment/window-label';
import { formatUsd } from '@/domain/money';
import { formatMoneyLine, moneyLines } from '@/domain/order-money/money-lines';
import type { PendingOrder } from '@/stores/checkout/pending-order';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-brand-900' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The order being paid for: type, window, lines, and its money lines as every screen shows them (`moneyLines`). */
export function OrderSummary({ order }: { order: PendingOrder }) {
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-brand-900">
        Order Summary
      </h2>
      <p className="mt-1 text-sm text-muted">
        Order type:{' '}
        <span className="font-semibold text-ink">{order.orderType === 'delivery' ? 'Delivery' : 'Pickup'}</span>
      </p>
      {order.pickupSpot && (
        <p className="mt-1 text-sm text-muted">
          Pickup spot: <span className="font-semibold text-ink">{order.pickupSpot.name}</span>
        </p>
      )}
      {order.fulfilmentWindow && (
        <p className="mt-1 text-sm text-muted">
          {windowHeading(order.orderType)}:{' '}
          <span className="font-semibold text-ink">{windowViewLabel(order.fulfilmentWindow)}</span>
        </p>
      )}
      <ul className="mt-4 divide-y divide-brand-100">
        {order.items.map((item) => (
          <li key={item.productId} className="flex justify-between gap-4 py-2 text-sm">
            <span>
              <span className="font-semibold">{item.name}</span>
              <span className="block text-muted">
                {item.quantity} × {formatUsd(item.priceCents)}
              </span>
            </span>
            <span className="tabular-nums">{formatUsd(item.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-brand-100 pt-4">
        {moneyLines(order).map((line) => (
          <Row key={line.label} label={line.label} value={formatMoneyLine(line)} strong={line.kind === 'total'} />
        ))}
      </dl>
    </section>
  );
}
