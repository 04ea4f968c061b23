import { describe, expect, it } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import { serverConfig } from '@/server/config';
import type { LoggedMessageView } from '@/server/outbox/message-log';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { paidIntent, pickupCheckout } from './support/checkout';
import { sql } from './support/db';

/*
 * GET /api/admin/messages (issue 25 item 4): an order's messages, newest first, recipients masked,
 * for the administrator only.
 */

const ask = <Body = LoggedMessageView[]>(query: string, cookie: string | null) =>
  call<Body>(adminMessages, `/api/admin/messages${query}`, { cookie });

async function paidOrder(email: string) {
  const intentId = await paidIntent(await pickupCheckout(email));
  const [order] = await sql<{ id: string }>('SELECT id FROM orders WHERE payment_intent_id = $1', [intentId]);
  return Number(order!.id);
}

describe('GET /api/admin/messages', () => {
  it("answers an order's messages, newest first, with the recipients masked", async () => {
    const admin = await adminAccount();
    const id = await paidOrder('wanjiru.log@example.com');
    // The receipt went out; the owner's alert failed once and waits for its retry (a second later).
    await sql(`UPDATE outbox SET sent_at = now() WHERE order_id = $1 AND kind = 'receipt'`, [id]);
    await sql(
      `UPDATE outbox SET error = 'Connection refused', created_at = created_at + interval '1 second'
       WHERE order_id = $1 AND kind = 'new-order'`,
      [id],
    );
    const owner = serverConfig().adminEmail;

    const answer = await ask(`?order=${id}`, admin.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'new-order',
        to: `${owner[0]}•••${owner.slice(owner.indexOf('@'))}`,
        subject: expect.stringMatching(`^New order KBT-${id} · `),
        status: 'failed',
        sentAt: null,
        error: 'Connection refused',
      }),
      expect.objectContaining({
        channel: 'email',
        kind: 'receipt',
        to: 'w•••@example.com',
        subject: 'Your Kenyan Bites receipt',
        status: 'sent',
        sentAt: expect.any(String),
        error: null,
      }),
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('wanjiru.log@');
  });

  it('answers the newest messages of every order without ?order, and nothing of another order with it', async () => {
    const admin = await adminAccount();
    const first = await paidOrder('first.log@example.com');
    const second = await paidOrder('second.log@example.com');
    const all = (await ask('', admin.cookie)).body;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.length).toBeLessThanOrEqual(200);
    const ofFirst = (await ask(`?order=${first}`, admin.cookie)).body;
    expect(ofFirst.map((message) => message.to)).not.toContain('s•••@example.com');
    expect((await ask(`?order=${second}`, admin.cookie)).body.map((message) => message.to)).toContain(
      's•••@example.com',
    );
  });

  it('is for the administrator only, and refuses an order that is not an id', async () => {
    const customer = await registerAccount();
    const admin = await adminAccount();
    expect((await ask<ErrorAnswer>('', null)).status).toBe(401);
    expect((await ask<ErrorAnswer>('', customer.cookie)).status).toBe(403);
    expect(await ask<ErrorAnswer>('?order=KBT-12', admin.cookie)).toMatchObject({
      status: 400,
      body: { message: 'Choose an order by its number' },
    });
  });
});
