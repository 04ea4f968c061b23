import { beforeAll, describe, expect, it } from 'vitest';
import adminInsights from '../../netlify/functions/admin-insights.mts';
import type { InsightsView } from '@/domain/insights/insights-view';
import { queueWeeklySummary } from '@/server/insights/weekly-summary';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * The owner's insights (issue 38) over a known month, March 2026, on the shop's clock: the clocks
 * go forward on Sunday the 8th, and an order at 11:30 PM on the 31st (CDT, already April in UTC)
 * is March's. A cancelled order does not count; a February order refunded in March counts in
 * March's refunds, as does a change's refund. Sales are net of discounts and hold no tax, fee or tip
 * (issue 46). The orders are put straight into the database: its triggers keep the summaries the
 * insights read. This file has its own database.
 */

const BEEF = (quantity: number) => ({ productId: 1, name: 'Beef Samosa', quantity, priceCents: 190 });
const BEEF_10 = { productId: 1, name: 'Beef Samosa', quantity: 10, priceCents: 200 };
const CHAPATI = (quantity: number) => ({ productId: 4, name: 'Chapati', quantity, priceCents: 150 });
const halfHour = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

let admin: string;
const ids: Record<string, number> = {};

async function order(name: string, seed: Parameters<typeof insertOrder>[0]): Promise<number> {
  const [id] = await insertOrder(seed);
  if (id === undefined) throw new Error('no order');
  ids[name] = id;
  return id;
}

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
  // February: Amina's first order, and one cancelled and refunded on March 5th.
  await order('a0', {
    customerName: 'Amina Odhiambo',
    customerEmail: 'amina@example.com',
    lines: [BEEF_10],
    createdAt: '2026-02-10T18:00:00Z',
  });
  const refunded = await order('e', {
    customerName: 'Juma Said',
    customerEmail: 'juma@example.com',
    lines: [BEEF_10],
    status: 'cancelled',
    createdAt: '2026-02-20T18:00:00Z',
  });
  await sql(`UPDATE orders SET refunded_at = '2026-03-05T16:00:00Z', refund_id = 're_cancel' WHERE id = $1`, [
    refunded,
  ]);

  // March: Amina again (returning), picked up on Tuesday the 3rd at 2:00 PM (CST), with $3.55 tax.
  const amina = await order('a', {
    customerName: 'Amina Odhiambo',
    customerEmail: 'AMINA@example.com',
    lines: [BEEF(20)],
    createdAt: '2026-03-02T18:00:00Z',
    fulfilmentWindow: halfHour('2026-03-03T20:00:00Z'),
  });
  await sql('UPDATE orders SET tax_cents = 355, total_cents = total_cents + 355 WHERE id = $1', [amina]);
  // Baraka's first: 1:30 AM on the 8th (CST), delivered Monday the 9th at noon (CDT), with SAVE10.
  const baraka = await order('b', {
    customerName: 'Baraka Mwangi',
    customerEmail: 'baraka@example.com',
    orderType: 'delivery',
    lines: [BEEF(20)],
    deliveryFeeCents: 350,
    tipCents: 570,
    deliveryAddress: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', feeCents: 350 },
    createdAt: '2026-03-08T07:30:00Z',
    fulfilmentWindow: halfHour('2026-03-09T17:00:00Z'),
  });
  await sql(
    `UPDATE orders SET discount_code = 'SAVE10', discount_cents = 380, total_cents = total_cents - 380 WHERE id = $1`,
    [baraka],
  );
  // Baraka again, 11:30 PM on the 31st (CDT), for noon on April 1st.
  await order('c', {
    customerName: 'Baraka Mwangi',
    customerEmail: 'baraka@example.com',
    lines: [CHAPATI(10)],
    createdAt: '2026-04-01T04:30:00Z',
    fulfilmentWindow: halfHour('2026-04-01T17:00:00Z'),
  });
  // Collected at the church car park (issue 50): moved there after booking, as the owner may.
  await sql(
    "UPDATE orders SET pickup_spot_id = (SELECT id FROM pickup_spots WHERE name = 'Grace Church car park') WHERE id = $1",
    [ids['c']],
  );
  await order('d', { customerEmail: 'nobody@example.com', status: 'cancelled', createdAt: '2026-03-15T18:00:00Z' });
  // A change paid $5.00 back on Amina's order on the 10th.
  await sql(
    `INSERT INTO order_refunds (order_id, payment_intent_id, amount_cents, refund_id, created_at)
     VALUES ($1, 'pi_change', 500, 're_change', '2026-03-10T15:00:00Z')`,
    [amina],
  );
  await sql(
    `INSERT INTO feedback (order_id, customer_name, rating, feedback_text, created_at) VALUES
       ($1, 'Amina', 5, 'Perfect', '2026-03-04T15:00:00Z'),
       ($2, 'Baraka', 2, 'Cold', '2026-03-09T20:00:00Z'),
       ($3, 'Baraka', 4, NULL, '2026-04-02T15:00:00Z')`,
    [amina, baraka, ids['c']],
  );
});

