import { notSoldWords, sellsDate } from '@/domain/fulfilment/drop-days';
import { type DishLimits, dishLimitsOf, dishPiecesOn, remainingOf } from '@/domain/fulfilment/piece-limits';
import {
  bookingsOn,
  type FulfilmentSchedule,
  offeredWindows,
  shopDayBounds,
  upcomingDates,
} from '@/domain/fulfilment/schedule';
import type { OrderType } from '@/domain/order-type';
import { beforePayment, type PickupSpot, type SpotBeforePayment } from '@/domain/pickup-spots/pickup-spot';
import { SPOT_NOT_ON_SALE, spotChosen } from '@/domain/pickup-spots/spots-on-sale';
import { windowsOf } from '@/domain/pickup-spots/spot-schedule';
import { getSchedule, type Taken, takenBetween, takenIn } from '../repositories/fulfilment-repository';
import { listAllProducts } from '../repositories/products-repository';
import type { StoredPeriod } from '../repositories/ordering-periods-repository';
import { database } from '../db';
import { shopStatus } from '../settings/business-settings-service';
import { spotsSoldIn } from './spot-choice';

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

/** A pickup spot as the cart lists it: its address only when public, and its next window with room. */
export interface SpotOnOffer extends SpotBeforePayment {
  next: { start: string; end: string } | null;
}

/** Everything the days' windows are read from: one read each, however many days and spots. */
interface WindowInputs {
  shop: FulfilmentSchedule;
  limits: Map<number, DishLimits>;
  taken: Taken;
  open: StoredPeriod | null;
  onSale: PickupSpot[];
}

async function readInputs(dates: string[], now: Date): Promise<WindowInputs> {
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? first;
  const db = database();
  const [shop, limits, taken, { open }] = await Promise.all([
    getSchedule(db),
    listAllProducts(db).then(dishLimitsOf),
    takenBetween(db, shopDayBounds(first).from, shopDayBounds(last).to),
    shopStatus(now),
  ]);
  return { shop, limits, taken, open, onSale: await spotsSoldIn(db, open) };
}

/**
 * Consecutive days' windows for a delivery or a pickup at `spot` (null: the shop's own windows),
 * each with whether it can still be chosen (a window whose orders or pieces are used up cannot); a
 * day with none says why (a day the open drop does not sell among them); and each day's pieces left
 * of the dishes with a daily limit.
 */
function daysOf(inputs: WindowInputs, type: OrderType, spot: PickupSpot | null, dates: string[], now: Date) {
  const { schedule, lane } = windowsOf(inputs.shop, spot);
  const windowsTaken = takenIn(inputs.taken, lane);
  return dates.map((date): FulfilmentWindowsView => {
    const products = remainingOf(inputs.limits.values(), dishPiecesOn(inputs.taken.byWindowAndDish, date));
    // A day the open drop does not sell offers no window, and says which days it does.
    if (inputs.open && !sellsDate(inputs.open.sellsDates, date)) {
      return { date, type, windows: [], reason: notSoldWords(inputs.open.sellsDates), products };
    }
    const offered = offeredWindows(schedule, date, now, bookingsOn(windowsTaken, date));
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

/**
 * The days of a delivery, or of the pickup spot asked for (none asked: the first on sale, which the
 * cart shows chosen until the customer chooses); a spot not on sale offers none.
 */
function daysFor(inputs: WindowInputs, type: OrderType, spotId: number | undefined, dates: string[], now: Date) {
  if (type === 'delivery') return daysOf(inputs, type, null, dates, now);
  const spot = spotId === undefined ? (inputs.onSale[0] ?? null) : spotChosen(inputs.onSale, spotId);
  if (spot) return daysOf(inputs, type, spot, dates, now);
  return dates.map((date) => ({ date, type, windows: [], reason: SPOT_NOT_ON_SALE, products: [] }));
}

/** One day's windows (GET /api/fulfilment-windows). */
export async function windowsForDay(
  type: OrderType,
  date: string,
  spotId?: number,
  now = new Date(),
): Promise<FulfilmentWindowsView> {
  const [day] = daysFor(await readInputs([date], now), type, spotId, [date], now);
  if (!day) throw new Error(`No windows computed for ${date}`);
  return day;
}

/**
 * The windows of the days the cart sheet offers, the shop's today first, for a delivery or the
 * pickup spot asked for; and for a pickup, every spot on sale with its next window with room
 * (GET /api/fulfilment-windows/upcoming). A private spot is listed without its address.
 */
export async function upcomingWindows(
  type: OrderType,
  spotId?: number,
  now = new Date(),
): Promise<{ days: FulfilmentWindowsView[]; spots: SpotOnOffer[] }> {
  const dates = upcomingDates(now);
  const inputs = await readInputs(dates, now);
  const spots =
    type === 'pickup'
      ? inputs.onSale.map((spot): SpotOnOffer => {
          const window = daysOf(inputs, type, spot, dates, now)
            .flatMap((day) => day.windows)
            .find((each) => each.available);
          return { ...beforePayment(spot), next: window ? { start: window.start, end: window.end } : null };
        })
      : [];
  return { days: daysFor(inputs, type, spotId, dates, now), spots };
}
