import { badRequest, conflict, forbidden } from '../../http/http-error';
import { consume, type RateLimitRule } from '../../http/rate-limit';
import {
  acceptTotpStep,
  disableTwoFactor,
  enableTwoFactor,
  findTotpSecrets,
  savePendingTotpSecret,
  spendRecoveryCode,
} from '../../repositories/two-factor-repository';
import type { UserRecord } from '../../repositories/users-repository';
import type { Authenticated } from '../current-user';
import { limitKeys } from '../limit-keys';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './sealed-secret';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import { database, withTransaction } from '../../db';

export const CODE_WRONG = "That code didn't work. Enter the newest code from your authenticator app.";
export const SETUP_FIRST = 'Set up two-factor sign-in again: no authenticator app is waiting to be confirmed.';
export const ALREADY_ON = 'Two-factor sign-in is already on.';
export const NOT_ON = 'Two-factor sign-in is not on.';
/**
 * Only a verified account: else whoever registered someone else's address first could lock its
 * owner out with a second factor the owner never saw (proving the address removes it anyway).
 */
export const VERIFY_FIRST = 'Verify your email address before turning on two-factor sign-in.';
/** Codes tried while setting up or turning off, per account. Sign-in codes count as sign-in attempts. */
export const TWO_FACTOR_LIMIT: RateLimitRule = { max: 5, windowMs: 15 * 60 * 1000 };

export interface TwoFactorSetup {
  /** For typing into the app by hand, in groups of four. */
  secret: string;
  /** The otpauth:// address, which the QR code carries. */
  uri: string;
  /** The QR code as an SVG document, drawn on the server so the page needs no QR library. */
  qrSvg: string;
}

/** A new secret, waiting (sealed) for the first code from the app to confirm it. */
export async function setUpTwoFactor(user: UserRecord): Promise<TwoFactorSetup> {
  if (user.twoFactorEnabled) throw conflict(ALREADY_ON);
  if (!user.emailVerifiedAt) throw forbidden(VERIFY_FIRST);
  const secret = newTotpSecret();
  await savePendingTotpSecret(database(), user.id, sealSecret(secret));
  const uri = totpUri(secret, user.email);
  // Loaded here, at the one step that draws a code: sign-in, sign-out and every other function that
  // reaches this service start without it.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret: secret.match(/.{1,4}/g)?.join(' ') ?? secret, uri, qrSvg };
}

/** Whether `code` is the app's current code for this secret, accepted once. */
async function isCurrentCode(userId: number, sealed: string | null, code: string): Promise<boolean> {
  const secret = sealed ? openSecret(sealed) : null;
  const step = secret ? totpStepOf(secret, code) : null;
  return step !== null && (await acceptTotpStep(database(), userId, step));
}

/**
 * Confirms the set-up with the app's first code; answers the recovery codes, shown this once.
 * This session then counts as signed in with both factors; the account's other sessions end.
 */
export async function turnOnTwoFactor(auth: Authenticated, code: string): Promise<string[]> {
  const { user } = auth;
  if (user.twoFactorEnabled) throw conflict(ALREADY_ON);
  if (!user.emailVerifiedAt) throw forbidden(VERIFY_FIRST);
  await consume(limitKeys.twoFactorAccount(user.id), TWO_FACTOR_LIMIT);
  const { pending } = await findTotpSecrets(database(), user.id);
  if (!pending) throw conflict(SETUP_FIRST);
  if (!(await isCurrentCode(user.id, pending, code))) throw badRequest(CODE_WRONG);
  const codes = newRecoveryCodes();
  const enabled = await withTransaction((tx) =>
    enableTwoFactor(tx, user.id, auth.sessionId, pending, codes.map(hashRecoveryCode)),
  );
  // Another set-up replaced the secret after this code was checked against it.
  if (!enabled) throw conflict(SETUP_FIRST);
  return codes;
}

/** The second factor at sign-in or for turning it off: the app's code, or an unused recovery code. */
export async function checkSecondFactor(userId: number, code: string): Promise<boolean> {
  const { active } = await findTotpSecrets(database(), userId);
  if (/^\d{6}$/.test(code)) return isCurrentCode(userId, active, code);
  return spendRecoveryCode(database(), userId, hashRecoveryCode(code));
}

export async function turnOffTwoFactor(user: UserRecord, code: string): Promise<void> {
  if (!user.twoFactorEnabled) throw conflict(NOT_ON);
  await consume(limitKeys.twoFactorAccount(user.id), TWO_FACTOR_LIMIT);
  if (!(await checkSecondFactor(user.id, code))) throw badRequest(CODE_WRONG);
  await withTransaction((tx) => disableTwoFactor(tx, user.id));
}
