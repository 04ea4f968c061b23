import { conflict, badRequest } from '../http/http-error';
import { consume, type RateLimitRule } from '../http/rate-limit';
import { consumeAccountToken } from '../repositories/account-tokens-repository';
import type { UserRecord } from '../repositories/users-repository';
import { proveAddress } from './address-proof';
import { mailOneTimeLink } from './one-time-link-mail';
import { limitKeys } from './limit-keys';
import { withTransaction } from '../db';

export const VERIFY_LINK_INVALID =
  'This verification link has expired or has already been used. Sign in and send a new one from Account Settings.';
export const ALREADY_VERIFIED = 'Your email address is already verified.';
/** New links on request, per account (the first one, at registration, is not counted). */
export const VERIFY_LIMIT: RateLimitRule = { max: 3, windowMs: 60 * 60 * 1000 };

/** Mails the account a link that proves it receives mail at its address (works once, for 24 hours). */
export async function sendVerificationLink(user: UserRecord): Promise<void> {
  await mailOneTimeLink(
    user,
    'email-verification',
    '/verify-email',
    'Confirm your Kenyan Bites email address',
    (link) => [
      'Please confirm that this is your email address by opening this link:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not create a Kenyan Bites account,',
      'ignore this email.',
    ],
  );
}

/** A new link for the signed-in account, unless it is verified already. */
export async function requestVerificationLink(user: UserRecord): Promise<void> {
  if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  await consume(limitKeys.verifyAccount(user.id), VERIFY_LIMIT);
  await sendVerificationLink(user);
}

/**
 * Spends a verification link's token and marks its account verified, in one transaction with what
 * proving the address ends (./address-proof.ts): the account's sessions, and a second factor.
 */
export async function verifyEmail(token: string): Promise<UserRecord> {
  const user = await withTransaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'email-verification');
    return userId === null ? null : proveAddress(tx, userId);
  });
  if (!user) throw badRequest(VERIFY_LINK_INVALID);
  return user;
}
