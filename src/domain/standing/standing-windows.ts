/*
 * The windows a cycle's standing orders may take (issue 49): every window of the cycle's days on
 * the owner's schedule (not a blocked or closed day) that starts after the cycle's close and the
 * least time to pay a failed charge, and after the lead time, each with its room as counted now.
 */
import {
  type Bookings,
  type FulfilmentSchedule,
  earliestStart,
  isFull,
  windowsOfDay,
  weekdayOf,
} from '../fulfilment/schedule';
import { LEAST_PAY_MINUTES, type StandingCycle } from './standing-cycle';
import type { PlanWindow } from './standing-plan';

export function cycleWindows(
  schedule: FulfilmentSchedule,
  cycle: Pick<StandingCycle, 'days' | 'closesAt'>,
  now: Date,
  bookingsOn: (date: string) => Bookings,
): PlanWindow[] {
  const after = Math.max(cycle.closesAt.getTime() + LEAST_PAY_MINUTES * 60_000, earliestStart(schedule, now).getTime());
  const windows: PlanWindow[] = [];
  for (const date of cycle.days) {
    if (schedule.blockedDates.includes(date) || schedule.hours[weekdayOf(date)].length === 0) continue;
    const bookings = bookingsOn(date);
    for (const window of windowsOfDay(schedule, date)) {
      if (window.start.getTime() < after) continue;
      const taken = bookings.byWindow.get(window.start.toISOString()) ?? { orders: 0, pieces: 0 };
      windows.push({
        ...window,
        hasPlace: !isFull(schedule, window.start, bookings),
        piecesRoom: schedule.windowPieces === null ? null : schedule.windowPieces - taken.pieces,
      });
    }
  }
  return windows;
}
