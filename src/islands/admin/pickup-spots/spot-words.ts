import { clockLabel, WEEK_FROM_MONDAY, WEEKDAY_NAMES, windowLengthLabel } from '@/domain/fulfilment/opening-hours';
import type { WeekdayKey } from '@/domain/schemas/fulfilment-settings';
import type { AdminSpot } from '@/stores/admin/pickup-spots/pickup-spots';

/*
 * A spot's hours as the owner reads them on its card: "The shop's hours", or each open day's hours
 * ('Sun 12:00 PM – 2:00 PM') and its windows ('30 minutes windows, 60 pieces each').
 */

export const SHOP_HOURS_WORDS = "The shop's hours";

/** Each open day, Monday first, with its hours; empty for the shop's hours. */
export function spotDaysWords(spot: Pick<AdminSpot, 'hours'>): string[] {
  const { hours } = spot;
  if (!hours) return [];
  return WEEK_FROM_MONDAY.flatMap((weekday) => {
    const ranges = hours[String(weekday) as WeekdayKey];
    if (ranges.length === 0) return [];
    const times = ranges.map((range) => `${clockLabel(range.start)} – ${clockLabel(range.end)}`).join(', ');
    return [`${WEEKDAY_NAMES[weekday].slice(0, 3)} ${times}`];
  });
}

/** Its windows and their limit: '30 minutes windows, 60 pieces each'; the shop's hours' words otherwise. */
export function spotWindowsWords(spot: Pick<AdminSpot, 'windowMinutes' | 'windowPieces'>): string {
  if (spot.windowMinutes === null) return `${SHOP_HOURS_WORDS}, windows and limits`;
  const pieces =
    spot.windowPieces === null ? 'no limit of pieces' : `${spot.windowPieces.toLocaleString('en-US')} pieces each`;
  return `Windows of ${windowLengthLabel(spot.windowMinutes)}, ${pieces}`;
}
