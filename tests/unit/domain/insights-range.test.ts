import { describe, expect, it } from 'vitest';
import {
  checkInsightsQuery,
  comparedWith,
  daysIn,
  grainOf,
  presetRange,
  previousRange,
  previousWords,
} from '@/domain/insights/insights-range';

/* The owner's insights' ranges (issue 38), on the shop's calendar. */

// Saturday, November 28, 2026, at 11:30 PM in Kansas City (already Sunday in UTC).
const NOW = new Date('2026-11-29T05:30:00Z');

describe('the presets', () => {
  it.each([
    ['this-week', { from: '2026-11-23', to: '2026-11-29' }],
    ['last-week', { from: '2026-11-16', to: '2026-11-22' }],
    ['this-month', { from: '2026-11-01', to: '2026-11-30' }],
    ['last-month', { from: '2026-10-01', to: '2026-10-31' }],
    ['last-12-months', { from: '2025-12-01', to: '2026-11-30' }],
  ] as const)('%s is its days on the shop clock, weeks from Monday', (preset, range) => {
    expect(presetRange(preset, NOW)).toEqual(range);
  });

  it('takes the last 12 months to a leap day and back', () => {
    expect(presetRange('last-12-months', new Date('2028-02-29T18:00:00Z'))).toEqual({
      from: '2027-03-01',
      to: '2028-02-29',
    });
    expect(presetRange('last-month', new Date('2028-03-01T18:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});

describe('the range before', () => {
  it('is the same number of days just before', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousRange({ from: '2026-11-23', to: '2026-11-29' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // The week the clocks go back has as many days as any other.
    expect(daysIn({ from: '2026-10-26', to: '2026-11-01' })).toBe(7);
  });

  it.each([
    [{ from: '2026-11-23', to: '2026-11-29' }, 'the previous week'],
    [{ from: '2026-11-02', to: '2026-11-29' }, 'the previous 4 weeks'],
    [{ from: '2026-10-01', to: '2026-10-31' }, 'the previous month'],
    [{ from: '2025-12-01', to: '2026-11-30' }, 'the previous 12 months'],
    [{ from: '2026-11-20', to: '2026-11-29' }, 'the previous 10 days'],
  ])('reads %j as %s', (range, words) => {
    expect(previousWords(range)).toBe(words);
  });

  it('compares as the figures say it', () => {
    expect(comparedWith(112, 100, 'the previous 4 weeks')).toBe('+12% on the previous 4 weeks');
    expect(comparedWith(95, 100, 'the previous week')).toBe('−5% on the previous week');
    expect(comparedWith(100, 100, 'the previous week')).toBe('No change on the previous week');
    expect(comparedWith(5, 0, 'the previous week')).toBeNull();
  });
});

describe('the periods and the checks', () => {
  it('groups by day up to a month, by week up to half a year, by month beyond', () => {
    expect(grainOf({ from: '2026-03-01', to: '2026-03-31' })).toBe('day');
    expect(grainOf({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(grainOf({ from: '2025-12-01', to: '2026-11-30' })).toBe('month');
  });

  it('takes 400 days and no more', () => {
    expect(checkInsightsQuery({ from: '2025-11-01', to: '2026-12-05' }).ok).toBe(true);
    expect(checkInsightsQuery({ from: '2025-11-01', to: '2026-12-06' })).toMatchObject({
      ok: false,
      fields: { to: 'A range spans at most 400 days' },
    });
  });
});
