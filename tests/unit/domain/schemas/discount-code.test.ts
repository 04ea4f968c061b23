import { describe, expect, it } from 'vitest';
import {
  AMOUNT_OFF_INVALID,
  checkDiscountCode,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_KIND_BOTH,
  DISCOUNT_KIND_MISSING,
  discountCodeBodySchema,
  ENDS_AT_INVALID,
  ENDS_BEFORE_START,
  FIRST_ORDER_ONLY_INVALID,
  MAX_USES_INVALID,
  MIN_SUBTOTAL_INVALID,
  NOT_AN_OBJECT,
  ONCE_PER_CUSTOMER_INVALID,
  PERCENT_OFF_INVALID,
  STARTS_AT_INVALID,
} from '@/domain/schemas';
import { messageOf } from './message-of';

const SAVE10 = { code: 'SAVE10', percentOff: 10 };
const code = (change: Record<string, unknown>) => ({ ...SAVE10, ...change });

/** What the code saves, when it is accepted. */
const saved = (input: unknown) => {
  const checked = checkDiscountCode(input);
  return checked.ok ? checked.code : checked.message;
};

describe('discountCodeBodySchema', () => {
  it('keeps the code in capitals, trimmed, and the terms left out as none', () => {
    expect(saved({ code: ' save10 ', percentOff: 10 })).toEqual({
      code: 'SAVE10',
      rule: { kind: 'percent', percent: 10 },
      minSubtotalCents: null,
      startsOn: null,
      endsOn: null,
      maxUses: null,
      oncePerCustomer: false,
      firstOrderOnly: false,
    });
  });

  it('reads every field as the form sends it, blank ones as none', () => {
    expect(
      saved({
        code: 'xmas25',
        percentOff: '',
        amountOff: ' 5.5 ',
        minSubtotal: '25',
        startsAt: '2025-12-01',
        endsAt: '2025-12-24',
        maxUses: '3',
        oncePerCustomer: true,
        firstOrderOnly: true,
      }),
    ).toEqual({
      code: 'XMAS25',
      rule: { kind: 'amount', amountCents: 550 },
      minSubtotalCents: 2500,
      startsOn: '2025-12-01',
      endsOn: '2025-12-24',
      maxUses: 3,
      oncePerCustomer: true,
      firstOrderOnly: true,
    });
    expect(saved(code({ minSubtotal: null, startsAt: '  ', endsAt: null, maxUses: '' }))).toMatchObject({
      minSubtotalCents: null,
      startsOn: null,
      endsOn: null,
      maxUses: null,
    });
  });

  it.each([
    ['1', 1],
    ['A'.repeat(32), 32],
    ['Ab9', 3],
  ])('takes the code %j', (typed, length) => {
    const result = saved(code({ code: typed }));
    expect(typeof result === 'object' && result.code).toHaveLength(length);
  });

  it.each(['', '   ', 'A'.repeat(33), 'SAVE-10', 'SAVE 10', 'ÉTÉ', 10, null])('refuses the code %j', (typed) => {
    expect(messageOf(discountCodeBodySchema, code({ code: typed }))).toBe(DISCOUNT_CODE_INVALID);
  });

  it.each([
    [1, 1],
    [100, 100],
    ['25', 25],
  ])('takes %j percent off', (percent, whole) => {
    expect(saved(code({ percentOff: percent }))).toMatchObject({ rule: { kind: 'percent', percent: whole } });
  });

  it.each([0, 101, 12.5, -5, '12.5', 'ten', true, Number.NaN])('refuses %j percent off', (percent) => {
    expect(messageOf(discountCodeBodySchema, code({ percentOff: percent }))).toBe(PERCENT_OFF_INVALID);
  });

  it.each([
    ['0.01', 1],
    [0.01, 1],
    ['1000', 100_000],
    [1000, 100_000],
    ['5', 500],
  ])('takes %j off', (amount, cents) => {
    expect(saved({ code: 'SAVE', amountOff: amount })).toMatchObject({ rule: { kind: 'amount', amountCents: cents } });
  });

  it.each(['0', 0, 0.004, '1000.01', 1000.01, '-5', -5, '5.001', 'five', '$5', true])('refuses %j off', (amount) => {
    expect(messageOf(discountCodeBodySchema, { code: 'SAVE', amountOff: amount })).toBe(AMOUNT_OFF_INVALID);
  });

  it('takes exactly one of percent off and amount off, telling which field', () => {
    expect(checkDiscountCode({ code: 'SAVE' })).toEqual({
      ok: false,
      message: DISCOUNT_KIND_MISSING,
      fields: { percentOff: DISCOUNT_KIND_MISSING },
    });
    expect(checkDiscountCode({ code: 'SAVE', percentOff: '', amountOff: null })).toMatchObject({
      message: DISCOUNT_KIND_MISSING,
    });
    expect(checkDiscountCode({ code: 'SAVE', percentOff: 10, amountOff: '5.00' })).toEqual({
      ok: false,
      message: DISCOUNT_KIND_BOTH,
      fields: { amountOff: DISCOUNT_KIND_BOTH },
    });
  });

  it('counts a $0.00 minimum as none, and refuses one that is not money', () => {
    expect(saved(code({ minSubtotal: '0.00' }))).toMatchObject({ minSubtotalCents: null });
    for (const minimum of ['-1', -1, 'abc', '25.001']) {
      expect(messageOf(discountCodeBodySchema, code({ minSubtotal: minimum }))).toBe(MIN_SUBTOTAL_INVALID);
    }
  });

  it('takes real shop dates, the same day for both, and refuses an end before the start', () => {
    expect(saved(code({ startsAt: '2025-12-24', endsAt: '2025-12-24' }))).toMatchObject({
      startsOn: '2025-12-24',
      endsOn: '2025-12-24',
    });
    expect(saved(code({ startsAt: '2028-02-29' }))).toMatchObject({ startsOn: '2028-02-29' });
    for (const date of ['2025-02-30', '2025-13-01', '12/01/2025', '2025-12-1', 20251201]) {
      expect(messageOf(discountCodeBodySchema, code({ startsAt: date }))).toBe(STARTS_AT_INVALID);
      expect(messageOf(discountCodeBodySchema, code({ endsAt: date }))).toBe(ENDS_AT_INVALID);
    }
    expect(checkDiscountCode(code({ startsAt: '2025-12-24', endsAt: '2025-12-23' }))).toEqual({
      ok: false,
      message: ENDS_BEFORE_START,
      fields: { endsAt: ENDS_BEFORE_START },
    });
  });

  it('takes most uses from 1, and refuses 0, a fraction or words', () => {
    expect(saved(code({ maxUses: 1 }))).toMatchObject({ maxUses: 1 });
    expect(saved(code({ maxUses: '1000000' }))).toMatchObject({ maxUses: 1_000_000 });
    for (const uses of [0, '0', -1, 2.5, '1000001', 'many', false]) {
      expect(messageOf(discountCodeBodySchema, code({ maxUses: uses }))).toBe(MAX_USES_INVALID);
    }
  });

  it('refuses flags that are not true or false', () => {
    expect(messageOf(discountCodeBodySchema, code({ oncePerCustomer: 'yes' }))).toBe(ONCE_PER_CUSTOMER_INVALID);
    expect(messageOf(discountCodeBodySchema, code({ firstOrderOnly: 1 }))).toBe(FIRST_ORDER_ONLY_INVALID);
  });

  it("names each field's first problem, the first in field order as the message", () => {
    expect(checkDiscountCode({ code: 'SAVE-10', percentOff: 0, startsAt: '2025-12-24', endsAt: '2025-12-01' })).toEqual(
      {
        ok: false,
        message: DISCOUNT_CODE_INVALID,
        fields: { code: DISCOUNT_CODE_INVALID, percentOff: PERCENT_OFF_INVALID, endsAt: ENDS_BEFORE_START },
      },
    );
    expect(checkDiscountCode('SAVE10')).toEqual({ ok: false, message: NOT_AN_OBJECT, fields: {} });
  });
});
