import { describe, expect, it } from 'vitest';
import deleteAccountFn from '../../netlify/functions/auth-account.mts';
import login from '../../netlify/functions/auth-login.mts';
import purgePersonalData from '../../netlify/functions/purge-personal-data.mts';
import type { RecordedOrderView } from '@/server/payments/record-order';
import { registerAccount, type TestAccount } from './support/accounts';
import { call } from './support/call';
import { DELIVERY_TOTALS, deliveryCheckout, orderPayload, paidIntent, postOrder } from './support/checkout';
import { sql } from './support/db';

/*
 * The attempt counters behind the 429s (src/server/http/rate-limit.ts) and the tracking links: what
 * they keep about a person, how long, and that a counter's window runs out.
 */

const failSignIn = (account: TestAccount, ip = '203.0.113.7') =>
  call(login, '/api/auth/login', { method: 'POST', body: { email: account.email, password: 'not-it' }, ip });

const counters = () => sql<{ key: string; count: number }>('SELECT key, count FROM rate_limits');

describe('attempt counters', () => {
  it('are stored under an HMAC: no row holds the e-mail or the IP address counted', async () => {
    const account = await registerAccount();
    expect((await failSignIn(account, '203.0.113.77')).status).toBe(401);
    const rows = await counters();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { key } of rows) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain(account.email);
      expect(key).not.toContain('203.0.113.77');
    }
  });

  it('start again when their window has run out: a locked account signs in once it has passed', async () => {
    const account = await registerAccount();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await failSignIn(account)).status).toBe(401);
    const rightPassword = () =>
      call(login, '/api/auth/login', {
        method: 'POST',
        body: { email: account.email, password: account.password },
        ip: '203.0.113.8',
      });
    expect((await rightPassword()).status).toBe(429);
    // Fifteen minutes later, as far as the counters can tell.
    await sql(`UPDATE rate_limits SET window_start = window_start - interval '16 minutes'`);
    expect((await rightPassword()).status).toBe(200);
  });
});

describe('deleting an account', () => {
  it("also deletes its orders' tracking links and the counters kept about it, not others'", async () => {
    const account = await registerAccount({ firstName: 'Wanjiru' });
    const other = await registerAccount();
    const body = await deliveryCheckout(account.email);
    const posted = await postOrder<RecordedOrderView>(
      orderPayload(body, await paidIntent(body, account.cookie), DELIVERY_TOTALS),
      account.cookie,
    );
    expect(posted.status).toBeLessThan(300);
    expect(
      (await sql('SELECT 1 FROM order_tracking_tokens WHERE order_id = $1', [posted.body.id])).length,
    ).toBeGreaterThan(0);
    await sql('DELETE FROM rate_limits'); // this file's earlier tests counted too
    await failSignIn(account, '203.0.113.20');
    await failSignIn(other, '203.0.113.21');
    const before = await counters();
    expect(before).toHaveLength(4); // two accounts, two addresses

    const deleted = await call(deleteAccountFn, '/api/auth/account', { method: 'DELETE', cookie: account.cookie });
    expect(deleted.status).toBe(204);

    expect(await sql('SELECT 1 FROM order_tracking_tokens WHERE order_id = $1', [posted.body.id])).toEqual([]);
    const after = await counters();
    // The account's own sign-in counter went; the addresses' counters and the other account's stay.
    expect(after).toHaveLength(before.length - 1);
    expect((await failSignIn(other, '203.0.113.21')).status).toBe(401);
    expect((await counters()).map((row) => row.count).sort()).toEqual([1, 2, 2]);
  });
});

describe('the daily purge', () => {
  it('deletes expired tracking links and counters a day after their window began', async () => {
    const account = await registerAccount();
    const body = await deliveryCheckout(account.email);
    const posted = await postOrder<RecordedOrderView>(
      orderPayload(body, await paidIntent(body, account.cookie), DELIVERY_TOTALS),
      account.cookie,
    );
    const [expired] = await sql<{ order_id: string }>(
      `INSERT INTO order_tracking_tokens (token_hash, order_id, expires_at)
       VALUES (decode(repeat('ab', 32), 'hex'), $1, now() - interval '1 minute') RETURNING order_id`,
      [posted.body.id],
    );
    expect(expired).toBeDefined();
    await failSignIn(account, '203.0.113.30');
    const [old] = await counters();
    await sql(`UPDATE rate_limits SET window_start = now() - interval '25 hours' WHERE key = $1`, [old?.key]);

    const response = await purgePersonalData();
    expect(response.status).toBe(200);
    const counts = (await response.json()) as Record<string, number>;
    expect(counts).toMatchObject({ trackingLinksDeleted: 1, countersDeleted: 1 });
    expect(await sql(`SELECT 1 FROM order_tracking_tokens WHERE token_hash = decode(repeat('ab', 32), 'hex')`)).toEqual(
      [],
    );
    // The order's own link, good for 90 days, stays.
    expect(
      (await sql('SELECT 1 FROM order_tracking_tokens WHERE order_id = $1', [posted.body.id])).length,
    ).toBeGreaterThan(0);
    expect(await sql('SELECT 1 FROM rate_limits WHERE key = $1', [old?.key])).toEqual([]);
    expect((await counters()).length).toBeGreaterThanOrEqual(1);
  });
});
