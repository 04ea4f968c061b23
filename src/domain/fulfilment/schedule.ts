/*
 * Order-ahead windows (issue 15): when the kitchen hands food over, set by the owner, in the shop's
 * time zone. Every rule here is pure: the times come in as instants and the schedule as data, so the
 * browser, the server and the tests read the same answers, on the daylight-saving days too.
 */
import { TZDate } from '@date-fns/tz';

export const SHOP_TIME_ZONE = 'America/Chicago';

/** A stretch of opening hours, 'HH:MM' to 'HH:MM' wall-clock time in the shop's zone, end after start. */
export interface OpeningRange {
  start: string;
  end: string;
}

/** Sunday is 0, as Date#getDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface FulfilmentSchedule {
  /** Each weekday's opening ranges; none means closed that day. */
  hours: Record<Weekday, OpeningRange[]>;
  /** Days the kitchen takes no orders ('YYYY-MM-DD', shop time): holidays, sold-out days. */
  blockedDates: string[];
  /** The soonest a window may start after the order is placed. */
  leadMinutes: number;
  windowMinutes: number;
  /** Orders one window can take. */
  windowCapacity: number;
  /** Orders one day can take. */
  dayCapacity: number;
  /** How many days ahead (today counted as 0) customers may choose. */
  horizonDays: number;
  /** Pieces of every dish together one window can take; null: no limit (issue 26). */
  windowPieces: number | null;
}

const LUNCH_TO_EVENING: OpeningRange[] = [{ start: '11:00', end: '19:00' }];

/** What a new shop starts with: the defaults, open 11:00 to 19:00 every day. */
export const DEFAULT_SCHEDULE: FulfilmentSchedule = {
  hours: {
    0: LUNCH_TO_EVENING,
    1: LUNCH_TO_EVENING,
    2: LUNCH_TO_EVENING,
    3: LUNCH_TO_EVENING,
    4: LUNCH_TO_EVENING,
    5: LUNCH_TO_EVENING,
    6: LUNCH_TO_EVENING,
  },
  blockedDates: [],
  leadMinutes: 180,
  windowMinutes: 30,
  windowCapacity: 4,
  dayCapacity: 40,
  horizonDays: 7,
  windowPieces: null,
};

export interface FulfilmentWindow {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a wall-clock time on a shop date (a time skipped by the clock change moves on an hour). */
export function shopInstant(date: string, time: string): Date {
  const [, y, mo, d] = DATE.exec(date) ?? [];
  const [, h, mi] = TIME.exec(time) ?? [];
  return new Date(new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), 0, SHOP_TIME_ZONE).getTime());
}

