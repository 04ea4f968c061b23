/*
 * The owner's opening hours as data (issue 15): the rules the "Pickup & Delivery Hours" form and
 * PUT /api/fulfilment-settings share. Times are 'HH:MM' wall-clock times in the shop's zone.
 */
import type { OpeningRange, Weekday } from './schedule';

/** The week as the owner reads it, Monday first (Sunday is still 0, as Date#getDay counts). */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

/** The window lengths the owner chooses from, in minutes. */
export const WINDOW_LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const;

/** What the owner may set; the database's CHECKs (migration 0012) allow at least as much. */
export const SCHEDULE_LIMITS = {
  rangesPerDay: 4,
  blockedDates: 366,
  /** A week. */
  leadMinutes: 10_080,
  windowCapacity: 1_000,
  dayCapacity: 10_000,
  windowPieces: 1_000_000,
  horizonDays: 60,
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A 24-hour 'HH:MM' time, as `<input type="time">` gives it. */
export const isClockTime = (value: string) => TIME.test(value);

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOfDay(time: string): number {
  const [, hours, minutes] = TIME.exec(time) ?? [];
  return Number(hours) * 60 + Number(minutes);
}

/** '13:30' as people read it here: '1:30 PM'. */
export function clockLabel(time: string): string {
  const minutes = minutesOfDay(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * Whether any two of a day's ranges share a minute. A range may start when another ends
 * (11:00–14:00 and 14:00–19:00), which reads as one stretch of windows.
 */
export function rangesOverlap(ranges: readonly OpeningRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
  return sorted.some((range, index) => {
    const next = sorted[index + 1];
    return next !== undefined && minutesOfDay(next.start) < minutesOfDay(range.end);
  });
}

/** A range too short to hold one window offers nothing: most likely a slip of the owner's finger. */
export const shorterThanWindow = (range: OpeningRange, windowMinutes: number) =>
  minutesOfDay(range.end) - minutesOfDay(range.start) < windowMinutes;

/** A day's ranges in the order of the clock. */
export const byOpeningTime = (ranges: readonly OpeningRange[]): OpeningRange[] =>
  [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const DAY_AND_YEAR_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A blocked date as the owner reads it: 'Thu, Dec 25', with the year when it is not this year's
 * ('Fri, Jan 1, 2027'). Both dates are shop dates 'YYYY-MM-DD'.
 */
export function blockedDateLabel(date: string, today: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(y, m - 1, d));
  return (date.slice(0, 4) === today.slice(0, 4) ? DAY_FORMAT : DAY_AND_YEAR_FORMAT).format(instant);
}

/** A window length as the owner reads it: '30 minutes', '1 hour', '1 hour 30 minutes', '2 hours'. */
export function windowLengthLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  if (minutes === 60) return '1 hour';
  if (minutes % 60 === 0) return `${minutes / 60} hours`;
  return `${Math.floor(minutes / 60)} hour${minutes >= 120 ? 's' : ''} ${minutes % 60} minutes`;
}
