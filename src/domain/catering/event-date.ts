/*
 * When a catering event may be (issue 48; docs/behaviour/rules.md#catering), on the shop's clock:
 * at least the owner's notice in shop calendar days after today, on a day the kitchen is open (a
 * weekday with opening hours, not a blocked date), and within a year. Calendar days, not hours, so
 * the notice reads the same on the days the clocks change.
 */
import { WEEKDAY_NAMES } from '../fulfilment/opening-hours';
import { addDays, type FulfilmentSchedule, shopDate, weekdayOf } from '../fulfilment/schedule';
import { dayLabel } from '../fulfilment/window-label';

/** The owner's notice for catering unless she sets another (migration 0047 writes the same). */
export const DEFAULT_CATERING_LEAD_DAYS = 3;
export const CATERING_LEAD_DAYS_MAX = 60;
/** How far ahead an event may be asked for. */
export const CATERING_HORIZON_DAYS = 365;

export const EVENT_PASSED = 'That time has passed. Choose a date and time ahead.';
export const EVENT_TOO_FAR = 'Catering can be asked for up to a year ahead.';

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** The first shop date an event may be on, asked at `now`. */
export const firstCateringDate = (leadDays: number, now: Date): string => addDays(shopDate(now), leadDays);

/** The notice, as the page says it beside the date. */
export const leadTimeHint = (leadDays: number, now: Date): string =>
  leadDays === 0
    ? 'We can cater from today.'
    : `We need ${days(leadDays)}' notice: the first day we can cater is ${dayLabel(firstCateringDate(leadDays, now))}.`;

/** Why an event cannot be at `eventAt`, in words, or null when it can. */
export function eventDateRefusal(
  eventAt: Date,
  terms: { leadDays: number; schedule: Pick<FulfilmentSchedule, 'hours' | 'blockedDates'> },
  now: Date,
): string | null {
  if (eventAt.getTime() <= now.getTime()) return EVENT_PASSED;
  const date = shopDate(eventAt);
  const first = firstCateringDate(terms.leadDays, now);
  if (date < first) {
    return `We need ${days(terms.leadDays)}' notice for catering: the first day we can cater is ${dayLabel(first)}.`;
  }
  if (date > addDays(shopDate(now), CATERING_HORIZON_DAYS)) return EVENT_TOO_FAR;
  if (terms.schedule.blockedDates.includes(date)) return `The kitchen is closed on ${dayLabel(date)}.`;
  const weekday = weekdayOf(date);
  if (terms.schedule.hours[weekday].length === 0) return `The kitchen is closed on ${WEEKDAY_NAMES[weekday]}s.`;
  return null;
}
