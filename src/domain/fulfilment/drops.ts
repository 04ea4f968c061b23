/*
 * Drops (issue 36): a shop run on ordering periods instead of always open. An ordering period opens
 * and closes at its instants; whether it is open is read against the clock at each request, so no
 * job has to run for the shop to open or close on time (as a pause ends by itself: ../shop-pause.ts).
 * The settings read it in ../shop-status.ts, the owner's page on /admin/drops.
 */
import { shopDate } from './schedule';
import { dayLabel, shopTime } from './window-label';

/** How the shop takes orders: always (as before drops), or only inside a scheduled period. */
export const ORDERING_MODES = ['always', 'drops'] as const;
export type OrderingMode = (typeof ORDERING_MODES)[number];

/** An ordering period as the owner schedules it: open from `opensAt` until (not including) `closesAt`. */
export interface OrderingPeriod {
  opensAt: Date;
  closesAt: Date;
}

export const PERIOD_ENDS_BEFORE_START = 'The closing time must be after the opening time';
export const PERIOD_IN_THE_PAST = 'The closing time has already passed';
export const PERIODS_OVERLAP = 'That period overlaps another ordering period';

/** Whether `at` lies inside the period: from its opening, up to but not at its closing. */
export const isOpenAt = (period: OrderingPeriod, at: Date): boolean =>
  period.opensAt.getTime() <= at.getTime() && at.getTime() < period.closesAt.getTime();

/** The period open at `now`, or null. */
export const openPeriod = <P extends OrderingPeriod>(periods: readonly P[], now: Date): P | null =>
  periods.find((period) => isOpenAt(period, now)) ?? null;

/** Where a period stands at `now`: not open yet, open, or closed for good. */
export type PeriodState = 'scheduled' | 'open' | 'closed';

export function periodState(period: OrderingPeriod, now: Date): PeriodState {
  if (now.getTime() < period.opensAt.getTime()) return 'scheduled';
  return isOpenAt(period, now) ? 'open' : 'closed';
}

/** The soonest period that opens after `now`, or null. */
export function nextPeriod<P extends OrderingPeriod>(periods: readonly P[], now: Date): P | null {
  let next: P | null = null;
  for (const period of periods) {
    if (period.opensAt.getTime() <= now.getTime()) continue;
    if (next === null || period.opensAt.getTime() < next.opensAt.getTime()) next = period;
  }
  return next;
}

/** Whether two periods share an instant (one closing exactly as the other opens does not). */
export const overlaps = (a: OrderingPeriod, b: OrderingPeriod): boolean =>
  a.opensAt.getTime() < b.closesAt.getTime() && b.opensAt.getTime() < a.closesAt.getTime();

/** Why a period cannot be scheduled beside `others` at `now`, or null when it can. */
export function periodProblem(period: OrderingPeriod, others: readonly OrderingPeriod[], now: Date): string | null {
  if (period.closesAt.getTime() <= period.opensAt.getTime()) return PERIOD_ENDS_BEFORE_START;
  if (period.closesAt.getTime() <= now.getTime()) return PERIOD_IN_THE_PAST;
  if (others.some((other) => overlaps(period, other))) return PERIODS_OVERLAP;
  return null;
}

/** 'Orders open Fri, Dec 4 at 9:00 AM', on the shop's clock. */
export const opensBanner = (opensAt: Date): string =>
  `Orders open ${dayLabel(shopDate(opensAt))} at ${shopTime(opensAt)}`;

/** 'Orders close at 7:00 PM' today, 'Orders close Sat, Dec 5 at 7:00 PM' another day, on the shop's clock. */
export function closesBanner(closesAt: Date, now: Date): string {
  const day = shopDate(closesAt);
  return day === shopDate(now)
    ? `Orders close at ${shopTime(closesAt)}`
    : `Orders close ${dayLabel(day)} at ${shopTime(closesAt)}`;
}
