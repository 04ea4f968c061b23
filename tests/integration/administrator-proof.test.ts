import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import login from '../../netlify/functions/auth-login.mts';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import resetPasswordFn from '../../netlify/functions/auth-reset-password.mts';
import twoFactor from '../../netlify/functions/auth-two-factor.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import verifyEmailFn from '../../netlify/functions/auth-verify-email.mts';
import sendVerification from '../../netlify/functions/auth-verify-email-send.mts';
import orders from '../../netlify/functions/orders.mts';
import type { SessionUser } from '@/domain/session-user';
import { reloadServerConfig } from '@/server/config';
import { withTransaction } from '@/server/db';
import { enableTwoFactor } from '@/server/repositories/two-factor-repository';
import {
  mailedToken,
  PROVEN_PASSWORD,
  registerAccount,
  setPasswordByMailedLink,
  uniqueEmail,
  verifyEmailOf,
  type TestAccount,
} from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';

/*
 * Admin rights need proof of the ADMIN_EMAIL address, and two-factor sign-in protects them. This
 * file names its own administrator address (its worker's environment), so the account is new here.
 */
const previousAdmin = process.env['ADMIN_EMAIL'];
const OWNER = uniqueEmail('owner');
beforeAll(() => {
  process.env['ADMIN_EMAIL'] = OWNER;
  reloadServerConfig();
});
afterAll(() => {
  if (previousAdmin === undefined) delete process.env['ADMIN_EMAIL'];
  else process.env['ADMIN_EMAIL'] = previousAdmin;
  reloadServerConfig();
});

const LINK_INVALID =
  'This verification link has expired or has already been used. Sign in and send a new one from Account Settings.';

const me = async (cookie: string) => (await call<SessionUser>(authUser, '/api/auth/user', { cookie })).body;
const verify = (token: string) =>
  call<ErrorAnswer>(verifyEmailFn, '/api/auth/verify-email', { method: 'POST', body: { token } });
const adminList = async (cookie: string) => (await call(orders, '/api/orders', { cookie })).status;
const signIn = (account: Pick<TestAccount, 'email' | 'password'>, code?: string) =>
  call<SessionUser & { twoFactorRequired?: boolean; message?: string }>(login, '/api/auth/login', {
    method: 'POST',
    body: { email: account.email, password: account.password, ...(code === undefined ? {} : { code }) },
  });
const twoFactorCall = <Body>(action: string, cookie: string, body: unknown = {}) =>
  call<Body>(twoFactor, `/api/auth/two-factor/${action}`, { method: 'POST', cookie, body, params: { action } });

