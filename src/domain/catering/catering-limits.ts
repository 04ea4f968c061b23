/*
 * A catering quote against the kitchen's day (issue 48; docs/behaviour/rules.md#catering): the
 * event's pieces count on its shop date with every order already booked that day, against each
 * dish's pieces per day (`dailyLimit`, issue 26). A quote may pass a dish's most per order, and the
 * owner may go ahead past the day's limit: she is only warned, in words that say by how much.
 */
import type { DishLimits } from '../fulfilment/piece-limits';
import { piecesByDish } from '../fulfilment/piece-limits';
import { dayLabel } from '../fulfilment/window-label';

/** "This passes the day's limit: Beef Samosa 260 of 200 on Sat, Jun 6." */
export const passesDayLimit = (name: string, pieces: number, limit: number, date: string): string =>
  `This passes the day's limit: ${name} ${pieces.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} on ${dayLabel(date)}.`;

/**
 * A warning for each dish whose pieces on `date` (those booked, `takenOnDay` by product id, and the
 * quote's) would pass its daily limit, in the quote's order; none when it fits.
 */
export function dayLimitWarnings(
  lines: ReadonlyArray<{ productId: number; pieces: number }>,
  limits: ReadonlyMap<number, DishLimits>,
  date: string,
  takenOnDay: ReadonlyMap<number, number>,
): string[] {
  const wanted = piecesByDish(lines.map((line) => ({ productId: line.productId, quantity: line.pieces })));
  const warnings: string[] = [];
  for (const [productId, pieces] of wanted) {
    const dish = limits.get(productId);
    if (!dish || dish.dailyLimit === null) continue;
    const onDay = (takenOnDay.get(productId) ?? 0) + pieces;
    if (onDay > dish.dailyLimit) warnings.push(passesDayLimit(dish.name, onDay, dish.dailyLimit, date));
  }
  return warnings;
}
