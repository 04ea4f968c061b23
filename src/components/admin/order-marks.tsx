import { balanceDueLabel, type OwingOrder } from '@/domain/catering/catering-mark';
import {
  chargeFailedLabel,
  type MarkableOrder,
  type MarkRoom,
  orderMark,
  type StandingMarkedOrder,
} from '@/domain/standing/standing-mark';

/*
 * A catering event's order and a standing order's as the owner's screens mark them (issues 48 and
 * 49; wording in src/domain/catering/catering-mark.ts and src/domain/standing/standing-mark.ts): in
 * words, not colour alone, so a screen reader reads them as they are seen.
 */

/**
 * 'Catering CAT-12' or 'Standing order' ('Standing' where room is short) as a badge beside the
 * order's type and status; nothing for any other order.
 */
export function OrderMarkBadge({ order, room = 'full' }: { order: MarkableOrder; room?: MarkRoom }) {
  const mark = orderMark(order, room);
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

/** 'Charge failed: …' while a standing order's charge failed and it is unpaid; nothing otherwise. */
export function ChargeFailed({ order }: { order: StandingMarkedOrder }) {
  const label = chargeFailedLabel(order);
  if (!label) return null;
  return (
    <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold break-words text-red-900">
      {label}
    </p>
  );
}
