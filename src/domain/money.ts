/*
 * Money is integer cents everywhere inside the code, so sums never drift (0.1 + 0.2 !== 0.3);
 * the API speaks 2-decimal strings ("12.50") and the UI formats with Intl (docs/behaviour/rules.md#money).
 */

/** An amount of US money in whole cents. */
export type Cents = number;

/** Plain decimal notation as JSON and JavaScript write numbers: '12.5', '-0.75', '1e-7'. */
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Dollars to cents, rounding half away from zero on the decimal digits themselves. Numbers are read
 * through their shortest string form, so 1.005 becomes 101 cents, not the 100 that
 * Math.round(1.005 * 100) gives. Throws on anything that is not a finite amount.
 */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not an amount of money: ${JSON.stringify(value)}`);
  }
  const digits = `${whole}${fraction}`;
  // Position of the decimal point within `digits`, moved two places right to count cents.
  const point = whole.length + Number(exponent) + 2;
  const centsDigits = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const roundingDigit = point < 0 ? 0 : Number(digits.charAt(point) || '0');
  const magnitude = Number(centsDigits) + (roundingDigit >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Amount out of range: ${JSON.stringify(value)}`);
  }
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
}

/** Cents to the API's 2-decimal string: 1250 -> '12.50', -5 -> '-0.05'. */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${dollars}.${rest}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as people read them: 1250 -> '$12.50'. */
export function formatUsd(cents: Cents): string {
  assertCents(cents);
  return usd.format(cents / 100);
}

/** `percent` (a whole percent) of `cents`, rounded half up to the cent: a code's discount, a service charge, a deposit. */
export const percentOfCents = (cents: Cents, percent: number): Cents => Math.floor((cents * percent * 2 + 100) / 200);
