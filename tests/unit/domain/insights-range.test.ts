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
  it('is the month before a month, however many days each has', () => {
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousRange({ from: '2026-12-01', to: '2026-12-31' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(previousRange({ from: '2027-01-01', to: '2027-01-31' })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousRange({ from: '2028-03-01', to: '2028-03-31' })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // Whole months before whole months: the 12 months before December to November.
    expect(previousRange({ from: '2025-12-01', to: '2026-11-30' })).toEqual({ from: '2024-12-01', to: '2025-11-30' });
    expect(previousRange({ from: '2026-01-01', to: '2026-03-31' })).toEqual({ from: '2025-10-01', to: '2025-12-31' });
  });

  it('is the same number of days just before any other range', () => {
    expect(previousRange({ from: '2026-11-23', to: '2026-11-29' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // Not a whole month: 30 days before 30 days.
    expect(previousRange({ from: '2026-12-02', to: '2026-12-31' })).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    // The week the clocks go back has as many days as any other.
    expect(daysIn({ from: '2026-10-26', to: '2026-11-01' })).toBe(7);
  });

  it.each([
    [{ from: '2026-11-23', to: '2026-11-29' }, 'the previous week'],
    [{ from: '2026-11-02', to: '2026-11-29' }, 'the previous 4 weeks'],
    [{ from: '2026-10-01', to: '2026-10-31' }, 'the previous month'],
    [{ from: '2025-12-01', to: '2026-11-30' }, 'the previous 12 months'],
    [{ from: '2026-11-20', to: '2026-11-29' }, 'the previous 10 days'],
    [{ from: '2026-03-05', to: '2026-04-04' }, 'the previous 31 days'],
    [{ from: '2026-01-01', to: '2026-03-31' }, 'the previous 3 months'],
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
