import { describe, expect, it } from 'vitest';
import deleteAccountFn from '../../netlify/functions/auth-account.mts';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import profile from '../../netlify/functions/auth-profile.mts';
import resetPasswordFn from '../../netlify/functions/auth-reset-password.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import login from '../../netlify/functions/auth-login.mts';
import type { SessionUser } from '@/domain/session-user';
import { mailedToken, registerAccount, uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

const RESET_ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset the password. It expires in 1 hour.',
};
const LINK_INVALID = 'This reset link has expired or has already been used. Please request a new one.';

const resetLinkFor = (email: string) => mailedToken(email, '/reset-password');

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the real account', async () => {
    const account = await registerAccount();
    const known = await call(forgotPassword, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: account.email },
      ip: '198.51.100.101',
    });
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await call(forgotPassword, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: unknownEmail },
      ip: '198.51.100.101',
    });
    expect(known).toMatchObject({ status: 200, body: RESET_ANSWER });
    expect(unknown).toMatchObject({ status: 200, body: RESET_ANSWER });

    const [mail] = await sql<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE to_address = $1 AND subject LIKE 'Reset%'",
      [account.email],
    );
    expect(mail?.subject).toBe('Reset your Kenyan Bites password');
    expect(mail?.text_body).toContain('expires in 1 hour');
    expect(await sql('SELECT 1 FROM outbox WHERE to_address = $1', [unknownEmail])).toEqual([]);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const account = await registerAccount();
    await call(forgotPassword, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: account.email },
      ip: '198.51.100.102',
    });
    const token = await resetLinkFor(account.email);
    const [row] = await sql<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
       FROM account_tokens WHERE user_id = $1 AND purpose = 'password-reset'`,
      [account.id],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
    expect(row?.minutes).toBe(60);
  });

  it('limits repeated requests for one account (429 saying when to retry)', async () => {
    const account = await registerAccount();
    for (let i = 0; i < 3; i++) {
      const ok = await call(forgotPassword, '/api/auth/forgot-password', {
        method: 'POST',
        body: { email: account.email },
        ip: `198.51.100.${110 + i}`,
      });
      expect(ok.status).toBe(200);
    }
    const limited = await call<ErrorAnswer>(forgotPassword, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: account.email },
      ip: '198.51.100.120',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  it('needs an email', async () => {
    const response = await call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email: '' } });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Email Required – Please enter your email address.' },
    });
  });
});

describe('resetting the password', () => {
  it('sets the new password, signs out every session, and the link works once', async () => {
    const account = await registerAccount();
    await call(forgotPassword, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: account.email },
      ip: '198.51.100.130',
    });
    const token = await resetLinkFor(account.email);

    const reset = await call(resetPasswordFn, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'brand-new-secret' },
    });
    expect(reset.status).toBe(200);
    expect((await call(authUser, '/api/auth/user', { cookie: account.cookie })).status).toBe(401);

    const oldPassword = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: account.password },
      ip: '198.51.100.131',
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: 'brand-new-secret' },
      ip: '198.51.100.131',
    });
    expect(newPassword.status).toBe(200);

    const reused = await call(resetPasswordFn, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'yet-another-one' },
    });
    expect(reused).toMatchObject({ status: 400, body: { message: LINK_INVALID } });
  });

  it('refuses an expired link', async () => {
    const account = await registerAccount();
    await call(forgotPassword, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: account.email },
      ip: '198.51.100.140',
    });
    const token = await resetLinkFor(account.email);
    await sql("UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [account.id]);
    const expired = await call(resetPasswordFn, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'brand-new-secret' },
    });
    expect(expired).toMatchObject({ status: 400, body: { message: LINK_INVALID } });
  });

  it('refuses a made-up token and a short password', async () => {
    expect(
      await call(resetPasswordFn, '/api/auth/reset-password', {
        method: 'POST',
        body: { token: 'made-up', password: 'long-enough' },
      }),
    ).toMatchObject({ status: 400, body: { message: LINK_INVALID } });
    expect(
      await call(resetPasswordFn, '/api/auth/reset-password', {
        method: 'POST',
        body: { token: 'made-up', password: '123' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters' } });
  });
});

describe('PATCH /api/auth/profile', () => {
  it('updates name and phone for the signed-in customer', async () => {
    const account = await registerAccount({ firstName: 'Amina', phone: '913-555-0100' });
    const response = await call(profile, '/api/auth/profile', {
      method: 'PATCH',
      cookie: account.cookie,
      body: { firstName: ' Amani ', lastName: 'Otieno', email: account.email, phone: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Amani', lastName: 'Otieno', phone: null, email: account.email });
    const me = await call(authUser, '/api/auth/user', { cookie: account.cookie });
    expect(me.body).toMatchObject({ firstName: 'Amani', lastName: 'Otieno', phone: null });
  });

  it('never changes the email', async () => {
    const account = await registerAccount();
    const response = await call(profile, '/api/auth/profile', {
      method: 'PATCH',
      cookie: account.cookie,
      body: { firstName: 'A', lastName: 'B', email: uniqueEmail('other'), phone: '' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Your email address cannot be changed.' } });
    const me = await call<SessionUser>(authUser, '/api/auth/user', { cookie: account.cookie });
    expect(me.body.email).toBe(account.email);
  });

  it('needs a signed-in person and valid fields', async () => {
    const body = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '' };
    expect(await call(profile, '/api/auth/profile', { method: 'PATCH', body })).toMatchObject({
      status: 401,
      body: { message: 'Not authenticated' },
    });
    const account = await registerAccount();
    const invalid = await call(profile, '/api/auth/profile', {
      method: 'PATCH',
      cookie: account.cookie,
      body: { ...body, email: account.email, firstName: '' },
    });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'First name is required' } });
    expect((await call(profile, '/api/auth/profile', { method: 'POST', cookie: account.cookie, body })).status).toBe(
      405,
    );
  });
});

describe('DELETE /api/auth/account', () => {
  it('removes the account and its sessions, and keeps its orders detached for the records (details removed: personal-data.test.ts)', async () => {
    const account = await registerAccount();
    const [orderId] = await insertOrder({ userId: account.id, status: 'delivered', customerName: 'Amina' });

    const response = await call(deleteAccountFn, '/api/auth/account', { method: 'DELETE', cookie: account.cookie });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    expect((await call(authUser, '/api/auth/user', { cookie: account.cookie })).status).toBe(401);
    expect(await sql('SELECT 1 FROM users WHERE id = $1', [account.id])).toEqual([]);
    expect(await sql('SELECT 1 FROM sessions WHERE user_id = $1', [account.id])).toEqual([]);
    const [kept] = await sql<{ user_id: string | null; customer_name: string }>(
      'SELECT user_id, customer_name FROM orders WHERE id = $1',
      [orderId],
    );
    expect(kept).toEqual({ user_id: null, customer_name: 'Removed' });

    const signIn = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: account.password },
      ip: '198.51.100.150',
    });
    expect(signIn.status).toBe(401);
  });

  it('needs a signed-in person', async () => {
    expect((await call(deleteAccountFn, '/api/auth/account', { method: 'DELETE' })).status).toBe(401);
  });
});