const insights = (query: string) =>
  call<InsightsView & ErrorAnswer & { fields?: Record<string, string> }>(
    adminInsights,
    `/api/admin/insights?${query}`,
    {
      cookie: admin,
    },
  );

describe('GET /api/admin/insights', () => {
  it("answers March's figures to the cent, against February", async () => {
    const { status, body } = await insights('from=2026-03-01&to=2026-03-31');
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-31', grain: 'day' });
    // $91.00 of dishes less $3.80 off is $87.20 of sales; with $3.55 tax, $3.50 delivery and $5.70
    // tips, less $25.00 paid back, $74.95 collected.
    expect(body.totals).toEqual({
      orders: 3,
      pieces: 50,
      grossSales: '91.00',
      discounts: '3.80',
      netSales: '87.20',
      tax: '3.55',
      deliveryFees: '3.50',
      tips: '5.70',
      refunds: '25.00',
      totalCollected: '74.95',
      averageSale: '29.07',
      newCustomers: 1,
      returningCustomers: 1,
      returningSales: '38.00',
      ratings: 2,
      averageRating: 3.5,
      // No gift cards in this file: tests/integration/gift-cards-insights.test.ts counts them.
      giftCardsSold: '0.00',
      giftCardsSoldCount: 0,
      storeCreditIssued: '0.00',
      storeCreditIssuedCount: 0,
      giftCardsSpent: '0.00',
      // No catering in this file: tests/integration/catering-figures.test.ts counts it.
      cateringRequests: 0,
      cateringAccepted: 0,
      cateringEvents: 0,
      cateringRevenue: '0.00',
      collectedWithCatering: '74.95',
      // No standing orders in this file: tests/integration/standing-marks.test.ts counts them.
      standingPlaced: 0,
      standingPaid: 0,
      standingRevenue: '0.00',
    });
    expect(body.previous).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      totals: {
        orders: 1,
        netSales: '20.00',
        newCustomers: 1,
        returningCustomers: 0,
        refunds: '0.00',
        ratings: 0,
        averageRating: null,
      },
    });
    expect(body.series).toEqual([
      { period: '2026-03-02', orders: 1, netSales: '38.00' },
      { period: '2026-03-08', orders: 1, netSales: '34.20' },
      { period: '2026-03-31', orders: 1, netSales: '15.00' },
    ]);
    expect(body.dishes).toEqual([
      { productId: 1, name: 'Beef Samosa', pieces: 40, grossSales: '76.00' },
      { productId: 4, name: 'Chapati', pieces: 10, grossSales: '15.00' },
    ]);
    expect(body.orderTypes).toEqual([
      { orderType: 'delivery', orders: 1, netSales: '34.20' },
      { orderType: 'pickup', orders: 2, netSales: '53.00' },
    ]);
    expect(body.zones).toEqual([{ zone: 'Local 0-10', orders: 1, netSales: '34.20' }]);
    expect(body.spots).toEqual([
      { spotId: expect.any(Number), name: 'Grace Church car park', orders: 1, netSales: '15.00' },
      { spotId: expect.any(Number), name: 'Home kitchen', orders: 1, netSales: '38.00' },
    ]);
    expect(body.codes).toEqual([{ code: 'SAVE10', orders: 1, discounts: '3.80' }]);
    expect(body.customers).toEqual([
      { name: 'Baraka Mwangi', orders: 2, netSales: '49.20', returning: false, latestOrderId: ids['c'] },
      { name: 'Amina Odhiambo', orders: 1, netSales: '38.00', returning: true, latestOrderId: ids['a'] },
    ]);
    // Tuesday 2:00 PM, Monday noon (after the clocks went forward), Wednesday noon.
    expect(body.busyHours).toEqual([
      { weekday: 1, window: '12:00', orders: 1 },
      { weekday: 2, window: '14:00', orders: 1 },
      { weekday: 3, window: '12:00', orders: 1 },
    ]);
    expect(body.ratings).toEqual([
      { period: '2026-03-04', ratings: 1, average: 5 },
      { period: '2026-03-09', ratings: 1, average: 2 },
    ]);
    expect(body.lowestRatings.map((rating) => [rating.orderNumber, rating.rating, rating.text])).toEqual([
      [`KBT-${ids['b']}`, 2, 'Cold'],
      [`KBT-${ids['a']}`, 5, 'Perfect'],
    ]);
  });

  it("adds up: each section's figures sum to the headline's", async () => {
    const { body } = await insights('from=2026-03-01&to=2026-03-31');
    const { totals } = body;
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    const sum = (values: string[]) => values.reduce((total, value) => total + cents(value), 0);
    expect(sum(body.series.map((row) => row.netSales))).toBe(cents(totals.netSales));
    expect(sum(body.orderTypes.map((row) => row.netSales))).toBe(cents(totals.netSales));
    const pickups = body.orderTypes.find((row) => row.orderType === 'pickup');
    expect(sum(body.spots.map((row) => row.netSales))).toBe(cents(pickups?.netSales ?? '0'));
    expect(sum(body.dishes.map((row) => row.grossSales))).toBe(cents(totals.grossSales));
    expect(sum(body.codes.map((row) => row.discounts))).toBe(cents(totals.discounts));
    expect(body.series.reduce((total, row) => total + row.orders, 0)).toBe(totals.orders);
    expect(cents(totals.grossSales) - cents(totals.discounts)).toBe(cents(totals.netSales));
    expect(sum([totals.netSales, totals.tax, totals.deliveryFees, totals.tips]) - cents(totals.refunds)).toBe(
      cents(totals.totalCollected),
    );
  });

  it('groups a year by month', async () => {
    const { body } = await insights('from=2025-04-01&to=2026-03-31');
    expect(body.range.grain).toBe('month');
    expect(body.series).toEqual([
      { period: '2026-02-01', orders: 1, netSales: '20.00' },
      { period: '2026-03-01', orders: 3, netSales: '87.20' },
    ]);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-31', 'from', 'from must be a date as YYYY-MM-DD'],
    ['from=2026-03-01&to=soon', 'to', 'to must be a date as YYYY-MM-DD'],
    ['from=2026-03-31&to=2026-03-01', 'to', 'to must be on or after from'],
    ['from=2025-01-01&to=2026-03-01', 'to', 'A range spans at most 400 days'],
    ['to=2026-03-01', 'from', 'from must be a date as YYYY-MM-DD'],
  ])('answers 400 naming the field for %s', async (query, field, message) => {
    const { status, body } = await insights(query);
    expect(status).toBe(400);
    expect(body.fields?.[field]).toBe(message);
  });

  it('downloads each section as a CSV of the same figures', async () => {
    const dishes = await call<string>(
      adminInsights,
      '/api/admin/insights?from=2026-03-01&to=2026-03-31&section=dishes&format=csv',
      {
        cookie: admin,
      },
    );
    expect(dishes.status).toBe(200);
    expect(dishes.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(dishes.headers.get('content-disposition')).toBe(
      'attachment; filename="insights-dishes-2026-03-01-to-2026-03-31.csv"',
    );
    expect(dishes.body).toBe('dish,pieces,gross_sales\r\nBeef Samosa,40,76.00\r\nChapati,10,15.00\r\n');
    const totals = await call<string>(
      adminInsights,
      '/api/admin/insights?from=2026-03-01&to=2026-03-31&section=totals&format=csv',
      {
        cookie: admin,
      },
    );
    expect(totals.body).toContain('gross_sales,91.00,20.00\r\n');
    expect(totals.body).toContain('net_sales,87.20,20.00\r\n');
    expect(totals.body).toContain('total_collected,74.95,20.00\r\n');
    const customers = await call<string>(
      adminInsights,
      '/api/admin/insights?from=2026-03-01&to=2026-03-31&section=customers&format=csv',
      { cookie: admin },
    );
    expect(customers.body).toContain(`Baraka Mwangi,2,49.20,no,KBT-${ids['c']}\r\n`);
    const unknown = await insights('from=2026-03-01&to=2026-03-31&section=everything&format=csv');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('section must be one of totals, series');
  });

  it('is for the administrator only', async () => {
    expect((await call(adminInsights, '/api/admin/insights?from=2026-03-01&to=2026-03-31')).status).toBe(401);
  });
});

