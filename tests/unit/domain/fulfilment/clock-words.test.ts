import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clock24,
  clockTime,
  clockTimeWithPeriod,
  dayPeriod,
  isoDay,
  monthDay,
  monthDayYear,
  weekdayMonthDay,
  weekdayShort,
} from '@/domain/fulfilment/clock-words';
import { SHOP_TIME_ZONE } from '@/domain/fulfilment/schedule';

/** Each of the shop's shapes and the date-fns pattern it writes out (src/domain/fulfilment/clock-words.ts). */
const SHAPES: Array<[(date: Date) => string, string]> = [
  [weekdayShort, 'EEE'],
  [monthDay, 'MMM d'],
  [weekdayMonthDay, 'EEE, MMM d'],
  [monthDayYear, 'MMM d, yyyy'],
  [dayPeriod, 'a'],
  [clockTime, 'h:mm'],
  [clockTimeWithPeriod, 'h:mm a'],
  [isoDay, 'yyyy-MM-dd'],
  [clock24, 'HH:mm'],
];

describe("the shop's date and time words", () => {
  it("write what date-fns's format writes, for any instant on the shop's clock", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const inShop = new TZDate(instant.getTime(), SHOP_TIME_ZONE);
          for (const [words, pattern] of SHAPES) expect(words(inShop), pattern).toBe(format(inShop, pattern));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('say noon and midnight as people do, and read the clock of the date given', () => {
    const noon = new TZDate(2026, 10, 25, 12, 0, 0, SHOP_TIME_ZONE);
    const midnight = new TZDate(2026, 10, 25, 0, 5, 0, SHOP_TIME_ZONE);
    expect(clockTimeWithPeriod(noon)).toBe('12:00 PM');
    expect(clockTimeWithPeriod(midnight)).toBe('12:05 AM');
    expect(weekdayMonthDay(noon)).toBe('Wed, Nov 25');
    // 02:00 UTC on the 26th is still the 25th in Kansas City.
    expect(isoDay(new TZDate(Date.parse('2026-11-26T02:00:00Z'), SHOP_TIME_ZONE))).toBe('2026-11-25');
  });
});
