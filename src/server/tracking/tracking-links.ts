import { serverConfig } from '../config';
import type { Db } from '../db';
import { insertTrackingToken, orderIdForTokenHash } from '../repositories/tracking-tokens-repository';
import { linkTokenHash, newLinkToken } from './link-token';

/** How long a tracking link works, from when it was issued (issue 16). */
export const TRACKING_LINK_DAYS = 90;

/**
 * A new link to the tracking page of `orderId`: a fresh random token, of which only the hash is
 * stored (so a copy of the database opens no order), good for 90 days. Issued in a transaction,
 * the link exists only if the change it is mailed about commits.
 */
export async function createTrackingLink(db: Db, orderId: number): Promise<string> {
  const token = newLinkToken();
  await insertTrackingToken(db, linkTokenHash(token), orderId, TRACKING_LINK_DAYS);
  return `${serverConfig().siteUrl}/orders/track?token=${token}`;
}

/**
 * The order a tracking token opens, or null: one hash and one primary-key lookup whatever the
 * token (./link-token.ts), and the lookup compares hashes, never the token itself.
 */
export function orderIdForTrackingToken(db: Db, token: string): Promise<number | null> {
  return orderIdForTokenHash(db, linkTokenHash(token));
}
