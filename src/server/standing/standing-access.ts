/*
 * Whose standing order a call may touch (issue 49): a signed-in customer only her own (someone
 * else's answers 404, as one that does not exist), and a message's token link only the one it was
 * made for, while it lasts.
 */
import { database } from '../db';
import { notFound } from '../http/http-error';
import { findStandingOrder, findUsersStandingOrder } from '../repositories/standing-orders-repository';
import { standingOrderOfToken } from './standing-links';

export const STANDING_NOT_FOUND = 'We could not find that standing order.';
export const STANDING_LINK_INVALID = 'This link is no longer valid. Sign in to see your standing orders.';

export async function usersStandingOrder(userId: number, id: number) {
  const stored = await findUsersStandingOrder(database(), userId, id);
  if (!stored) throw notFound(STANDING_NOT_FOUND);
  return stored;
}

export async function linksStandingOrder(token: string) {
  const id = await standingOrderOfToken(database(), token);
  const stored = id === null ? null : await findStandingOrder(database(), id);
  if (!stored) throw notFound(STANDING_LINK_INVALID);
  return stored;
}
