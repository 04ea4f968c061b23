import * as accountApi from '@/domain/api/account';
import { SESSION_HINT_SET } from '@/domain/session-hint';
import type { LoginRequest, RegisterFormInput } from '@/domain/schemas';
import { RESET_TOKEN_INVALID } from '@/domain/schemas';
import type { SessionUser } from '@/domain/session-user';
import { ApiError } from '@/lib/api/api-error';

import { callApi } from '@/lib/api/call';
import { invalidateKeys, mutateCache } from '@/lib/api/query';
import { forgetOlderOrderPages, ORDER_HISTORY_KEY } from './order-history';
import { SESSION_USER_KEY } from '../shell/session';
import { showToast, showToastAfterNavigation, type ToastInput } from '../shell/toasts';

/** The inline texts (docs/behaviour/messages.md#inline-messages) when the server gives no message of its own. */
export const SIGN_IN_FAILED = 'Invalid email or password';
export const REGISTER_FAILED = 'Failed to create account';

export const RESET_REQUEST_FAILED_TOAST: ToastInput = {
  title: 'Request Failed',
  description: 'Unable to process password reset request. Please try again.',
  variant: 'destructive',
};

/** A reset refused for another reason than the link (no network, the server failing). */
export const RESET_FAILED = 'Unable to reset your password. Please try again.';

/** `twoFactorRequired`: the password was right; the account needs a code from its authenticator app. */
export type AuthResult = { ok: true } | { ok: false; message: string; twoFactorRequired?: boolean };

/**
 * ApiError's own words when the answer carried no message (no network, a proxy's HTML page).
 * Those are not the server's message, so the screen's default reads better.
 */
const NO_SERVER_MESSAGE = 'Something went wrong';

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== NO_SERVER_MESSAGE ? error.message : fallback;
}

/**
 * Both ways in end alike: the user goes into the cache, whatever order
 * history was cached belonged to someone else (or no one), the toast waits for the next page, and
 * the customer goes back to the menu.
 */
async function startSession(
  request: () => Promise<SessionUser>,
  toastTitle: string,
  fallback: string,
): Promise<AuthResult> {
  let user: SessionUser;
  try {
    user = await request();
  } catch (error) {
    const twoFactorRequired = error instanceof ApiError && error.details['twoFactorRequired'] === true;
    return { ok: false, message: failureMessage(error, fallback), ...(twoFactorRequired ? { twoFactorRequired } : {}) };
  }
  mutateCache(SESSION_USER_KEY, user);
  // The server sets it too; where a runtime drops all but one Set-Cookie, this keeps it.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser customers use
  document.cookie = SESSION_HINT_SET;
  invalidateKeys(ORDER_HISTORY_KEY);
  forgetOlderOrderPages();
  showToastAfterNavigation({ title: toastTitle });
  window.location.assign('/');
  return { ok: true };
}

/**
 * POST /api/auth/login, with the second factor's code once the server asked for it; a refusal
 * gives the server's message or 'Invalid email or password'.
 */
export function signIn({ email, password, code }: LoginRequest): Promise<AuthResult> {
  const body = { email, password, ...(code === undefined ? {} : { code }) };
  return startSession(() => callApi(accountApi.login, { body }), 'Welcome back!', SIGN_IN_FAILED);
}

/**
 * POST /api/auth/register. `passwordHash` carries the password as typed (the server
 * hashes it); the optional phone is sent only when there is one.
 */
export function createAccount(form: RegisterFormInput): Promise<AuthResult> {
  const body = {
    email: form.email,
    passwordHash: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    ...(form.phone === null ? {} : { phone: form.phone }),
  };
  return startSession(() => callApi(accountApi.register, { body }), 'Account created!', REGISTER_FAILED);
}

/**
 * POST /api/auth/forgot-password. The answer is not read: it is the same whether or
 * not the account exists. Any failure shows the generic 'Request Failed' toast. True when sent.
 */
export async function requestPasswordReset(email: string): Promise<boolean> {
  try {
    await callApi(accountApi.forgotPassword, { body: { email } });
  } catch {
    showToast(RESET_REQUEST_FAILED_TOAST);
    return false;
  }
  showToast({ title: 'Reset Link Sent' });
  return true;
}

export type ResetResult = { ok: true } | { ok: false; linkInvalid: boolean; message: string };

/**
 * POST /api/auth/reset-password. On success the server has ended every session, so
 * the customer signs in afresh: to /login, with the server's confirmation as the toast. A link
 * that has expired or was used already is told apart so the screen can offer a new one.
 */
export async function resetPassword(token: string, password: string): Promise<ResetResult> {
  let answer: { message?: unknown } | undefined;
  try {
    answer = await callApi(accountApi.resetPassword, { body: { token, password } });
  } catch (error) {
    const message = failureMessage(error, RESET_FAILED);
    return { ok: false, linkInvalid: message === RESET_TOKEN_INVALID, message };
  }
  const confirmation = typeof answer?.message === 'string' ? answer.message : undefined;
  mutateCache(SESSION_USER_KEY, null);
  showToastAfterNavigation({ title: 'Password Reset', ...(confirmation ? { description: confirmation } : {}) });
  window.location.assign('/login');
  return { ok: true };
}