describe('the administrator proves the ADMIN_EMAIL address', () => {
  let owner: TestAccount;

  it('registering the address and verifying it are not enough: rights start with a password set by a mailed link', async () => {
    owner = await registerAccount({ email: OWNER, firstName: 'Owner' });
    expect(await me(owner.cookie)).toMatchObject({
      isAdmin: false,
      adminAwaitingProof: true,
      emailVerified: false,
    });
    expect(await adminList(owner.cookie)).toBe(403);

    const token = await mailedToken(OWNER, '/verify-email');
    const [stored] = await sql<{ token_hash: string; hours: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
       FROM account_tokens WHERE user_id = $1 AND purpose = 'email-verification'`,
      [owner.id],
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toContain(token);
    expect(stored?.hours).toBe(24);

    const opened = await verify(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ message: 'Your email address is verified. Thank you!' });
    // The proof ends every session opened before it, the registration's included.
    expect((await call(authUser, '/api/auth/user', { cookie: owner.cookie })).status).toBe(401);
    owner = { ...owner, cookie: (await signIn(owner)).setCookie as string };
    // Verified, but the password is still the one whoever registered chose.
    expect(await me(owner.cookie)).toMatchObject({ isAdmin: false, adminAwaitingProof: true, emailVerified: true });
    expect(await adminList(owner.cookie)).toBe(403);
    // Single use.
    expect(await verify(token)).toMatchObject({ status: 400, body: { message: LINK_INVALID } });

    owner = await setPasswordByMailedLink(owner);
    expect(await me(owner.cookie)).toMatchObject({ isAdmin: true, adminAwaitingProof: false, emailVerified: true });
    expect(await adminList(owner.cookie)).toBe(200);
  });

  it("keeps out whoever registered the owner's address first, once the owner sets the password by the link", async () => {
    const address = uniqueEmail('squatted-owner');
    process.env['ADMIN_EMAIL'] = address;
    reloadServerConfig();
    try {
      const squatter = await registerAccount({ email: address, password: 'squatter-knows-this-1' });
      // The owner opens the verification link that reached their inbox: the squatter's session ends ...
      expect((await verify(await mailedToken(address, '/verify-email'))).status).toBe(200);
      expect((await call(authUser, '/api/auth/user', { cookie: squatter.cookie })).status).toBe(401);
      // ... and signing in again with the password they chose gives no rights.
      const again = await signIn(squatter);
      expect(again.body).toMatchObject({ isAdmin: false, adminAwaitingProof: true });
      expect(await adminList(again.setCookie as string)).toBe(403);

      const owner = await setPasswordByMailedLink(squatter, 'the-real-owner-2');
      expect(await adminList(owner.cookie)).toBe(200);
      expect((await call(authUser, '/api/auth/user', { cookie: again.setCookie as string })).status).toBe(401);
      expect((await signIn(squatter)).status).toBe(401);
    } finally {
      process.env['ADMIN_EMAIL'] = OWNER;
      reloadServerConfig();
    }
  });

  it('refuses an expired link, a made-up one, and a password-reset token used as one', async () => {
    const customer = await registerAccount();
    await sql(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'email-verification'`,
      [customer.id],
    );
    expect((await verify(await mailedToken(customer.email, '/verify-email'))).status).toBe(400);
    expect((await verify('x'.repeat(43))).body).toEqual({ message: LINK_INVALID });

    await call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email: customer.email } });
    expect((await verify(await mailedToken(customer.email, '/reset-password'))).status).toBe(400);
    expect(await me(customer.cookie)).toMatchObject({ emailVerified: false });
  });

  it('mails a new link on request, at most 3 an hour, and none once verified', async () => {
    const customer = await registerAccount();
    const send = (cookie = customer.cookie) =>
      call<ErrorAnswer>(sendVerification, '/api/auth/verify-email/send', { method: 'POST', cookie });
    const first = await send();
    expect(first.status).toBe(202);
    expect(first.body.message).toBe(
      `We sent a verification link to ${customer.email}. It works once and expires in 24 hours.`,
    );
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(429);

    const verified = await verifyEmailOf(customer);
    expect(await send(verified.cookie)).toMatchObject({
      status: 409,
      body: { message: 'Your email address is already verified.' },
    });
    expect((await call(sendVerification, '/api/auth/verify-email/send', { method: 'POST' })).status).toBe(401);
  });

  it('counts a password reset as proof: its link reached the address too', async () => {
    const customer = await registerAccount();
    await call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email: customer.email } });
    const token = await mailedToken(customer.email, '/reset-password');
    const reset = await call(resetPasswordFn, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'new-kachumbari-7' },
    });
    expect(reset.status).toBe(200);
    const again = await signIn({ email: customer.email, password: 'new-kachumbari-7' });
    expect(again.body).toMatchObject({ emailVerified: true });
  });

  it('removes a second factor set up before the proof, and ends every session opened before it', async () => {
    const account = await verifyEmailOf(await registerAccount());
    const { secret } = (await twoFactorCall<{ secret: string }>('setup', account.cookie)).body;
    expect((await twoFactorCall('enable', account.cookie, { code: appCode(secret) })).status).toBe(200);

    await call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email: account.email } });
    const token = await mailedToken(account.email, '/reset-password');
    const password = 'new-kachumbari-8';
    expect(
      (await call(resetPasswordFn, '/api/auth/reset-password', { method: 'POST', body: { token, password } })).status,
    ).toBe(200);

    expect((await call(authUser, '/api/auth/user', { cookie: account.cookie })).status).toBe(401);
    // Whoever set up that authenticator can no longer keep the address's owner out.
    const signedIn = await signIn({ email: account.email, password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ twoFactorEnabled: false });
    expect(await sql('SELECT 1 FROM recovery_codes WHERE user_id = $1', [account.id])).toEqual([]);
  });
});

/** The app's code for the secret the set-up showed, `stepsAhead` steps of 30 s from now. */
function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

