import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import login from '../../netlify/functions/auth-login.mts';
import resetPasswordFn from '../../netlify/functions/auth-reset-password.mts';
import { PASSWORD_TOO_COMMON, RESET_TOKEN_INVALID } from '@/domain/schemas';
import { requestPasswordReset, resetPassword, signIn } from '@/stores/account/auth-actions';
import { $toast, showPendingFlashToast } from '@/stores/shell/toasts';
import { MemoryStorage, stubGlobal } from '../unit/stores/browser-stubs';
import { registerAccount } from './support/accounts';
import { call } from './support/call';
import { sql } from './support/db';

/*
 * The browser's side of a password reset (src/stores/account/auth-actions) against the real endpoints and
 * database: the e-mailed link cannot be read from the end-to-end tests, so the whole way from
 * 'Forgot password' to signing in with the new password is walked here.
 */

const ENDPOINTS = {
  '/api/auth/forgot-password': forgotPassword,
  '/api/auth/reset-password': resetPasswordFn,
  '/api/auth/login': login,
} as const;

/** The browser's fetch, answered by the endpoint functions themselves. */
const browserFetch = vi.fn<typeof fetch>(async (input, init) => {
  const path = String(input) as keyof typeof ENDPOINTS;
  const handler = ENDPOINTS[path];
  if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  const answer = await call(handler, path, {
    method: init?.method ?? 'GET',
    ...(typeof init?.body === 'string' ? { rawBody: init.body } : {}),
    ip: '198.51.100.77',
  });
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
});

const assign = vi.fn();
const restores: Array<() => void> = [];

beforeAll(() => {
  vi.stubGlobal('fetch', browserFetch);
  restores.push(
    stubGlobal('window', { location: { assign } }),
    stubGlobal('sessionStorage', new MemoryStorage()),
    stubGlobal('document', { cookie: '' }),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
  while (restores.length > 0) restores.pop()?.();
});

async function mailedToken(email: string): Promise<string> {
  const [mail] = await sql<{ text_body: string }>(
    'SELECT text_body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  const token = mail?.text_body.match(/\/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('resetting a forgotten password from the browser', () => {
  it('mails a link whose token sets the new password once, and the new password signs in', async () => {
    const account = await registerAccount({ password: 'old-password-1' });

    await expect(requestPasswordReset(account.email)).resolves.toBe(true);
    expect($toast.get()).toMatchObject({ title: 'Reset Link Sent' });
    const token = await mailedToken(account.email);

    await expect(resetPassword(token, 'new-password-2')).resolves.toEqual({ ok: true });
    expect(assign).toHaveBeenLastCalledWith('/login');
    showPendingFlashToast();
    expect($toast.get()).toMatchObject({
      title: 'Password Reset',
      description: 'Your password has been reset. Please sign in with your new password.',
    });

    await expect(signIn({ email: account.email, password: 'old-password-1' })).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
    await expect(signIn({ email: account.email, password: 'new-password-2' })).resolves.toEqual({ ok: true });
    expect(assign).toHaveBeenLastCalledWith('/');

    // The link works once: the screen then offers a new one.
    await expect(resetPassword(token, 'third-password-3')).resolves.toEqual({
      ok: false,
      linkInvalid: true,
      message: RESET_TOKEN_INVALID,
    });
  });

  it('refuses a common password with its reason and keeps the link usable for a better one', async () => {
    const account = await registerAccount({ password: 'old-password-1' });
    await requestPasswordReset(account.email);
    const token = await mailedToken(account.email);

    await expect(resetPassword(token, 'Password1')).resolves.toEqual({
      ok: false,
      linkInvalid: false,
      message: PASSWORD_TOO_COMMON,
    });
    await expect(resetPassword(token, 'kachumbari-at-noon')).resolves.toEqual({ ok: true });
    await expect(signIn({ email: account.email, password: 'kachumbari-at-noon' })).resolves.toEqual({ ok: true });
  });
});
