import type { OrderItemView } from '@/domain/api-shapes';
import { formatAmount } from './order-format';

interface OrderLinesProps {
  items: OrderItemView[];
  /** The id of the heading that names the list (e.g. the card's order number). */
  labelledBy?: string;
}

/** The items of an order: quantity, name and line total, one row each. */
export function OrderLines({ items, labelledBy }: OrderLinesProps) {
  return (
    <ul className="flex flex-col gap-1.5" aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stored order's product ids are not guaranteed unique (an unreadable one reads as 0), so the index tells repeats apart; an order's lines never move
        <li key={`${item.productId}-${index}`} className="flex items-baseline justify-between gap-4 text-sm">
          <span className="min-w-0">
            <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
          </span>
          <span className="shrink-0 font-semibold tabular-nums">{formatAmount(item.total)}</span>
        </li>
      ))}
    </ul>
  );
}
