import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInsights from '../../netlify/functions/admin-insights.mts';
import adminOrder from '../../netlify/functions/admin-order.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import paymentLinkOpen from '../../netlify/functions/payment-link-open.mts';
import { shopDate } from '@/domain/fulfilment/schedule';
import type { InsightsView } from '@/domain/insights/insights-view';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { call } from './support/call';
import { payWithCard } from './support/checkout';
import { sql } from './support/db';
import { insertOrder } from './support/orders';
import { enterBeefOrder, withOwnerOrderShop } from './support/owner-order-shop';
import { holdLock, onPostgres } from './support/race';
import { addCode, buy, freshCode, OLATHE, order } from './support/taxed-orders';

/*
 * The summaries by shop day the insights read (issue 46; netlify/database/migrations/
 * 0040_daily_summaries.sql), kept by the same statements that book, change, cancel and refund an
 * order, here made through the real services: a storefront delivery with tax, a code and a tip; a
 * storefront pickup then cancelled and refunded; an order the owner entered, moved through the
 * kitchen; one paid by its link and changed to fewer pieces, the difference refunded. What they keep
 * and what a rebuild from the orders counts agree to the cent. A customer's first and previous days
 * and total (0042_insights_long_ranges.sql) follow their orders however they change, marked one
 * transaction at a time: the race is made to happen on PostgreSQL (`npm run test:postgres`).
 */

const shop = withOwnerOrderShop();

const summaries = () =>
  sql<Record<string, unknown>>('SELECT * FROM daily_summaries ORDER BY facet, day, key, product_id');

/** A customer's rows: each day, their first day and their previous day with an order. */
const customerDays = (customer: string) =>
  sql<{ day: string; first: string; previous: string | null }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, to_char(first_day, 'YYYY-MM-DD') AS first,
       to_char(prev_day, 'YYYY-MM-DD') AS previous
     FROM daily_summaries WHERE facet = 'customer' AND key = $1 ORDER BY day`,
    [customer],
  );

/** A customer's orders and net sales of all time, as the top ten's bound reads them (none: null). */
const customerTotal = async (customer: string) =>
  (
    await sql<{ orders: number; net: number }>(
      'SELECT orders, (gross_cents - discount_cents)::int AS net FROM customer_totals WHERE key = $1',
      [customer],
    )
  )[0] ?? null;

const newestOrderId = async () => Number((await sql<{ id: string }>('SELECT max(id) AS id FROM orders'))[0]?.id);

const setStatus = (id: number, status: string) =>
  call(orderStatus, `/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status },
    cookie: shop.admin,
    params: { id: String(id) },
  });

/** The insights of the days the orders were booked on (one, unless the test ran over midnight). */
async function insightsOfTheDays(): Promise<InsightsView> {
  const [days] = await sql<{ first: Date; last: Date }>(
    'SELECT min(created_at) AS first, max(created_at) AS last FROM orders',
  );
  const range = `from=${shopDate(new Date(days?.first ?? 0))}&to=${shopDate(new Date(days?.last ?? 0))}`;
  const { status, body } = await call<InsightsView>(adminInsights, `/api/admin/insights?${range}`, {
    cookie: shop.admin,
  });
  if (status !== 200) throw new Error(`the insights answered ${status}`);
  return body;
}

/** `npm run summaries:rebuild` on this file's database; answers what it printed. */
const rebuild = async () =>
  (await promisify(execFile)('node', ['scripts/rebuild-summaries.mjs'], { env: process.env })).stdout;

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

beforeAll(async () => {
  const code = freshCode('SUMS');
  await addCode(code, { percent_off: 10 });
  const beef = (quantity: number) => [{ productId: shop.beef, quantity }];
  // A storefront delivery, taxed, with 10% off and a 15% tip.
  const delivered = await buy(order(beef(20), { address: OLATHE, code, tipPercent: 15 }));
  if (!delivered.paid) throw new Error(`the delivery was refused: ${delivered.refusedAtStart}`);
  // A storefront pickup, then cancelled: refunded whole.
  const pickedUp = await buy(order(beef(10)));
  if (!pickedUp.paid) throw new Error(`the pickup was refused: ${pickedUp.refusedAtStart}`);
  expect((await setStatus(await newestOrderId(), 'cancelled')).status).toBe(200);
  // The owner enters one, paid in person, and the kitchen starts it.
  const entered = await enterBeefOrder(shop, 'in-person', 30);
  expect((await setStatus(entered.order.id, 'preparing')).status).toBe(200);
  // One paid by its link, then changed to fewer pieces: the difference is refunded.
  const linked = await enterBeefOrder(shop, 'link', 20);
  const opened = await call<OpenedLink>(paymentLinkOpen, '/api/payment-links/open', {
    method: 'POST',
    body: { token: new URL(linked.payUrl ?? '').searchParams.get('token') },
  });
  await payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242');
  const changed = await call<{ adjustment: { kind: string } }>(adminOrder, `/api/admin/orders/${linked.order.id}`, {
    method: 'PATCH',
    body: { items: beef(10) },
    cookie: shop.admin,
    params: { id: String(linked.order.id) },
  });
  expect(changed.body.adjustment.kind).toBe('refund');
}, 60_000); // seven orders' payments, changes and cancellations

