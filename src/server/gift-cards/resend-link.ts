/*
 * The link in the buyer's e-mail to the gift card resend page (issue 47): a token made, hashed and
 * checked as the tracking links' (src/server/tracking/link-token.ts), kept as its hash only, good
 * until a year after the card's send date.
 */
import { resendLinkExpiry } from '@/domain/gift-cards/gift-card-resend';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { giftCardIdForResendTokenHash, insertResendToken } from '../repositories/gift-card-resend-tokens-repository';
import { linkTokenHash, newLinkToken } from '../tracking/link-token';

/** A new resend link for the card, in the transaction that makes it. */
export async function createResendLink(tx: Db, cardId: number, sendOn: string): Promise<string> {
  const token = newLinkToken();
  await insertResendToken(tx, linkTokenHash(token), cardId, resendLinkExpiry(sendOn));
  return `${serverConfig().siteUrl}/gift-cards/resend?token=${token}`;
}

/** The card a resend token opens, or null: one hash and one primary-key lookup whatever the token. */
export const cardIdForResendToken = (db: Db, token: string): Promise<number | null> =>
  giftCardIdForResendTokenHash(db, linkTokenHash(token));
