import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadServerConfig } from '@/server/config';
import { signSessionToken, verifySessionToken } from '@/server/auth/session-token';

/*
 * The session cookie's token (src/server/auth/session-token.ts). A token is checked once per
 * process and then remembered, so these tests are about what remembering must not change: an
 * expired token, a forged one and one signed under another secret are refused as before.
 */

const SESSION = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  reloadServerConfig();
});

describe('a session token', () => {
  it('names its session and account', async () => {
    const token = await signSessionToken(SESSION, 42, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(token)).toEqual({ sessionId: SESSION, userId: 42 });
  });

  it('stops working when it expires, though it was checked before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    const token = await signSessionToken(SESSION, 7, new Date('2026-11-26T12:01:00Z'));
    expect(await verifySessionToken(token)).toEqual({ sessionId: SESSION, userId: 7 });

    vi.setSystemTime(new Date('2026-11-26T12:01:01Z'));
    expect(await verifySessionToken(token)).toBeNull();
  });

  it('is refused with its signature changed, before and after the real one was checked', async () => {
    const token = await signSessionToken(SESSION, 8, new Date(Date.now() + 60_000));
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifySessionToken(forged)).toBeNull();
    expect(await verifySessionToken(token)).not.toBeNull();
    expect(await verifySessionToken(forged)).toBeNull();
  });

  it('is refused once the secret that signed it is replaced', async () => {
    vi.stubEnv('JWT_SECRET', 'a'.repeat(40));
    reloadServerConfig();
    const token = await signSessionToken(SESSION, 9, new Date(Date.now() + 60_000));
    expect(await verifySessionToken(token)).not.toBeNull();

    vi.stubEnv('JWT_SECRET', 'b'.repeat(40));
    reloadServerConfig();
    expect(await verifySessionToken(token)).toBeNull();
  });
});
