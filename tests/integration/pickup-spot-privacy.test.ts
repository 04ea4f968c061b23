import { beforeAll, describe, expect, it } from 'vitest';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import ordersTrack from '../../netlify/functions/orders-track.mts';
import paymentLinkOpen from '../../netlify/functions/payment-link-open.mts';
import paymentLinkPaid from '../../netlify/functions/payment-link-paid.mts';
import type { TrackedOrderView } from '@/domain/api-shapes';
import type { AdminOrderView } from '@/domain/order/order-view';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { firstFreeWindow, intentIdOf, payWithCard, productId } from './support/checkout';
import { sql } from './support/db';

/*
 * The private spot's address downstream (issue 50; docs/behaviour/rules.md#pickup-spots): an order
 * the owner entered with a payment link is pending, and its customer's page names the kitchen
 * without its address or notes; once the link is paid, the receipt and the tracking page give them.
 */

const ADDRESS = '8800 W 95th St';
const NOTES = 'Ring the side door bell';

let admin: string;
let beef: number;
let window: string;

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
  beef = await productId('Beef Samosa');
  window = await firstFreeWindow();
});

const open = (token: string) =>
  call<OpenedLink & ErrorAnswer>(paymentLinkOpen, '/api/payment-links/open', { method: 'POST', body: { token } });

describe("a private spot's address", () => {
  it('is left out of a pending order and its mails, and given with the receipt and the tracking page once paid', async () => {
    const entered = await call<{ order: AdminOrderView; payUrl: string }>(adminOrders, '/api/admin/orders', {
      method: 'POST',
      cookie: admin,
      body: {
        orderType: 'pickup',
        items: [{ productId: beef, quantity: 10 }],
        customerInfo: { name: 'Achieng Otieno', phone: '(913) 555-0142', email: 'achieng@example.com' },
        fulfilmentWindow: window,
        payment: 'link',
        sendLinkBy: ['email'],
      },
    });
    expect(entered.status).toBe(201);
    const orderId = entered.body.order.id;
    // The owner sees her kitchen whole.
    expect(entered.body.order.pickupSpot).toMatchObject({
      name: 'Home kitchen',
      address: expect.stringContaining(ADDRESS),
    });

    const token = new URL(entered.body.payUrl).searchParams.get('token') ?? '';
    const opened = await open(token);
    expect(opened.status).toBe(200);
    expect(opened.body.order.pickupSpot).toEqual({
      id: expect.any(Number),
      name: 'Home kitchen',
      address: null,
      notes: null,
      private: true,
    });
    expect(JSON.stringify(opened.body)).not.toContain(ADDRESS);
    const beforePaid = await sql<{ text_body: string }>('SELECT text_body FROM outbox WHERE order_id = $1', [orderId]);
    expect(beforePaid.length).toBeGreaterThan(0);
    for (const message of beforePaid) expect(message.text_body).not.toContain(ADDRESS);

    await payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242');
    const reported = await call<{ trackingUrl: string }>(paymentLinkPaid, '/api/payment-links/paid', {
      method: 'POST',
      body: { token, paymentIntentId: intentIdOf(opened.body.payment.clientSecret) },
    });
    expect(reported.status).toBe(200);

    const [receipt] = await sql<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE order_id = $1 AND kind = 'receipt'`,
      [orderId],
    );
    expect(receipt?.text_body).toContain(`Pickup at: Home kitchen, ${ADDRESS}`);
    expect(receipt?.text_body).toContain(NOTES);
    const trackToken = new URL(reported.body.trackingUrl).searchParams.get('token') ?? '';
    const tracked = await call<TrackedOrderView>(ordersTrack, `/api/orders/track?token=${trackToken}`);
    expect(tracked.body.order.pickupSpot).toMatchObject({
      address: expect.stringContaining(ADDRESS),
      notes: expect.stringContaining(NOTES),
    });
  });
});
