import { describe, expect, it } from 'vitest';
import { adjustmentLine } from '@/domain/order/change-lines';
import { adjustmentFor, type ChangedPayment, refundPlan } from '@/domain/owner-orders/order-change';

/*
 * How a change's money follows the new total (docs/behaviour/rules.md#changing-an-order), with and
 * without gift cards (issue 47): the bank card is paid back first, then the cards, the last first.
 */

const card = (giftCardId: number, last4: string, spentCents: number) => ({ giftCardId, last4, spentCents });
const captured: ChangedPayment = { paymentIntentId: 'pi_1', captured: true, bankHeldCents: 1290, giftCards: [] };
const withCard = { ...captured, giftCards: [card(7, '2BNC', 2500)] };

describe('adjustmentFor', () => {
  it('without gift cards: the whole difference is the bank card’s, refunded or captured less; a higher total asks a link', () => {
    expect(adjustmentFor(captured, 3790, 2910)).toEqual({ kind: 'refund', cents: 880, giftCards: [] });
    expect(adjustmentFor({ ...captured, captured: false }, 3790, 2910)).toEqual({
      kind: 'capture-less',
      cents: 880,
      giftCards: [],
    });
    expect(adjustmentFor(captured, 3790, 4190)).toEqual({ kind: 'pay-link', cents: 400, giftCards: [] });
    expect(adjustmentFor(captured, 3790, 3790)).toEqual({ kind: 'none', cents: 0, giftCards: [] });
  });

  it('no payment and no card (a link still to pay, money in person): nothing moves', () => {
    const unpaid = { paymentIntentId: null, captured: false, bankHeldCents: 0, giftCards: [] };
    expect(adjustmentFor(unpaid, 3790, 2000)).toEqual({ kind: 'none', cents: 0, giftCards: [] });
    expect(adjustmentFor(unpaid, 3790, 5000)).toEqual({ kind: 'none', cents: 0, giftCards: [] });
  });

  it('a $25 card and $12.90 by bank card: a decrease within $12.90 is the bank card’s alone', () => {
    expect(adjustmentFor(withCard, 3790, 2910)).toEqual({ kind: 'refund', cents: 880, giftCards: [] });
  });

  it('a larger decrease pays the bank card back in full, then the card', () => {
    expect(adjustmentFor(withCard, 3790, 1000)).toEqual({
      kind: 'refund',
      cents: 1290,
      giftCards: [{ giftCardId: 7, last4: '2BNC', cents: 1500 }],
    });
  });

  it('two cards: the last card used gets its share back first', () => {
    const twoCards = { ...withCard, bankHeldCents: 0, giftCards: [card(7, '2BNC', 1000), card(9, 'Q7XM', 2790)] };
    expect(adjustmentFor({ ...twoCards, paymentIntentId: null, captured: false }, 3790, 500)).toEqual({
      kind: 'none',
      cents: 0,
      giftCards: [
        { giftCardId: 9, last4: 'Q7XM', cents: 2790 },
        { giftCardId: 7, last4: '2BNC', cents: 500 },
      ],
    });
  });

  it('an order the cards paid in full: a higher total asks a link for the difference', () => {
    const covered = { paymentIntentId: null, captured: false, bankHeldCents: 0, giftCards: [card(7, '2BNC', 3790)] };
    expect(adjustmentFor(covered, 3790, 4190)).toEqual({ kind: 'pay-link', cents: 400, giftCards: [] });
  });

  it('never pays back more than the payments hold', () => {
    expect(() => adjustmentFor({ ...withCard, giftCards: [card(7, '2BNC', 100)] }, 3790, 0)).toThrow();
    expect(() => refundPlan([{ paymentIntentId: 'pi_1', heldCents: 500 }], 600)).toThrow();
  });
});

describe('adjustmentLine', () => {
  it('says where each part went', () => {
    expect(adjustmentLine({ kind: 'refund', cents: 1290, giftCards: [{ last4: '2BNC', cents: 1500 }] })).toBe(
      'Refunded $12.90 to the card; $15.00 back on gift card ending 2BNC',
    );
    expect(adjustmentLine({ kind: 'none', cents: 0, giftCards: [{ last4: '2BNC', cents: 880 }] })).toBe(
      '$8.80 back on gift card ending 2BNC',
    );
    expect(adjustmentLine({ kind: 'none', cents: 0, giftCards: [] })).toBeNull();
  });
});
