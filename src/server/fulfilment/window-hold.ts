import {
  addDays,
  bookingsOn,
  type FulfilmentSchedule,
  type FulfilmentWindow,
  nextFreeWindow,
  shopDate,
  shopDayBounds,
  windowProblem,
} from '@/domain/fulfilment/schedule';
import { windowRefusal } from '@/domain/fulfilment/window-refusal';
import type { OrderType } from '@/domain/order-type';
import { type Db, withTransaction } from '../db';
import { conflict } from '../http/http-error';
import { lockSchedule, takenBetween } from '../repositories/fulfilment-repository';

/** How long a checkout keeps its window while the customer pays. */
export const HOLD_MINUTES = 15;

/**
 * Checks the chosen window and, if it can be booked, runs `save` (which saves the checkout holding
 * it) in the same transaction, after `before` (which may let holds go) under the same lock; otherwise refuses with 409 naming the next free window. The
 * schedule's row lock serialises every booking, so the count and the hold cannot be split by
 * another checkout: the last place goes to exactly one buyer.
 */
export async function holdWindow<T>(
  orderType: OrderType,
  requestedStart: Date,
  before: (tx: Db) => Promise<void>,
  save: (tx: Db, window: FulfilmentWindow) => Promise<T>,
): Promise<T> {
  // The schedule's row lock is what orders the bookings, across processes and function instances.
  const outcome = await withTransaction(async (tx) => {
    const schedule = await lockSchedule(tx);
    await before(tx);
    return checkAndSave(tx, schedule, orderType, requestedStart, save);
  });
  // Refused after the transaction ends, not by throwing inside it: the refusal wrote nothing, so it
  // commits. A rollback on the in-memory database (one session for every connection) would also
  // undo what other requests had just written.
  if ('refusal' in outcome) throw conflict(outcome.refusal);
  return outcome.saved;
}

async function checkAndSave<T>(
  tx: Db,
  schedule: FulfilmentSchedule,
  orderType: OrderType,
  requestedStart: Date,
  save: (tx: Db, window: FulfilmentWindow) => Promise<T>,
): Promise<{ saved: T } | { refusal: string }> {
  const now = new Date();
  const today = shopDate(now);
  // Every place taken from today to the horizon: the chosen day's count, and where the next free window is.
  const taken = await takenBetween(
    tx,
    shopDayBounds(today).from,
    shopDayBounds(addDays(today, schedule.horizonDays)).to,
  );
  const valid = !Number.isNaN(requestedStart.getTime());
  const problem = windowProblem(
    schedule,
    requestedStart,
    now,
    valid ? bookingsOn(taken, shopDate(requestedStart)) : { byWindow: new Map(), dayTotal: 0 },
  );
  if (problem) {
    const after = valid && requestedStart > now ? requestedStart : now;
    const freeFrom = (from: Date) => nextFreeWindow(schedule, from, now, (date) => bookingsOn(taken, date));
    const next = freeFrom(after) ?? freeFrom(now);
    return { refusal: windowRefusal(problem, orderType, schedule.leadMinutes, next) };
  }
  const end = new Date(requestedStart.getTime() + schedule.windowMinutes * 60_000);
  return { saved: await save(tx, { start: requestedStart, end }) };
}
