/*
 * When standing orders are placed and charged (issue 49; docs/behaviour/rules.md#standing-orders).
 * A cycle is one drop, or one week while the shop is always open: its orders are placed a little
 * before it opens (so they hold their pieces before the crowd comes), may be changed or skipped
 * until its close, and are charged then. Pure: the server reads the drops and the settings, and
 * the tests move the clock.
 */
import { addDays, shopDate, shopInstant, type Weekday, weekdayOf } from '../fulfilment/schedule';
import { dayLabel, shopTime } from '../fulfilment/window-label';

/** How long before a drop opens its standing orders are placed: before its announcement, before the rush. */
export const PLACE_BEFORE_OPENING_MINUTES = 15;
/** While the shop is always open, a week's standing orders may be changed until the same time the next day. */
const WEEK_CHANGE_DAYS = 1;
/** A week's orders are for the seven days from its close. */
const WEEK_DAYS = 7;
/** A failed charge's link holds the order at least this long, whatever the owner's deadline says. */
export const LEAST_PAY_MINUTES = 60;

const HOUR = 60 * 60_000;

export interface StandingCycle {
  /** 'drop:{id}' or 'week:{date of placement}': one run per standing order and cycle. */
  key: string;
  placeAt: Date;
  /** Changes end and the saved cards are charged. */
  closesAt: Date;
  /** The shop dates its orders may be for, in order. */
  days: string[];
}

export interface DropForCycle {
  id: number;
  opensAt: Date;
  closesAt: Date;
  /** The days it sells ('YYYY-MM-DD'); none: any day up to the schedule's horizon. */
  sellsDates: readonly string[];
}

/** The dates from `first` on, `count` of them. */
const datesFrom = (first: string, count: number) => Array.from({ length: count }, (_, day) => addDays(first, day));

export function dropCycle(drop: DropForCycle, horizonDays: number): StandingCycle {
  const days =
    drop.sellsDates.length > 0 ? [...drop.sellsDates].sort() : datesFrom(shopDate(drop.opensAt), horizonDays + 1);
  return {
    key: `drop:${drop.id}`,
    placeAt: new Date(drop.opensAt.getTime() - PLACE_BEFORE_OPENING_MINUTES * 60_000),
    closesAt: drop.closesAt,
    days,
  };
}

/** The owner's weekly placement time: a weekday and a time of day on the shop's clock. */
export interface WeeklyTime {
  weekday: Weekday;
  time: string;
}

/** The days a week's orders may be for: seven from its close. */
export const weekDays = (closesAt: Date): string[] => datesFrom(shopDate(closesAt), WEEK_DAYS);

/** The week placed on `date` at `time`. */
export function weekCycleOf(date: string, time: string): StandingCycle {
  // A day on the shop's clock: 23 or 25 hours across a change of the clocks.
  const closesAt = shopInstant(addDays(date, WEEK_CHANGE_DAYS), time);
  return { key: `week:${date}`, placeAt: shopInstant(date, time), closesAt, days: weekDays(closesAt) };
}

/** The week whose placement time is the latest at or before `now`. */
export function weekCycle(weekly: WeeklyTime, now: Date): StandingCycle {
  const today = shopDate(now);
  let date = addDays(today, -((weekdayOf(today) - weekly.weekday + 7) % 7));
  if (shopInstant(date, weekly.time).getTime() > now.getTime()) date = addDays(date, -7);
  return weekCycleOf(date, weekly.time);
}

/** The next week's placement after `now`. */
export const nextWeekCycle = (weekly: WeeklyTime, now: Date): StandingCycle =>
  weekCycleOf(addDays(weekCycle(weekly, now).key.slice('week:'.length), 7), weekly.time);

/**
 * The cycles whose placement is due at `now`: from their placement time up to their close. A
 * drop's placement that a stopped sender missed still happens while the drop is open; its orders
 * then only race the crowd, which is counted with them under the schedule's lock.
 */
export function dueCycles(
  mode: 'always' | 'drops',
  drops: readonly DropForCycle[],
  weekly: WeeklyTime,
  horizonDays: number,
  now: Date,
): StandingCycle[] {
  const cycles = mode === 'drops' ? drops.map((drop) => dropCycle(drop, horizonDays)) : [weekCycle(weekly, now)];
  return cycles
    .filter((cycle) => cycle.placeAt.getTime() <= now.getTime() && now.getTime() < cycle.closesAt.getTime())
    .sort((a, b) => a.placeAt.getTime() - b.placeAt.getTime());
}

/**
 * Until when a failed charge's link holds the order: the owner's hours before its window, but at
 * least LEAST_PAY_MINUTES after the charge, and never past the window's start.
 */
export function payByOf(windowStart: Date, chargedAt: Date, payHours: number): Date {
  const deadline = windowStart.getTime() - payHours * HOUR;
  const least = chargedAt.getTime() + LEAST_PAY_MINUTES * 60_000;
  return new Date(Math.min(windowStart.getTime(), Math.max(deadline, least)));
}

/** 'Fri, Dec 11 at 9:00 AM', on the shop's clock. */
export const cycleMoment = (at: Date) => `${dayLabel(shopDate(at))} at ${shopTime(at)}`;
