import {
  addDays,
  bookingsOn,
  type FulfilmentSchedule,
  type FulfilmentWindow,
  isFull,
  nextFreeWindow,
  shopDate,
  shopDayBounds,
  windowProblem,
} from '@/domain/fulfilment/schedule';
import { windowRefusal, type WindowRefusalReason } from '@/domain/fulfilment/window-refusal';
import type { OrderType } from '@/domain/order-type';
import { type Db, database } from '../db';
import { conflict } from '../http/http-error';
import { getSchedule, takenBetween } from '../repositories/fulfilment-repository';

/*
 * Choosing a window takes no place; booking one does (docs/architecture.md#payments). The checkout
 * checks the chosen window when the payment starts, so a customer is told at once that it is full;
 * the place is taken only when the gateway has authorised the payment, under the schedule's lock.
 */

/** Every place taken from today to the horizon: a day's count, and where the next free window is. */
async function placesTaken(db: Db, schedule: FulfilmentSchedule, now: Date): Promise<Map<string, number>> {
  const today = shopDate(now);
  return takenBetween(db, shopDayBounds(today).from, shopDayBounds(addDays(today, schedule.horizonDays)).to);
}

/** The refusal's words: what is wrong, and the next window from `after` (else from now) with room. */
function refusal(
  reason: WindowRefusalReason,
  orderType: OrderType,
  schedule: FulfilmentSchedule,
  taken: ReadonlyMap<string, number>,
  after: Date,
  now: Date,
): string {
  const freeFrom = (from: Date) => nextFreeWindow(schedule, from, now, (date) => bookingsOn(taken, date));
  return windowRefusal(reason, orderType, schedule.leadMinutes, freeFrom(after) ?? freeFrom(now));
}

/**
 * The window a checkout chose, when it can be chosen now (one of the day's windows, open, far
 * enough ahead, not full); otherwise a 409 naming the next free window.
 */
export async function chosenWindow(orderType: OrderType, requestedStart: Date): Promise<FulfilmentWindow> {
  const db = database();
  const now = new Date();
  const schedule = await getSchedule(db);
  const taken = await placesTaken(db, schedule, now);
  const valid = !Number.isNaN(requestedStart.getTime());
  const bookings = valid ? bookingsOn(taken, shopDate(requestedStart)) : { byWindow: new Map(), dayTotal: 0 };
  const problem = windowProblem(schedule, requestedStart, now, bookings);
  if (problem) {
    const after = valid && requestedStart > now ? requestedStart : now;
    throw conflict(refusal(problem, orderType, schedule, taken, after, now));
  }
  return { start: requestedStart, end: new Date(requestedStart.getTime() + schedule.windowMinutes * 60_000) };
}

/**
 * Books an authorised payment's window inside the caller's transaction, which holds the schedule's
 * row lock (`lockSchedule`, the `schedule` it read): that lock orders every booking across
 * processes and function instances, so the window's and the day's places counted here stay true
 * until `book` has run, and the last place goes to exactly one payment. When none is left, answers
 * the refusal naming the next free window. Only capacity is checked again: the window was one the
 * customer could choose when the payment started.
 */
export async function bookIfRoom<T>(
  tx: Db,
  schedule: FulfilmentSchedule,
  orderType: OrderType,
  window: FulfilmentWindow,
  book: () => Promise<T>,
): Promise<{ booked: T } | { refusal: string }> {
  const now = new Date();
  const taken = await placesTaken(tx, schedule, now);
  if (!isFull(schedule, window.start, bookingsOn(taken, shopDate(window.start)))) return { booked: await book() };
  const after = window.start > now ? window.start : now;
  return { refusal: refusal('filled-while-paying', orderType, schedule, taken, after, now) };
}
