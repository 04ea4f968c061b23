import type { ReactNode } from 'react';
import { windowHeading, windowViewLabel } from '@/domain/fulfilment/window-label';
import { formatUsd } from '@/domain/money';
import { formatMoneyLine, moneyLines, type ShownMoneyLine } from '@/domain/order-money/money-lines';
import type { CompletedOrder } from '@/stores/checkout/completed-order';
import { CARD_CLASS } from './card';

const ORDER_TYPE_LABELS = { pickup: 'Pickup', delivery: 'Delivery' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

function Total({ line }: { line: ShownMoneyLine }) {
  const strong = line.kind === 'total';
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-brand-200 pt-2 text-lg font-bold' : 'text-sm'}`}
    >
      <dt className={strong ? '' : 'text-muted'}>{line.label}</dt>
      <dd className={`font-semibold ${line.kind === 'discount' ? 'text-green-800' : ''}`}>{formatMoneyLine(line)}</dd>
    </div>
  );
}

/**
 * Order Details (docs/behaviour/screens.md#order-confirmation): who and how, the items, and what was
 * paid, in the money lines every screen shows (`moneyLines`).
 */
export function OrderDetails({ order }: { order: CompletedOrder }) {
  const { customerInfo: customer } = order;
  const isDelivery = order.orderType === 'delivery';
  return (
    <section aria-labelledby="order-details-heading" className={CARD_CLASS}>
      <h2 id="order-details-heading" className="text-xl font-bold text-brand-900">
        Order Details
      </h2>
      <dl className="mt-4 flex flex-col gap-3" aria-label="Order and customer">
        <Detail label="Order Type">{ORDER_TYPE_LABELS[order.orderType]}</Detail>
        {order.fulfilmentWindow && (
          <Detail label={windowHeading(order.orderType)}>{windowViewLabel(order.fulfilmentWindow)}</Detail>
        )}
        {order.pickupSpot && (
          <Detail label="Pickup Spot">
            {order.pickupSpot.name}
            <span className="block text-sm font-normal text-muted">
              {order.pickupSpot.address ?? 'The address is in your receipt e-mail.'}
            </span>
          </Detail>
        )}
        <Detail label="Payment Status">
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-900">Paid</span>
        </Detail>
        <Detail label="Name">{customer.name}</Detail>
        <Detail label="Phone">{customer.phone}</Detail>
        <Detail label="Email">{customer.email}</Detail>
        {isDelivery && customer.address !== null && <Detail label="Delivery Address">{customer.address}</Detail>}
      </dl>

      <h3 className="mt-6 text-lg font-bold text-brand-900">Items</h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-brand-200 text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              Item
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Price
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the saved order's lines carry no product id and two products may share a name, so the index tells them apart; a receipt's lines never move
            <tr key={`${index}-${item.name}`} className="border-b border-brand-100 align-top">
              <th scope="row" className="py-2 pr-2 font-medium">
                {item.name}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatUsd(item.priceCents)}</td>
              <td className="py-2 pl-2 text-right font-semibold tabular-nums">{formatUsd(item.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="mt-4 flex flex-col gap-1" aria-label="Order totals">
        {moneyLines(order).map((line) => (
          <Total key={line.label} line={line} />
        ))}
      </dl>
    </section>
  );
}
