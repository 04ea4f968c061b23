import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import authUser from '../../netlify/functions/auth-user.mts';
import login from '../../netlify/functions/auth-login.mts';
import logout from '../../netlify/functions/auth-logout.mts';
import register from '../../netlify/functions/auth-register.mts';
import { PASSWORD_TOO_COMMON } from '@/domain/schemas';
import type { SessionUser } from '@/domain/session-user';
import { adminAccount, registerAccount, uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer, ORIGIN } from './support/call';
import { sql } from './support/db';
import { race } from './support/race';

describe('registration', () => {
  it('refuses a password on the common-password list, whatever its case, and creates no account', async () => {
    for (const password of ['password1', 'Qwerty123', 'DRAGON']) {
      const email = uniqueEmail();
      const refused = await call<ErrorAnswer>(register, '/api/auth/register', {
        method: 'POST',
        body: { email, passwordHash: password, firstName: 'Wanjiru', lastName: 'Kamau' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(PASSWORD_TOO_COMMON);
      expect(await sql('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    }
  });

  it('creates the account, signs it in with an HttpOnly SameSite=Lax cookie and never returns the hash', async () => {
    const email = uniqueEmail();
    const response = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email, passwordHash: 'pilau-and-chai', firstName: 'Wanjiru', lastName: 'Kamau', phone: '' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      email,
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      phone: null,
      isAdmin: false,
      adminAwaitingProof: false,
      emailVerified: false,
      twoFactorEnabled: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('kb_session=')) ?? '';
    expect(cookie).toMatch(/^kb_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // plain-HTTP localhost

    const [stored] = await sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email]);
    // A bcrypt hash (at the tests' low cost: production's is checked in tests/unit/server/auth/passwords.test.ts).
    expect(stored?.password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(stored?.password_hash).not.toContain('pilau-and-chai');
  });

  it('marks the cookie Secure anywhere but localhost', async () => {
    const response = await register(
      new Request('https://kenyanbites.com/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://kenyanbites.com' },
        body: JSON.stringify({ email: uniqueEmail(), passwordHash: 'secret-42', firstName: 'A', lastName: 'B' }),
      }),
      { ip: '203.0.113.5' },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  it('refuses an email that already has an account, whatever its capitalisation, with 409', async () => {
    const account = await registerAccount();
    const again = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email: account.email.toUpperCase(), passwordHash: 'another-pass', firstName: 'A', lastName: 'B' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'An account with this email already exists. Please sign in instead.' });
  });

  it.each([
    [
      { email: 'not-an-email', passwordHash: 'secret-42', firstName: 'A', lastName: 'B' },
      'Please enter a valid email address',
    ],
    [
      { email: 'a@example.com', passwordHash: '12345', firstName: 'A', lastName: 'B' },
      'Password must be at least 6 characters',
    ],
    [{ email: 'a@example.com', passwordHash: 'secret-42', firstName: '  ', lastName: 'B' }, 'First name is required'],
    [{ email: 'a@example.com', passwordHash: 'secret-42', firstName: 'A', lastName: '' }, 'Last name is required'],
  ])('answers 400 naming the problem for %j', async (body, message) => {
    const response = await call(register, '/api/auth/register', { method: 'POST', body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out, uncached', async () => {
    const response = await call(authUser, '/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the signed-in customer, and marks only the ADMIN_EMAIL account as administrator', async () => {
    const customer = await registerAccount({ firstName: 'Baraka' });
    const me = await call(authUser, '/api/auth/user', { cookie: customer.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: customer.email, firstName: 'Baraka', isAdmin: false });
    expect(JSON.stringify(me.body)).not.toMatch(/password|\$2[aby]\$/i);

    const admin = await adminAccount();
    const adminMe = await call(authUser, '/api/auth/user', { cookie: admin.cookie });
    expect(adminMe.body).toMatchObject({ email: 'admin@kenyanbites.local', isAdmin: true });
  });
});

describe('signing in', () => {
  it('signs in with the right password and sets a session cookie', async () => {
    const account = await registerAccount();
    const response = await call<SessionUser>(login, '/api/auth/login', {
      method: 'POST',
      body: { email: `  ${account.email.toUpperCase()} `, password: account.password },
      ip: '198.51.100.1',
    });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(account.email);
    const me = await call<SessionUser>(authUser, '/api/auth/user', { cookie: response.setCookie });
    expect(me.body.id).toBe(account.id);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const account = await registerAccount();
    const wrong = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: 'not-my-password' },
      ip: '198.51.100.2',
    });
    const unknown = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: uniqueEmail('nobody'), password: 'not-my-password' },
      ip: '198.51.100.2',
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password' }, setCookie: null });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body, setCookie: null });
  });

  it('locks an account for a while after 5 failed attempts, even against the right password', async () => {
    const account = await registerAccount();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failed = await call(login, '/api/auth/login', {
        method: 'POST',
        body: { email: account.email, password: `guess-${attempt}` },
        ip: `198.51.100.${10 + attempt}`,
      });
      expect(failed.status).toBe(401);
    }
    const locked = await call<ErrorAnswer>(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: account.password },
      ip: '198.51.100.30',
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('holds under parallel attempts: 30 wrong passwords sent at once give exactly 5 401s and 25 429s', async () => {
    const account = await registerAccount();
    // All thirty are counted together (support/race.ts).
    const answers = await race(
      'attempt-count',
      Array.from(
        { length: 30 },
        (_, attempt) => () =>
          call(login, '/api/auth/login', {
            method: 'POST',
            body: { email: account.email, password: `parallel-guess-${attempt}` },
            ip: '198.51.100.99',
          }),
      ),
    );
    // Each attempt is counted before its password is checked: the first 5 are checked (and wrong),
    // the other 25 refused, however the 30 interleave.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(25).fill(429)]);
  });

  it('gives a signed-in address its place back: successes never lock an office out', async () => {
    const ip = '192.0.2.88';
    for (let attempt = 0; attempt < 25; attempt++) {
      const account = await registerAccount();
      const answer = await call(login, '/api/auth/login', {
        method: 'POST',
        body: { email: account.email, password: account.password },
        ip,
      });
      expect(answer.status).toBe(200);
    }
  });

  it('limits one address guessing at many accounts after 20 failures', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt++) {
      const failed = await call(login, '/api/auth/login', {
        method: 'POST',
        body: { email: uniqueEmail('spray'), password: 'password1' },
        ip,
      });
      expect(failed.status).toBe(401);
    }
    const account = await registerAccount();
    const blocked = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: account.password },
      ip,
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: account.password },
      ip: '192.0.2.78',
    });
    expect(elsewhere.status).toBe(200);
  }, 30_000); // 20 checks against the decoy, at production's cost

  it('refuses bad input with 400 naming the problem', async () => {
    expect(
      await call(login, '/api/auth/login', { method: 'POST', body: { email: 'nope', password: 'secret-42' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    expect(
      await call(login, '/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 42 } }),
    ).toMatchObject({
      status: 400,
    });
    expect(await call(login, '/api/auth/login', { method: 'POST', rawBody: '{"email":' })).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON in request body' },
    });
    expect(await call(login, '/api/auth/login', { method: 'POST', rawBody: '' })).toMatchObject({
      status: 400,
      body: { message: 'Request body is required' },
    });
    expect(await call(login, '/api/auth/login', { method: 'POST', body: ['a@b.co'] })).toMatchObject({ status: 400 });
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(101 * 1024) });
    expect(await call(login, '/api/auth/login', { method: 'POST', rawBody: huge })).toMatchObject({
      status: 400,
      body: { message: 'Request body is too large (the limit is 100 KB)' },
    });
  });
});

