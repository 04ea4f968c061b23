import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { TrackedOrderView } from '../../src/domain/order/tracked-order-view';
import { withServerDatabase } from './server-database';
import type { PlacedOrder } from './session-fixtures';

/**
 * A paid guest order of 20 beef samosas ($1.90 each) written straight into the e2e server's
 * database, as POST /api/orders records one (the order, its line, its first status and a tracking
 * link): for the tests that need an order to exist (to rate it, to see it listed) but do not check
 * how it was bought. Buying is walked in checkout.spec.ts and placeOrder (session-fixtures.ts) pays
 * through the API; this costs one call to the server (GET /api/orders/track, which answers the
 * order's feedback token) instead of five.
 */
export async function seedPaidOrder(
  request: APIRequestContext,
  options: { orderType?: 'pickup' | 'delivery'; customerName: string; customerEmail?: string },
): Promise<PlacedOrder> {
  const orderType = options.orderType ?? 'pickup';
  const customerEmail =
    options.customerEmail ?? `seeded-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
  const delivery = orderType === 'delivery';
  const token = randomBytes(32).toString('base64url');
  const orderId = await withServerDatabase(async (client) => {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO orders (status, order_type, customer_name, customer_email, customer_phone, subtotal_cents,
         delivery_fee_cents, tip_cents, total_cents, delivery_address, payment_intent_id,
         fulfilment_window_start, fulfilment_window_end)
       VALUES ('confirmed', $1, $2, $3, '913-555-0142', 3800, $4, $5, $6, $7, $8,
         date_trunc('hour', now()) + interval '1 day', date_trunc('hour', now()) + interval '1 day 30 minutes')
       RETURNING id`,
      [
        orderType,
        options.customerName,
        customerEmail,
        delivery ? 350 : 0,
        delivery ? 570 : 0,
        delivery ? 4720 : 3800,
        delivery ? { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', feeCents: 350 } : null,
        `pi_seeded_${token.slice(0, 24)}`,
      ],
    );
    const id = Number(rows[0]?.id);
    await client.query(
      `INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
       SELECT $1, 1, id, name, 190, 20, 3800 FROM products WHERE name = 'Beef Samosa'`,
      [id],
    );
    await client.query(
      `INSERT INTO order_status_history (order_id, from_status, to_status, changed_by_email)
       VALUES ($1, NULL, 'confirmed', 'system')`,
      [id],
    );
    await client.query(
      `INSERT INTO order_tracking_tokens (token_hash, order_id, expires_at)
       VALUES ($1, $2, now() + interval '90 days')`,
      [createHash('sha256').update(token, 'utf8').digest(), id],
    );
    await client.query('COMMIT');
    return id;
  });
  const tracked = await request.get(`/api/orders/track?token=${token}`);
  expect(tracked.status(), await tracked.text()).toBe(200);
  const { order, feedbackToken } = (await tracked.json()) as TrackedOrderView;
  return {
    id: orderId,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    customerEmail,
    feedbackToken,
    trackingUrl: new URL(`/orders/track?token=${token}`, tracked.url()).toString(),
  };
}