describe('the top customers of a long range', () => {
  // 2024 against 2023: customers 1 to 24 each ordered in both years, the lower numbers far more in
  // 2023 (their totals of all time are the largest) and the higher ones more in 2024, and customer
  // 25 only once in 2024. The ten best of 2024 are customers 24 down to 15, whose totals of all time
  // are among the smallest: the ones the top ten are looked for beyond.
  const latest: Record<number, number> = {};
  const samosas = (quantity: number) => [{ productId: 1, name: 'Beef Samosa', quantity, priceCents: 200 }];
  const customer = (k: number) => ({ customerName: `Customer ${k}`, customerEmail: `customer${k}@example.com` });
  beforeAll(async () => {
    for (let k = 1; k <= 24; k += 1) {
      await insertOrder({ ...customer(k), lines: samosas(100 * (25 - k)), createdAt: '2023-06-15T17:00:00Z' });
      const [id] = await insertOrder({ ...customer(k), lines: samosas(10 * k), createdAt: '2024-06-15T17:00:00Z' });
      latest[k] = id ?? 0;
    }
    await insertOrder({ ...customer(25), lines: samosas(10), createdAt: '2024-07-01T17:00:00Z' });
  });

  it("are the range's ten best by sales, whatever they bought before it", async () => {
    const { body } = await insights('from=2024-01-01&to=2024-12-31');
    const best = Array.from({ length: 10 }, (_, index) => 24 - index);
    expect(body.customers).toEqual(
      best.map((k) => ({
        name: `Customer ${k}`,
        orders: 1,
        netSales: (20 * k).toFixed(2),
        returning: true,
        latestOrderId: latest[k],
      })),
    );
    // 24 back from 2023, customer 25 new; 2023's 24 all new.
    expect(body.totals).toMatchObject({ newCustomers: 1, returningCustomers: 24, returningSales: '6000.00' });
    expect(body.previous.totals).toMatchObject({ newCustomers: 24, returningCustomers: 0, returningSales: '0.00' });
  });
});

