/*
 * A pause of new orders until a time (issue 26): the owner's 'Pause new orders' for 30, 60 or 120
 * minutes or until a chosen time. Ordering reopens by itself when the time comes, because
 * whether orders are accepted is read against the clock (src/server/settings), never flipped back
 * by a job.
 */
import { isClockTime } from './fulfilment/opening-hours';
import { addDays, shopDate, shopInstant } from './fulfilment/schedule';
import { dayLabel, shopTime } from './fulfilment/window-label';

/** The quick choices, in minutes. */
export const PAUSE_MINUTES = [30, 60, 120] as const;

/** The longest pause: longer than this, the owner switches orders off instead. */
export const PAUSE_MAX_DAYS = 7;

export const PAUSE_NOT_AHEAD = 'Choose a time later than now';
export const PAUSE_TOO_LONG = `A pause can last at most ${PAUSE_MAX_DAYS} days. To close for longer, switch off accepting orders.`;

/** When a pause of `minutes` from `now` ends. */
export const pauseEnd = (minutes: number, now: Date): Date => new Date(now.getTime() + minutes * 60_000);

/**
 * When a pause until `time` ('HH:MM', the shop's wall clock) ends: today in the shop's zone, or
 * tomorrow when that time has already passed today. Null when no time ('HH:MM') is chosen.
 */
export function pauseEndAt(time: string, now: Date): Date | null {
  if (!isClockTime(time)) return null;
  const today = shopDate(now);
  const end = shopInstant(today, time);
  return end.getTime() > now.getTime() ? end : shopInstant(addDays(today, 1), time);
}

/** Why a pause cannot end at `until`, or null when it can. */
export function pauseProblem(until: Date, now: Date): string | null {
  if (until.getTime() <= now.getTime()) return PAUSE_NOT_AHEAD;
  if (until.getTime() - now.getTime() > PAUSE_MAX_DAYS * 86_400_000) return PAUSE_TOO_LONG;
  return null;
}

/** Whether a stored pause still holds at `now`. */
export const isPaused = (pausedUntil: Date | null, now: Date): pausedUntil is Date =>
  pausedUntil !== null && pausedUntil.getTime() > now.getTime();

/** When it reopens, as people read it: '5:00 PM' today, 'Fri, Nov 27, 5:00 PM' another day. */
export function backAt(pausedUntil: Date, now: Date): string {
  const day = shopDate(pausedUntil);
  return day === shopDate(now) ? shopTime(pausedUntil) : `${dayLabel(day)}, ${shopTime(pausedUntil)}`;
}

/** The storefront banner's words while paused: 'Paused · back at 5:00 PM'. */
export const pausedBanner = (pausedUntil: Date, now: Date): string => `Paused · back at ${backAt(pausedUntil, now)}`;
