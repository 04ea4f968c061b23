/*
 * A sales tax rate, as the owner sets it: a percent with up to three decimals ('9.35', '2.85',
 * '7.125'), kept as whole thousandths of a percent so the arithmetic stays in integers
 * (docs/behaviour/rules.md#sales-tax).
 */
import type { Cents } from '../money';

/** A rate in thousandths of a percent: 9.35% is 9350. */
export type TaxRate = number;

/** The highest rate an owner may set: no US place comes near 20%. */
export const MAX_TAX_RATE: TaxRate = 20_000;

const PERCENT = /^(\d{1,2})(?:\.(\d{1,3}))?$/;

/** '9.35' -> 9350; null for anything that is not a percent from 0 to 20 with up to three decimals. */
export function parseTaxRate(text: string): TaxRate | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const rate = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return rate <= MAX_TAX_RATE ? rate : null;
}

/** 9350 -> '9.35', 7125 -> '7.125', 6500 -> '6.5', 0 -> '0': the percent as the API and screens write it. */
export function formatTaxRate(rate: TaxRate): string {
  const whole = Math.floor(rate / 1000);
  const fraction = String(rate % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/**
 * The tax on `taxableCents` at `rate`, rounded half up to the cent. The product is an integer below
 * 2^53 for any order (a million dollars at 20% is 2 * 10^12), so the division is the only rounding.
 */
export function taxOn(taxableCents: Cents, rate: TaxRate): Cents {
  if (taxableCents <= 0 || rate <= 0) return 0;
  return Math.floor((taxableCents * rate + 50_000) / 100_000);
}
