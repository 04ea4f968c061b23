import { bookingsOn, offeredWindows, shopDayBounds } from '@/domain/fulfilment/schedule';
import type { OrderType } from '@/domain/order-type';
import { getSchedule, takenBetween } from '../repositories/fulfilment-repository';
import { database } from '../db';

export const NO_WINDOWS_LEFT = 'No windows are left that day. Please choose another day.';

/** GET /api/fulfilment-windows' answer. */
export interface FulfilmentWindowsView {
  date: string;
  type: OrderType;
  windows: Array<{ start: string; end: string; available: boolean }>;
  /** Why the list is empty, or null. */
  reason: string | null;
}

/**
 * A day's windows for pickup or delivery (one schedule serves both today), each with whether it can
 * still be chosen; a day with none says why.
 */
export async function windowsForDay(type: OrderType, date: string, now = new Date()): Promise<FulfilmentWindowsView> {
  const schedule = await getSchedule(database());
  const { from, to } = shopDayBounds(date);
  const offered = offeredWindows(schedule, date, now, bookingsOn(await takenBetween(database(), from, to), date));
  if ('closed' in offered) return { date, type, windows: [], reason: offered.closed };
  return {
    date,
    type,
    windows: offered.windows.map((window) => ({
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      available: window.availability === 'available',
    })),
    reason: offered.windows.length === 0 ? NO_WINDOWS_LEFT : null,
  };
}
