/*
 * The order an accepted catering quote becomes (issue 48; docs/behaviour/rules.md#catering): the
 * quote's dishes as its lines (pieces at the quoted price each) and the quote's money as its own,
 * so the kitchen, the receipts, the changes and the tax report read it as any order. What it still
 * owes after its deposit is `amountToCollect`'s (../order/payment-method.ts).
 */
import type { Cents } from '../money';
import { type CarriedMoney, type OrderLine, orderLine } from '../order/order-contract';
import type { PlannedAdjustment } from '../owner-orders/order-change';
import type { CateringQuoteMoney } from './catering-quote';

export const cateringOrderLines = (money: Pick<CateringQuoteMoney, 'lines'>): OrderLine[] =>
  money.lines.map((line) =>
    orderLine({ productId: line.productId, name: line.name, quantity: line.pieces, priceCents: line.priceEachCents }),
  );

/** The quote's money as an order carries it: no tip, no code; its service charge and setup its own. */
export const cateringOrderMoney = (money: CateringQuoteMoney): CarriedMoney => ({
  subtotalCents: money.subtotalCents,
  discountCents: money.discountCents,
  deliveryFeeCents: money.deliveryFeeCents,
  serviceChargeCents: money.serviceChargeCents,
  setupCents: money.setupCents,
  taxCents: money.taxCents,
  taxLines: money.taxLines,
  tipCents: 0,
  totalCents: money.totalCents,
  discountCode: null,
});

/**
 * How the money follows a revision the customer accepted (docs/behaviour/rules.md#catering), on the
 * path of order changes: what her payments hold above the new total is paid back; a higher total
 * waits in the balance while one is still to pay, and once the event was paid in full, the
 * difference gets a link of its own (the balance's again).
 */
export function revisionAdjustment(
  order: { totalCents: Cents; catering: { paidCents: Cents } },
  newTotalCents: Cents,
  paidInFull: boolean,
): PlannedAdjustment {
  const over = order.catering.paidCents - newTotalCents;
  if (over > 0) return { kind: 'refund', cents: over, giftCards: [] };
  const more = newTotalCents - order.totalCents;
  if (paidInFull && more > 0) return { kind: 'pay-link', cents: -over, giftCards: [] };
  return { kind: 'none', cents: 0, giftCards: [] };
}
