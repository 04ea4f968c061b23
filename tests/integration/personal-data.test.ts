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
