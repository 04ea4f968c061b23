import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import orderStatus from '../../netlify/functions/order-status.mts';
import ordersTrack from '../../netlify/functions/orders-track.mts';
import type { OrderView, TrackedOrderView } from '@/domain/api-shapes';
import type { OrderStatus } from '@/domain/order-status';
import { issueTrackingLink } from '@/server/orders/orders-service';
import { adminAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { orderPayload, paidIntent, PICKUP_TOTALS, pickupCheckout, postOrder } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { insertOrder } from './support/orders';

/*
 * Keeping the customer told (issue 16): the e-mail each status change queues in the outbox, the
 * tracking link every e-mail and the confirmation carry, and the one rating request. The outbox
 * here is the table: no SMTP server is set, so nothing is sent and every message stays readable
 * (the sending itself, retries and a failing server are tests/integration/mail-outbox.test.ts).
 */

let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount();
});

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let sequence = 0;
const email = () => `told-${RUN}-${++sequence}@example.com`;

interface OutboxRow {
  subject: string;
  text_body: string;
  html_body: string | null;
  dedupe_key: string | null;
  secrets: string[];
  send_after: Date;
}

const mailTo = (to: string) =>
  sql<OutboxRow>(
    'SELECT subject, text_body, html_body, dedupe_key, secrets, send_after FROM outbox WHERE to_address = $1 ORDER BY id',
    [to],
  );

const setStatus = (id: number, status: OrderStatus, cookie: string | null = admin.cookie) =>
  call<OrderView | ErrorAnswer>(orderStatus, `/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status },
    cookie,
    params: { id: String(id) },
  });

const track = (token: string) =>
  call<TrackedOrderView | ErrorAnswer>(ordersTrack, `/api/orders/track?token=${encodeURIComponent(token)}`);

const tokenIn = (text: string) => text.match(/\/orders\/track\?token=([\w-]+)/)?.[1];

async function pickupOrder(to: string | null = email()): Promise<number> {
  const [id] = await insertOrder({
    customerEmail: to,
    customerName: 'Achieng Otieno',
    orderType: 'pickup',
    // No payment behind it: cancelling it refunds nothing (refunds are order-refunds.test.ts).
    paymentIntentId: null,
    fulfilmentWindow: { start: '2026-11-26T22:00:00Z', end: '2026-11-26T22:30:00Z' },
  });
  return id!;
}

describe('status e-mails', () => {
  it("tells a pickup customer their order is ready, with the kitchen's pickup note, the window, the items and a tracking link", async () => {
    const to = email();
    const id = await pickupOrder(to);
    expect((await setStatus(id, 'ready')).status).toBe(200);

    const [mail, ...more] = await mailTo(to);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Your order KBT-${id} is ready for pickup`);
    const [{ pickup_note: note }] = (await sql<{ pickup_note: string }>(
      'SELECT pickup_note FROM fulfilment_settings',
    )) as [{ pickup_note: string }];
    expect(mail?.text_body).toContain(note);
    expect(mail?.text_body).toContain('Pickup Time: Thu, Nov 26, 4:00–4:30 PM (Kansas City time)');
    expect(mail?.text_body).toContain('20 x Beef Samosa');
    expect(mail?.html_body).toContain('Track your order');
    expect(mail?.dedupe_key).toBe(`order-status:${id}:ready`);
    // The link is the message's secret, removed from the row once sent; it opens this order.
    const token = tokenIn(mail?.text_body ?? '');
    expect(mail?.secrets).toEqual([expect.stringContaining(`/orders/track?token=${token}`)]);
    const tracked = await track(token ?? '');
    expect(tracked.status).toBe(200);
    expect((tracked.body as TrackedOrderView).order.id).toBe(id);
  });

  it("tells a customer at the church where to collect it, without the kitchen's own pickup note", async () => {
    const to = email();
    const id = await pickupOrder(to);
    await sql(
      "UPDATE orders SET pickup_spot_id = (SELECT id FROM pickup_spots WHERE name = 'Grace Church car park') WHERE id = $1",
      [id],
    );
    expect((await setStatus(id, 'ready')).status).toBe(200);
    const [mail] = await mailTo(to);
    const [{ pickup_note: note }] = (await sql<{ pickup_note: string }>(
      'SELECT pickup_note FROM fulfilment_settings',
    )) as [{ pickup_note: string }];
    expect(mail?.text_body).not.toContain(note);
    expect(mail?.text_body).toContain('Grace Church car park, 11720 Nall Ave, Overland Park, KS 66211');
  });

  it('sends each status once: setting it again, or back and forth, queues nothing new', async () => {
    const to = email();
    const id = await pickupOrder(to);
    await setStatus(id, 'preparing');
    await setStatus(id, 'preparing');
    await setStatus(id, 'ready');
    await setStatus(id, 'preparing');
    await setStatus(id, 'ready');
    expect((await mailTo(to)).map((mail) => mail.dedupe_key)).toEqual([
      `order-status:${id}:preparing`,
      `order-status:${id}:ready`,
    ]);
  });

  it('queues one e-mail when two owners set the same status at the same moment', async () => {
    const to = email();
    const id = await pickupOrder(to);
    // The second change comes while the first holds the order's status (support/race.ts).
    const answers = await race('order-status-change', [
      () => setStatus(id, 'preparing'),
      () => setStatus(id, 'preparing'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await mailTo(to)).toHaveLength(1);
  });

  it("says 'on its way' for a delivery, and tells nobody about confirmed or pending", async () => {
    const to = email();
    const [id] = await insertOrder({ customerEmail: to, orderType: 'delivery', status: 'pending' });
    await setStatus(id!, 'confirmed');
    expect(await mailTo(to)).toHaveLength(0);
    await setStatus(id!, 'ready');
    expect((await mailTo(to)).map((mail) => mail.subject)).toEqual([`Your order KBT-${id} is on its way`]);
  });

  it('changes the status of an order with no e-mail address and queues nothing', async () => {
    const id = await pickupOrder(null);
    const answer = await setStatus(id, 'ready');
    expect(answer.status).toBe(200);
    expect((answer.body as OrderView).status).toBe('ready');
    expect(await sql('SELECT 1 FROM outbox WHERE dedupe_key = $1', [`order-status:${id}:ready`])).toHaveLength(0);
  });

  it('queues nothing when the change is refused (a visitor who is not signed in)', async () => {
    const to = email();
    const id = await pickupOrder(to);
    expect((await setStatus(id, 'ready', null)).status).toBe(401);
    expect(await mailTo(to)).toHaveLength(0);
  });
});

