import { api } from '@/domain/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_TOKEN_INVALID } from '@/domain/schemas';
import type { SessionUser } from '@/domain/session-user';
import {
  createAccount,
  REGISTER_FAILED,
  requestPasswordReset,
  RESET_FAILED,
  resetPassword,
  SIGN_IN_FAILED,
  signIn,
} from '@/stores/account/auth-actions';
import { $orderHistory, ORDER_HISTORY_KEY } from '@/stores/account/order-history';
import { $sessionUser } from '@/stores/shell/session';
import { $toast, showPendingFlashToast } from '@/stores/shell/toasts';
import { MemoryStorage, stubGlobal } from './browser-stubs';
import { sessionUser } from '../../fixtures/session-user';
import { eventually } from './eventually';

const AMINA: SessionUser = sessionUser({ createdAt: '2026-01-01T00:00:00.000Z' });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The answer each call gets; the session and order-history reads answer as for a guest. */
let answerFor: (method: string, path: string) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const path = String(input);
  const method = init?.method ?? 'GET';
  if (method === 'GET' && path === api.account.user.path) return json(401, { message: 'Not authenticated' });
  if (method === 'GET' && path === ORDER_HISTORY_KEY) return json(401, { message: 'Not authenticated' });
  return answerFor(method, path);
});
vi.stubGlobal('fetch', fetchMock);

/** The page's document as the stores touch it: only its cookie (the session hint). */
const pageDocument = { cookie: '' };

const callsTo = (path: string, method = 'POST') =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);
const bodyOf = (path: string) => JSON.parse(String(callsTo(path)[0]?.[1]?.body));

let assign: ReturnType<typeof vi.fn>;
let session: MemoryStorage;
const restores: Array<() => void> = [];

beforeEach(() => {
  fetchMock.mockClear();
  $toast.set(null);
  assign = vi.fn();
  session = new MemoryStorage();
  pageDocument.cookie = '';
  restores.push(
    stubGlobal('window', { location: { assign } }),
    stubGlobal('sessionStorage', session),
    stubGlobal('document', pageDocument),
  );
});

afterEach(() => {
  while (restores.length > 0) restores.pop()?.();
});

/** The toast the next page will show, as it would show it. */
function toastOnNextPage() {
  showPendingFlashToast();
  return $toast.get();
}

/** Keeps the session and order-history stores mounted, as the header and history page do. */
async function mountQueryStores() {
  const offUser = $sessionUser.listen(() => {});
  const offHistory = $orderHistory.listen(() => {});
  restores.push(offUser, offHistory);
  await eventually(() => expect($sessionUser.get().loading).toBe(false));
  await eventually(() => expect(callsTo(ORDER_HISTORY_KEY, 'GET')).toHaveLength(1));
}

