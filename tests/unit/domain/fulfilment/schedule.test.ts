import { describe, expect, it } from 'vitest';
import {
  addDays,
  type Bookings,
  closedReason,
  DEFAULT_SCHEDULE,
  type FulfilmentSchedule,
  isShopDate,
  nextFreeWindow,
  offeredWindows,
  shopDate,
  weekdayOf,
  windowProblem,
  windowsOfDay,
} from '@/domain/fulfilment/schedule';

const NONE: Bookings = { byWindow: new Map(), dayTotal: 0 };
/** A window's orders, with one piece each unless said. */
const taken = (orders: number, pieces = orders) => ({ orders, pieces });
const everyDay = (start: string, end: string): FulfilmentSchedule['hours'] => ({
  0: [{ start, end }],
  1: [{ start, end }],
  2: [{ start, end }],
  3: [{ start, end }],
  4: [{ start, end }],
  5: [{ start, end }],
  6: [{ start, end }],
});
const starts = (windows: Array<{ start: Date }>) => windows.map((window) => window.start.toISOString());

describe('shop dates (America/Chicago)', () => {
  it('are the shop’s calendar day, not UTC’s', () => {
    // 03:30 UTC on 24 November is still the evening of the 23rd in Kansas City (CST, UTC-6).
    expect(shopDate(new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-23');
    expect(shopDate(new Date('2026-07-04T04:59:00Z'))).toBe('2026-07-03'); // CDT, UTC-5
    expect(shopDate(new Date('2026-07-04T05:00:00Z'))).toBe('2026-07-04');
  });

  it('know their weekday, step over month ends, and refuse impossible dates', () => {
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(isShopDate('2026-02-29')).toBe(false);
    expect(isShopDate('2026-11-24')).toBe(true);
  });
});

describe('windowsOfDay', () => {
  it('cuts the opening hours into windows of the set length, in shop time', () => {
    const windows = windowsOfDay({ ...DEFAULT_SCHEDULE, hours: everyDay('11:00', '12:30') }, '2026-11-24');
    expect(starts(windows)).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T17:30:00.000Z',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(windows[0]?.end.toISOString()).toBe('2026-11-24T17:30:00.000Z');
  });

  it('leaves out a last window that would run past closing, and takes several ranges a day', () => {
    const schedule = {
      ...DEFAULT_SCHEDULE,
      windowMinutes: 45,
      hours: {
        ...everyDay('11:00', '12:00'),
        2: [
          { start: '17:00', end: '18:30' },
          { start: '11:00', end: '12:00' },
        ],
      },
    };
    expect(starts(windowsOfDay(schedule, '2026-11-24'))).toEqual([
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T23:00:00.000Z',
      '2026-11-24T23:45:00.000Z',
    ]);
  });

  it('has an hour fewer between 1:00 and 4:00 on the day the clocks go forward (8 March 2026)', () => {
    const windows = windowsOfDay({ ...DEFAULT_SCHEDULE, hours: everyDay('01:00', '04:00') }, '2026-03-08');
    // 01:00 and 01:30 CST (UTC-6), then 03:00 and 03:30 CDT (UTC-5): 2:00-3:00 never happens.
    expect(starts(windows)).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-08T08:00:00.000Z',
      '2026-03-08T08:30:00.000Z',
    ]);
  });

  it('has an hour more on the day they go back (1 November 2026), and ordinary days either side', () => {
    const schedule = { ...DEFAULT_SCHEDULE, hours: everyDay('00:00', '03:00') };
    expect(windowsOfDay(schedule, '2026-11-01')).toHaveLength(8);
    expect(windowsOfDay(schedule, '2026-10-31')).toHaveLength(6);
    expect(windowsOfDay(schedule, '2026-11-02')).toHaveLength(6);
    // Daytime hours keep their wall-clock times across the change: 11:00 CDT, then 11:00 CST.
    expect(starts(windowsOfDay(DEFAULT_SCHEDULE, '2026-10-31'))[0]).toBe('2026-10-31T16:00:00.000Z');
    expect(starts(windowsOfDay(DEFAULT_SCHEDULE, '2026-11-01'))[0]).toBe('2026-11-01T17:00:00.000Z');
  });
});

describe('closedReason', () => {
  const now = new Date('2026-11-24T15:00:00Z'); // 09:00 on Tuesday 24 November
  it('offers today up to the horizon, and nothing closed, blocked or past', () => {
    const schedule = { ...DEFAULT_SCHEDULE, blockedDates: ['2026-11-26'], hours: { ...DEFAULT_SCHEDULE.hours, 1: [] } };
    expect(closedReason(schedule, '2026-11-24', now)).toBeNull();
    expect(closedReason(schedule, '2026-12-01', now)).toBeNull();
    expect(closedReason(schedule, '2026-12-02', now)).toBe('Orders can be placed up to 7 days ahead.');
    expect(closedReason(schedule, '2026-11-23', now)).toBe('That day has passed.');
    expect(closedReason(schedule, '2026-11-26', now)).toBe("The kitchen isn't taking orders that day.");
    expect(closedReason(schedule, '2026-11-30', now)).toBe('The kitchen is closed that day.'); // a Monday
  });
});

