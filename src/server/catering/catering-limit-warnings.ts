/*
 * The day's kitchen limits a catering quote passes (issue 48): its pieces of each dish on the
 * event's shop date, with every order booked that day (but the request's own event order, once its
 * quote is accepted), against each dish's pieces per day. A warning, never a refusal: the owner may
 * go ahead.
 */
import { dayLimitWarnings } from '@/domain/catering/catering-limits';
import { dishLimitsOf, dishPiecesOn } from '@/domain/fulfilment/piece-limits';
import { shopDate, shopDayBounds } from '@/domain/fulfilment/schedule';
import type { Db } from '../db';
import { findCateringOrder } from '../repositories/orders-repository';
import { takenBetween } from '../repositories/fulfilment-repository';
import { listAllProducts } from '../repositories/products-repository';

export async function quoteLimitWarnings(
  db: Db,
  requestId: number,
  eventAt: Date,
  lines: ReadonlyArray<{ productId: number; pieces: number }>,
): Promise<string[]> {
  const date = shopDate(eventAt);
  const { from, to } = shopDayBounds(date);
  const [products, ownOrder] = await Promise.all([
    listAllProducts(db),
    findCateringOrder(db, requestId).then((order) => order?.id ?? null),
  ]);
  const taken = await takenBetween(db, from, to, ownOrder);
  return dayLimitWarnings(lines, dishLimitsOf(products), date, dishPiecesOn(taken.byWindowAndDish, date));
}
