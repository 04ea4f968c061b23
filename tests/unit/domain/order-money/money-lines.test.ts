import { describe, expect, it } from 'vitest';
import { formatMoneyLine, type MoneyLineInput, moneyLines } from '@/domain/order-money/money-lines';
import { moneyLineInput, toQuoteView } from '@/domain/order/order-view';
import { CODED_MONEY, CODED_MONEY_LINES } from '../../../fixtures/coded-taxed-order';

const shown = (input: MoneyLineInput) => moneyLines(input).map((line) => [line.label, formatMoneyLine(line)]);

/** A pickup of $20.00 with no code, no fee, no tip and no tax. */
const PLAIN: MoneyLineInput = {
  subtotalCents: 2000,
  discountCents: 0,
  discountCode: null,
  deliveryFeeCents: 0,
  taxLines: [],
  tipCents: 0,
  totalCents: 2000,
};

describe('moneyLines', () => {
  it('shows a code and two tax rates as priced: the discount negative, a line per rate', () => {
    expect(shown(CODED_MONEY)).toEqual(CODED_MONEY_LINES);
  });

  it('has every kind of line, in order, for a delivery with a code, tax and a tip', () => {
    const lines = moneyLines({
      subtotalCents: 3800,
      discountCents: 380,
      discountCode: 'THANKS',
      deliveryFeeCents: 350,
      taxLines: [{ name: 'Prepared food', rate: 9350, amountCents: 320 }],
      tipCents: 570,
      totalCents: 4660,
    });
    expect(lines).toEqual([
      { label: 'Subtotal', cents: 3800, kind: 'subtotal' },
      { label: 'Discount (THANKS)', cents: -380, kind: 'discount' },
      { label: 'Delivery Fee', cents: 350, kind: 'fee' },
      { label: 'Prepared food tax (9.35%)', cents: 320, kind: 'tax' },
      { label: 'Tip', cents: 570, kind: 'tip' },
      { label: 'Total', cents: 4660, kind: 'total' },
    ]);
  });

  it('has no tax line without tax lines, and no discount, fee or tip line at 0', () => {
    expect(shown(PLAIN)).toEqual([
      ['Subtotal', '$20.00'],
      ['Total', '$20.00'],
    ]);
  });

  it('an order gift cards paid part of: a line per card after the total, then what the bank card paid', () => {
    const lines = shown({
      ...PLAIN,
      totalCents: 3790,
      subtotalCents: 3790,
      giftCards: [
        { last4: '2BNC', appliedCents: 2000 },
        { last4: 'Q7XM', appliedCents: 500 },
      ],
    });
    expect(lines).toEqual([
      ['Subtotal', '$37.90'],
      ['Total', '$37.90'],
      ['Gift card ending 2BNC', '-$20.00'],
      ['Gift card ending Q7XM', '-$5.00'],
      ['Paid by card', '$12.90'],
    ]);
  });

  it('an order the gift cards paid in full: the bank card paid $0.00', () => {
    expect(shown({ ...PLAIN, giftCards: [{ last4: '2BNC', appliedCents: 2000 }] }).slice(-1)).toEqual([
      ['Paid by card', '$0.00'],
    ]);
  });

  it('a cancelled order says what went back on each card; a card a change gave all back shows no line', () => {
    const cancelled = {
      ...PLAIN,
      giftCards: [
        { last4: '2BNC', appliedCents: 0, returnedCents: 0 },
        { last4: 'Q7XM', appliedCents: 500, returnedCents: 500 },
      ],
    };
    expect(shown(cancelled).slice(-3)).toEqual([
      ['Gift card ending Q7XM', '-$5.00'],
      ['Paid by card', '$15.00'],
      ['Returned to gift card ending Q7XM', '$5.00'],
    ]);
  });

  it("names a discount without a code 'Discount'", () => {
    expect(shown({ ...PLAIN, discountCents: 200, totalCents: 1800 })[1]).toEqual(['Discount', '-$2.00']);
  });

  it('reads an order view (decimals and percent strings) to the same lines as its cents', () => {
    expect(shown(moneyLineInput(toQuoteView(CODED_MONEY)))).toEqual(CODED_MONEY_LINES);
  });
});

describe('formatMoneyLine', () => {
  it('writes dollars, and a negative amount with a leading minus', () => {
    expect(formatMoneyLine({ cents: 123456 })).toBe('$1,234.56');
    expect(formatMoneyLine({ cents: 0 })).toBe('$0.00');
    expect(formatMoneyLine({ cents: -300 })).toBe('-$3.00');
  });
});
