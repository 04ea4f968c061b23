/*
 * An order's money, computed once for every screen, e-mail, export and the charge itself
 * (docs/behaviour/rules.md#money): the items' subtotal, the discount taken off it, the delivery fee,
 * the sales tax by rate on what is left, and the tip, which stays a percent of the subtotal before
 * the discount. Total = subtotal - discount + delivery fee + tax + tip.
 */
import type { Cents } from '../money';
import { type DiscountRule, discountCents, shareDiscount } from './discount';
import { type TaxRate, taxOn } from './tax-rate';

/** What a dish is for tax: cooked and ready to eat, or food the buyer still has to cook. */
export type TaxCategory = 'prepared' | 'food';

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

const CATEGORY_NAMES: Record<TaxCategory, string> = { prepared: 'Prepared food', food: 'Food' };

/**
 * @param order the lines, the delivery fee (0 for pickup), the tip as the tip rule gave it, the
 *   discount code's rule (or null) and the place's rates (null when the shop collects no tax)
 */
export function orderMoney(order: {
  lines: readonly MoneyLine[];
  deliveryFeeCents: Cents;
  tipCents: Cents;
  discount: DiscountRule | null;
  taxPlace: TaxPlace | null;
}): OrderMoney {
  const subtotalCents = order.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discount = discountCents(subtotalCents, order.discount);
  const shares = shareDiscount(
    order.lines.map((line) => line.totalCents),
    discount,
  );
  const taxLines = order.taxPlace ? taxByRate(order.lines, shares, order.deliveryFeeCents, order.taxPlace) : [];
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

/** The tax of each rate: its lines' totals less their discount shares (and the fee where taxed), rounded once. */
function taxByRate(lines: readonly MoneyLine[], shares: readonly Cents[], feeCents: Cents, place: TaxPlace): TaxLine[] {
  const byRate = new Map<TaxRate, { categories: Set<TaxCategory>; taxableCents: Cents }>();
  const add = (category: TaxCategory, cents: Cents) => {
    const rate = place.rates[category];
    const entry = byRate.get(rate) ?? { categories: new Set<TaxCategory>(), taxableCents: 0 };
    entry.categories.add(category);
    entry.taxableCents += cents;
    byRate.set(rate, entry);
  };
  for (const [index, line] of lines.entries()) add(line.taxCategory, line.totalCents - (shares[index] ?? 0));
  if (place.taxesDeliveryFee && feeCents > 0) add('prepared', feeCents);
  return (
    [...byRate]
      // A rate with nothing left to tax (a 0% rate, or a 100% code) shows no line.
      .filter(([rate, entry]) => rate > 0 && entry.taxableCents > 0)
      .sort(([a], [b]) => b - a)
      .map(([rate, entry]) => ({
        name: (['prepared', 'food'] as const)
          .filter((category) => entry.categories.has(category))
          .map((category, index) => (index === 0 ? CATEGORY_NAMES[category] : CATEGORY_NAMES[category].toLowerCase()))
          .join(' and '),
        rate,
        taxableCents: entry.taxableCents,
        amountCents: taxOn(entry.taxableCents, rate),
      }))
  );
}
