/*
 * The lines of an order's money as every screen, e-mail, ticket and export shows them, in one
 * order and with one wording (docs/behaviour/rules.md#money): Subtotal, Discount (CODE), a catering
 * order's Service Charge and Setup, Delivery Fee, a tax line per rate, Tip, Total. The discount, the fee and the tip show only when above zero;
 * with no tax collected there is no tax line. An order gift cards paid part of goes on (issue 47):
 * a line per card, Gift card ending 2BNC, and Paid by card, what is left; once cancelled, what went
 * back on each card, Returned to gift card ending 2BNC.
 */
import { type Cents, formatUsd } from '../money';
import { formatTaxRate, type TaxRate } from './tax-rate';
import { paidByCards } from '../gift-cards/gift-card-split';

export interface MoneyLineInput {
  subtotalCents: Cents;
  discountCents: Cents;
  discountCode: string | null;
  deliveryFeeCents: Cents;
  /** A catering order's charges (issue 48); absent or 0 on every other order. */
  serviceChargeCents?: Cents;
  setupCents?: Cents;
  taxLines: ReadonlyArray<{ name: string; rate: TaxRate; amountCents: Cents }>;
  tipCents: Cents;
  totalCents: Cents;
  /**
   * What each gift card paid of the total, in the order they paid (none: the card paid it all), and
   * what cancelling the order gave back to it.
   */
  giftCards?: ReadonlyArray<{ last4: string; appliedCents: Cents; returnedCents?: Cents | undefined }>;
}

export interface ShownMoneyLine {
  label: string;
  /** Negative for the discount. */
  cents: Cents;
  kind: 'subtotal' | 'discount' | 'fee' | 'tax' | 'tip' | 'total' | 'gift-card' | 'paid-by-card' | 'gift-card-return';
}

/** 'Prepared food tax (9.35%)'. */
export const taxLineLabel = (line: { name: string; rate: TaxRate }) =>
  `${line.name} tax (${formatTaxRate(line.rate)}%)`;

export function moneyLines(order: MoneyLineInput): ShownMoneyLine[] {
  const lines: ShownMoneyLine[] = [{ label: 'Subtotal', cents: order.subtotalCents, kind: 'subtotal' }];
  if (order.discountCents > 0) {
    const label = order.discountCode ? `Discount (${order.discountCode})` : 'Discount';
    lines.push({ label, cents: -order.discountCents, kind: 'discount' });
  }
  if (order.serviceChargeCents) lines.push({ label: 'Service Charge', cents: order.serviceChargeCents, kind: 'fee' });
  if (order.setupCents) lines.push({ label: 'Setup', cents: order.setupCents, kind: 'fee' });
  if (order.deliveryFeeCents > 0) lines.push({ label: 'Delivery Fee', cents: order.deliveryFeeCents, kind: 'fee' });
  for (const line of order.taxLines) lines.push({ label: taxLineLabel(line), cents: line.amountCents, kind: 'tax' });
  if (order.tipCents > 0) lines.push({ label: 'Tip', cents: order.tipCents, kind: 'tip' });
  lines.push({ label: 'Total', cents: order.totalCents, kind: 'total' });
  const cards = order.giftCards ?? [];
  if (cards.length === 0) return lines;
  for (const card of cards) {
    if (card.appliedCents === 0) continue;
    lines.push({ label: `Gift card ending ${card.last4}`, cents: -card.appliedCents, kind: 'gift-card' });
  }
  lines.push({ label: 'Paid by card', cents: order.totalCents - paidByCards(cards), kind: 'paid-by-card' });
  for (const card of cards) {
    const cents = card.returnedCents ?? 0;
    if (cents > 0) lines.push({ label: `Returned to gift card ending ${card.last4}`, cents, kind: 'gift-card-return' });
  }
  return lines;
}

/**
 * A line's amount as people read it: '$30.00', and the discount '-$3.00' (the cart sheet's form).
 * The sign is written out rather than left to Intl, so every page and e-mail writes it one way.
 */
export const formatMoneyLine = (line: Pick<ShownMoneyLine, 'cents'>): string =>
  line.cents < 0 ? `-${formatUsd(-line.cents)}` : formatUsd(line.cents);
