import { describe, expect, it } from 'vitest';
import { forecastPieces } from '@/domain/standing/standing-forecast';
import type { StandingTemplate } from '@/domain/standing/standing-plan';

/* What the next placement will take (issue 49): per day and dish, of the standing orders going. */

const DISHES = new Map([
  [1, { name: 'Beef Samosa', onMenu: true }],
  [4, { name: 'Chapati', onMenu: true }],
  [5, { name: 'Mandazi (6 pieces)', onMenu: false }],
]);

const template = (changes: Partial<StandingTemplate> = {}): StandingTemplate => ({
  status: 'active',
  skipNext: false,
  endsOn: null,
  weekday: 5,
  time: '17:00',
  items: [{ productId: 1, quantity: 10 }],
  ...changes,
});

// A week placed on Wed, Dec 9, 2026: its orders are for Thu, Dec 10 to Wed, Dec 16.
const WEEK = {
  days: ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16'],
};

describe('forecastPieces', () => {
  it('sums each dish on the menu per day at her usual time, soonest day first, then by name', () => {
    const pieces = forecastPieces(
      [
        template({
          items: [
            { productId: 4, quantity: 5 },
            { productId: 1, quantity: 10 },
            { productId: 5, quantity: 2 },
          ],
        }),
        template({ time: '12:00', items: [{ productId: 1, quantity: 6 }] }),
        template({ weekday: 4, items: [{ productId: 1, quantity: 3 }] }),
      ],
      WEEK,
      DISHES,
    );
    expect(pieces).toEqual([
      { date: '2026-12-10', dayLabel: 'Thu, Dec 10', productId: 1, name: 'Beef Samosa', pieces: 3 },
      { date: '2026-12-11', dayLabel: 'Fri, Dec 11', productId: 1, name: 'Beef Samosa', pieces: 16 },
      { date: '2026-12-11', dayLabel: 'Fri, Dec 11', productId: 4, name: 'Chapati', pieces: 5 },
    ]);
  });

  it('leaves out the paused, the skipping, those ended by then, those not set up and the ended', () => {
    const going = forecastPieces(
      [
        template({ status: 'paused' }),
        template({ skipNext: true }),
        template({ endsOn: '2026-12-10' }),
        template({ status: 'setting-up' }),
        template({ status: 'cancelled' }),
        template({ endsOn: '2026-12-11', items: [{ productId: 4, quantity: 1 }] }),
      ],
      WEEK,
      DISHES,
    );
    // Ending on the day of her order, she still has that one.
    expect(going).toEqual([{ date: '2026-12-11', dayLabel: 'Fri, Dec 11', productId: 4, name: 'Chapati', pieces: 1 }]);
  });

  it('on a drop that does not sell her day, takes its nearest day, the earlier of two as near', () => {
    const drop = { days: ['2026-12-10', '2026-12-12'] };
    expect(forecastPieces([template({ weekday: 5 })], drop, DISHES).map((line) => line.date)).toEqual(['2026-12-10']);
    expect(forecastPieces([template({ weekday: 0 })], drop, DISHES).map((line) => line.date)).toEqual(['2026-12-12']);
  });
});
