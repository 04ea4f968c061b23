import { describe, expect, it } from 'vitest';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import login from '../../netlify/functions/auth-login.mts';
import type { SessionUser } from '@/domain/session-user';
import { signSessionToken } from '@/server/auth/session-token';
import { registerAccount, type TestAccount } from './support/accounts';
import { call, type CallResult } from './support/call';
import { race } from './support/race';

/*
 * OWASP's device cookie (src/server/auth/device-cookie.ts): strangers guessing at the owner's
 * password spend the account's counter, and the owner's own phone, which signed in before, still
 * signs in at once; guessing from that phone is limited by its own counter.
 */

/** The `kb_device=...` cookie an answer set, ready for the Cookie header. */
function deviceCookieOf(answer: CallResult): string {
  const set = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('kb_device='));
  if (!set) throw new Error('no device cookie was set');
  return set.split(';')[0] ?? '';
}

const signIn = (account: TestAccount, password: string, cookie: string | null = null) =>
  call<SessionUser>(login, '/api/auth/login', { method: 'POST', body: { email: account.email, password }, cookie });

/** An account, and the device cookie of the browser that signed in to it once. */
async function ownersPhone(): Promise<{ account: TestAccount; device: string }> {
  const account = await registerAccount();
  const signedIn = await signIn(account, account.password);
  expect(signedIn.status).toBe(200);
  return { account, device: deviceCookieOf(signedIn) };
}

/** Wrong passwords, one after another. */
async function wrongGuesses(account: TestAccount, count: number, cookie: string | null = null): Promise<void> {
  for (let i = 0; i < count; i++) await signIn(account, `guess-${i}`, cookie);
}

/** Wrong passwords sent at once, all counted together (support/race.ts). */
const guessesAtOnce = (account: TestAccount, count: number, cookie: string | null = null) =>
  race(
    'attempt-count',
    Array.from({ length: count }, (_, i) => () => signIn(account, `guess-${i}`, cookie)),
  );

describe('the device cookie', () => {
  it('is set on sign-in: HttpOnly, sent only to /api/auth, for a year', async () => {
    const account = await registerAccount();
    const signedIn = await signIn(account, account.password);
    const set = signedIn.headers.getSetCookie().find((cookie) => cookie.startsWith('kb_device='));
    expect(set).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Lax; Max-Age=31536000/);
  });

  it("lets the owner's phone sign in at once after 30 parallel wrong passwords from unknown devices", async () => {
    const { account, device } = await ownersPhone();
    const statuses = (await guessesAtOnce(account, 30)).map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - statuses.filter((s) => s === 401).length);
    // Without its cookie, the owner is locked out like anyone else ...
    expect((await signIn(account, account.password)).status).toBe(429);
    // ... with it, signed in at once.
    expect((await signIn(account, account.password, device)).status).toBe(200);
  });

  it('limits guessing from a known device by its own counter', async () => {
    const { account, device } = await ownersPhone();
    const statuses = (await guessesAtOnce(account, 8, device)).map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(3).fill(429)]);
    expect((await signIn(account, account.password, device)).status).toBe(429);
  });

  it("counts as unknown when it is another account's, forged, or a session token", async () => {
    const { device: othersDevice } = await ownersPhone();
    const account = await registerAccount();
    const forged = `kb_device=${othersDevice.split('=')[1]?.slice(0, -4)}AAAA`;
    const session = `kb_device=${await signSessionToken(crypto.randomUUID(), account.id, new Date(Date.now() + 60_000))}`;
    for (const cookie of [othersDevice, forged, session]) {
      await wrongGuesses(account, 1, cookie);
    }
    // Three failures went to the account's counter; two more lock it.
    await wrongGuesses(account, 2);
    expect((await signIn(account, account.password, othersDevice)).status).toBe(429);
  });

  it("keeps the owner's reset requests going when strangers spent the account's", async () => {
    const { account, device } = await ownersPhone();
    const request = (cookie: string | null) =>
      call(forgotPassword, '/api/auth/forgot-password', { method: 'POST', body: { email: account.email }, cookie });
    for (let i = 0; i < 3; i++) expect((await request(null)).status).toBe(200);
    expect((await request(null)).status).toBe(429);
    expect((await request(device)).status).toBe(200);
  });
});
