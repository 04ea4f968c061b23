import { conflict, badRequest } from '../http/http-error';
import { consume, type RateLimitRule } from '../http/rate-limit';
import { consumeAccountToken } from '../repositories/account-tokens-repository';
import { markEmailVerified, type UserRecord } from '../repositories/users-repository';
import { mailOneTimeLink } from './one-time-link-mail';
import { limitKeys } from './limit-keys';
import { database } from '../db';

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

/** Spends a verification link's token and marks its account verified. */
export async function verifyEmail(token: string): Promise<UserRecord> {
  const userId = await consumeAccountToken(database(), token, 'email-verification');
  const user = userId === null ? null : await markEmailVerified(database(), userId);
  if (!user) throw badRequest(VERIFY_LINK_INVALID);
  return user;
}
