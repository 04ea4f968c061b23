import { RESET_TOKEN_INVALID } from '@/domain/schemas/password-reset';
import type { LoginRequest } from '@/domain/schemas/login';
import type { RegisterPayload } from '@/domain/schemas/register';
import { badRequest, conflict, HttpError, unauthorized } from '../http/http-error';
import { consume, refund, resetLimit, type RateLimitRule } from '../http/rate-limit';
import { consumeAccountToken } from '../repositories/account-tokens-repository';
import { createSession, revokeSession as revokeStoredSession } from '../repositories/sessions-repository';
import {
  EmailTakenError,
  findUserByEmail,
  insertUser,
  setPasswordFromMailedLink,
  type UserRecord,
} from '../repositories/users-repository';
import { assertUncommonPassword } from './common-passwords';
import { sendVerificationLink } from './email-verification';
import { limitKeys } from './limit-keys';
import { mailOneTimeLink } from './one-time-link-mail';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { signSessionToken } from './session-token';
import { CODE_WRONG, checkSecondFactor } from './two-factor/two-factor-service';
import { database, withTransaction } from '../db';
import { proveAddress } from './address-proof';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/**
 * Failed sign-ins: per account, and per address (one address guessing many accounts); from a
 * browser that signed in to the account before (its device cookie), per device instead.
 */
export const LOGIN_LIMITS = {
  account: { max: 5, windowMs: FIFTEEN_MINUTES },
  address: { max: 20, windowMs: FIFTEEN_MINUTES },
  device: { max: 5, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimitRule>;
/** Reset requests, counted whether or not the account exists; per device likewise. */
export const RESET_LIMITS = {
  account: { max: 3, windowMs: ONE_HOUR },
  address: { max: 10, windowMs: ONE_HOUR },
  device: { max: 3, windowMs: ONE_HOUR },
} satisfies Record<string, RateLimitRule>;

/**
 * Who is attempting: their address, and the nonce of their device cookie when it was issued for the
 * account they name (./device-cookie.ts), else null.
 */
export interface Caller {
  address: string;
  device: string | null;
}

/** The counters one attempt spends, and how each is limited: a known device's own, else the account's and the address's. */
function attemptCounters(
  caller: Caller,
  keys: { account: string; address: string; device: (nonce: string) => string },
  limits: Record<'account' | 'address' | 'device', RateLimitRule>,
): Array<{ key: string; rule: RateLimitRule; clearedOnSuccess: boolean }> {
  if (caller.device) return [{ key: keys.device(caller.device), rule: limits.device, clearedOnSuccess: true }];
  return [
    { key: keys.account, rule: limits.account, clearedOnSuccess: true },
    { key: keys.address, rule: limits.address, clearedOnSuccess: false },
  ];
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

export const SECOND_FACTOR_NEEDED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

export interface NewSession {
  user: UserRecord;
  token: string;
  expiresAt: Date;
  secondFactor: boolean;
}

async function startSession(user: UserRecord, secondFactor = false): Promise<NewSession> {
  const session = await createSession(database(), user.id, secondFactor);
  const token = await signSessionToken(session.id, user.id, session.expiresAt);
  return { user, token, expiresAt: session.expiresAt, secondFactor };
}

/** 401 that tells the sign-in form to ask for (another) code. */
const secondFactorRefusal = (message: string) => new HttpError(401, message, {}, { twoFactorRequired: true });

export async function register(payload: RegisterPayload): Promise<NewSession> {
  await assertUncommonPassword(payload.passwordHash);
  try {
    const user = await insertUser(database(), {
      email: payload.email,
      passwordHash: await hashPassword(payload.passwordHash),
      firstName: payload.firstName,
      lastName: payload.lastName,
      phone: payload.phone,
    });
    await sendVerificationLink(user);
    return await startSession(user);
  } catch (error) {
    if (error instanceof EmailTakenError) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Signs in. Unknown email and wrong password give the same 401 after the same bcrypt work;
 * repeated failures lock the account and the address out for a while (429). Every attempt is
 * counted before the password is checked, so attempts sent in parallel cannot all slip in; a
 * successful one clears the account's count and gives the address its place back. A browser that
 * signed in to the account before counts against its device cookie's own counter instead, so
 * strangers spending the account's counter cannot keep the owner out. With two-factor sign-in on,
 * the right password without a code is answered 401 `twoFactorRequired` (and not counted: it was
 * right), and a wrong code counts as a failed attempt.
 */
export async function login(input: LoginRequest, caller: Caller): Promise<NewSession> {
  const counters = attemptCounters(
    caller,
    {
      account: limitKeys.loginAccount(input.email),
      address: limitKeys.loginAddress(caller.address),
      device: limitKeys.loginDevice,
    },
    LOGIN_LIMITS,
  );
  for (const { key, rule } of counters) await consume(key, rule);

  const user = await findUserByEmail(database(), input.email);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await burnPasswordCheck(input.password);
  if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
  if (user.twoFactorEnabled && !input.code) {
    for (const { key } of counters) await refund(key);
    throw secondFactorRefusal(SECOND_FACTOR_NEEDED);
  }
  if (user.twoFactorEnabled && !(await checkSecondFactor(user.id, input.code ?? ''))) {
    throw secondFactorRefusal(CODE_WRONG);
  }
  for (const { key, clearedOnSuccess } of counters) await (clearedOnSuccess ? resetLimit(key) : refund(key));
  return startSession(user, user.twoFactorEnabled);
}

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password. It expires in 1 hour.';

/**
 * Sends a reset link if the account exists. The caller answers the same either way, so nobody
 * can learn which addresses have accounts.
 */
export async function requestPasswordReset(email: string, caller: Caller): Promise<void> {
  const counters = attemptCounters(
    caller,
    {
      account: limitKeys.resetAccount(email),
      address: limitKeys.resetAddress(caller.address),
      device: limitKeys.resetDevice,
    },
    RESET_LIMITS,
  );
  for (const { key, rule } of counters) await consume(key, rule);
  const user = await findUserByEmail(database(), email);
  if (!user) {
    await burnPasswordCheck(email); // similar timing for unknown addresses
    return;
  }
  await mailOneTimeLink(user, 'password-reset', '/reset-password', 'Reset your Kenyan Bites password', (link) => [
    'Someone (hopefully you) asked to reset the password of your Kenyan Bites account.',
    `Choose a new password here: ${link}`,
    '',
    'The link expires in 1 hour and works once. If you did not ask for it, ignore this email;',
    'your password stays the same.',
  ]);
}

/**
 * Sets a new password from a reset link. The link reached the account's address, so this proves the
 * address (./address-proof.ts: every session ends, a second factor set up before goes). One
 * transaction: the token is spent only with the password set and the sessions ended, or not at all.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  await assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  const proved = await withTransaction(async (tx) => {
    const userId = await consumeAccountToken(tx, token, 'password-reset');
    if (userId === null) return false;
    await setPasswordFromMailedLink(tx, userId, passwordHash);
    return (await proveAddress(tx, userId)) !== null;
  });
  if (!proved) throw badRequest(RESET_TOKEN_INVALID);
}

/** Signs a session out (POST /api/auth/logout): its token opens nothing any more. */
export const revokeSession = (sessionId: string): Promise<void> => revokeStoredSession(database(), sessionId);