describe('offeredWindows', () => {
  it('starts at now plus the lead time, rounded up to the next window, and marks full windows', () => {
    const now = new Date('2026-11-24T16:10:00Z'); // 10:10; the lead time of 3 h reaches 13:10
    const bookings = { byWindow: new Map([['2026-11-24T19:30:00.000Z', taken(4)]]), dayTotal: 4 };
    const offered = offeredWindows(DEFAULT_SCHEDULE, '2026-11-24', now, bookings);
    if (!('windows' in offered)) throw new Error('the day is open');
    expect(offered.windows[0]?.start.toISOString()).toBe('2026-11-24T19:30:00.000Z'); // 13:30
    expect(offered.windows[0]?.availability).toBe('full');
    expect(offered.windows[1]?.availability).toBe('available');
    expect(offered.windows.at(-1)?.end.toISOString()).toBe('2026-11-25T01:00:00.000Z'); // 19:00
  });

  it('marks every window full once the day is', () => {
    const offered = offeredWindows(DEFAULT_SCHEDULE, '2026-11-25', new Date('2026-11-24T16:00:00Z'), {
      byWindow: new Map(),
      dayTotal: 40,
    });
    expect('windows' in offered && offered.windows.every((window) => window.availability === 'full')).toBe(true);
  });

  it('answers a closed day with its reason', () => {
    const schedule = { ...DEFAULT_SCHEDULE, blockedDates: ['2026-11-26'] };
    expect(offeredWindows(schedule, '2026-11-26', new Date('2026-11-24T16:00:00Z'), NONE)).toEqual({
      closed: "The kitchen isn't taking orders that day.",
    });
  });
});

describe('windowProblem', () => {
  const now = new Date('2026-11-24T16:10:00Z');
  it.each([
    ['a window of the hours, after the lead time', '2026-11-24T20:00:00Z', null],
    ['not a date', 'soon', 'not-a-window'],
    ['a start between windows', '2026-11-24T20:10:00Z', 'not-a-window'],
    ['outside the hours', '2026-11-25T03:00:00Z', 'not-a-window'],
    ['in the past', '2026-11-24T16:00:00Z', 'past'],
    ['closer than the lead time', '2026-11-24T18:30:00Z', 'too-soon'],
    ['on a day beyond the horizon', '2026-12-05T18:00:00Z', 'closed'],
  ])('%s: %s', (_case, start, problem) => {
    expect(windowProblem(DEFAULT_SCHEDULE, new Date(start), now, NONE)).toBe(problem);
  });

  it('refuses a full window and a full day', () => {
    const start = new Date('2026-11-24T20:00:00Z');
    expect(
      windowProblem(DEFAULT_SCHEDULE, start, now, {
        byWindow: new Map([[start.toISOString(), taken(4)]]),
        dayTotal: 4,
      }),
    ).toBe('full');
    expect(windowProblem(DEFAULT_SCHEDULE, start, now, { byWindow: new Map(), dayTotal: 40 })).toBe('full');
  });

  it("counts the window's pieces: full once used up, too many pieces when an order would go over", () => {
    const start = new Date('2026-11-24T20:00:00Z');
    const schedule = { ...DEFAULT_SCHEDULE, windowPieces: 50 };
    const bookings = (pieces: number) => ({
      byWindow: new Map([[start.toISOString(), taken(1, pieces)]]),
      dayTotal: 1,
    });
    expect(windowProblem(schedule, start, now, bookings(40), 10)).toBeNull();
    expect(windowProblem(schedule, start, now, bookings(40), 11)).toBe('too-many-pieces');
    expect(windowProblem(schedule, start, now, bookings(50), 1)).toBe('full');
    // Without a limit in pieces, pieces never fill a window.
    expect(windowProblem(DEFAULT_SCHEDULE, start, now, bookings(5000), 500)).toBeNull();
  });
});

describe('nextFreeWindow', () => {
  const now = new Date('2026-11-24T16:10:00Z'); // 10:10 on Tuesday 24 November
  const empty = () => NONE;

  it('is the first available window from the given start', () => {
    const found = nextFreeWindow(DEFAULT_SCHEDULE, new Date('2026-11-24T20:00:00Z'), now, empty);
    expect(found?.start.toISOString()).toBe('2026-11-24T20:00:00.000Z');
  });

  it('skips full windows, then full and blocked days, to the next day that has room', () => {
    const full = { byWindow: new Map(), dayTotal: 40 };
    const schedule = { ...DEFAULT_SCHEDULE, blockedDates: ['2026-11-25'] };
    const found = nextFreeWindow(schedule, now, now, (date) => (date === '2026-11-24' ? full : NONE));
    expect(found?.start.toISOString()).toBe('2026-11-26T17:00:00.000Z'); // 11:00 on the 26th
  });

  it("skips windows without room for the order's pieces", () => {
    const schedule = { ...DEFAULT_SCHEDULE, windowPieces: 50 };
    const first = '2026-11-24T20:00:00.000Z';
    const busy = { byWindow: new Map([[first, taken(1, 45)]]), dayTotal: 1 };
    const found = (pieces: number) => nextFreeWindow(schedule, new Date(first), now, () => busy, pieces);
    expect(found(5)?.start.toISOString()).toBe(first);
    expect(found(6)?.start.toISOString()).toBe('2026-11-24T20:30:00.000Z');
  });

  it('is null when nothing is left up to the horizon', () => {
    const full = { byWindow: new Map(), dayTotal: 40 };
    expect(nextFreeWindow(DEFAULT_SCHEDULE, now, now, () => full)).toBeNull();
  });
});
