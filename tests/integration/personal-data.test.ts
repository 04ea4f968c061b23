import { describe, expect, it } from 'vitest';
import deleteAccountFn from '../../netlify/functions/auth-account.mts';
import purgePersonalData from '../../netlify/functions/purge-personal-data.mts';
import type { RecordedOrderView } from '@/server/payments/record-order';
import { registerAccount } from './support/accounts';
import { call } from './support/call';
import { DELIVERY_TOTALS, deliveryCheckout, orderPayload, paidIntent, postOrder } from './support/checkout';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

interface StoredOrder {
  user_id: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  text_phone: string | null;
  notes: string | null;
  delivery_address: unknown;
  subtotal_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  total_cents: number;
  personal_data_removed_at: Date | null;
}

const storedOrder = async (id: number) =>
  (await sql<StoredOrder>('SELECT * FROM orders WHERE id = $1', [id]))[0] as StoredOrder;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('deleting an account removes its personal details and keeps the books', () => {
  it('takes name, email, phone, address and notes out of its orders, checkouts, payments, ratings, mail and texts', async () => {
    const account = await registerAccount({ firstName: 'Wanjiru' });
    const delivery = await deliveryCheckout(account.email);
    const body = { ...delivery, orderData: { ...delivery.orderData, textUpdates: true } };
    const intentId = await paidIntent(body, account.cookie);
    const posted = await postOrder<RecordedOrderView>(orderPayload(body, intentId, DELIVERY_TOTALS), account.cookie);
    expect(posted.status).toBeLessThan(300);
    const orderId = posted.body.id;
    await sql(`UPDATE orders SET notes = 'Gate code 4411' WHERE id = $1`, [orderId]);
    await sql(
      `INSERT INTO feedback (order_id, customer_name, customer_email, rating) VALUES ($1, 'Wanjiru K.', $2, 5)`,
      [orderId, account.email],
    );
    const before = await storedOrder(orderId);
    expect(before.text_phone).toBe('+19135550142');
    expect(await sql(`SELECT 1 FROM outbox WHERE channel = 'sms' AND order_id = $1`, [orderId])).not.toEqual([]);
    const [otherId] = await insertOrder({ customerName: 'Someone Else', customerEmail: 'else@example.com' });

    const response = await call(deleteAccountFn, '/api/auth/account', { method: 'DELETE', cookie: account.cookie });
    expect(response.status).toBe(204);

    const after = await storedOrder(orderId);
    expect(after).toMatchObject({
      user_id: null,
      customer_name: 'Removed',
      customer_email: null,
      customer_phone: 'Removed',
      text_phone: null,
      notes: null,
      subtotal_cents: before.subtotal_cents,
      delivery_fee_cents: before.delivery_fee_cents,
      tip_cents: before.tip_cents,
      total_cents: before.total_cents,
    });
    expect(after.delivery_address).toEqual({ fullAddress: 'Removed', zone: 'Local 0-10', feeCents: 350 });
    expect(after.personal_data_removed_at).toBeInstanceOf(Date);
    expect(
      await sql('SELECT name, quantity, line_total_cents FROM order_items WHERE order_id = $1', [orderId]),
    ).toEqual([{ name: 'Beef Samosa', quantity: 20, line_total_cents: 3800 }]);

    const [checkout] = await sql<{ customer_email: string | null; order_data: Record<string, unknown> }>(
      'SELECT customer_email, order_data FROM checkouts WHERE payment_intent_id = $1',
      [intentId],
    );
    expect(checkout?.customer_email).toBeNull();
    expect(checkout?.order_data['customer']).toEqual({
      name: 'Removed',
      phone: 'Removed',
      email: null,
      textPhone: null,
    });
    expect(checkout?.order_data['delivery']).toMatchObject({ fullAddress: 'Removed', zone: 'Local 0-10' });
    expect(await sql('SELECT receipt_email FROM test_payment_intents WHERE id = $1', [intentId])).toEqual([
      { receipt_email: null },
    ]);
    expect(
      await sql('SELECT customer_name, customer_email, rating FROM feedback WHERE order_id = $1', [orderId]),
    ).toEqual([{ customer_name: 'Removed', customer_email: null, rating: 5 }]);
    expect(await sql('SELECT 1 FROM outbox WHERE lower(to_address) = lower($1)', [account.email])).toEqual([]);
    // Nor any message about the order (the customer's texts, the owner's alert naming them).
    expect(await sql('SELECT 1 FROM outbox WHERE order_id = $1', [orderId])).toEqual([]);

    expect((await storedOrder(otherId as number)).customer_name).toBe('Someone Else');
  });
});

