import {
  type CartPieces,
  cartPieces,
  type DishLimits,
  dishLimitsOf,
  dishPiecesOn,
  dishProblem,
} from '@/domain/fulfilment/piece-limits';
import {
  addDays,
  type Bookings,
  bookingsOn,
  type FulfilmentSchedule,
  type FulfilmentWindow,
  isFull,
  nextFreeWindow,
  shopDate,
  shopDayBounds,
  type WindowTaken,
  windowProblem,
} from '@/domain/fulfilment/schedule';
import {
  dishRefusedWhilePaying,
  problemSentence,
  windowRefusal,
  type WindowRefusalReason,
} from '@/domain/fulfilment/window-refusal';
import type { OrderType } from '@/domain/order-type';
import { type SpotHours, windowsOf } from '@/domain/pickup-spots/spot-schedule';
import { type Db, database } from '../db';
import { conflict, HttpError } from '../http/http-error';
import { getSchedule, type Taken, takenBetween, takenIn } from '../repositories/fulfilment-repository';
import { listAllProducts } from '../repositories/products-repository';

/*
 * Choosing a window takes no place; booking one does (docs/architecture.md#payments). The checkout
 * checks the chosen window and the kitchen's limits in pieces (issue 26) when the payment starts,
 * so a customer is told at once; the place and the pieces are taken only when the gateway has
 * authorised the payment, under the schedule's lock, which every booking takes before it counts.
 */

/** What an order asks of the kitchen: its kind, and its pieces of each dish. */
export interface OrderDemand {
  orderType: OrderType;
  items: readonly CartPieces[];
  /** A pickup's spot (issue 50): its own windows and pieces per window, or the shop's (none, and every delivery). */
  spot?: SpotHours | null;
}

const NOTHING_BOOKED: Bookings = { byWindow: new Map(), dayTotal: 0 };

/** Everything taken from today to the horizon: each window's orders and pieces, and its dishes. */
async function takenUpToHorizon(
  db: Db,
  schedule: FulfilmentSchedule,
  now: Date,
  leavingOut: number | null = null,
): Promise<Taken> {
  const today = shopDate(now);
  return takenBetween(
    db,
    shopDayBounds(today).from,
    shopDayBounds(addDays(today, schedule.horizonDays)).to,
    leavingOut,
  );
}

/** The refusal's words: what is wrong, and the next window from `after` (else from now) with room for `pieces`. */
function refusal(
  reason: WindowRefusalReason,
  orderType: OrderType,
  schedule: FulfilmentSchedule,
  taken: ReadonlyMap<string, WindowTaken>,
  times: { after: Date; now: Date },
  pieces: number,
): string {
  const { after, now } = times;
  const freeFrom = (from: Date) => nextFreeWindow(schedule, from, now, (date) => bookingsOn(taken, date), pieces);
  return windowRefusal(reason, orderType, schedule.leadMinutes, freeFrom(after) ?? freeFrom(now));
}

/** The dish limit the order breaks on the window's day, or null. */
function dishRefusal(demand: OrderDemand, limits: ReadonlyMap<number, DishLimits>, taken: Taken, start: Date) {
  const date = shopDate(start);
  return dishProblem(demand.items, limits, date, dishPiecesOn(taken.byWindowAndDish, date));
}

/**
 * The window a checkout chose, when it can be chosen now for this order (one of the day's windows,
 * open, far enough ahead, with room for its pieces, every dish within its limits); otherwise a 409:
 * a window's refusal names the next window with room, a dish's says what is left of it.
 */
export async function chosenWindow(
  demand: OrderDemand,
  requestedStart: Date,
  dishLimits: Promise<ReadonlyMap<number, DishLimits>>,
): Promise<FulfilmentWindow> {
  const db = database();
  const now = new Date();
  const [shop, limits] = await Promise.all([getSchedule(db), dishLimits]);
  const { schedule, lane } = windowsOf(shop, demand.spot);
  const taken = await takenUpToHorizon(db, schedule, now);
  const valid = !Number.isNaN(requestedStart.getTime());
  const pieces = cartPieces(demand.items);
  const bookings = valid ? bookingsOn(takenIn(taken, lane), shopDate(requestedStart)) : NOTHING_BOOKED;
  const problem = windowProblem(schedule, requestedStart, now, bookings, pieces);
  const refuse = (reason: WindowRefusalReason) => {
    const after = valid && requestedStart > now ? requestedStart : now;
    return conflict(refusal(reason, demand.orderType, schedule, takenIn(taken, lane), { after, now }, pieces));
  };
  // A window that cannot be chosen at all is said first; then a dish over its limits, which the
  // customer fixes in the cart; then a window without room for this many pieces.
  if (problem && problem !== 'too-many-pieces') throw refuse(problem);
  const dish = dishRefusal(demand, limits, taken, requestedStart);
  if (dish) throw conflict(dish.message);
  if (problem) throw refuse(problem);
  return { start: requestedStart, end: new Date(requestedStart.getTime() + schedule.windowMinutes * 60_000) };
}