describe('the weekly summary e-mail', () => {
  // Monday, March 9, 2026, the day after the clocks went forward: 7:00 AM CDT is 12:00 UTC.
  const monday = (time: string) => new Date(`2026-03-09T${time}Z`);
  const summaries = () =>
    sql<{ to_address: string; subject: string; text_body: string }>(
      `SELECT to_address, subject, text_body FROM outbox WHERE kind = 'weekly-summary' ORDER BY id`,
    );

  it("goes out once on Monday from 7 AM with last week's figures against the week before", async () => {
    expect(await queueWeeklySummary(monday('11:59:00'))).toBe(false);
    expect(await queueWeeklySummary(monday('12:00:00'))).toBe(true);
    expect(await queueWeeklySummary(monday('12:01:00'))).toBe(false);
    const [mail, ...others] = await summaries();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your week at Kenyan Bites: Mon, Mar 2 to Sun, Mar 8');
    // March 2 to 8: Amina's $38.00 and Baraka's $34.20 of sales, Juma's $20.00 paid back on the 5th;
    // the week before (Feb 23 to Mar 1): none.
    expect(mail?.text_body).toContain('Sales: $72.20');
    expect(mail?.text_body).toContain('Orders: 2');
    expect(mail?.text_body).toContain(
      'Money: gross sales $76.00, discounts $3.80, net sales $72.20, tax $3.55, delivery fees $3.50, tips $5.70, refunds $20.00, total collected $64.95',
    );
    expect(mail?.text_body).toContain('Best dish: Beef Samosa, 40 pieces, $76.00 gross sales');
    expect(mail?.text_body).toContain('New customers: 1');
    expect(mail?.text_body).toContain('Rating: 5.0 of 5 from 1 rating (the week before: no ratings)');
    expect(mail?.text_body).toContain('/admin/insights');
  });

  it('is not sent when the owner turned it off', async () => {
    await sql('UPDATE business_settings SET weekly_summary = false, weekly_summary_sent_for = NULL');
    expect(await queueWeeklySummary(monday('13:00:00'))).toBe(false);
    await sql('UPDATE business_settings SET weekly_summary = true');
  });
});
