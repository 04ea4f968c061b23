import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountCents, shareDiscount } from '@/domain/order-money/discount';
import {
  discountedLines,
  orderMoney,
  orderMoneyWithTax,
  type TaxPlace,
  taxLinesByRate,
} from '@/domain/order-money/order-money';
import { formatTaxRate, parseTaxRate, taxOn } from '@/domain/order-money/tax-rate';

const OVERLAND_PARK: TaxPlace = {
  name: 'Overland Park, KS',
  rates: { prepared: 9350, food: 2850 },
  taxesDeliveryFee: false,
};

describe('a tax rate', () => {
  it('reads a percent with up to three decimals, from 0 to 20, and writes it back', () => {
    expect(parseTaxRate('9.35')).toBe(9350);
    expect(parseTaxRate(' 2.85 ')).toBe(2850);
    expect(parseTaxRate('7.125')).toBe(7125);
    expect(parseTaxRate('0')).toBe(0);
    expect(parseTaxRate('20')).toBe(20000);
    expect(formatTaxRate(9350)).toBe('9.35');
    expect(formatTaxRate(7125)).toBe('7.125');
    expect(formatTaxRate(6500)).toBe('6.5');
    expect(formatTaxRate(0)).toBe('0');
  });

  it('refuses what is not such a percent', () => {
    for (const text of ['-1', '20.001', '21', '9.3555', '9,35', '', 'abc', '9.']) {
      expect(parseTaxRate(text), text).toBeNull();
    }
  });

  it('taxes an amount rounding half up to the cent', () => {
    expect(taxOn(2000, 9350)).toBe(187); // exactly 187.0
    expect(taxOn(1000, 9350)).toBe(94); // 93.5 rounds up
    expect(taxOn(999, 9350)).toBe(93); // 93.4065
    expect(taxOn(0, 9350)).toBe(0);
    expect(taxOn(1000, 0)).toBe(0);
  });
});

describe('a discount', () => {
  it('is a percent of the subtotal rounded half up, or an amount, and never more than the subtotal', () => {
    expect(discountCents(3800, { kind: 'percent', percent: 10 })).toBe(380);
    expect(discountCents(1005, { kind: 'percent', percent: 10 })).toBe(101); // 100.5
    expect(discountCents(3800, { kind: 'percent', percent: 100 })).toBe(3800);
    expect(discountCents(3800, { kind: 'amount', amountCents: 500 })).toBe(500);
    expect(discountCents(3800, { kind: 'amount', amountCents: 5000 })).toBe(3800);
    expect(discountCents(3800, null)).toBe(0);
  });

  it('is shared among the lines by their totals, the cents left over by largest remainder', () => {
    // 100 over 3 equal lines: 33.33 each, one cent left, to the first.
    expect(shareDiscount([1000, 1000, 1000], 100)).toEqual([34, 33, 33]);
    // 1000 off 3800 + 2400: 612.90 and 387.09, the cent to the larger remainder.
    expect(shareDiscount([3800, 2400], 1000)).toEqual([613, 387]);
    expect(shareDiscount([3800, 2400], 0)).toEqual([0, 0]);
  });

  it('shares add up to the discount exactly, and none is more than its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, fraction) => {
          const subtotal = lines.reduce((sum, line) => sum + line, 0);
          const discount = Math.floor(subtotal * fraction);
          const shares = shareDiscount(lines, discount);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(lines[index] ?? 0);
          });
        },
      ),
    );
  });
});

