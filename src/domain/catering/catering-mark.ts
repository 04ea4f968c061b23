/*
 * How the owner's screens, papers and files mark a catering event's order (issue 48): 'Catering
 * CAT-12' on the dashboard's card, the kitchen's day, the tickets, the pack labels and the morning
 * prep e-mail; and what it still owes, 'Balance due $264.00', until it is paid. One wording, said
 * here once ('200 for catering' beside a dish's pieces to make: ../kitchen/prep-list.ts).
 */
import { formatUsd } from '../money';
import { apiDecimalToCents } from '../order/api-money';
import { toCollectLabel } from '../order/payment-method';

/** What marking an order reads of it: its request's reference, on a catering order only. */
export interface MarkedOrder {
  catering?: { reference: string } | null;
}

/** 'Catering CAT-12' for a catering event's order; null for every other order. */
export const cateringMark = (order: MarkedOrder): string | null =>
  order.catering ? `Catering ${order.catering.reference}` : null;

/** What the owner's view of an order says it still owes (its `payment.toCollect`, a decimal). */
export interface OwingOrder extends MarkedOrder {
  status: string;
  payment: { toCollect: string | null };
}

/**
 * 'Balance due $264.00': what a catering order still owes after its deposit, as the server worked
 * it out (`amountToCollect`, carried in the view's `payment.toCollect`); null before its deposit
 * booked it (still 'pending': what it owes is then the whole quote), once it is paid, and for every
 * other order.
 */
export function balanceDueLabel(order: OwingOrder): string | null {
  const owed = order.payment.toCollect;
  const booked = order.catering && order.status !== 'pending';
  return booked && owed !== null ? `Balance due ${formatUsd(apiDecimalToCents(owed))}` : null;
}

/** What the dashboard says is left to take: a catering order's balance, any other order's 'To collect $21.87'. */
export function owedLabel(order: OwingOrder): string | null {
  const owed = order.payment.toCollect;
  if (owed === null) return null;
  return balanceDueLabel(order) ?? toCollectLabel(apiDecimalToCents(owed));
}