describe('the daily purge (a Netlify Scheduled Function)', () => {
  it('removes personal details from orders over a year old, and old checkouts, mail and ended sessions', async () => {
    const [oldOrder] = await insertOrder({
      orderType: 'delivery',
      customerName: 'Old Customer',
      customerEmail: 'old@example.com',
      notes: 'Ring twice',
      deliveryAddress: { fullAddress: '1 Old Rd, Olathe, KS 66061', zone: 'Local 0-10', feeCents: 350 },
      deliveryFeeCents: 350,
      createdAt: daysAgo(366),
    });
    const [recentOrder] = await insertOrder({ customerName: 'Recent Customer', createdAt: daysAgo(364) });
    await sql(
      `INSERT INTO feedback (order_id, customer_name, customer_email, rating) VALUES ($1, 'Old C.', 'old@example.com', 4)`,
      [oldOrder],
    );
    const body = await deliveryCheckout();
    const intentId = await paidIntent(body);
    await sql(`UPDATE checkouts SET created_at = now() - interval '31 days' WHERE payment_intent_id = $1`, [intentId]);
    await sql(`UPDATE test_payment_intents SET created_at = now() - interval '31 days' WHERE id = $1`, [intentId]);
    const [oldMail] = await sql<{ id: string }>(
      `INSERT INTO outbox (to_address, subject, text_body, created_at, send_after)
       VALUES ('old@example.com', 'Your receipt', 'Deliver to 1 Old Rd', now() - interval '31 days',
         now() - interval '31 days') RETURNING id`,
    );
    // A gift card's letter written 31 days ago for a send date still to come waits for its day.
    const [waitingLetter] = await sql<{ id: string }>(
      `INSERT INTO outbox (kind, to_address, subject, text_body, created_at, send_after)
       VALUES ('gift-card', 'friend@example.com', 'A gift card', 'Your code: …', now() - interval '31 days',
         now() + interval '10 days') RETURNING id`,
    );
    const account = await registerAccount();
    await sql(`UPDATE sessions SET revoked_at = now() - interval '31 days' WHERE user_id = $1`, [account.id]);

    const response = await purgePersonalData();
    expect(response.status).toBe(200);
    const counts = (await response.json()) as Record<string, number>;
    expect(counts['ordersAnonymised']).toBeGreaterThanOrEqual(1);

    expect(await storedOrder(oldOrder as number)).toMatchObject({
      customer_name: 'Removed',
      customer_email: null,
      customer_phone: 'Removed',
      notes: null,
      delivery_address: { fullAddress: 'Removed', zone: 'Local 0-10', feeCents: 350 },
      delivery_fee_cents: 350,
      total_cents: 3800 + 350,
    });
    expect(await sql('SELECT customer_name, customer_email FROM feedback WHERE order_id = $1', [oldOrder])).toEqual([
      { customer_name: 'Old C.', customer_email: null },
    ]);
    expect((await storedOrder(recentOrder as number)).customer_name).toBe('Recent Customer');
    expect(await sql('SELECT 1 FROM checkouts WHERE payment_intent_id = $1', [intentId])).toEqual([]);
    expect(await sql('SELECT 1 FROM test_payment_intents WHERE id = $1', [intentId])).toEqual([]);
    expect(await sql('SELECT 1 FROM outbox WHERE id = $1', [oldMail?.id])).toEqual([]);
    expect(await sql('SELECT 1 AS kept FROM outbox WHERE id = $1', [waitingLetter?.id])).toEqual([{ kept: 1 }]);
    expect(await sql('SELECT 1 FROM sessions WHERE user_id = $1', [account.id])).toEqual([]);
  });
});

interface StoredCateringRequest {
  name: string;
  email: string | null;
  phone: string;
  address: string | null;
  note: string | null;
  headcount: number;
  items: unknown;
  status: string;
  personal_data_removed_at: Date | null;
}

