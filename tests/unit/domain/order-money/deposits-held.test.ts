import { describe, expect, it } from 'vitest';
import {
  type CateringMoney,
  depositsHeld,
  depositsKept,
  heldAt,
  keptByCancellation,
} from '@/domain/order-money/deposits-held';
import { shopMonthBounds } from '@/domain/order-money/tax-report';

/*
 * A catering event's money in the monthly tax report (issue 48, item 8): the deposit and balance
 * taken before the event are held for a sale not yet made; a cancellation before the event keeps
 * what its terms keep, for no food sold. Months are the shop's (America/Chicago).
 */

const at = (iso: string) => new Date(iso);
const OCTOBER = shopMonthBounds('2026-10');
const NOVEMBER = shopMonthBounds('2026-11');

/** A $528.00 event on Sat, Nov 14 at 2:00 PM (CST), its $264.00 deposit paid on Oct 20. */
const event = (changes: Partial<CateringMoney> = {}): CateringMoney => ({
  eventAt: at('2026-11-14T20:00:00Z'),
  cancelledAt: null,
  keepCents: null,
  cardPayments: [{ cents: 26_400, at: at('2026-10-20T15:00:00Z') }],
  inPerson: null,
  refunds: [],
  ...changes,
});

describe('the money held for an event not yet held', () => {
  it("is its deposit at the end of the month it was paid in, and nothing at the end of the event's month", () => {
    expect(heldAt(event(), OCTOBER.to)).toBe(26_400);
    // The sale is made in November: the money is the sale's.
    expect(heldAt(event(), NOVEMBER.to)).toBe(0);
    // Nothing was taken before October.
    expect(heldAt(event(), OCTOBER.from)).toBe(0);
  });

  it('adds the balance and money taken in person by then, less what a revision paid back by then', () => {
    const paid = event({
      cardPayments: [
        { cents: 26_400, at: at('2026-10-20T15:00:00Z') },
        { cents: 20_000, at: at('2026-10-30T15:00:00Z') },
      ],
      inPerson: { cents: 6_400, at: at('2026-10-31T22:00:00Z') },
      refunds: [
        { cents: 8_800, at: at('2026-10-25T15:00:00Z') },
        // Paid back in November: still held at October's end.
        { cents: 1_000, at: at('2026-11-02T15:00:00Z') },
      ],
    });
    expect(heldAt(paid, OCTOBER.to)).toBe(26_400 + 20_000 + 6_400 - 8_800);
  });

  it("ends October at its last instant on the shop's clock, not UTC's", () => {
    // 11:30 PM on Oct 31 in Kansas (CDT) is already November 1 in UTC: October's.
    const late = event({ cardPayments: [{ cents: 26_400, at: at('2026-11-01T04:30:00Z') }] });
    expect(heldAt(late, OCTOBER.to)).toBe(26_400);
    // 12:30 AM on Nov 1 (CDT): November's, so not held at October's end.
    const early = event({ cardPayments: [{ cents: 26_400, at: at('2026-11-01T05:30:00Z') }] });
    expect(heldAt(early, OCTOBER.to)).toBe(0);
  });

  it('counts an event at midnight starting the next month as a sale of that month, held until then', () => {
    // Nov 1 at 00:00 CDT is November's first instant: its sale is November's.
    const midnight = event({ eventAt: NOVEMBER.from });
    expect(NOVEMBER.from).toEqual(OCTOBER.to);
    expect(heldAt(midnight, OCTOBER.to)).toBe(26_400);
  });

  it('is nothing once the event was cancelled, and held at the end of a month before the cancellation', () => {
    const cancelled = event({ cancelledAt: at('2026-11-05T15:00:00Z'), keepCents: 26_400 });
    expect(heldAt(cancelled, OCTOBER.to)).toBe(26_400);
    expect(heldAt(cancelled, at('2026-11-06T00:00:00Z'))).toBe(0);
  });

  it("sums a month's events after its end: the month's own events are its sales", () => {
    const later = event();
    const inOctober = event({ eventAt: at('2026-10-24T19:00:00Z') });
    const december = event({
      eventAt: at('2026-12-05T18:00:00Z'),
      cardPayments: [{ cents: 10_000, at: at('2026-10-02T15:00:00Z') }],
    });
    expect(depositsHeld([later, inOctober, december], OCTOBER.to)).toBe(26_400 + 10_000);
  });
});

describe('what a cancellation before the event kept', () => {
  it("is the deposit kept after the terms' cut-off, in the month of the cancellation", () => {
    const kept = event({ cancelledAt: at('2026-11-10T16:00:00Z'), keepCents: 26_400 });
    expect(keptByCancellation(kept)).toEqual({ cents: 26_400, at: at('2026-11-10T16:00:00Z') });
    expect(depositsKept([kept], NOVEMBER.from, NOVEMBER.to)).toBe(26_400);
    expect(depositsKept([kept], OCTOBER.from, OCTOBER.to)).toBe(0);
  });

  it('is what the card payments still hold after the refunds, at most what it was to keep', () => {
    // Deposit and balance paid ($528.00); the cancellation keeps the deposit and pays the balance back.
    const both = event({
      cancelledAt: at('2026-11-10T16:00:00Z'),
      keepCents: 26_400,
      cardPayments: [
        { cents: 26_400, at: at('2026-10-20T15:00:00Z') },
        { cents: 26_400, at: at('2026-11-12T15:00:00Z') },
      ],
      refunds: [{ cents: 26_400, at: at('2026-11-10T16:00:00Z') }],
    });
    expect(keptByCancellation(both)?.cents).toBe(26_400);
    // Money taken in person is the owner's to give back by hand: not counted as kept.
    const cash = event({
      cancelledAt: at('2026-11-10T16:00:00Z'),
      keepCents: 26_400,
      cardPayments: [],
      inPerson: { cents: 26_400, at: at('2026-10-20T15:00:00Z') },
    });
    expect(keptByCancellation(cash)?.cents).toBe(0);
  });

  it('is nothing when everything was paid back, and none for an event not cancelled or cancelled once begun', () => {
    expect(keptByCancellation(event({ cancelledAt: at('2026-11-01T16:00:00Z'), keepCents: null }))?.cents).toBe(0);
    expect(keptByCancellation(event())).toBeNull();
    // Cancelled after it began: a sale, and its refund, as any order's.
    expect(keptByCancellation(event({ cancelledAt: at('2026-11-15T16:00:00Z'), keepCents: 26_400 }))).toBeNull();
  });
});
