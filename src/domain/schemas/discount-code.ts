/*
 * The owner's discount codes (/admin/codes; docs/behaviour/api.md#discount-codes): the page's form
 * and POST/PATCH /api/admin/discount-codes read the same fields with the same messages. The form
 * always sends every field, a blank one meaning "none", so PATCH takes the whole code as POST does.
 * Money arrives as the API writes it ('5.00', or 5) and comes out in cents; whole numbers as
 * numbers or the digits a form field holds.
 */
import * as v from 'valibot';
import { isShopDate } from '../fulfilment/schedule';
import { type DiscountCode, normaliseCode } from '../order-money/discount-code';
import { apiAmountSchema } from '../order/api-money';
import { checkBody } from './checked-fields';
import { NOT_AN_OBJECT, objectOf } from './fields';

export const DISCOUNT_CODE_LIMITS = {
  /** The most an amount off takes, in cents ($1,000.00), as the table allows. */
  amountOffCents: 100_000,
  maxUses: 1_000_000,
} as const;

export const DISCOUNT_CODE_INVALID = 'A code has only letters and digits (at most 32)';
export const PERCENT_OFF_INVALID = 'Percent off must be a whole number from 1 to 100';
export const AMOUNT_OFF_INVALID = 'Amount off must be more than $0.00 and at most $1,000.00';
export const DISCOUNT_KIND_MISSING = 'Give a percent off or an amount off';
export const DISCOUNT_KIND_BOTH = 'Give a percent off or an amount off, not both';
export const MIN_SUBTOTAL_INVALID = 'Minimum subtotal must be an amount such as 25.00, or empty for none';
export const STARTS_AT_INVALID = 'The start date must be a date as YYYY-MM-DD, or empty';
export const ENDS_AT_INVALID = 'The end date must be a date as YYYY-MM-DD, or empty';
export const ENDS_BEFORE_START = 'The end date must not be before the start date';
export const MAX_USES_INVALID = 'Most uses must be a whole number from 1 to 1,000,000, or empty for no limit';
export const ONCE_PER_CUSTOMER_INVALID = 'Say whether the code is once per customer (true or false)';
export const FIRST_ORDER_ONLY_INVALID = 'Say whether the code is for a first order only (true or false)';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * `field`, or nothing: left out, null or an empty form field all come out as null. The blank check
 * fails untyped, so a value that is not blank is refused with `field`'s own words.
 */
const orBlank = <TField extends v.GenericSchema>(field: TField, message: string) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.custom<null | undefined | string>(isBlank),
          v.transform(() => null),
        ),
        field,
      ],
      message,
    ),
    null,
  );

/** A whole number typed in a field ('12') or sent as one (12). */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(
    v.union(
      [v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,7}$/, message), v.transform(Number))],
      message,
    ),
    v.safeInteger(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

const shopDateField = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isShopDate, message));

const codeEntries = {
  code: v.pipe(v.string(DISCOUNT_CODE_INVALID), v.transform(normaliseCode), v.string(DISCOUNT_CODE_INVALID)),
  percentOff: orBlank(wholeNumber(1, 100, PERCENT_OFF_INVALID), PERCENT_OFF_INVALID),
  amountOff: orBlank(
    v.pipe(
      apiAmountSchema(AMOUNT_OFF_INVALID),
      v.minValue(1, AMOUNT_OFF_INVALID),
      v.maxValue(DISCOUNT_CODE_LIMITS.amountOffCents, AMOUNT_OFF_INVALID),
    ),
    AMOUNT_OFF_INVALID,
  ),
  minSubtotal: orBlank(apiAmountSchema(MIN_SUBTOTAL_INVALID), MIN_SUBTOTAL_INVALID),
  startsAt: orBlank(shopDateField(STARTS_AT_INVALID), STARTS_AT_INVALID),
  endsAt: orBlank(shopDateField(ENDS_AT_INVALID), ENDS_AT_INVALID),
  maxUses: orBlank(wholeNumber(1, DISCOUNT_CODE_LIMITS.maxUses, MAX_USES_INVALID), MAX_USES_INVALID),
  oncePerCustomer: v.optional(v.boolean(ONCE_PER_CUSTOMER_INVALID), false),
  firstOrderOnly: v.optional(v.boolean(FIRST_ORDER_ONLY_INVALID), false),
};

type CodeFields = v.InferOutput<v.ObjectSchema<typeof codeEntries, undefined>>;

const kindProblem = ({ percentOff, amountOff }: Pick<CodeFields, 'percentOff' | 'amountOff'>) => {
  if (percentOff !== null && amountOff !== null) return DISCOUNT_KIND_BOTH;
  return percentOff === null && amountOff === null ? DISCOUNT_KIND_MISSING : null;
};

/** A code's terms as the server saves them (the repository's CodeInput). */
export type DiscountCodeBody = Omit<DiscountCode, 'id'>;

export const discountCodeBodySchema = v.pipe(
  objectOf(codeEntries, NOT_AN_OBJECT),
  // A refusal comparing two fields is told at the one the form shows it beside, and only once both
  // are valid on their own, so a field never carries two problems at once.
  v.forward(
    v.partialCheck(
      [['percentOff'], ['amountOff']],
      (code) => kindProblem(code) !== DISCOUNT_KIND_MISSING,
      DISCOUNT_KIND_MISSING,
    ),
    ['percentOff'],
  ),
  v.forward(
    v.partialCheck(
      [['percentOff'], ['amountOff']],
      (code) => kindProblem(code) !== DISCOUNT_KIND_BOTH,
      DISCOUNT_KIND_BOTH,
    ),
    ['amountOff'],
  ),
  v.forward(
    v.partialCheck(
      [['startsAt'], ['endsAt']],
      ({ startsAt, endsAt }) => startsAt === null || endsAt === null || endsAt >= startsAt,
      ENDS_BEFORE_START,
    ),
    ['endsAt'],
  ),
  v.transform(
    (code): DiscountCodeBody => ({
      code: code.code,
      rule:
        code.percentOff !== null
          ? { kind: 'percent', percent: code.percentOff }
          : { kind: 'amount', amountCents: code.amountOff ?? 0 },
      // A minimum of $0.00 holds every order back from nothing: it is no minimum.
      minSubtotalCents: code.minSubtotal === 0 ? null : code.minSubtotal,
      startsOn: code.startsAt,
      endsOn: code.endsAt,
      maxUses: code.maxUses,
      oncePerCustomer: code.oncePerCustomer,
      firstOrderOnly: code.firstOrderOnly,
    }),
  ),
);

export type DiscountCodeBodyField = keyof typeof codeEntries;
export type DiscountCodeProblems = Partial<Record<DiscountCodeBodyField, string>>;

/** A code checked as a whole (./checked-fields.ts): the form's and the server's one check. */
export function checkDiscountCode(
  input: unknown,
): { ok: true; code: DiscountCodeBody } | { ok: false; message: string; fields: DiscountCodeProblems } {
  const checked = checkBody(discountCodeBodySchema, codeEntries, input);
  return checked.ok ? { ok: true, code: checked.value } : checked;
}
