import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '../config';

/*
 * The unsubscribe link of every announcement e-mail (issue 36): '<subscriber id>.<HMAC of it>' with
 * the site's signing secret, so it needs nothing stored, works for as long as the list does, and
 * cannot be made for another subscriber without the secret.
 */

const signature = (subscriberId: number): string =>
  createHmac('sha256', serverConfig().jwtSecret).update(`unsubscribe:${subscriberId}`).digest('base64url');

export const unsubscribeToken = (subscriberId: number): string => `${subscriberId}.${signature(subscriberId)}`;

/** The subscriber a token was made for, or null for one that is not a valid token. */
export function subscriberOfToken(token: string): number | null {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The page a person opens from the e-mail's footer: one button, 'Unsubscribe'. */
export const unsubscribePageUrl = (subscriberId: number): string =>
  `${serverConfig().siteUrl}/unsubscribe?token=${unsubscribeToken(subscriberId)}`;

/**
 * The headers of an announcement e-mail (RFC 8058): a mail client's own 'Unsubscribe' button posts
 * 'List-Unsubscribe=One-Click' to the address, which ends the subscription in that one step.
 */
export function listUnsubscribeHeaders(subscriberId: number): Record<string, string> {
  const oneClick = `${serverConfig().siteUrl}/api/subscribers/unsubscribe?token=${unsubscribeToken(subscriberId)}`;
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