/** A delivery catering request for an event `eventDaysAgo` days ago, with its page link and the owner's alert. */
async function cateringRequest(email: string, eventDaysAgo: number): Promise<number> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO catering_requests (event_at, order_type, address, headcount, items, note, name, email, phone)
     VALUES ($1, 'delivery', '1 Old Rd, Olathe, KS 66061', 60, '[{"productId": 1, "name": "Beef Samosa", "pieces": 300}]',
       'Gate code 4411', 'Achieng Otieno', $2, '913-555-0177') RETURNING id`,
    [daysAgo(eventDaysAgo), email],
  );
  const id = Number(row?.id);
  await sql(
    `INSERT INTO catering_request_tokens (token_hash, catering_request_id, expires_at)
     VALUES (decode(md5(random()::text) || md5(random()::text), 'hex'), $1, now() + interval '1 day')`,
    [id],
  );
  await sql(
    `INSERT INTO outbox (kind, to_address, subject, text_body, dedupe_key)
     VALUES ('catering-alert', 'owner@example.com', 'New catering request', 'Achieng Otieno · 913-555-0177', $1)`,
    [`catering-request:${id}:alert:owner@example.com`],
  );
  return id;
}

const storedCatering = async (id: number) =>
  (await sql<StoredCateringRequest>('SELECT * FROM catering_requests WHERE id = $1', [id]))[0] as StoredCateringRequest;
const cateringLinks = async (id: number) =>
  (await sql('SELECT 1 FROM catering_request_tokens WHERE catering_request_id = $1', [id])).length;

const REMOVED_REQUEST = {
  name: 'Removed',
  email: null,
  phone: 'Removed',
  address: 'Removed',
  note: null,
  headcount: 60,
  items: [{ productId: 1, name: 'Beef Samosa', pieces: 300 }],
  status: 'requested',
};

describe("catering requests' personal details", () => {
  it('go a year after the event in the daily purge, with the page link; a request within its year stays', async () => {
    const old = await cateringRequest('achieng@example.com', 366);
    const recent = await cateringRequest('achieng@example.com', 364);
    // A link of the recent request's that has expired goes as the tracking links' do.
    await sql(
      `INSERT INTO catering_request_tokens (token_hash, catering_request_id, expires_at)
       VALUES (decode(md5('expired') || md5('link'), 'hex'), $1, now() - interval '1 day')`,
      [recent],
    );

    const response = await purgePersonalData();
    const counts = (await response.json()) as Record<string, number>;
    expect(counts).toMatchObject({ cateringRequestsAnonymised: 1, cateringLinksDeleted: 1 });

    const removed = await storedCatering(old);
    expect(removed).toMatchObject(REMOVED_REQUEST);
    expect(removed.personal_data_removed_at).toBeInstanceOf(Date);
    expect(await cateringLinks(old)).toBe(0);
    expect(await sql(`SELECT 1 FROM outbox WHERE dedupe_key LIKE $1`, [`catering-request:${old}:%`])).toEqual([]);

    expect(await storedCatering(recent)).toMatchObject({
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      phone: '913-555-0177',
      address: '1 Old Rd, Olathe, KS 66061',
      note: 'Gate code 4411',
      personal_data_removed_at: null,
    });
    expect(await cateringLinks(recent)).toBe(1);

    // The next day's run leaves a request already removed as it was.
    const again = (await (await purgePersonalData()).json()) as Record<string, number>;
    expect(again['cateringRequestsAnonymised']).toBe(0);
    expect((await storedCatering(old)).personal_data_removed_at).toEqual(removed.personal_data_removed_at);
  });

  it('go when the account of their e-mail is deleted, with their links and the alerts naming the customer', async () => {
    const account = await registerAccount({ firstName: 'Achieng' });
    const mine = await cateringRequest(account.email.toUpperCase(), -20);
    const someoneElse = await cateringRequest('else@example.com', -20);

    const response = await call(deleteAccountFn, '/api/auth/account', { method: 'DELETE', cookie: account.cookie });
    expect(response.status).toBe(204);

    expect(await storedCatering(mine)).toMatchObject(REMOVED_REQUEST);
    expect(await cateringLinks(mine)).toBe(0);
    expect(await sql(`SELECT 1 FROM outbox WHERE dedupe_key LIKE $1`, [`catering-request:${mine}:%`])).toEqual([]);
    expect((await storedCatering(someoneElse)).email).toBe('else@example.com');
    expect(await cateringLinks(someoneElse)).toBe(1);
  });
});
