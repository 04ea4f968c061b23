import { notSoldWords, sellsDate } from '@/domain/fulfilment/drop-days';
import { dishLimitsOf, dishPiecesOn, remainingOf } from '@/domain/fulfilment/piece-limits';
import { bookingsOn, offeredWindows, shopDayBounds, upcomingDates } from '@/domain/fulfilment/schedule';
import type { OrderType } from '@/domain/order-type';
import { getSchedule, takenBetween } from '../repositories/fulfilment-repository';
import { listAllProducts } from '../repositories/products-repository';
import { database } from '../db';
import { shopStatus } from '../settings/business-settings-service';

export const NO_WINDOWS_LEFT = 'No windows are left that day. Please choose another day.';

/** GET /api/fulfilment-windows' answer. */
export interface FulfilmentWindowsView {
  date: string;
  type: OrderType;
  windows: Array<{ start: string; end: string; available: boolean }>;
  /** Why the list is empty, or null. */
  reason: string | null;
  /** What is left that day of each dish that has a daily limit (issue 26). */
  products: Array<{ productId: number; remaining: number }>;
}

/**
 * Consecutive days' windows for pickup or delivery (one schedule serves both today), each with
 * whether it can still be chosen (a window whose orders or pieces are used up cannot); a day with
 * none says why (a day the open drop does not sell among them); and each day's pieces left of the
 * dishes with a daily limit. One read each of the schedule, the limits, what is taken over all the
 * days and the open drop, however many days there are.
 */
async function windowsForDays(type: OrderType, dates: string[], now: Date): Promise<FulfilmentWindowsView[]> {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return [];
  const db = database();
  const [schedule, limits, taken, { open }] = await Promise.all([
    getSchedule(db),
    listAllProducts(db).then(dishLimitsOf),
    takenBetween(db, shopDayBounds(first).from, shopDayBounds(last).to),
    shopStatus(now),
  ]);
  return dates.map((date) => {
    const products = remainingOf(limits.values(), dishPiecesOn(taken.byWindowAndDish, date));
    // A day the open drop does not sell offers no window, and says which days it does.
    if (open && !sellsDate(open.sellsDates, date)) {
      return { date, type, windows: [], reason: notSoldWords(open.sellsDates), products };
    }
    const offered = offeredWindows(schedule, date, now, bookingsOn(taken.byWindow, date));
    if ('closed' in offered) return { date, type, windows: [], reason: offered.closed, products };
    return {
      date,
      type,
      windows: offered.windows.map((window) => ({
        start: window.start.toISOString(),
        end: window.end.toISOString(),
        available: window.availability === 'available',
      })),
      reason: offered.windows.length === 0 ? NO_WINDOWS_LEFT : null,
      products,
    };
  });
}

/** One day's windows (GET /api/fulfilment-windows). */
export async function windowsForDay(type: OrderType, date: string, now = new Date()): Promise<FulfilmentWindowsView> {
  const [day] = await windowsForDays(type, [date], now);
  if (!day) throw new Error(`No windows computed for ${date}`);
  return day;
}

/** The windows of the days the cart sheet offers, the shop's today first (GET /api/fulfilment-windows/upcoming). */
export async function upcomingWindows(type: OrderType, now = new Date()): Promise<{ days: FulfilmentWindowsView[] }> {
  return { days: await windowsForDays(type, upcomingDates(now), now) };
}
