/*
 * An order's money, computed once for every screen, e-mail, export and the charge itself
 * (docs/behaviour/rules.md#money): the items' subtotal, the discount taken off it, the delivery fee,
 * the sales tax by rate on what is left, and the tip, which stays a percent of the subtotal before
 * the discount. Total = subtotal - discount + delivery fee + tax + tip.
 */
import type { Cents } from '../money';
import { type DiscountRule, discountCents, shareDiscount } from './discount';
import { TAX_CATEGORIES, TAX_CATEGORY_LABELS, type TaxCategory } from './tax-category';
import { type TaxRate, taxOn } from './tax-rate';

export type { TaxCategory };

/** The rates of the place an order is taxed in (the kitchen's for pickup, the address's for delivery). */
export interface TaxPlace {
  name: string;
  rates: Readonly<Record<TaxCategory, TaxRate>>;
  /** Whether a delivery fee stated apart is taxed there (at the prepared-food rate); not in Kansas. */
  taxesDeliveryFee: boolean;
}

export interface MoneyLine {
  totalCents: Cents;
  taxCategory: TaxCategory;
}

/** One rate's tax: what it was on, and how much. */
export interface TaxLine {
  /** 'Prepared food', 'Food', or 'Prepared food and food' where the two share the rate. */
  name: string;
  rate: TaxRate;
  taxableCents: Cents;
  amountCents: Cents;
}

export interface OrderMoney {
  subtotalCents: Cents;
  discountCents: Cents;
  deliveryFeeCents: Cents;
  taxCents: Cents;
  taxLines: TaxLine[];
  tipCents: Cents;
  totalCents: Cents;
}

/** A line with what its tax is figured on: its total less its share of the discount. */
export interface DiscountedLine extends MoneyLine {
  taxableCents: Cents;
}

/** The items' subtotal, the discount the rule takes off it, and each line after its share of it. */
export function discountedLines<Line extends MoneyLine>(
  lines: readonly Line[],
  discount: DiscountRule | null,
): { subtotalCents: Cents; discountCents: Cents; lines: Array<Line & DiscountedLine> } {
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const off = discountCents(subtotalCents, discount);
  const shares = shareDiscount(
    lines.map((line) => line.totalCents),
    off,
  );
  return {
    subtotalCents,
    discountCents: off,
    lines: lines.map((line, index) => ({ ...line, taxableCents: line.totalCents - (shares[index] ?? 0) })),
  };
}

/** What an order's money is made of, before its tax. */
interface MoneyInput {
  lines: readonly MoneyLine[];
  deliveryFeeCents: Cents;
  tipCents: Cents;
  discount: DiscountRule | null;
}

/**
 * @param order the lines, the delivery fee (0 for pickup), the tip as the tip rule gave it, the
 *   discount code's rule (or null) and the place's rates (null when the shop collects no tax)
 */
export function orderMoney(order: MoneyInput & { taxPlace: TaxPlace | null }): OrderMoney {
  const { taxPlace } = order;
  return moneyOf(order, (lines) => (taxPlace ? taxByRate(lines, order.deliveryFeeCents, taxPlace) : []));
}

/**
 * The same money with the tax lines worked out elsewhere (Stripe Tax, on each line's amount after
 * its share of the discount: `discountedLines`); the subtotal, the discount and the total are
 * figured here, as for the owner's rates.
 */
export function orderMoneyWithTax(order: MoneyInput & { taxLines: readonly TaxLine[] }): OrderMoney {
  return moneyOf(order, () => [...order.taxLines]);
}

function moneyOf(order: MoneyInput, taxOf: (lines: DiscountedLine[]) => TaxLine[]): OrderMoney {
  const { subtotalCents, discountCents: discount, lines } = discountedLines(order.lines, order.discount);
  const taxLines = taxOf(lines);
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    subtotalCents,
    discountCents: discount,
    deliveryFeeCents: order.deliveryFeeCents,
    taxCents,
    taxLines,
    tipCents: order.tipCents,
    totalCents: subtotalCents - discount + order.deliveryFeeCents + taxCents + order.tipCents,
  };
}

/** The tax of each rate of the place: its lines after the discount (and the fee where taxed), rounded once. */
function taxByRate(lines: readonly DiscountedLine[], feeCents: Cents, place: TaxPlace): TaxLine[] {
  const parts: TaxPart[] = lines.map((line) => ({
    category: line.taxCategory,
    rate: place.rates[line.taxCategory],
    taxableCents: line.taxableCents,
    amountCents: null,
  }));
  if (place.taxesDeliveryFee && feeCents > 0) {
    parts.push({ category: 'prepared', rate: place.rates.prepared, taxableCents: feeCents, amountCents: null });
  }
  return taxLinesByRate(parts);
}

/** A category's part of an order's tax at one rate. */
export interface TaxPart {
  category: TaxCategory;
  rate: TaxRate;
  taxableCents: Cents;
  /** The tax on it as a tax service worked it out (Stripe Tax, per line); null: figured here, on the rate's total. */
  amountCents: Cents | null;
}

/**
 * One tax line per rate, highest first: the categories at that rate named together ('Prepared
 * food and food'), their taxable amounts added, and the tax either added up as given or, where
 * none is given, the rate times the total rounded half up once.
 */
export function taxLinesByRate(parts: readonly TaxPart[]): TaxLine[] {
  const byRate = new Map<TaxRate, { categories: Set<TaxCategory>; taxableCents: Cents; given: Cents | null }>();
  for (const part of parts) {
    const entry = byRate.get(part.rate) ?? { categories: new Set<TaxCategory>(), taxableCents: 0, given: null };
    entry.categories.add(part.category);
    entry.taxableCents += part.taxableCents;
    if (part.amountCents !== null) entry.given = (entry.given ?? 0) + part.amountCents;
    byRate.set(part.rate, entry);
  }
  return (
    [...byRate]
      // A rate with nothing left to tax (a 0% rate, or a 100% code) shows no line.
      .filter(([rate, entry]) => rate > 0 && entry.taxableCents > 0)
      .sort(([a], [b]) => b - a)
      .map(([rate, entry]) => ({
        name: TAX_CATEGORIES.filter((category) => entry.categories.has(category))
          .map((category, index) =>
            index === 0 ? TAX_CATEGORY_LABELS[category] : TAX_CATEGORY_LABELS[category].toLowerCase(),
          )
          .join(' and '),
        rate,
        taxableCents: entry.taxableCents,
        amountCents: entry.given ?? taxOn(entry.taxableCents, rate),
      }))
  );
}