describe('two-factor sign-in (TOTP, RFC 6238)', () => {
  it('is set up with a first code, then asked for at sign-in; each code and recovery code works once', async () => {
    const account = await verifyEmailOf(await registerAccount());
    const elsewhere = (await signIn(account)).setCookie as string;

    const setup = await twoFactorCall<{ secret: string; uri: string; qrSvg: string }>('setup', account.cookie);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Kenyan%20Bites:.+\?.*secret=/);
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*>/);
    const secret = setup.body.secret;

    const wrong = await twoFactorCall<ErrorAnswer>('enable', account.cookie, { code: '000000' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: "That code didn't work. Enter the newest code from your authenticator app." },
    });
    const enabled = await twoFactorCall<{ recoveryCodes: string[] }>('enable', account.cookie, {
      code: appCode(secret),
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored sealed and hashed, never as shown.
    const [user] = await sql<{ totp_secret: string }>('SELECT totp_secret FROM users WHERE id = $1', [account.id]);
    expect(user?.totp_secret).toMatch(/^v1\./);
    expect(user?.totp_secret).not.toContain(secret.replace(/\s/g, ''));
    const hashes = await sql<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [
      account.id,
    ]);
    expect(hashes.map((row) => row.code_hash).join()).not.toContain(codes[0]?.replace('-', ''));

    // This session stays, with both factors; the one opened with the password alone ends.
    expect(await me(account.cookie)).toMatchObject({ twoFactorEnabled: true });
    expect((await call(authUser, '/api/auth/user', { cookie: elsewhere })).status).toBe(401);

    const passwordOnly = await signIn(account);
    expect(passwordOnly).toMatchObject({
      status: 401,
      body: {
        twoFactorRequired: true,
        message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      },
    });
    expect(passwordOnly.setCookie).toBeFalsy();
    expect((await signIn(account, '123456')).body).toMatchObject({ twoFactorRequired: true });

    const next = appCode(secret, 1);
    expect((await signIn(account, next)).status).toBe(200);
    expect((await signIn(account, next)).status).toBe(401); // the same code again

    const recovery = codes[0] as string;
    expect((await signIn(account, recovery.toUpperCase())).status).toBe(200);
    expect((await signIn(account, recovery)).status).toBe(401);

    // Turning it off takes a code too.
    expect((await twoFactorCall('disable', account.cookie, { code: recovery })).status).toBe(400);
    expect((await twoFactorCall('disable', account.cookie, { code: codes[1] })).status).toBe(204);
    expect((await signIn(account)).status).toBe(200);
  });

  it("refuses admin calls in an administrator's session opened without the second factor", async () => {
    const owner = await signIn({ email: OWNER, password: PROVEN_PASSWORD });
    const cookie = owner.setCookie as string;
    const { secret } = (await twoFactorCall<{ secret: string }>('setup', cookie)).body;
    expect((await twoFactorCall('enable', cookie, { code: appCode(secret) })).status).toBe(200);
    expect(await adminList(cookie)).toBe(200);

    await sql('UPDATE sessions SET second_factor = false WHERE user_id = (SELECT id FROM users WHERE email = $1)', [
      OWNER,
    ]);
    expect(await adminList(cookie)).toBe(403);
    expect(await me(cookie)).toMatchObject({ isAdmin: false, twoFactorEnabled: true });
  });

  it('needs a signed-in person and answers 404 for an unknown action', async () => {
    expect((await twoFactorCall('setup', '')).status).toBe(401);
    const account = await verifyEmailOf(await registerAccount());
    expect((await twoFactorCall('nonsense', account.cookie)).status).toBe(404);
    expect((await twoFactorCall('enable', account.cookie, { code: '123456' })).status).toBe(409);
  });

  it('turns on only the secret the code was checked against, even if another set-up replaced it meanwhile', async () => {
    const account = await verifyEmailOf(await registerAccount());
    const shown = (await twoFactorCall<{ secret: string }>('setup', account.cookie)).body.secret;
    const [pendingRow] = await sql<{ totp_pending_secret: string }>(
      'SELECT totp_pending_secret FROM users WHERE id = $1',
      [account.id],
    );
    const sealedShown = pendingRow?.totp_pending_secret ?? '';
    // A second set-up (another tab, a double click) lands between the code's check and turning it on.
    await twoFactorCall('setup', account.cookie);
    const [session] = await sql<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [
      account.id,
    ]);
    const turnedOn = await withTransaction((tx) =>
      enableTwoFactor(tx, account.id, session?.id ?? '', sealedShown, ['not-used']),
    );
    expect(turnedOn).toBe(false);
    expect(await sql('SELECT totp_secret FROM users WHERE id = $1', [account.id])).toEqual([{ totp_secret: null }]);
    // The owner sets it up again and turns on what they scanned.
    const again = (await twoFactorCall<{ secret: string }>('setup', account.cookie)).body.secret;
    expect(again).not.toBe(shown);
    expect((await twoFactorCall('enable', account.cookie, { code: appCode(again) })).status).toBe(200);
  });

  it('can be set up only on a verified account', async () => {
    const account = await registerAccount();
    for (const action of ['setup', 'enable']) {
      expect(await twoFactorCall<ErrorAnswer>(action, account.cookie, { code: '123456' })).toMatchObject({
        status: 403,
        body: { message: 'Verify your email address before turning on two-factor sign-in.' },
      });
    }
    expect(await sql('SELECT totp_pending_secret FROM users WHERE id = $1', [account.id])).toEqual([
      { totp_pending_secret: null },
    ]);
  });
});
