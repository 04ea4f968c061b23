/*
 * The link in the customer's e-mail to a catering request's own page (issue 48): a token made,
 * hashed and checked as the tracking links' (src/server/tracking/link-token.ts), kept as its hash
 * only, good until 60 days after the event. It is the only authority to see the request.
 */
import { serverConfig } from '../config';
import type { Db } from '../db';
import {
  findCateringRequestByTokenHash,
  insertCateringRequestToken,
  type StoredCateringRequest,
} from '../repositories/catering-requests-repository';
import { linkTokenHash, newLinkToken } from '../tracking/link-token';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The page's link works until this long after the event. */
export const REQUEST_LINK_DAYS_AFTER_EVENT = 60;

/** A new page link for the request, in the transaction that makes it. */
export async function createCateringRequestLink(tx: Db, requestId: number, eventAt: Date): Promise<string> {
  const token = newLinkToken();
  const expiresAt = new Date(eventAt.getTime() + REQUEST_LINK_DAYS_AFTER_EVENT * DAY_MS);
  await insertCateringRequestToken(tx, linkTokenHash(token), requestId, expiresAt);
  return `${serverConfig().siteUrl}/catering/request?${new URLSearchParams({ token })}`;
}

/** The request a page token opens, or null: one hash and one primary-key lookup whatever the token. */
export const cateringRequestForToken = (db: Db, token: string): Promise<StoredCateringRequest | null> =>
  findCateringRequestByTokenHash(db, linkTokenHash(token));
