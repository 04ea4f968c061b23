/*
 * A catering quote's money (issue 48; docs/behaviour/rules.md#catering), computed once for the
 * owner's editor, the customer's page, the mails, the deposit and the balance: the dishes at the
 * owner's price each, a discount off them, a service charge (a percent of the dishes after the
 * discount) and a setup charge, the delivery fee, the sales tax by the place's rates, the total,
 * and the deposit taken on acceptance with the balance left.
 *
 * Tax follows Kansas (K.A.R. 92-19-51): a mandatory service charge and a setup charge are part of
 * the taxable sale of prepared food; a delivery charge stated apart is taxed only where the place
 * taxes it (`TaxPlace.taxesDeliveryFee`), as for the storefront's orders.
 */
import { type Cents, percentOfCents } from '../money';
import { discountedLines, type TaxLine, type TaxPart, type TaxPlace, taxLinesByRate } from '../order-money/order-money';
import type { TaxCategory } from '../order-money/tax-category';

/** How much of the total is paid on acceptance: a whole percent (default 50) or an amount. */
export type DepositRule = { kind: 'percent'; percent: number } | { kind: 'amount'; amountCents: Cents };

export const DEFAULT_DEPOSIT: DepositRule = { kind: 'percent', percent: 50 };

export interface CateringLineInput {
  productId: number;
  name: string;
  pieces: number;
  priceEachCents: Cents;
  taxCategory: TaxCategory;
}

export interface CateringQuoteInput {
  lines: readonly CateringLineInput[];
  /** Taken off the dishes' subtotal, at most all of it. */
  discountCents: Cents;
  /** A whole percent of the dishes after the discount. */
  serviceChargePercent: number;
  setupCents: Cents;
  deliveryFeeCents: Cents;
  deposit: DepositRule;
  /** The place's rates (the kitchen's for pickup, the address's for delivery); null: no tax collected. */
  taxPlace: (TaxPlace & { state: string }) | null;
}

export interface CateringQuoteMoney {
  lines: Array<CateringLineInput & { totalCents: Cents }>;
  subtotalCents: Cents;
  discountCents: Cents;
  serviceChargeCents: Cents;
  setupCents: Cents;
  deliveryFeeCents: Cents;
  taxLines: TaxLine[];
  taxCents: Cents;
  totalCents: Cents;
  depositCents: Cents;
  balanceCents: Cents;
  /** The place that taxed it, for the order and the tax report; null when no tax was collected. */
  taxPlace: { name: string; state: string } | null;
}

export function cateringQuoteMoney(quote: CateringQuoteInput): CateringQuoteMoney {
  const priced = quote.lines.map((line) => ({ ...line, totalCents: line.pieces * line.priceEachCents }));
  const discounted = discountedLines(priced, { kind: 'amount', amountCents: quote.discountCents });
  const food = discounted.subtotalCents - discounted.discountCents;
  const serviceChargeCents = percentOfCents(food, quote.serviceChargePercent);
  const taxLines = quote.taxPlace
    ? taxLinesByRate(taxParts(discounted.lines, serviceChargeCents + quote.setupCents, quote))
    : [];
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  const totalCents = food + serviceChargeCents + quote.setupCents + quote.deliveryFeeCents + taxCents;
  const depositCents = depositOf(totalCents, quote.deposit);
  return {
    lines: priced,
    subtotalCents: discounted.subtotalCents,
    discountCents: discounted.discountCents,
    serviceChargeCents,
    setupCents: quote.setupCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    taxLines,
    taxCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    taxPlace: quote.taxPlace && { name: quote.taxPlace.name, state: quote.taxPlace.state },
  };
}

/** The taxable parts: each dish after its share of the discount, the charges, the fee where taxed. */
function taxParts(
  lines: ReadonlyArray<{ taxCategory: TaxCategory; taxableCents: Cents }>,
  chargesCents: Cents,
  quote: CateringQuoteInput,
): TaxPart[] {
  const place = quote.taxPlace as TaxPlace;
  const prepared = (taxableCents: Cents): TaxPart => ({
    category: 'prepared',
    rate: place.rates.prepared,
    taxableCents,
    amountCents: null,
  });
  const parts: TaxPart[] = lines.map((line) => ({
    category: line.taxCategory,
    rate: place.rates[line.taxCategory],
    taxableCents: line.taxableCents,
    amountCents: null,
  }));
  if (chargesCents > 0) parts.push(prepared(chargesCents));
  if (place.taxesDeliveryFee && quote.deliveryFeeCents > 0) parts.push(prepared(quote.deliveryFeeCents));
  return parts;
}

/** The deposit: a percent of the total rounded half up, or the amount, never more than the total. */
export function depositOf(totalCents: Cents, rule: DepositRule): Cents {
  const deposit = rule.kind === 'percent' ? percentOfCents(totalCents, rule.percent) : rule.amountCents;
  return Math.min(Math.max(deposit, 0), totalCents);
}
