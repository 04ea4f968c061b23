import type { ProductTotal } from '@/domain/kitchen/kitchen-day';

/**
 * What to prepare: one row per product, '120 Beef Samosa', the number large enough to read from
 * the stove. The list is named by `labelledBy` (the day's heading) or `label` (a window's due time).
 */
export function PrepTotals({
  totals,
  label,
  labelledBy,
  size = 'large',
}: {
  totals: ProductTotal[];
  label?: string;
  labelledBy?: string;
  size?: 'large' | 'small';
}) {
  const large = size === 'large';
  return (
    <ul
      aria-label={label}
      aria-labelledby={labelledBy}
      className={large ? 'grid gap-2 sm:grid-cols-2' : 'flex flex-wrap gap-x-4 gap-y-1'}
    >
      {totals.map((total) => (
        <li
          key={total.productId}
          className={
            large
              ? 'flex items-baseline gap-2 rounded-xl border border-brand-200 bg-white px-4 py-3'
              : 'flex items-baseline gap-1.5'
          }
        >
          <span className={`font-extrabold tabular-nums text-brand-900 ${large ? 'text-3xl' : 'text-xl'}`}>
            {total.quantity}
          </span>{' '}
          <span className="font-semibold text-ink">{total.name}</span>
        </li>
      ))}
    </ul>
  );
}
