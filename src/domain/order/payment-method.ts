/*
 * How an order is paid (issue 37): 'card' at the storefront's checkout; 'link', a payment link the
 * owner sent; 'in-person', cash or a card reader, which the owner records with the amount.
 */
import { formatUsd } from '../money';

export const ORDER_PAYMENT_METHODS = ['card', 'link', 'in-person'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const IN_PERSON_METHODS = ['cash', 'card-reader'] as const;
export type InPersonMethod = (typeof IN_PERSON_METHODS)[number];

export const IN_PERSON_LABELS: Record<InPersonMethod, string> = { cash: 'Cash', 'card-reader': 'Card reader' };

/** What deciding whether an order still owes money reads of it. */
export interface OwedOrder {
  status: string;
  totalCents: number;
  paymentMethod: OrderPaymentMethod;
  paymentIntentId: string | null;
  paidInPerson: { cents: number } | null;
  /** A catering order's (issue 48): what its payments hold now, the deposit's and the balance's. */
  catering?: { paidCents: number } | null;
}

/**
 * The money still to take for an order the owner entered: its total until a link is paid (the
 * order then carries the payment, and a change's difference goes by a link of its own), less what
 * was taken in person (a change may raise the total after); a catering order's balance, its total less
 * what its deposit and balance hold (issue 48). Nothing for the storefront's orders,
 * paid at checkout, or for a cancelled one.
 */
export function amountToCollect(order: OwedOrder): number | null {
  if (order.paymentMethod === 'card' || order.status === 'cancelled') return null;
  // A catering order owes its balance after its deposit: its total less what its payments hold.
  if (order.catering)
    return order.totalCents > order.catering.paidCents ? order.totalCents - order.catering.paidCents : null;
  if (order.paymentIntentId !== null) return null;
  const owed = order.totalCents - (order.paidInPerson?.cents ?? 0);
  return owed > 0 ? owed : null;
}

export const toCollectLabel = (cents: number) => `To collect ${formatUsd(cents)}`;
