/*
 * The owner's catering quote (issue 48; docs/behaviour/rules.md#catering): PUT
 * /api/admin/catering/{id}/quote's body, and the quote as kept once every default is filled in
 * (`resolveQuote`): each line's price each (the menu's pack price for that many pieces unless the
 * owner set one), the delivery fee (the address's zone fee), the deposit (the owner's percent),
 * the balance's due date (2 shop days before the event), the expiry (7 days after saving, never
 * after the day before the event) and the terms. The money is then `cateringQuoteMoney`'s.
 */
import * as v from 'valibot';
import { addDays, isShopDate, shopDate, shopInstant } from '../fulfilment/schedule';
import type { Cents } from '../money';
import { apiAmountSchema } from '../order/api-money';
import { MAX_CART_LINES } from '../quantity';
import { checkBodyPaths } from '../schemas/checked-fields';
import { idField, NOT_AN_OBJECT, objectOf } from '../schemas/fields';
import type { DepositRule } from './catering-quote';
import { CATERING_MAX_PIECES, DISH_REPEATED, PIECES_INVALID, UNKNOWN_DISH } from './catering-request';
import { DEFAULT_BALANCE_DUE_DAYS } from './catering-terms';

export const QUOTE_NO_LINES = 'A quote needs at least one dish';
export const PRICE_INVALID = 'Enter the price each in dollars and cents, like 1.50';
export const AMOUNT_INVALID = 'Enter an amount in dollars and cents, like 25.00';
export const PERCENT_INVALID = 'Enter a whole percent from 0 to 100';
export const DATE_INVALID = 'Choose a date';
export const TERMS_MAX = 4000;
export const TERMS_TOO_LONG = `The terms can be at most ${TERMS_MAX.toLocaleString('en-US')} characters`;
export const REFUND_DAYS_MAX = 90;
export const REFUND_DAYS_INVALID = `Enter a whole number of days from 0 to ${REFUND_DAYS_MAX}`;
export const DEPOSIT_BOTH = 'Give the deposit as a percent or an amount, not both';
export const BALANCE_DUE_AFTER_EVENT = 'The balance must fall due on or before the day of the event';
export const EXPIRY_AFTER_EVENT = 'The quote must expire before the day of the event';
export const DATE_PASSED = 'Choose a date from today on';

/** A quote not accepted expires after this many days unless the owner sets its date. */
export const DEFAULT_QUOTE_DAYS = 7;

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.safeInteger(message), v.minValue(min, message), v.maxValue(max, message));
const shopDateField = v.pipe(v.string(DATE_INVALID), v.check(isShopDate, DATE_INVALID));

const line = objectOf(
  {
    productId: idField(UNKNOWN_DISH),
    pieces: whole(1, CATERING_MAX_PIECES, PIECES_INVALID),
    priceEach: v.optional(apiAmountSchema(PRICE_INVALID)),
  },
  'Each line needs a productId and its pieces',
);

const bodyEntries = {
  lines: v.pipe(
    v.array(line, QUOTE_NO_LINES),
    v.nonEmpty(QUOTE_NO_LINES),
    v.maxLength(MAX_CART_LINES, QUOTE_NO_LINES),
    v.check((lines) => new Set(lines.map((item) => item.productId)).size === lines.length, DISH_REPEATED),
  ),
  discount: v.optional(apiAmountSchema(AMOUNT_INVALID), 0),
  serviceChargePercent: v.optional(whole(0, 100, PERCENT_INVALID), 0),
  setup: v.optional(apiAmountSchema(AMOUNT_INVALID), 0),
  deliveryFee: v.optional(apiAmountSchema(AMOUNT_INVALID)),
  depositPercent: v.optional(whole(0, 100, PERCENT_INVALID)),
  depositAmount: v.optional(apiAmountSchema(AMOUNT_INVALID)),
  balanceDueOn: v.optional(shopDateField),
  expiresOn: v.optional(shopDateField),
  terms: v.optional(v.pipe(v.string(TERMS_TOO_LONG), v.maxLength(TERMS_MAX, TERMS_TOO_LONG))),
  fullRefundDays: v.optional(whole(0, REFUND_DAYS_MAX, REFUND_DAYS_INVALID)),
};

export const quoteBodySchema = v.pipe(
  objectOf(bodyEntries, NOT_AN_OBJECT),
  v.forward(
    v.check((body) => body.depositPercent === undefined || body.depositAmount === undefined, DEPOSIT_BOTH),
    ['depositAmount'],
  ),
);