describe('signing out', () => {
  it('revokes the session in the database, so the old cookie no longer works', async () => {
    const account = await registerAccount();
    const out = await call(logout, '/api/auth/logout', { method: 'POST', cookie: account.cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^kb_session=; .*Max-Age=0/));
    const me = await call(authUser, '/api/auth/user', { cookie: account.cookie });
    expect(me.status).toBe(401);
  });

  it('ends only that session: another device stays signed in', async () => {
    const account = await registerAccount();
    const other = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: account.email, password: account.password },
      ip: '198.51.100.60',
    });
    await call(logout, '/api/auth/logout', { method: 'POST', cookie: account.cookie });
    expect((await call(authUser, '/api/auth/user', { cookie: other.setCookie })).status).toBe(200);
  });

  it('succeeds for a guest too (nothing to end)', async () => {
    expect((await call(logout, '/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('the readable session hint', () => {
  const hint = (response: { headers: Headers }) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith('kb_signed_in='));

  it('comes with every new session, readable by the page and no longer-lived than the session', async () => {
    const email = uniqueEmail();
    const response = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email, passwordHash: 'pilau-and-chai', firstName: 'Hint', lastName: 'Test' },
    });
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('kb_session='));
    const maxAge = (cookie: string | undefined) => Number(/Max-Age=(\d+)/.exec(cookie ?? '')?.[1]);
    expect(hint(response)).toMatch(/^kb_signed_in=1; Path=\/; SameSite=Lax; Max-Age=\d+$/);
    expect(hint(response)).not.toContain('HttpOnly');
    expect(maxAge(hint(response))).toBeGreaterThan(0);
    expect(maxAge(hint(response))).toBeLessThanOrEqual(maxAge(session));

    const signedIn = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email, password: 'pilau-and-chai' },
    });
    expect(hint(signedIn)).toMatch(/^kb_signed_in=1;/);
  });

  it('is cleared with the session on sign-out', async () => {
    const account = await registerAccount();
    const out = await call(logout, '/api/auth/logout', { method: 'POST', cookie: account.cookie });
    expect(hint(out)).toMatch(/^kb_signed_in=; .*Max-Age=0/);
  });

  it('is cleared by the 401 of a session that is no longer valid, so the page stops asking', async () => {
    const response = await call(authUser, '/api/auth/user', { cookie: 'kb_session=not.a.token; kb_signed_in=1' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
    expect(hint(response)).toMatch(/^kb_signed_in=; .*Max-Age=0/);
  });
});