/**
 * Why an authorised payment's order can no longer be booked in its window, counted as `db` sees
 * the orders now, or null when it fits: the dish's words when a dish's day has run out, else the
 * window's, naming the next window with room. Only the window's day decides; the days up to the
 * horizon are read only to name that next window. `leavingOut`: the order itself, once inserted.
 * Under the schedule's lock (`lockSchedule`), which every booking takes before it counts, the count
 * stays true until the transaction ends, so the last place goes to exactly one payment; without
 * it, a refusal is still true (refusing sells nothing) but room may be gone by the time of booking.
 */
export async function bookingRefusal(
  db: Db,
  shop: FulfilmentSchedule,
  demand: OrderDemand,
  window: FulfilmentWindow,
  limits: ReadonlyMap<number, DishLimits>,
  leavingOut: number | null = null,
): Promise<string | null> {
  const now = new Date();
  const { schedule, lane } = windowsOf(shop, demand.spot);
  const date = shopDate(window.start);
  const dayTaken = await takenBetween(db, shopDayBounds(date).from, shopDayBounds(date).to, leavingOut);
  const dish = dishRefusal(demand, limits, dayTaken, window.start);
  if (dish) return dishRefusedWhilePaying(dish);
  const pieces = cartPieces(demand.items);
  if (!isFull(schedule, window.start, bookingsOn(takenIn(dayTaken, lane), date), pieces)) return null;
  const taken = await takenUpToHorizon(db, schedule, now, leavingOut);
  const after = window.start > now ? window.start : now;
  return refusal('filled-while-paying', demand.orderType, schedule, takenIn(taken, lane), { after, now }, pieces);
}

/** An order the owner enters over a limit: 409 with the limit's words, which she may confirm to take it anyway. */
export const overLimit = (message: string) => new HttpError(409, message, {}, { overridable: true });

/** How the owner books: whether she confirmed going over the limits, and the order a change is of. */
export interface OwnersBooking<T> {
  override: boolean;
  /** The order being changed: its own places and pieces are left out of the count. */
  changing?: { orderId: number; keepsTime: boolean };
  book: (window: FulfilmentWindow, overLimits: boolean) => Promise<T>;
}

/**
 * Books the window of an order the owner enters or changes (issue 37), inside the caller's
 * transaction, which holds the schedule's lock as a payment's booking does. A time that is not one
 * of the windows (passed, on a closed day, not a start) is 400 naming the field; a change that keeps
 * its time keeps it even once it is too soon or has begun. The kitchen's limits (the lead time, a
 * window's orders and pieces, a dish's pieces) refuse it with their sentences, as they refuse a
 * customer, unless the owner confirmed taking it anyway (`override`): then it is booked and
 * `overLimits` says so.
 */
export async function bookOwnersWindow<T>(
  tx: Db,
  shop: FulfilmentSchedule,
  demand: OrderDemand,
  start: Date,
  options: OwnersBooking<T>,
): Promise<T> {
  const now = new Date();
  const { schedule, lane } = windowsOf(shop, demand.spot);
  const date = shopDate(start);
  const leavingOut = options.changing?.orderId ?? null;
  const [taken, limits] = await Promise.all([
    takenUpToHorizon(tx, schedule, now, leavingOut),
    listAllProducts(tx).then(dishLimitsOf),
  ]);
  const pieces = cartPieces(demand.items);
  const found = windowProblem(schedule, start, now, bookingsOn(takenIn(taken, lane), date), pieces);
  const kept = options.changing?.keepsTime && (found === 'past' || found === 'too-soon');
  const problem = kept ? null : found;
  if (problem === 'not-a-window' || problem === 'past' || problem === 'closed') {
    const sentence = problemSentence(problem, demand.orderType, schedule.leadMinutes);
    throw new HttpError(400, sentence, {}, { fields: { fulfilmentWindow: sentence } });
  }
  const dish = dishRefusal(demand, limits, taken, start);
  const over =
    dish?.message ??
    (problem && refusal(problem, demand.orderType, schedule, takenIn(taken, lane), { after: start, now }, pieces));
  if (over && !options.override) throw overLimit(over);
  const window = { start, end: new Date(start.getTime() + schedule.windowMinutes * 60_000) };
  return options.book(window, over !== null && over !== undefined);
}