/** The editor's body, money in cents; what it leaves out takes its default. */
export type QuoteBody = v.InferOutput<typeof quoteBodySchema>;
export const checkQuoteBody = (input: unknown) => checkBodyPaths(quoteBodySchema, input);

/** A quote with every default filled in, as kept with each version (catering_quotes.body). */
export interface ResolvedQuote {
  lines: Array<{ productId: number; pieces: number; priceEachCents: Cents }>;
  discountCents: Cents;
  serviceChargePercent: number;
  setupCents: Cents;
  deliveryFeeCents: Cents;
  deposit: DepositRule;
  /** Shop dates: the balance falls due that morning; the quote can be accepted through that day. */
  balanceDueOn: string;
  expiresOn: string;
  terms: string;
  fullRefundDays: number;
}

export const resolvedQuoteSchema = v.object({
  lines: v.array(v.object({ productId: v.number(), pieces: v.number(), priceEachCents: v.number() })),
  discountCents: v.number(),
  serviceChargePercent: v.number(),
  setupCents: v.number(),
  deliveryFeeCents: v.number(),
  deposit: v.variant('kind', [
    v.object({ kind: v.literal('percent'), percent: v.number() }),
    v.object({ kind: v.literal('amount'), amountCents: v.number() }),
  ]),
  balanceDueOn: v.string(),
  expiresOn: v.string(),
  terms: v.string(),
  fullRefundDays: v.number(),
});

/** What the defaults come from: the menu's price for a line, the zone's fee, the owner's settings. */
export interface QuoteDefaults {
  menuPriceEachCents: (productId: number, pieces: number) => Cents;
  /** The delivery zone's fee for the request's address; 0 for a pickup. */
  deliveryFeeCents: Cents;
  depositPercent: number;
  fullRefundDays: number;
  terms: string;
}

/** The day before the event, the last a quote can be open or its balance fall due without an override. */
const dayBefore = (eventAt: Date) => addDays(shopDate(eventAt), -1);

/** Each date's problem against the event and today, under its field. */
export function quoteDateProblems(quote: Pick<ResolvedQuote, 'balanceDueOn' | 'expiresOn'>, eventAt: Date, now: Date) {
  const problems: Record<string, string> = {};
  const today = shopDate(now);
  const eventDay = shopDate(eventAt);
  if (quote.balanceDueOn > eventDay) problems['balanceDueOn'] = BALANCE_DUE_AFTER_EVENT;
  if (quote.expiresOn >= eventDay) problems['expiresOn'] = EXPIRY_AFTER_EVENT;
  else if (quote.expiresOn < today) problems['expiresOn'] = DATE_PASSED;
  return problems;
}

/** The quote with every default filled in. */
export function resolveQuote(body: QuoteBody, defaults: QuoteDefaults, eventAt: Date, now: Date): ResolvedQuote {
  const depositDefault: DepositRule = { kind: 'percent', percent: defaults.depositPercent };
  const deposit: DepositRule =
    body.depositAmount !== undefined
      ? { kind: 'amount', amountCents: body.depositAmount }
      : body.depositPercent !== undefined
        ? { kind: 'percent', percent: body.depositPercent }
        : depositDefault;
  const latestExpiry = dayBefore(eventAt);
  const defaultExpiry = addDays(shopDate(now), DEFAULT_QUOTE_DAYS);
  return {
    lines: body.lines.map((item) => ({
      productId: item.productId,
      pieces: item.pieces,
      priceEachCents: item.priceEach ?? defaults.menuPriceEachCents(item.productId, item.pieces),
    })),
    discountCents: body.discount,
    serviceChargePercent: body.serviceChargePercent,
    setupCents: body.setup,
    deliveryFeeCents: body.deliveryFee ?? defaults.deliveryFeeCents,
    deposit,
    balanceDueOn: body.balanceDueOn ?? addDays(shopDate(eventAt), -DEFAULT_BALANCE_DUE_DAYS),
    expiresOn: body.expiresOn ?? (defaultExpiry < latestExpiry ? defaultExpiry : latestExpiry),
    terms: body.terms ?? defaults.terms,
    fullRefundDays: body.fullRefundDays ?? defaults.fullRefundDays,
  };
}

/** When the balance's link goes out: 8 AM shop time on its due date, as the shop's letters do. */
export const balanceDueAt = (quote: Pick<ResolvedQuote, 'balanceDueOn'>): Date =>
  shopInstant(quote.balanceDueOn, '08:00');

/** The last moment the quote can be accepted: the end of its expiry date, shop time. */
export const quoteExpiresAt = (quote: Pick<ResolvedQuote, 'expiresOn'>): Date =>
  shopInstant(addDays(quote.expiresOn, 1), '00:00');
