import { balanceDueLabel, cateringMark, type MarkedOrder, type OwingOrder } from '@/domain/catering/catering-mark';

/*
 * A catering event's order as the owner's screens mark it (issue 48; wording in
 * src/domain/catering/catering-mark.ts): in words, not colour alone, so a screen reader reads them
 * as they are seen.
 */

/** 'Catering CAT-12' as a badge beside the order's type and status; nothing for any other order. */
export function CateringBadge({ order }: { order: MarkedOrder }) {
  const mark = cateringMark(order);
  if (!mark) return null;
  return (
    <span className="inline-flex items-center rounded-full border-2 border-brand-800 bg-white px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-brand-900">
      {mark}
    </span>
  );
}

/** 'Balance due $264.00' while a catering order still owes money; nothing once it is paid. */
export function BalanceDue({ order }: { order: OwingOrder }) {
  const label = balanceDueLabel(order);
  if (!label) return null;
  return (
    <p className="rounded-lg border-2 border-amber-400 bg-amber-50 px-3 py-2 text-lg font-bold text-amber-950 tabular-nums">
      {label}
    </p>
  );
}