/** The shop's calendar date of an instant, 'YYYY-MM-DD'. */
export function shopDate(instant: Date): string {
  const local = new TZDate(instant.getTime(), SHOP_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The weekday of a shop date. */
export function weekdayOf(date: string): Weekday {
  const [, y, mo, d] = DATE.exec(date) ?? [];
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay() as Weekday;
}

/** A shop date `days` after another. */
export function addDays(date: string, days: number): string {
  const [, y, mo, d] = DATE.exec(date) ?? [];
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

export const isShopDate = (value: string) => DATE.test(value) && addDays(value, 0) === value;

/** How many days the cart sheet offers: the shop's today and the week after it. */
export const UPCOMING_DAYS = 8;

/** The shop dates the cart sheet offers at an instant, today first. */
export const upcomingDates = (now: Date): string[] =>
  Array.from({ length: UPCOMING_DAYS }, (_, ahead) => addDays(shopDate(now), ahead));

/** A shop date's first instant and the next date's (23, 24 or 25 hours apart). */
export function shopDayBounds(date: string): { from: Date; to: Date } {
  return { from: shopInstant(date, '00:00'), to: shopInstant(addDays(date, 1), '00:00') };
}

/**
 * Every window of a date's opening hours, whatever is booked. Windows follow each range from its
 * start in steps of real time, so the day the clocks go forward has an hour fewer between 1:00 and
 * 4:00 and the day they go back an hour more: the kitchen is open for the time that really passes.
 */
export function windowsOfDay(schedule: FulfilmentSchedule, date: string): FulfilmentWindow[] {
  const windows: FulfilmentWindow[] = [];
  for (const range of schedule.hours[weekdayOf(date)]) {
    const end = shopInstant(date, range.end).getTime();
    for (let start = shopInstant(date, range.start).getTime(); start + schedule.windowMinutes * MINUTE <= end; ) {
      windows.push({ start: new Date(start), end: new Date(start + schedule.windowMinutes * MINUTE) });
      start += schedule.windowMinutes * MINUTE;
    }
  }
  return windows.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Why a day offers no windows, or null when it may. */
export function closedReason(schedule: FulfilmentSchedule, date: string, now: Date): string | null {
  const today = shopDate(now);
  if (date < today) return 'That day has passed.';
  if (date > addDays(today, schedule.horizonDays)) {
    return `Orders can be placed up to ${schedule.horizonDays} days ahead.`;
  }
  if (schedule.blockedDates.includes(date)) return "The kitchen isn't taking orders that day.";
  if (schedule.hours[weekdayOf(date)].length === 0) return 'The kitchen is closed that day.';
  return null;
}

/** The soonest start allowed now: the lead time from now. */
export const earliestStart = (schedule: FulfilmentSchedule, now: Date) =>
  new Date(now.getTime() + schedule.leadMinutes * MINUTE);

/** What one window has taken: its orders that are not cancelled, and their pieces of every dish. */
export interface WindowTaken {
  orders: number;
  pieces: number;
}

/** A day's bookings: what each window has taken (by window start, ISO instant), and the day's orders. */
export interface Bookings {
  byWindow: ReadonlyMap<string, WindowTaken>;
  dayTotal: number;
}

/** One shop date's bookings out of what is taken over several days (by window start, ISO). */
export function bookingsOn(taken: ReadonlyMap<string, WindowTaken>, date: string): Bookings {
  const byWindow = new Map([...taken].filter(([start]) => shopDate(new Date(start)) === date));
  return { byWindow, dayTotal: [...byWindow.values()].reduce((sum, window) => sum + window.orders, 0) };
}

/**
 * Whether a window (by its start) has no room for an order of `pieces` pieces: its own orders are
 * all taken, or the day's, or its pieces (issue 26) would go over. With the default of one piece,
 * whether anything at all is left.
 */
export function isFull(schedule: FulfilmentSchedule, start: Date, bookings: Bookings, pieces = 1): boolean {
  const taken = bookings.byWindow.get(start.toISOString()) ?? { orders: 0, pieces: 0 };
  if (bookings.dayTotal >= schedule.dayCapacity || taken.orders >= schedule.windowCapacity) return true;
  return schedule.windowPieces !== null && taken.pieces + pieces > schedule.windowPieces;
}

export type WindowAvailability = 'available' | 'full' | 'too-soon';

export interface OfferedWindow extends FulfilmentWindow {
  availability: WindowAvailability;
}

/**
 * A date's windows as a customer sees them: those starting before the lead time has passed are
 * not offered at all, the rest are available or full (the window's own capacity, the day's, or
 * no room for `pieces` pieces).
 */
export function offeredWindows(
  schedule: FulfilmentSchedule,
  date: string,
  now: Date,
  bookings: Bookings,
  pieces = 1,
): { closed: string } | { windows: OfferedWindow[] } {
  const closed = closedReason(schedule, date, now);
  if (closed) return { closed };
  const soonest = earliestStart(schedule, now).getTime();
  const windows = windowsOfDay(schedule, date)
    .filter((window) => window.start.getTime() >= soonest)
    .map(
      (window): OfferedWindow => ({
        ...window,
        availability: isFull(schedule, window.start, bookings, pieces) ? 'full' : 'available',
      }),
    );
  return { windows };
}

/** 'too-many-pieces': the window has room, but not for this many pieces (its `windowPieces`). */
export type WindowProblem = 'not-a-window' | 'past' | 'too-soon' | 'closed' | 'full' | 'too-many-pieces';

/** Whether a chosen start can be booked now for an order of `pieces` pieces; null when it can. */
export function windowProblem(
  schedule: FulfilmentSchedule,
  start: Date,
  now: Date,
  bookings: Bookings,
  pieces = 1,
): WindowProblem | null {
  if (Number.isNaN(start.getTime())) return 'not-a-window';
  if (start.getTime() <= now.getTime()) return 'past';
  const date = shopDate(start);
  if (closedReason(schedule, date, now)) return 'closed';
  if (!windowsOfDay(schedule, date).some((window) => window.start.getTime() === start.getTime())) {
    return 'not-a-window';
  }
  if (start.getTime() < earliestStart(schedule, now).getTime()) return 'too-soon';
  if (isFull(schedule, start, bookings)) return 'full';
  return isFull(schedule, start, bookings, pieces) ? 'too-many-pieces' : null;
}

/**
 * The first window from `after` on that can still be chosen for an order of `pieces` pieces,
 * looking through the days up to the horizon; `bookingsOn` gives each day's bookings. Null when
 * none is left. The checkout names it when it refuses a window.
 */
export function nextFreeWindow(
  schedule: FulfilmentSchedule,
  after: Date,
  now: Date,
  bookingsOn: (date: string) => Bookings,
  pieces = 1,
): FulfilmentWindow | null {
  const today = shopDate(now);
  for (let ahead = 0; ahead <= schedule.horizonDays; ahead += 1) {
    const date = addDays(today, ahead);
    const offered = offeredWindows(schedule, date, now, bookingsOn(date), pieces);
    if ('closed' in offered) continue;
    const free = offered.windows.find(
      (window) => window.availability === 'available' && window.start.getTime() >= after.getTime(),
    );
    if (free) return { start: free.start, end: free.end };
  }
  return null;
}
