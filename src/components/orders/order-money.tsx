import type { OrderView } from '@/domain/api-shapes';
import { orderTotalRows } from './order-format';

/** Subtotal, delivery fee and tip (each only when above 0) and the total, as a description list. */
export function OrderMoney({ order }: { order: Pick<OrderView, 'subtotal' | 'deliveryFee' | 'tip' | 'total'> }) {
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {orderTotalRows(order).map(({ label, amount }) => {
        const isTotal = label === 'Total';
        return (
          <div
            key={label}
            className={`flex items-baseline justify-between gap-4 ${isTotal ? 'mt-1 border-t border-brand-100 pt-2 text-base font-bold text-ink' : 'text-muted'}`}
          >
            <dt>{label}</dt>
            <dd className={`tabular-nums ${isTotal ? '' : 'font-semibold text-ink'}`}>{amount}</dd>
          </div>
        );
      })}
    </dl>
  );
}
