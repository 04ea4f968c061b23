import type { DayTotal, ProductTotal } from '@/domain/kitchen/kitchen-day';
import { overLimit } from '@/domain/kitchen/kitchen-limits';
import { LimitMark } from './limit-mark';

/**
 * What to prepare: one row per product, '120 Beef Samosa', the number large enough to read from
 * the stove. The day's totals carry each dish's daily limit: '24 of 30 Beef Samosa', marked
 * 'Sold out' once the orders reach it. A dish that catering events or standing orders take some of
 * says how many ('300 Beef Samosa (200 for catering, 40 for standing orders)'; `apart`, by product
 * id: piecesApart's answer). The
 * list is named by `labelledBy` (the day's heading) or `label` (a window's due time).
 */
export function PrepTotals({
  totals,
  apart,
  label,
  labelledBy,
  size = 'large',
}: {
  totals: ReadonlyArray<ProductTotal | DayTotal>;
  apart: ReadonlyMap<number, string>;
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
      {totals.map((total) => {
        const limit = 'dailyLimit' in total ? total.dailyLimit : null;
        const over = overLimit(total.quantity, limit);
        const apartWords = apart.get(total.productId);
        return (
          <li
            key={total.productId}
            className={
              large
                ? `flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-xl border bg-white px-4 py-3 ${
                    over === null ? 'border-brand-200' : 'border-2 border-kenya-red'
                  }`
                : 'flex items-baseline gap-1.5'
            }
          >
            <span className={`font-extrabold tabular-nums text-brand-900 ${large ? 'text-3xl' : 'text-xl'}`}>
              {total.quantity}
            </span>{' '}
            {limit !== null && (
              <>
                <span className="text-lg font-bold tabular-nums text-muted">of {limit}</span>{' '}
              </>
            )}
            <span className="font-semibold text-ink">{total.name}</span>
            {apartWords !== undefined && (
              <>
                {' '}
                <span className="text-sm font-bold text-brand-800">({apartWords})</span>
              </>
            )}
            {over !== null && (
              <>
                {' '}
                <span className="self-center">
                  <LimitMark over={over} word="Sold out" />
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
