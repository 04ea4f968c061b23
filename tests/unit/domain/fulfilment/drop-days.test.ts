import { describe, expect, it } from 'vitest';
import { notSoldWords, sellsDate, windowNotSold } from '@/domain/fulfilment/drop-days';
import { shopInstant } from '@/domain/fulfilment/schedule';

describe('the days a drop sells', () => {
  it('are any day when none are listed, else only those listed', () => {
    expect(sellsDate([], '2026-12-04')).toBe(true);
    expect(sellsDate(['2026-12-04'], '2026-12-04')).toBe(true);
    expect(sellsDate(['2026-12-04'], '2026-12-05')).toBe(false);
  });

  it('refuse a window on another shop day, naming the days in order', () => {
    const friday = ['2026-12-04'];
    // 11:30 PM on Friday in the shop is Saturday in UTC: the shop's day decides.
    expect(windowNotSold(friday, shopInstant('2026-12-04', '23:30'))).toBeNull();
    expect(windowNotSold(friday, shopInstant('2026-12-05', '00:30'))).toBe(
      'This drop sells orders for Fri, Dec 4 only. Please choose a time that day.',
    );
    expect(notSoldWords(['2026-12-05', '2026-12-04'])).toBe(
      'This drop sells orders for Fri, Dec 4 and Sat, Dec 5 only. Please choose a time on one of those days.',
    );
    expect(notSoldWords(['2026-12-06', '2026-12-04', '2026-12-05'])).toMatch(
      /^This drop sells orders for Fri, Dec 4; Sat, Dec 5 and Sun, Dec 6 only\./,
    );
    expect(windowNotSold(friday, new Date('not a time'))).toBeNull();
  });
});
