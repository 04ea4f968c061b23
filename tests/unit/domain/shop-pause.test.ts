import { describe, expect, it } from 'vitest';
import { backAt, isPaused, pausedBanner, pauseEnd, pauseProblem } from '@/domain/shop-pause';

describe('a pause of new orders until a time', () => {
  const now = new Date('2026-11-26T20:00:00Z'); // 2:00 PM in Kansas City

  it("says when ordering is back in the shop's time: the time today, the day and time another day", () => {
    expect(pausedBanner(new Date('2026-11-26T23:00:00Z'), now)).toBe('Paused · back at 5:00 PM');
    expect(backAt(new Date('2026-11-27T06:30:00Z'), now)).toBe('Fri, Nov 27, 12:30 AM');
    // The daylight-saving days: 5:00 PM is 22:00 UTC in March after the change, 23:00 in November after it.
    expect(backAt(new Date('2026-03-08T22:00:00Z'), new Date('2026-03-08T15:00:00Z'))).toBe('5:00 PM');
    expect(backAt(new Date('2026-11-01T23:00:00Z'), new Date('2026-11-01T15:00:00Z'))).toBe('5:00 PM');
  });

  it('ends 30, 60 or 120 minutes from now, and holds only until then', () => {
    const end = pauseEnd(30, now);
    expect(end.toISOString()).toBe('2026-11-26T20:30:00.000Z');
    expect(isPaused(end, now)).toBe(true);
    expect(isPaused(end, end)).toBe(false);
    expect(isPaused(null, now)).toBe(false);
  });

  it('refuses a time not ahead of now, or more than a week ahead', () => {
    expect(pauseProblem(now, now)).toBe('Choose a time later than now');
    expect(pauseProblem(new Date('2026-12-04T20:00:00Z'), now)).toMatch(/^A pause can last at most 7 days/);
    expect(pauseProblem(new Date('2026-12-03T20:00:00Z'), now)).toBeNull();
  });
});
