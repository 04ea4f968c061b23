/*
 * The token links in a customer's standing-order messages (issue 49): each message carries a new
 * link that opens her standing order without signing in, for 60 days; only the SHA-256 of its
 * token (256 random bits) is kept, and the outbox keeps the link only until it is sent.
 */
import { randomBytes } from 'node:crypto';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { linkTokenHash } from '../owner-orders/payment-links';
import { insertStandingLink, standingOrderIdOfLink } from '../repositories/standing-runs-repository';

const LINK_DAYS = 60;

/** A new link for the standing order, for a message queued in the same transaction. */
export async function createStandingLink(tx: Db, standingOrderId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertStandingLink(tx, linkTokenHash(token), standingOrderId, new Date(now.getTime() + LINK_DAYS * 86_400_000));
  return `${serverConfig().siteUrl}/standing-orders/manage?token=${token}`;
}

/** The standing order a link's token opens, or null (unknown, or older than 60 days). */
export const standingOrderOfToken = (db: Db, token: string): Promise<number | null> =>
  standingOrderIdOfLink(db, linkTokenHash(token));