describe('the summaries by shop day', () => {
  it('count the orders as they stand, and a rebuild from the orders agrees to the cent', async () => {
    const kept = await summaries();
    const insights = await insightsOfTheDays();
    // What the orders themselves say: three standing (the pickup cancelled), two refunds.
    const [orders] = await sql<{
      orders: number;
      net: number;
      tax: number;
      fees: number;
      tips: number;
      refunds: number;
    }>(
      `SELECT count(*) FILTER (WHERE status <> 'cancelled')::int AS orders,
         sum(subtotal_cents - discount_cents) FILTER (WHERE status <> 'cancelled')::int AS net,
         sum(tax_cents) FILTER (WHERE status <> 'cancelled')::int AS tax,
         sum(delivery_fee_cents) FILTER (WHERE status <> 'cancelled')::int AS fees,
         sum(tip_cents) FILTER (WHERE status <> 'cancelled')::int AS tips,
         (SELECT sum(total_cents) FROM orders WHERE refunded_at IS NOT NULL)::int
           + (SELECT sum(amount_cents) FROM order_refunds)::int AS refunds
       FROM orders`,
    );
    expect(orders?.orders).toBe(3);
    expect(orders?.tax).toBeGreaterThan(0);
    expect(insights.totals).toMatchObject({ orders: 3, pieces: 20 + 30 + 10 });
    expect(cents(insights.totals.netSales)).toBe(orders?.net);
    expect(cents(insights.totals.tax)).toBe(orders?.tax);
    expect(cents(insights.totals.deliveryFees)).toBe(orders?.fees);
    expect(cents(insights.totals.tips)).toBe(orders?.tips);
    expect(cents(insights.totals.refunds)).toBe(orders?.refunds);
    expect(insights.orderTypes.map((type) => [type.orderType, type.orders])).toEqual([
      ['delivery', 1],
      ['pickup', 2],
    ]);

    expect(await rebuild()).toContain(`${kept.length} rows of summaries by shop day`);
    expect(await summaries()).toEqual(kept);
  });

  it('count a booking in the same transaction that makes it, with no rebuild', async () => {
    const before = (await insightsOfTheDays()).totals;
    const bought = await buy(order([{ productId: shop.beef, quantity: 10 }], { tipPercent: 18 }));
    if (!bought.paid) throw new Error(`the order was refused: ${bought.refusedAtStart}`);
    const [booked] = await sql<{ net: number; tax: number; tip: number }>(
      'SELECT subtotal_cents - discount_cents AS net, tax_cents AS tax, tip_cents AS tip FROM orders WHERE id = $1',
      [await newestOrderId()],
    );
    const after = (await insightsOfTheDays()).totals;
    expect(after.orders).toBe(before.orders + 1);
    expect(after.pieces).toBe(before.pieces + 10);
    expect(cents(after.netSales) - cents(before.netSales)).toBe(booked?.net);
    expect(cents(after.tax) - cents(before.tax)).toBe(booked?.tax);
    expect(cents(after.tips) - cents(before.tips)).toBe(booked?.tip);
  });

  it("keep each customer's previous day and total through bookings, moves, cancellations, refunds and deletes in any order", async () => {
    const wanjiku = 'wanjiku@example.com';
    const book = async (createdAt: string) => {
      const [id] = await insertOrder({ customerName: 'Wanjiku Kariuki', customerEmail: wanjiku, createdAt });
      if (id === undefined) throw new Error('no order');
      return id;
    };
    const day = (date: string, first: string, previous: string | null) => ({ day: date, first, previous });
    // Booked out of order: the 10th, then the 2nd before it, then the 6th between them ($38.00 each).
    const tenth = await book('2026-06-10T17:00:00Z');
    expect(await customerDays(wanjiku)).toEqual([day('2026-06-10', '2026-06-10', null)]);
    const second = await book('2026-06-02T17:00:00Z');
    const sixth = await book('2026-06-06T17:00:00Z');
    expect(await customerDays(wanjiku)).toEqual([
      day('2026-06-02', '2026-06-02', null),
      day('2026-06-06', '2026-06-02', '2026-06-02'),
      day('2026-06-10', '2026-06-02', '2026-06-06'),
    ]);
    expect(await customerTotal(wanjiku)).toEqual({ orders: 3, net: 3 * 3800 });
    // The 6th cancelled: the 10th's previous day is the 2nd again.
    await sql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [sixth]);
    expect(await customerDays(wanjiku)).toEqual([
      day('2026-06-02', '2026-06-02', null),
      day('2026-06-10', '2026-06-02', '2026-06-02'),
    ]);
    // The 2nd's order moved to the 12th: the 10th is now her first.
    await sql(`UPDATE orders SET created_at = '2026-06-12T17:00:00Z' WHERE id = $1`, [second]);
    expect(await customerDays(wanjiku)).toEqual([
      day('2026-06-10', '2026-06-10', null),
      day('2026-06-12', '2026-06-10', '2026-06-10'),
    ]);
    // The 6th restored, the 10th refunded (a refund leaves her days), one piece off the 12th.
    await sql(`UPDATE orders SET status = 'confirmed' WHERE id = $1`, [sixth]);
    await sql(`UPDATE orders SET refunded_at = '2026-06-11T17:00:00Z', refund_id = 're_wanjiku' WHERE id = $1`, [
      tenth,
    ]);
    await sql(
      `UPDATE orders SET subtotal_cents = subtotal_cents - 190, total_cents = total_cents - 190 WHERE id = $1`,
      [second],
    );
    expect(await customerDays(wanjiku)).toEqual([
      day('2026-06-06', '2026-06-06', null),
      day('2026-06-10', '2026-06-06', '2026-06-06'),
      day('2026-06-12', '2026-06-06', '2026-06-10'),
    ]);
    expect(await customerTotal(wanjiku)).toEqual({ orders: 3, net: 3 * 3800 - 190 });
    // Deleted by hand (lines first, or their dish figures would wait for a rebuild): the 6th, then the
    // other two in one statement; nothing of her is left.
    const remove = async (ids: number[]) => {
      await sql('DELETE FROM order_items WHERE order_id = ANY ($1)', [ids]);
      await sql('DELETE FROM orders WHERE id = ANY ($1)', [ids]);
    };
    await remove([sixth]);
    expect(await customerDays(wanjiku)).toEqual([
      day('2026-06-10', '2026-06-10', null),
      day('2026-06-12', '2026-06-10', '2026-06-10'),
    ]);
    await remove([tenth, second]);
    expect(await customerDays(wanjiku)).toEqual([]);
    expect(await customerTotal(wanjiku)).toBeNull();
  });

  it("mark a customer's first and previous days and total one transaction at a time", async () => {
    // Zawadi ordered on May 1 and May 3; one transaction books her May 5 while another cancels her
    // May 1. Each marks her days from the days it sees: the second must see the first's.
    const zawadi = { customerName: 'Zawadi Njoroge', customerEmail: 'zawadi@example.com' };
    const [first] = await insertOrder({ ...zawadi, createdAt: '2026-05-01T17:00:00Z' });
    await insertOrder({ ...zawadi, createdAt: '2026-05-03T17:00:00Z' });
    const bookMay5 = `INSERT INTO orders (status, order_type, customer_name, customer_email, customer_phone,
         subtotal_cents, total_cents, payment_intent_id, created_at)
       VALUES ('confirmed', 'pickup', 'Zawadi Njoroge', 'zawadi@example.com', '913-555-0199', 1900, 1900,
         'pi_zawadi_may_5', '2026-05-05T17:00:00Z')`;
    const cancelMay1 = () => sql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [first]);
    if (onPostgres()) {
      // The booking stays open until the cancellation waits for it (or, without its lock, goes ahead); then it commits.
      const booking = await holdLock(bookMay5);
      let cancelled = false;
      const cancel = cancelMay1().then(() => {
        cancelled = true;
      });
      await booking.untilWaitedOnOr(() => cancelled);
      await booking.commit();
      await cancel;
    } else {
      // The embedded database lets one transaction in at a time.
      await sql(bookMay5);
      await cancelMay1();
    }

    expect(await customerDays('zawadi@example.com')).toEqual([
      { day: '2026-05-03', first: '2026-05-03', previous: null },
      { day: '2026-05-05', first: '2026-05-03', previous: '2026-05-03' },
    ]);
    expect(await customerTotal('zawadi@example.com')).toEqual({ orders: 2, net: 3800 + 1900 });
    const kept = await summaries();
    await rebuild();
    expect(await summaries()).toEqual(kept);
  });
});
