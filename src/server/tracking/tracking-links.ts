import { createHash, randomBytes } from 'node:crypto';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { insertTrackingToken, orderIdForTokenHash } from '../repositories/tracking-tokens-repository';

/** How long a tracking link works, from when it was issued (issue 16). */
export const TRACKING_LINK_DAYS = 90;

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_BYTES = 32;
/** Longer answers are not tokens; they are hashed as the empty string so the work stays the same. */
const LONGEST_TOKEN = 128;

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/**
 * A new link to the tracking page of `orderId`: a fresh random token, of which only the hash is
 * stored (so a copy of the database opens no order), good for 90 days. Issued in a transaction,
 * the link exists only if the change it is mailed about commits.
 */
export async function createTrackingLink(db: Db, orderId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await insertTrackingToken(db, hashOf(token), orderId, TRACKING_LINK_DAYS);
  return `${serverConfig().siteUrl}/orders/track?token=${token}`;
}

/**
 * The order a tracking token opens, or null. Every answer, a malformed token included, costs one
 * hash and one primary-key lookup, so how long it takes says nothing about how close a guess was;
 * and the lookup compares hashes, never the token itself.
 */
export function orderIdForTrackingToken(db: Db, token: string): Promise<number | null> {
  return orderIdForTokenHash(db, hashOf(token.length <= LONGEST_TOKEN ? token : ''));
}