describe('tokens that must not work', () => {
  const claims = async () => {
    const account = await registerAccount();
    const [session] = await sql<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1', [account.id]);
    return { account, sessionId: session!.id };
  };

  it('a token signed with another secret', async () => {
    const { account, sessionId } = await claims();
    const forged = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuer('kenyan-bites')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('an-attacker-guessed-this-secret-value'));
    expect((await call(authUser, '/api/auth/user', { cookie: `kb_session=${forged}` })).status).toBe(401);
  });

  it("a token with alg 'none'", async () => {
    const { account, sessionId } = await claims();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sid: sessionId,
      sub: String(account.id),
      iss: 'kenyan-bites',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    expect((await call(authUser, '/api/auth/user', { cookie: `kb_session=${unsigned}` })).status).toBe(401);
  });

  it("a valid token whose subject was changed to someone else's id", async () => {
    const { account } = await claims();
    const victim = await registerAccount();
    const [header, , signature] = account.cookie.replace('kb_session=', '').split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sid: 'x',
        sub: String(victim.id),
        iss: 'kenyan-bites',
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString('base64url');
    expect(
      (await call(authUser, '/api/auth/user', { cookie: `kb_session=${header}.${payload}.${signature}` })).status,
    ).toBe(401);
  });

  it('garbage', async () => {
    expect((await call(authUser, '/api/auth/user', { cookie: 'kb_session=not.a.token' })).status).toBe(401);
  });
});

describe('misuse', () => {
  it('answers 405 with Allow for a wrong method', async () => {
    const response = await call(login, '/api/auth/login');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await call(authUser, '/api/auth/user', { method: 'DELETE' })).status).toBe(405);
  });

  it('refuses a change from another site, or without a JSON content type, with 403', async () => {
    const account = await registerAccount();
    const body = { email: account.email, password: account.password };
    const crossOrigin = await call(login, '/api/auth/login', {
      method: 'POST',
      body,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossOrigin).toMatchObject({ status: 403, body: { message: 'Cross-site requests are not allowed' } });
    const crossSite = await call(login, '/api/auth/login', {
      method: 'POST',
      body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const formPost = await call(login, '/api/auth/login', {
      method: 'POST',
      rawBody: `email=${account.email}&password=${account.password}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.status).toBe(403);
    const sameOrigin = await call(login, '/api/auth/login', {
      method: 'POST',
      body,
      headers: { origin: ORIGIN },
      ip: '198.51.100.90',
    });
    expect(sameOrigin.status).toBe(200);
  });
});
