/*
 * What a discount code takes off: a percent of the items' subtotal or an amount, never more than
 * the subtotal, shared among the order's lines in proportion to their totals so each line's tax is
 * figured on what was paid for it (docs/behaviour/rules.md#discount-codes).
 */
import { type Cents, percentOfCents } from '../money';

export type DiscountRule = { kind: 'percent'; percent: number } | { kind: 'amount'; amountCents: Cents };

/** The discount on a subtotal: a percent rounded half up to the cent, or the amount, at most the subtotal. */
export function discountCents(subtotalCents: Cents, rule: DiscountRule | null): Cents {
  if (!rule || subtotalCents <= 0) return 0;
  const off = rule.kind === 'percent' ? percentOfCents(subtotalCents, rule.percent) : rule.amountCents;
  return Math.min(Math.max(off, 0), subtotalCents);
}

/**
 * `discount` shared among lines in proportion to their totals: each line's exact share rounded
 * down, and the cents left over given one each to the lines with the largest remainders (the
 * earlier line first on a tie), so the shares add up to the discount exactly and none exceeds its line.
 */
export function shareDiscount(lineTotals: readonly Cents[], discount: Cents): Cents[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  if (subtotal <= 0 || discount <= 0) return lineTotals.map(() => 0);
  const exact = lineTotals.map((total, index) => ({
    index,
    share: Math.floor((discount * total) / subtotal),
    remainder: (discount * total) % subtotal,
  }));
  let left = discount - exact.reduce((sum, line) => sum + line.share, 0);
  const shares = exact.map((line) => line.share);
  const byRemainder = [...exact].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const line of byRemainder) {
    if (left === 0) break;
    shares[line.index] = (shares[line.index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