describe("an order's money", () => {
  it('a pickup of 10 Beef Samosa in Overland Park: prepared food at 9.35%', () => {
    const money = orderMoney({
      lines: [{ totalCents: 2000, taxCategory: 'prepared' }],
      deliveryFeeCents: 0,
      tipCents: 0,
      discount: null,
      taxPlace: OVERLAND_PARK,
    });
    expect(money).toEqual({
      subtotalCents: 2000,
      discountCents: 0,
      deliveryFeeCents: 0,
      taxCents: 187,
      taxLines: [{ name: 'Prepared food', rate: 9350, taxableCents: 2000, amountCents: 187 }],
      tipCents: 0,
      totalCents: 2187,
    });
  });

  it('a mixed cart with a code: each rate taxed on its lines less their share of the discount', () => {
    const money = orderMoney({
      lines: [
        { totalCents: 3800, taxCategory: 'prepared' },
        { totalCents: 2400, taxCategory: 'food' },
      ],
      deliveryFeeCents: 350,
      tipCents: 930, // 15% of 6200, before the discount
      discount: { kind: 'amount', amountCents: 1000 },
      taxPlace: OVERLAND_PARK,
    });
    expect(money.discountCents).toBe(1000);
    expect(money.taxLines).toEqual([
      { name: 'Prepared food', rate: 9350, taxableCents: 3187, amountCents: 298 },
      { name: 'Food', rate: 2850, taxableCents: 2013, amountCents: 57 },
    ]);
    expect(money.taxCents).toBe(355);
    // subtotal - discount + fee + tax + tip
    expect(money.totalCents).toBe(6200 - 1000 + 350 + 355 + 930);
  });

  it('taxes the delivery fee only where the place does, at the prepared-food rate', () => {
    const lines = [{ totalCents: 2000, taxCategory: 'food' as const }];
    const untaxed = orderMoney({ lines, deliveryFeeCents: 350, tipCents: 0, discount: null, taxPlace: OVERLAND_PARK });
    expect(untaxed.taxLines).toEqual([{ name: 'Food', rate: 2850, taxableCents: 2000, amountCents: 57 }]);
    const taxed = orderMoney({
      lines,
      deliveryFeeCents: 350,
      tipCents: 0,
      discount: null,
      taxPlace: { ...OVERLAND_PARK, taxesDeliveryFee: true },
    });
    expect(taxed.taxLines).toEqual([
      { name: 'Prepared food', rate: 9350, taxableCents: 350, amountCents: 33 },
      { name: 'Food', rate: 2850, taxableCents: 2000, amountCents: 57 },
    ]);
  });

  it('joins the categories that share a rate into one line', () => {
    const money = orderMoney({
      lines: [
        { totalCents: 1000, taxCategory: 'prepared' },
        { totalCents: 1000, taxCategory: 'food' },
      ],
      deliveryFeeCents: 0,
      tipCents: 0,
      discount: null,
      taxPlace: { ...OVERLAND_PARK, rates: { prepared: 9350, food: 9350 } },
    });
    expect(money.taxLines).toEqual([
      { name: 'Prepared food and food', rate: 9350, taxableCents: 2000, amountCents: 187 },
    ]);
  });

  it('a 100% code leaves no tax on the items, only the fee and the tip to pay', () => {
    const money = orderMoney({
      lines: [{ totalCents: 3800, taxCategory: 'prepared' }],
      deliveryFeeCents: 350,
      tipCents: 570,
      discount: { kind: 'percent', percent: 100 },
      taxPlace: OVERLAND_PARK,
    });
    expect(money).toMatchObject({ discountCents: 3800, taxCents: 0, taxLines: [], totalCents: 350 + 570 });
  });

  it('a code larger than the subtotal takes the subtotal, never below zero', () => {
    const money = orderMoney({
      lines: [{ totalCents: 2000, taxCategory: 'prepared' }],
      deliveryFeeCents: 0,
      tipCents: 0,
      discount: { kind: 'amount', amountCents: 100_000 },
      taxPlace: OVERLAND_PARK,
    });
    expect(money).toMatchObject({ discountCents: 2000, taxCents: 0, totalCents: 0 });
  });

  it('with tax turned off there is no tax line at all', () => {
    const money = orderMoney({
      lines: [{ totalCents: 2000, taxCategory: 'prepared' }],
      deliveryFeeCents: 0,
      tipCents: 0,
      discount: null,
      taxPlace: null,
    });
    expect(money).toMatchObject({ taxCents: 0, taxLines: [], totalCents: 2000 });
  });

  it('the total is always subtotal - discount + fee + tax + tip, and never negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            totalCents: fc.integer({ min: 1, max: 100_000 }),
            taxCategory: fc.constantFrom('prepared', 'food') as fc.Arbitrary<'prepared' | 'food'>,
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.oneof(
          fc.constant(null),
          fc.integer({ min: 1, max: 100 }).map((percent) => ({ kind: 'percent' as const, percent })),
          fc.integer({ min: 1, max: 100_000 }).map((amountCents) => ({ kind: 'amount' as const, amountCents })),
        ),
        (lines, fee, tip, discount) => {
          const money = orderMoney({ lines, deliveryFeeCents: fee, tipCents: tip, discount, taxPlace: OVERLAND_PARK });
          expect(money.totalCents).toBe(
            money.subtotalCents - money.discountCents + money.deliveryFeeCents + money.taxCents + money.tipCents,
          );
          expect(money.discountCents).toBeLessThanOrEqual(money.subtotalCents);
          expect(money.totalCents).toBeGreaterThanOrEqual(0);
          expect(money.taxCents).toBe(money.taxLines.reduce((sum, line) => sum + line.amountCents, 0));
        },
      ),
    );
  });
});

