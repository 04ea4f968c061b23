import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_AMOUNT_INVALID,
  GIFT_CARD_SEND_DATE_FAR,
  GIFT_CARD_SEND_DATE_PAST,
  giftCardAmountProblem,
  giftCardSendDateProblem,
} from '@/domain/gift-cards/gift-card-terms';

describe("a gift card's amount", () => {
  it('is any whole amount from $10 to $500', () => {
    for (const cents of [1000, 2500, 5000, 10000, 37000, 50000]) expect(giftCardAmountProblem(cents)).toBeNull();
  });

  it('is refused below $10, above $500, or with cents', () => {
    for (const cents of [0, 900, 50100, 2550, -1000, 1000.5]) {
      expect(giftCardAmountProblem(cents)).toBe(GIFT_CARD_AMOUNT_INVALID);
    }
  });
});

describe("a gift card's send date, in the shop's calendar (America/Chicago)", () => {
  // 11:30 PM in Kansas City on Dec 6 is already Dec 7 in UTC: the shop's today is still Dec 6.
  const lateEvening = new Date('2026-12-07T05:30:00Z');

  it("is today or up to a year ahead, today being the shop's", () => {
    expect(giftCardSendDateProblem('2026-12-06', lateEvening)).toBeNull();
    expect(giftCardSendDateProblem('2027-12-06', lateEvening)).toBeNull();
  });

  it('is refused before today or over a year ahead', () => {
    expect(giftCardSendDateProblem('2026-12-05', lateEvening)).toBe(GIFT_CARD_SEND_DATE_PAST);
    expect(giftCardSendDateProblem('2027-12-07', lateEvening)).toBe(GIFT_CARD_SEND_DATE_FAR);
  });

  it('counts the days across the clocks going forward and back', () => {
    // 1:30 AM on the day the clocks go forward (Mar 14 2027) is that day in the shop.
    const springForward = new Date('2027-03-14T07:30:00Z');
    expect(giftCardSendDateProblem('2027-03-14', springForward)).toBeNull();
    expect(giftCardSendDateProblem('2027-03-13', springForward)).toBe(GIFT_CARD_SEND_DATE_PAST);
    // 11:30 PM on the day they go back (Nov 7 2027) is still that day in the shop.
    const fallBack = new Date('2027-11-08T05:30:00Z');
    expect(giftCardSendDateProblem('2027-11-07', fallBack)).toBeNull();
  });
});