describe('signIn', () => {
  it('sends the email and password, caches the user, refetches order history, and goes home to "Welcome back!"', async () => {
    await mountQueryStores();
    expect($sessionUser.get().data).toBeNull();
    answerFor = () => json(200, AMINA);

    await expect(signIn({ email: 'amina@example.com', password: 'secret-42' })).resolves.toEqual({ ok: true });

    expect(bodyOf(api.account.login.path)).toEqual({ email: 'amina@example.com', password: 'secret-42' });
    expect(callsTo(api.account.login.path)[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect($sessionUser.get().data).toEqual(AMINA);
    await eventually(() => expect(callsTo(ORDER_HISTORY_KEY, 'GET')).toHaveLength(2));
    expect(assign).toHaveBeenCalledWith('/');
    expect(pageDocument.cookie).toMatch(/^kb_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect($toast.get()).toBeNull();
    expect(toastOnNextPage()).toMatchObject({ title: 'Welcome back!' });
  });

  it("shows the server's message when it gives one, and stays on the page", async () => {
    answerFor = () => json(429, { message: 'Too many attempts. Please try again in 15 minutes.' });
    await expect(signIn({ email: 'amina@example.com', password: 'secret-42' })).resolves.toEqual({
      ok: false,
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(toastOnNextPage()).toBeNull();
  });

  it("says 'Invalid email or password' when the server gives no message or cannot be reached", async () => {
    expect(SIGN_IN_FAILED).toBe('Invalid email or password');
    answerFor = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(signIn({ email: 'a@b.co', password: 'secret-42' })).resolves.toEqual({
      ok: false,
      message: SIGN_IN_FAILED,
    });
    answerFor = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(signIn({ email: 'a@b.co', password: 'secret-42' })).resolves.toEqual({
      ok: false,
      message: SIGN_IN_FAILED,
    });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('createAccount', () => {
  const form = {
    firstName: 'Amina',
    lastName: 'Odhiambo',
    email: 'amina@example.com',
    phone: null,
    password: 'secret-42',
    confirmPassword: 'secret-42',
  };

  it('sends the typed password as passwordHash, leaves out an empty phone, and goes home to "Account created!"', async () => {
    await mountQueryStores();
    answerFor = () => json(201, AMINA);

    await expect(createAccount(form)).resolves.toEqual({ ok: true });

    expect(bodyOf(api.account.register.path)).toEqual({
      email: 'amina@example.com',
      passwordHash: 'secret-42',
      firstName: 'Amina',
      lastName: 'Odhiambo',
    });
    expect($sessionUser.get().data).toEqual(AMINA);
    await eventually(() => expect(callsTo(ORDER_HISTORY_KEY, 'GET')).toHaveLength(2));
    expect(assign).toHaveBeenCalledWith('/');
    expect(toastOnNextPage()).toMatchObject({ title: 'Account created!' });
  });

  it('sends the phone when there is one', async () => {
    answerFor = () => json(201, { ...AMINA, phone: '913-555-0142' });
    await createAccount({ ...form, phone: '913-555-0142' });
    expect(bodyOf(api.account.register.path)).toMatchObject({ phone: '913-555-0142' });
  });

  it("shows the server's message (a taken email) or 'Failed to create account'", async () => {
    answerFor = () => json(409, { message: 'An account with this email already exists. Please sign in instead.' });
    await expect(createAccount(form)).resolves.toEqual({
      ok: false,
      message: 'An account with this email already exists. Please sign in instead.',
    });
    answerFor = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(createAccount(form)).resolves.toEqual({ ok: false, message: REGISTER_FAILED });
    expect(REGISTER_FAILED).toBe('Failed to create account');
    expect(assign).not.toHaveBeenCalled();
    expect(toastOnNextPage()).toBeNull();
  });
});

describe('requestPasswordReset', () => {
  it('sends the email and says "Reset Link Sent"', async () => {
    answerFor = () => json(200, { message: 'If an account exists for that email, we have sent a link.' });
    await expect(requestPasswordReset('amina@example.com')).resolves.toBe(true);
    expect(bodyOf(api.account.forgotPassword.path)).toEqual({ email: 'amina@example.com' });
    expect($toast.get()).toMatchObject({ title: 'Reset Link Sent' });
  });

  it('answers any failure with the generic "Request Failed" toast', async () => {
    answerFor = () => json(429, { message: 'Too many attempts. Please try again in 60 minutes.' });
    await expect(requestPasswordReset('amina@example.com')).resolves.toBe(false);
    expect($toast.get()).toMatchObject({
      title: 'Request Failed',
      description: 'Unable to process password reset request. Please try again.',
      variant: 'destructive',
    });
  });
});

describe('resetPassword', () => {
  it("sends the token and the new password, forgets the session, and goes to sign in with the server's confirmation", async () => {
    await mountQueryStores();
    answerFor = () => json(200, AMINA);
    await signIn({ email: 'amina@example.com', password: 'secret-42' });
    expect($sessionUser.get().data).toEqual(AMINA);

    answerFor = () => json(200, { message: 'Your password has been reset. Please sign in with your new password.' });
    await expect(resetPassword('token-123', 'new-secret-42')).resolves.toEqual({ ok: true });
    expect(bodyOf(api.account.resetPassword.path)).toEqual({ token: 'token-123', password: 'new-secret-42' });
    expect($sessionUser.get().data).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(toastOnNextPage()).toMatchObject({
      title: 'Password Reset',
      description: 'Your password has been reset. Please sign in with your new password.',
    });
  });

  it('tells an expired or used link apart from other failures', async () => {
    answerFor = () => json(400, { message: RESET_TOKEN_INVALID });
    await expect(resetPassword('old-token', 'new-secret-42')).resolves.toEqual({
      ok: false,
      linkInvalid: true,
      message: RESET_TOKEN_INVALID,
    });

    answerFor = () => json(500, { message: 'Something went wrong on our side. Please try again.' });
    await expect(resetPassword('token-123', 'new-secret-42')).resolves.toEqual({
      ok: false,
      linkInvalid: false,
      message: 'Something went wrong on our side. Please try again.',
    });

    answerFor = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(resetPassword('token-123', 'new-secret-42')).resolves.toEqual({
      ok: false,
      linkInvalid: false,
      message: RESET_FAILED,
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
