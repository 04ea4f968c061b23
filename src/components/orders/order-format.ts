import { format } from 'date-fns/format';
import type { OrderView } from '@/domain/api-shapes';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { moneyLineInput, type QuoteView } from '@/domain/order/order-view';
import { formatMoneyLine, moneyLines, type ShownMoneyLine } from '@/domain/order-money/money-lines';
import type { OrderType } from '@/domain/order-type';

/*
 * How an order reads on a card, kept free of React so the customer's history and the owner's
 * dashboard word it identically and the rules can be tested without a DOM.
 */

/**
 * 'Mar 5, 2026 at 2:30 PM' in the viewer's own time zone (the customer and the kitchen are in
 * the same metro). An unreadable timestamp gives '' rather than 'Invalid Date'.
 */
export function formatOrderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, "MMM d, yyyy 'at' h:mm a");
}

const ORDER_TYPE_LABELS: Record<OrderType, string> = { pickup: 'Pickup', delivery: 'Delivery' };

export function orderTypeLabel(orderType: OrderType): string {
  return ORDER_TYPE_LABELS[orderType];
}

/** An API amount ('12.5' or '12.50') as people read it: '$12.50'. */
export function formatAmount(decimal: string): string {
  return formatUsd(apiDecimalToCents(decimal));
}

export interface TotalRow {
  label: string;
  amount: string;
  kind: ShownMoneyLine['kind'];
}

/** The money an order card shows: an order view's, or anything with the same fields. */
export type OrderMoneyView = Pick<OrderView, keyof QuoteView>;

/** The order's money lines (`moneyLines`: the one wording and order), each with its amount as read. */
export function orderTotalRows(order: OrderMoneyView): TotalRow[] {
  return moneyLines(moneyLineInput(order)).map((line) => ({
    label: line.label,
    amount: formatMoneyLine(line),
    kind: line.kind,
  }));
}

/** Notes worth showing: trimmed, and none at all when blank. */
export function orderNotes(notes: string | null): string | null {
  const text = notes?.trim() ?? '';
  return text === '' ? null : text;
}
