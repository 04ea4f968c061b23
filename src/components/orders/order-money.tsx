import { type OrderMoneyView, orderTotalRows } from './order-format';

/**
 * The order's money lines as a description list: Subtotal, the code's Discount (shown as a saving),
 * the Delivery Fee, a line per tax rate, the Tip and the Total (`moneyLines`).
 */
export function OrderMoney({ order }: { order: OrderMoneyView }) {
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {orderTotalRows(order).map(({ label, amount, kind }) => {
        const isTotal = kind === 'total';
        const amountClass = isTotal ? '' : `font-semibold ${kind === 'discount' ? 'text-green-800' : 'text-ink'}`;
        return (
          <div
            key={label}
            className={`flex items-baseline justify-between gap-4 ${isTotal ? 'mt-1 border-t border-brand-100 pt-2 text-base font-bold text-ink' : 'text-muted'}`}
          >
            <dt>{label}</dt>
            <dd className={`tabular-nums ${amountClass}`}>{amount}</dd>
          </div>
        );
      })}
    </dl>
  );
}
