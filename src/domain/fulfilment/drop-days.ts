/*
 * The days a drop sells (issue 36): an ordering period may sell only the windows of some shop days
 * (its `sellsDates`; none listed: any day). The checkout refuses a window on another day with these
 * words, and the cart sheet's days that are not sold say them instead of offering windows.
 */
import { shopDate } from './schedule';
import { dayLabel } from './window-label';

/** Whether a period selling `sellsDates` (empty: any day) sells the windows of the shop date `date`. */
export const sellsDate = (sellsDates: readonly string[], date: string): boolean =>
  sellsDates.length === 0 || sellsDates.includes(date);

/** 'Fri, Dec 4', 'Fri, Dec 4 and Sat, Dec 5', 'Fri, Dec 4; Sat, Dec 5 and Sun, Dec 6' (a day's label has a comma). */
export function daysWords(dates: readonly string[]): string {
  const labels = [...dates].sort().map(dayLabel);
  const last = labels.pop() ?? '';
  return labels.length === 0 ? last : `${labels.join('; ')} and ${last}`;
}

/** Why the drop does not sell that day: 'This drop sells orders for Fri, Dec 4 only. Please choose a time that day.' */
export const notSoldWords = (sellsDates: readonly string[]): string =>
  `This drop sells orders for ${daysWords(sellsDates)} only. ${
    sellsDates.length === 1 ? 'Please choose a time that day.' : 'Please choose a time on one of those days.'
  }`;

/** The refusal of a window starting at `start` the open drop does not sell, or null (also for no valid instant). */
export function windowNotSold(sellsDates: readonly string[], start: Date): string | null {
  if (Number.isNaN(start.getTime())) return null;
  return sellsDate(sellsDates, shopDate(start)) ? null : notSoldWords(sellsDates);
}
