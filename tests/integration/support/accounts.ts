import forgotPassword from '../../../netlify/functions/auth-forgot-password.mts';
import login from '../../../netlify/functions/auth-login.mts';
import resetPasswordFn from '../../../netlify/functions/auth-reset-password.mts';
import register from '../../../netlify/functions/auth-register.mts';
import verifyEmailFn from '../../../netlify/functions/auth-verify-email.mts';
import type { SessionUser } from '@/domain/session-user';
import { DEV_ADMIN_EMAIL } from '@/server/config';
import { call } from './call';
import { sql } from './db';

let counter = 0;

/** A unique address per call, so the accounts of one file's tests never collide. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  /** `kb_session=...`, ready for the Cookie header. */
  cookie: string;
}

/** Registers an account through the real endpoint and returns its session cookie. */
export async function registerAccount(
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; phone: string }> = {},
): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct-horse-42';
  const response = await call<SessionUser>(register, '/api/auth/register', {
    method: 'POST',
    body: {
      email,
      passwordHash: password,
      firstName: overrides.firstName ?? 'Amina',
      lastName: overrides.lastName ?? 'Odhiambo',
      phone: overrides.phone ?? '913-555-0142',
    },
  });
  if (response.status !== 201 || !response.setCookie) {
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { id: response.body.id, email, password, cookie: response.setCookie };
}

/** The token of the newest link of that kind (`/verify-email`, `/reset-password`) mailed to the address. */
export async function mailedToken(email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  const [mail] = await sql<{ text_body: string }>(
    'SELECT text_body FROM outbox WHERE lower(to_address) = lower($1) AND text_body LIKE $2 ORDER BY id DESC LIMIT 1',
    [email, `%${path}?token=%`],
  );
  const token = mail?.text_body.match(new RegExp(`${path.replace('/', '\\/')}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${email}`);
  return token;
}

/**
 * Opens the verification link the account was mailed, as its owner would, then signs in again (the
 * proof ended every session opened before it); answers the account with its new session cookie.
 */
export async function verifyEmailOf(account: TestAccount): Promise<TestAccount> {
  const token = await mailedToken(account.email, '/verify-email');
  const response = await call(verifyEmailFn, '/api/auth/verify-email', { method: 'POST', body: { token } });
  if (response.status !== 200)
    throw new Error(`verification failed: ${response.status} ${JSON.stringify(response.body)}`);
  const signedIn = await call(login, '/api/auth/login', {
    method: 'POST',
    body: { email: account.email, password: account.password },
  });
  if (signedIn.status !== 200 || !signedIn.setCookie)
    throw new Error(`sign-in after verification failed: ${signedIn.status}`);
  return { ...account, cookie: signedIn.setCookie };
}

/** The password `setPasswordByMailedLink` sets unless told another. */
export const PROVEN_PASSWORD = 'owner-chapati-77';

/**
 * Sets the account's password through a reset link mailed to it, as its owner would, then signs in
 * with it; answers the account with the new password and session cookie.
 */
export async function setPasswordByMailedLink(account: TestAccount, password = PROVEN_PASSWORD): Promise<TestAccount> {
  await call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email: account.email } });
  const token = await mailedToken(account.email, '/reset-password');
  const reset = await call(resetPasswordFn, '/api/auth/reset-password', { method: 'POST', body: { token, password } });
  if (reset.status !== 200) throw new Error(`reset failed: ${reset.status} ${JSON.stringify(reset.body)}`);
  const signedIn = await call(login, '/api/auth/login', { method: 'POST', body: { email: account.email, password } });
  if (signedIn.status !== 200 || !signedIn.setCookie)
    throw new Error(`sign-in after the reset failed: ${signedIn.status}`);
  return { ...account, password, cookie: signedIn.setCookie };
}

let admin: Promise<TestAccount> | undefined;

/**
 * The administrator: ADMIN_EMAIL's account, registered, with its password set through a link mailed
 * to it (docs/behaviour/rules.md#administrator), once per test file (each has a database of its own).
 */
export function adminAccount(): Promise<TestAccount> {
  admin ??= registerAccount({ email: DEV_ADMIN_EMAIL, firstName: 'Owner' }).then((account) =>
    setPasswordByMailedLink(account),
  );
  return admin;
}
