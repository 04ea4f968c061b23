import { describe, expect, it } from 'vitest';
import {
  closesBanner,
  isOpenAt,
  nextPeriod,
  opensBanner,
  openPeriod,
  PERIOD_ENDS_BEFORE_START,
  PERIOD_IN_THE_PAST,
  PERIODS_OVERLAP,
  periodProblem,
  periodState,
} from '@/domain/fulfilment/drops';
import { shopInstant } from '@/domain/fulfilment/schedule';

const at = (date: string, time: string) => shopInstant(date, time);
const period = (date: string, opens: string, closes: string) => ({
  opensAt: at(date, opens),
  closesAt: at(date, closes),
});

const FRIDAY = period('2026-12-04', '09:00', '17:00');
const SATURDAY = period('2026-12-05', '09:00', '12:00');

describe('an ordering period', () => {
  it('is open from its opening instant up to, not at, its closing instant', () => {
    expect(isOpenAt(FRIDAY, at('2026-12-04', '08:59'))).toBe(false);
    expect(isOpenAt(FRIDAY, at('2026-12-04', '09:00'))).toBe(true);
    expect(isOpenAt(FRIDAY, at('2026-12-04', '16:59'))).toBe(true);
    expect(isOpenAt(FRIDAY, at('2026-12-04', '17:00'))).toBe(false);
  });

  it('is found open, or as the next to open', () => {
    const periods = [SATURDAY, FRIDAY];
    expect(openPeriod(periods, at('2026-12-04', '10:00'))).toBe(FRIDAY);
    expect(openPeriod(periods, at('2026-12-04', '18:00'))).toBeNull();
    expect(nextPeriod(periods, at('2026-12-03', '12:00'))).toBe(FRIDAY);
    expect(nextPeriod(periods, at('2026-12-04', '10:00'))).toBe(SATURDAY);
    expect(nextPeriod(periods, at('2026-12-05', '10:00'))).toBeNull();
  });

  it('opens and closes on the shop clock across the end of daylight saving', () => {
    // Sunday 2026-11-01: 1:00-2:00 AM happens twice in Kansas; 9 AM is CST (UTC-6).
    const sunday = period('2026-11-01', '09:00', '11:00');
    expect(sunday.opensAt.toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(isOpenAt(sunday, new Date('2026-11-01T14:59:59Z'))).toBe(false);
    expect(isOpenAt(sunday, new Date('2026-11-01T15:00:00Z'))).toBe(true);
    // Saturday before, 9 AM is still CDT (UTC-5).
    expect(period('2026-10-31', '09:00', '11:00').opensAt.toISOString()).toBe('2026-10-31T14:00:00.000Z');
  });

  it('says when it opens, as the banner does', () => {
    expect(opensBanner(FRIDAY.opensAt)).toBe('Orders open Fri, Dec 4 at 9:00 AM');
  });
});

describe('scheduling a period', () => {
  const now = at('2026-12-01', '12:00');

  it('is refused when it closes before it opens, has passed, or overlaps another', () => {
    expect(periodProblem(period('2026-12-04', '17:00', '09:00'), [], now)).toBe(PERIOD_ENDS_BEFORE_START);
    expect(periodProblem(period('2026-11-30', '09:00', '17:00'), [], now)).toBe(PERIOD_IN_THE_PAST);
    expect(periodProblem(period('2026-12-04', '16:00', '18:00'), [FRIDAY], now)).toBe(PERIODS_OVERLAP);
  });

  it('may start exactly as another closes', () => {
    expect(periodProblem(period('2026-12-04', '17:00', '19:00'), [FRIDAY], now)).toBeNull();
  });
});

describe('a period’s state and its closing words', () => {
  it('is scheduled before its opening, open inside, closed from its closing', () => {
    expect(periodState(FRIDAY, at('2026-12-04', '08:59'))).toBe('scheduled');
    expect(periodState(FRIDAY, at('2026-12-04', '09:00'))).toBe('open');
    expect(periodState(FRIDAY, at('2026-12-04', '17:00'))).toBe('closed');
  });

  it("says 'Orders close at 5:00 PM' today, with the day otherwise", () => {
    expect(closesBanner(FRIDAY.closesAt, at('2026-12-04', '10:00'))).toBe('Orders close at 5:00 PM');
    expect(closesBanner(FRIDAY.closesAt, at('2026-12-03', '22:00'))).toBe('Orders close Fri, Dec 4 at 5:00 PM');
  });
});
