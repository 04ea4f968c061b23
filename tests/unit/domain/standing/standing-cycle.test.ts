import { describe, expect, it } from 'vitest';
import { shopInstant } from '@/domain/fulfilment/schedule';
import { dueCycles, nextWeekCycle, payByOf, weekCycle } from '@/domain/standing/standing-cycle';

const sundayEvening = { weekday: 0 as const, time: '18:00' };
const at = (date: string, time: string) => shopInstant(date, time);

describe('the week a standing order is placed in while the shop is always open', () => {
  it('starts at the owner’s weekly time, closes the same time the next day, and sells the seven days from then', () => {
    expect(weekCycle(sundayEvening, at('2026-12-06', '18:00'))).toEqual({
      key: 'week:2026-12-06',
      placeAt: at('2026-12-06', '18:00'),
      closesAt: at('2026-12-07', '18:00'),
      days: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'],
    });
  });

  it('is the week before until the weekly time has come', () => {
    expect(weekCycle(sundayEvening, at('2026-12-06', '17:59')).key).toBe('week:2026-11-29');
    expect(nextWeekCycle(sundayEvening, at('2026-12-06', '17:59')).key).toBe('week:2026-12-06');
  });

  it('keeps the shop’s clock across the night the clocks go back (a 25-hour day to change it)', () => {
    const week = weekCycle({ weekday: 6, time: '20:00' }, at('2026-10-31', '21:00'));
    expect(week.placeAt.toISOString()).toBe('2026-11-01T01:00:00.000Z'); // 8:00 PM CDT
    expect(week.closesAt.toISOString()).toBe('2026-11-02T02:00:00.000Z'); // 8:00 PM CST
    expect(week.days[0]).toBe('2026-11-01');
  });

  it('moves a weekly time the clocks skip on to the hour after (Sun, Mar 14 2027, 2:30 AM)', () => {
    const week = weekCycle({ weekday: 0, time: '02:30' }, at('2027-03-14', '12:00'));
    expect(week.placeAt.toISOString()).toBe('2027-03-14T08:30:00.000Z'); // 3:30 AM CDT
    expect(week.closesAt).toEqual(at('2027-03-15', '02:30'));
  });

  it('is due from its placement up to its close, and only then', () => {
    const due = (now: Date) => dueCycles('always', [], sundayEvening, 7, now).map((cycle) => cycle.key);
    expect(due(at('2026-12-06', '17:59'))).toEqual([]);
    expect(due(at('2026-12-06', '18:00'))).toEqual(['week:2026-12-06']);
    expect(due(at('2026-12-07', '17:59'))).toEqual(['week:2026-12-06']);
    expect(due(at('2026-12-07', '18:00'))).toEqual([]);
  });
});

describe('the drops whose standing orders are due', () => {
  const drop = { id: 3, opensAt: at('2026-12-09', '09:00'), closesAt: at('2026-12-10', '19:00'), sellsDates: [] };

  it('from 15 minutes before the drop opens until it closes, whatever the weekly time', () => {
    const due = (now: Date) => dueCycles('drops', [drop], sundayEvening, 7, now).map((cycle) => cycle.key);
    expect(due(at('2026-12-09', '08:44'))).toEqual([]);
    expect(due(at('2026-12-09', '08:45'))).toEqual(['drop:3']);
    expect(due(at('2026-12-10', '18:59'))).toEqual(['drop:3']);
    expect(due(at('2026-12-10', '19:00'))).toEqual([]);
    expect(dueCycles('drops', [], sundayEvening, 7, at('2026-12-06', '18:00'))).toEqual([]);
  });

  it('sells the days up to the horizon from its opening when it names none', () => {
    const [cycle] = dueCycles('drops', [drop], sundayEvening, 2, at('2026-12-09', '09:00'));
    expect(cycle?.days).toEqual(['2026-12-09', '2026-12-10', '2026-12-11']);
  });
});

describe('until when a failed charge’s link holds the order', () => {
  it('the owner’s hours before its window', () => {
    expect(payByOf(at('2026-12-11', '17:00'), at('2026-12-10', '19:00'), 12)).toEqual(at('2026-12-11', '05:00'));
  });

  it('at least an hour after the charge, but never past the window’s start', () => {
    expect(payByOf(at('2026-12-11', '17:00'), at('2026-12-11', '10:00'), 12)).toEqual(at('2026-12-11', '11:00'));
    expect(payByOf(at('2026-12-11', '17:00'), at('2026-12-11', '16:30'), 12)).toEqual(at('2026-12-11', '17:00'));
  });
});