describe('the rating request', () => {
  const ratingRequests = (id: number) =>
    sql<OutboxRow>('SELECT * FROM outbox WHERE dedupe_key = $1', [`rating-request:${id}`]);

  it('is queued once, for a day after the order is delivered, with a link to the rating form', async () => {
    const to = email();
    const id = await pickupOrder(to);
    const before = Date.now();
    await setStatus(id, 'delivered');
    await setStatus(id, 'delivered');
    const [request, ...more] = await ratingRequests(id);
    expect(more).toHaveLength(0);
    expect(request?.subject).toBe(`How was your order KBT-${id}?`);
    const due = new Date(request?.send_after ?? 0).getTime();
    expect(due - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(due - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(request?.text_body).toMatch(/\/orders\/track\?token=[\w-]{43}#rate/);
  });

  it('is withdrawn when the order is cancelled before it goes, and never queued for a cancelled order', async () => {
    const id = await pickupOrder();
    await setStatus(id, 'delivered');
    expect(await ratingRequests(id)).toHaveLength(1);
    await setStatus(id, 'cancelled');
    expect(await ratingRequests(id)).toHaveLength(0);

    const never = await pickupOrder();
    await setStatus(never, 'cancelled');
    expect(await ratingRequests(never)).toHaveLength(0);
  });

  it('is never sent twice: once sent, being delivered again asks nothing', async () => {
    const id = await pickupOrder();
    await setStatus(id, 'delivered');
    await sql('UPDATE outbox SET sent_at = now() WHERE dedupe_key = $1', [`rating-request:${id}`]);
    await setStatus(id, 'ready');
    await setStatus(id, 'delivered');
    const requests = await ratingRequests(id);
    expect(requests).toHaveLength(1);
  });
});

describe('GET /api/orders/track', () => {
  it('shows the order, its timeline and the proof for rating it to whoever holds the link', async () => {
    const body = await pickupCheckout();
    const intent = await paidIntent(body);
    const recorded = await postOrder<{ id: number; trackingUrl: string }>(orderPayload(body, intent, PICKUP_TOTALS));
    expect(recorded.body.trackingUrl).toMatch(/^http:\/\/localhost:4321\/orders\/track\?token=[\w-]{43}$/);
    const id = recorded.body.id;
    await setStatus(id, 'preparing');

    const answer = await track(tokenIn(recorded.body.trackingUrl) ?? '');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const tracked = answer.body as TrackedOrderView;
    expect(tracked.order).toMatchObject({ id, orderNumber: `KBT-${id}`, status: 'preparing', total: '38.00' });
    expect(tracked.order.fulfilmentWindow).not.toBeNull();
    expect(tracked.timeline.map((entry) => entry.status)).toEqual(['confirmed', 'preparing']);
    expect(tracked.rated).toBe(false);
    expect(tracked.feedbackToken).toMatch(/.{20,}/);
    // The receipt carried a link of its own.
    const [receipt] = await mailTo(body.orderData.customerInfo.email);
    expect(receipt?.subject).toBe('Your Kenyan Bites receipt');
    expect((await track(tokenIn(receipt?.text_body ?? '') ?? '')).status).toBe(200);
  });

  it("answers the same 404 'Order Not Found' for an unknown, wrong, malformed, empty or expired token", async () => {
    const id = await pickupOrder();
    const link = await issueTrackingLink(id);
    const token = tokenIn(link) ?? '';
    const expired = tokenIn(await issueTrackingLink(id)) ?? '';
    await sql(
      `UPDATE order_tracking_tokens SET expires_at = now() - interval '1 second'
       WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
      [expired],
    );
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const attempts = [flipped, 'not-a-token', '', 'x'.repeat(5_000), `${token}'--`, expired];
    for (const attempt of attempts) {
      const answer = await track(attempt);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Order Not Found' });
    }
    expect((await track(token)).status).toBe(200);
  });

  it('stores only the hash of a token, and a token works for 90 days', async () => {
    const id = await pickupOrder();
    const token = tokenIn(await issueTrackingLink(id)) ?? '';
    expect(token).toMatch(/^[\w-]{40,}$/);
    const rows = await sql<{ hex: string; days: number; whole: string }>(
      `SELECT encode(token_hash, 'hex') AS hex, round(extract(epoch FROM expires_at - now()) / 86400)::int AS days,
              t::text AS whole
       FROM order_tracking_tokens t WHERE order_id = $1`,
      [id],
    );
    expect(rows.map((row) => row.hex)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(rows[0]?.whole).not.toContain(token);
    expect(rows[0]?.days).toBe(90);
  });
});
