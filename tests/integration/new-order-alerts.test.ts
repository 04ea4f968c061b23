import { describe, expect, it } from 'vitest';
import adminAlertSettings from '../../netlify/functions/admin-alert-settings.mts';
import { serverConfig } from '@/server/config';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import {
  intentIdOf,
  orderPayload,
  PICKUP_TOTALS,
  paidIntent,
  payWithCard,
  pickupCheckout,
  postOrder,
  startPayment,
} from './support/checkout';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * Every paid order alerts the owner (issue 25 item 1): an e-mail to ADMIN_EMAIL queued in the
 * transaction that books the order, once per order, whatever the order is for; a payment that is
 * not booked alerts nobody.
 */

interface AlertRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  channel: string;
  order_id: string;
}

const alertsFor = (intentId: string) =>
  sql<AlertRow>(
    `SELECT m.to_address, m.subject, m.text_body, m.html_body, m.kind, m.channel, m.order_id FROM outbox m
     JOIN orders o ON o.id = m.order_id WHERE o.payment_intent_id = $1 AND m.kind = 'new-order'`,
    [intentId],
  );

describe("the owner's new-order e-mail", () => {
  it('is queued once with the order, to the owner, naming the order, the window and the total', async () => {
    const body = await pickupCheckout();
    const intentId = await paidIntent(body);
    // The browser reports it afterwards, twice: nothing more is queued.
    await postOrder(orderPayload(body, intentId, PICKUP_TOTALS));
    await postOrder(orderPayload(body, intentId, PICKUP_TOTALS));

    const alerts = await alertsFor(intentId);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    const [order] = await sql<{ id: string }>('SELECT id FROM orders WHERE payment_intent_id = $1', [intentId]);
    expect(alert).toMatchObject({
      channel: 'email',
      to_address: serverConfig().adminEmail,
      subject: expect.stringMatching(
        new RegExp(`^New order KBT-${order!.id} · Pickup \\w{3}, \\w{3} \\d{1,2}, .+ · \\$38\\.00$`),
      ),
    });
    expect(alert!.text_body).toContain('20 x Beef Samosa ($38.00)');
    expect(alert!.text_body).toContain(`Customer: ${body.orderData.customerInfo.name}`);
    expect(alert!.text_body).toContain(`/admin#order-${order!.id}`);
    expect(alert!.html_body).toContain('href="tel:9135550142"');
  });

  it('alerts for an order days ahead as for one today', async () => {
    const base = await pickupCheckout();
    const later = new Date(new Date(base.orderData.fulfilmentWindow!).getTime() + 5 * 24 * 60 * 60_000);
    const body = { ...base, orderData: { ...base.orderData, fulfilmentWindow: later.toISOString() } };
    expect(await alertsFor(await paidIntent(body))).toHaveLength(1);
  });

  it('is not queued for a payment refused because its window filled', async () => {
    const body = await pickupCheckout();
    const started = await startPayment(body);
    const start = body.orderData.fulfilmentWindow!;
    const [{ capacity } = { capacity: 0 }] = await sql<{ capacity: number }>(
      'SELECT window_capacity AS capacity FROM fulfilment_settings',
    );
    await insertOrder(
      { fulfilmentWindow: { start, end: new Date(new Date(start).getTime() + 30 * 60_000) } },
      capacity,
    );
    const alertCount = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'new-order'`))[0]!.n;
    const before = await alertCount();
    const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    expect(paid.body.error?.code).toBe('window_filled');
    const intentId = intentIdOf(started.body.clientSecret);
    expect(await sql('SELECT 1 FROM orders WHERE payment_intent_id = $1', [intentId])).toEqual([]);
    expect(await alertCount()).toBe(before);
  });
});

describe('the addresses new-order e-mails go to', () => {
  const settings = <Body = { emails: string[] }>(cookie: string | null, method = 'GET', body?: unknown) =>
    call<Body>(adminAlertSettings, '/api/admin/alert-settings', {
      method,
      ...(body === undefined ? {} : { body }),
      cookie,
    });

  it('are ADMIN_EMAIL until the owner sets others; then each gets its e-mail, once', async () => {
    const admin = await adminAccount();
    expect((await settings(admin.cookie)).body).toEqual({ emails: [serverConfig().adminEmail], weeklySummary: true });

    const saved = await settings(admin.cookie, 'PUT', {
      emails: ['Kitchen@KenyanBites.example', 'owner.phone@example.com', 'kitchen@kenyanbites.example'],
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { emails: ['kitchen@kenyanbites.example', 'owner.phone@example.com'], weeklySummary: true },
    });
    // The weekly summary (issue 38) is turned off with the same settings, the addresses kept.
    const off = await settings(admin.cookie, 'PUT', {
      emails: ['kitchen@kenyanbites.example', 'owner.phone@example.com'],
      weeklySummary: false,
    });
    expect(off.body).toMatchObject({ weeklySummary: false });
    expect((await settings(admin.cookie)).body).toMatchObject({ weeklySummary: false });

    const intentId = await paidIntent(await pickupCheckout());
    expect((await alertsFor(intentId)).map((alert) => alert.to_address).sort()).toEqual([
      'kitchen@kenyanbites.example',
      'owner.phone@example.com',
    ]);
  });

  it('take one to five real addresses, from the administrator only', async () => {
    const admin = await adminAccount();
    const customer = await registerAccount();
    const refusal = async (emails: unknown) =>
      (await settings<ErrorAnswer>(admin.cookie, 'PUT', { emails })).body.message;
    expect(await refusal([])).toBe('Enter at least one address for the new-order e-mails');
    expect(
      await refusal(['a@x.example', 'b@x.example', 'c@x.example', 'd@x.example', 'e@x.example', 'f@x.example']),
    ).toBe('Enter at most 5 addresses');
    expect(await refusal(['not an address'])).toMatch(/valid email/i);
    expect((await settings(customer.cookie, 'PUT', { emails: ['thief@example.com'] })).status).toBe(403);
    expect((await settings(null)).status).toBe(401);
  });
});