describe('tax worked out elsewhere (Stripe Tax)', () => {
  const lines = [
    { totalCents: 3800, taxCategory: 'prepared' as const },
    { totalCents: 2000, taxCategory: 'food' as const },
  ];

  it("gives each line's amount after its share of the discount, as the owner's rates tax it", () => {
    expect(discountedLines(lines, { kind: 'percent', percent: 10 })).toEqual({
      subtotalCents: 5800,
      discountCents: 580,
      lines: [
        { totalCents: 3800, taxCategory: 'prepared', taxableCents: 3420 },
        { totalCents: 2000, taxCategory: 'food', taxableCents: 1800 },
      ],
    });
  });

  it('groups given amounts by rate, adding them up rather than figuring them again', () => {
    expect(
      taxLinesByRate([
        { category: 'prepared', rate: 9350, taxableCents: 1000, amountCents: 94 },
        { category: 'prepared', rate: 9350, taxableCents: 1000, amountCents: 94 },
        { category: 'food', rate: 2850, taxableCents: 1800, amountCents: 51 },
        { category: 'food', rate: 0, taxableCents: 500, amountCents: 0 },
      ]),
    ).toEqual([
      // Figured once on $20.00 it would be $1.87: each line was rounded by the service.
      { name: 'Prepared food', rate: 9350, taxableCents: 2000, amountCents: 188 },
      { name: 'Food', rate: 2850, taxableCents: 1800, amountCents: 51 },
    ]);
  });

  it('adds the given tax lines to the money, the subtotal, discount and total figured as for the rates', () => {
    const taxLines = [
      { name: 'Prepared food', rate: 9350, taxableCents: 3420, amountCents: 320 },
      { name: 'Food', rate: 2850, taxableCents: 1800, amountCents: 51 },
    ];
    const money = orderMoneyWithTax({
      lines,
      deliveryFeeCents: 350,
      tipCents: 870,
      discount: { kind: 'percent', percent: 10 },
      taxLines,
    });
    expect(money).toEqual({
      subtotalCents: 5800,
      discountCents: 580,
      deliveryFeeCents: 350,
      taxCents: 371,
      taxLines,
      tipCents: 870,
      totalCents: 5800 - 580 + 350 + 371 + 870,
    });
  });

  it('with no tax lines given is the money of an untaxed order', () => {
    const args = { lines, deliveryFeeCents: 350, tipCents: 0, discount: null };
    expect(orderMoneyWithTax({ ...args, taxLines: [] })).toEqual(orderMoney({ ...args, taxPlace: null }));
  });
});
