/*
 * The API's edge for money. Inside, every amount is integer cents in a field named `…Cents`; the
 * API speaks 2-decimal strings ('12.50') under the name without the suffix, as the specification
 * fixes (docs/behaviour/rules.md#money). This module is the only place that turns one into the
 * other, for any shape: `toApiMoney` renames and formats, `ApiMoney<T>` is the type it produces.
 */
import * as v from 'valibot';
import { centsToDecimal, toCents, type Cents } from '../money';

const CENTS_SUFFIX = 'Cents';

/** `T` with every `xCents` field renamed `x` and typed as a decimal string, at any depth. */
export type ApiMoney<T> = T extends Date
  ? T
  : T extends readonly (infer Item)[]
    ? ApiMoney<Item>[]
    : T extends object
      ? {
          [K in keyof T as K extends `${infer Name}${typeof CENTS_SUFFIX}`
            ? Name
            : K]: K extends `${string}${typeof CENTS_SUFFIX}` ? string : ApiMoney<T[K]>;
        }
      : T;

/** The API's form of a value: every `xCents` number becomes `x`, a 2-decimal string. */
export function toApiMoney<T>(value: T): ApiMoney<T> {
  return convert(value) as ApiMoney<T>;
}

/**
 * Every answer with money passes through here (each dish of the menu, each of 5,000 orders), so it
 * walks keys with for-in rather than allocating Object.entries' pairs: a third of its time.
 */
function convert(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(convert);
  // Plain objects only: a Date (or any class) stays as it is.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in record) {
    if (key.length > CENTS_SUFFIX.length && key.endsWith(CENTS_SUFFIX)) {
      out[key.slice(0, -CENTS_SUFFIX.length)] = centsToDecimal(record[key] as Cents);
    } else {
      out[key] = convert(record[key]);
    }
  }
  return out;
}

/** The API's money as written: a non-negative amount with at most 2 decimals ('12.50', '3'). */
export const API_DECIMAL = /^\d{1,9}(?:\.\d{1,2})?$/;

/** An API decimal string ('12.50') read as cents. */
export const apiDecimalSchema = v.pipe(
  v.string(),
  v.regex(API_DECIMAL),
  v.transform((decimal: string): Cents => toCents(decimal)),
);

/**
 * The largest amount the API reads, in cents ($1,000,000): far above any order, and far below where
 * a number stops being a whole count of cents (1e300 dollars would otherwise reach the arithmetic).
 */
export const MAX_API_CENTS = 100_000_000;
const MAX_API_DOLLARS = MAX_API_CENTS / 100;

/**
 * An amount as a request body sends it, the string '12.50' or the number 12.5, read as cents.
 * Strings may have at most 2 decimals; numbers are rounded to the cent (half away from zero).
 */
export const apiAmountSchema = (invalid: string) =>
  v.pipe(
    v.union(
      [
        v.pipe(v.string(invalid), v.trim(), v.regex(API_DECIMAL, invalid)),
        v.pipe(v.number(invalid), v.finite(invalid), v.minValue(0, invalid), v.maxValue(MAX_API_DOLLARS, invalid)),
      ],
      invalid,
    ),
    v.transform((amount: string | number): Cents => toCents(amount)),
    v.maxValue(MAX_API_CENTS, invalid),
  );

/** An amount in dollars as a number (POST /api/create-payment-intent's `amount`), more than 0, read as cents. */
export const apiDollarsSchema = (invalid: string) =>
  v.pipe(
    v.number(invalid),
    v.finite(invalid),
    v.gtValue(0, invalid),
    v.maxValue(MAX_API_DOLLARS, invalid),
    v.transform((dollars: number): Cents => toCents(dollars)),
  );

/** An API decimal string as cents, for a value already known to be one; throws otherwise. */
export function apiDecimalToCents(decimal: string): Cents {
  return v.parse(apiDecimalSchema, decimal);
}

/** Cents as the dollar number POST /api/create-payment-intent's `amount` is: 1250 -> 12.5. */
export const centsToApiDollars = (cents: Cents): number => Number(centsToDecimal(cents));

/** Cents as the API writes them: 1250 -> '12.50'. */
export const centsToApiDecimal = (cents: Cents): string => centsToDecimal(cents);
