import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminInsights from '../../netlify/functions/admin-insights.mts';
import taxReportFn from '../../netlify/functions/admin-tax-report.mts';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import type { InsightsView } from '@/domain/insights/insights-view';
import { cancelCatering } from '@/server/catering/catering-cancellation';
import { database } from '@/server/db';
import { findCateringRequest } from '@/server/repositories/catering-requests-repository';
import { adminAccount, type TestAccount } from './support/accounts';
import { call } from './support/call';
import { inShopDays, pageToken, requestCatering } from './support/catering';
import { bookedEvent, cateringStep, payBalance, payLink, quoteAndSend } from './support/catering-events';
import { productId } from './support/checkout';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';
import { buy, collectTax, order } from './support/taxed-orders';

/*
 * Catering in the owner's figures (issue 48, item 8), with real events booked through the real
 * functions on this file's own database: the tax report counts an event's sale in the shop month of
 * the event, the deposit and balance taken before as 'Deposits held', and a deposit a cancellation
 * kept as 'Deposits kept' (no food sold, no tax); the insights show catering beside the storefront,
 * whose figures hold none of its orders.
 *
 * Each event: 200 Beef Samosa and 100 Chapati at $1.60 ($480.00), a 10% service charge ($48.00),
 * picked up, taxed at Overland Park's rates: 9.35% of $368.00 = $34.41 and 2.85% of $160.00 = $4.56,
 * total $566.97; the deposit half, $283.49, the balance $283.48.
 */

interface Report {
  month: string;
  rows: Array<Record<string, string | number>>;
  totals: Record<string, string>;
}

let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
  await useShopDefaultSchedule();
  await collectTax();
});

afterEach(async () => {
  await sql('DELETE FROM orders');
  await sql('DELETE FROM catering_requests');
  await sql('DELETE FROM outbox');
  await sql('DELETE FROM rate_limits');
  // Orders deleted by hand: the summaries counted again (their refunds went with them).
  await sql('SELECT rebuild_daily_summaries()');
});

const report = async (month: string): Promise<Report> => {
  const answer = await call<Report>(taxReportFn, `/api/admin/tax-report?month=${month}`, { cookie: admin.cookie });
  expect(answer.status).toBe(200);
  return answer.body;
};

const thisMonth = () => shopDate(new Date()).slice(0, 7);
const monthAfter = (month: string) => addDays(`${month}-01`, 31).slice(0, 7);
/** The 10th of next month at 2:00 PM: always past the notice, and in the month after the deposit. */
const nextMonthsEvent = () => shopInstant(`${monthAfter(thisMonth())}-10`, '14:00');

const EVENT_ROWS = [
  {
    place: 'Overland Park, KS',
    state: 'KS',
    category: 'Prepared food',
    rate: '9.35',
    orders: 1,
    taxableSales: '368.00',
    tax: '34.41',
  },
  {
    place: 'Overland Park, KS',
    state: 'KS',
    category: 'Food',
    rate: '2.85',
    orders: 1,
    taxableSales: '160.00',
    tax: '4.56',
  },
];

const NOTHING = {
  sales: '0.00',
  serviceCharges: '0.00',
  tax: '0.00',
  refundedTax: '0.00',
  depositsHeld: '0.00',
  depositsKept: '0.00',
};

const cents = (decimal: string | undefined) => Math.round(Number(decimal) * 100);

/** The summaries by shop day as the triggers kept them equal what a rebuild from the orders counts. */
async function expectSummariesAsRebuilt() {
  const summaries = () => sql('SELECT * FROM daily_summaries ORDER BY facet, day, key, product_id');
  const kept = await summaries();
  await sql('SELECT rebuild_daily_summaries()');
  expect(await summaries()).toEqual(kept);
}

describe('the tax report with a catering event', () => {
  it("holds the deposit and balance in the month they were paid, and counts the sale in the event's month", async () => {
    const eventAt = nextMonthsEvent();
    const event = await bookedEvent(eventAt, admin.cookie);
    const paidIn = thisMonth();
    const eventMonth = shopDate(eventAt).slice(0, 7);
    expect(eventMonth).toBe(monthAfter(paidIn));

    // The deposit paid: held at this month's end, for a sale not yet made.
    const held = await report(paidIn);
    expect(held.rows).toEqual([]);
    expect(held.totals).toMatchObject({ ...NOTHING, depositsHeld: '283.49' });
    // The balance paid too: both held.
    expect(await payBalance(event.token)).toBe('283.48');
    expect((await report(paidIn)).totals).toMatchObject({ ...NOTHING, depositsHeld: '566.97' });

    // The sale, in the month of the event: its tax lines, its service charge; nothing held at that month's end.
    const sold = await report(eventMonth);
    expect(sold.rows).toEqual(EVENT_ROWS);
    expect(sold.totals).toEqual({
      sales: '480.00',
      discounts: '0.00',
      deliveryFees: '0.00',
      serviceCharges: '48.00',
      tips: '0.00',
      taxableSales: '528.00',
      tax: '38.97',
      refundedTax: '0.00',
      giftCardsSold: '0.00',
      depositsHeld: '0.00',
      depositsKept: '0.00',
    });
    // What the customer paid is the report's parts put together.
    const { totals } = sold;
    expect(
      cents(totals['sales']) -
        cents(totals['discounts']) +
        cents(totals['deliveryFees']) +
        cents(totals['serviceCharges']) +
        cents(totals['tax']) +
        cents(totals['tips']),
    ).toBe(56_697);

    const csv = await call<string>(taxReportFn, `/api/admin/tax-report?month=${paidIn}&format=csv`, {
      cookie: admin.cookie,
    });
    expect(String(csv.body).split('\r\n')).toContain('Deposits held (not taxable),566.97');
  });

  it("puts a sale and its deposit in the shop's months across the clock change, not UTC's", async () => {
    const event = await bookedEvent(nextMonthsEvent(), admin.cookie);
    // The deposit paid at 11:30 PM on Sat, Oct 31 (CDT: already Nov 1 in UTC), for an event at
    // 11:30 PM on Mon, Nov 30 (CST since Nov 1: already Dec 1 in UTC, and past 05:00, where
    // November began).
    await sql(
      `UPDATE orders SET payment_captured_at = '2026-11-01T04:30:00Z', created_at = '2026-10-20T15:00:00Z',
         fulfilment_window_start = '2026-12-01T05:30:00Z', fulfilment_window_end = '2026-12-01T06:00:00Z'
       WHERE id = $1`,
      [event.orderId],
    );
    const october = await report('2026-10');
    expect(october.rows).toEqual([]);
    expect(october.totals).toMatchObject({ ...NOTHING, depositsHeld: '283.49' });
    const november = await report('2026-11');
    expect(november.rows).toEqual(EVENT_ROWS);
    expect(november.totals).toMatchObject({ sales: '480.00', tax: '38.97', depositsHeld: '0.00' });
    const december = await report('2026-12');
    expect(december.rows).toEqual([]);
    expect(december.totals).toMatchObject(NOTHING);
  });

  it("shows what a cancellation after the cut-off kept as 'Deposits kept', never as a sale or tax given back", async () => {
    // Five days ahead: past the terms' 7-day cut-off. Both payments in; the owner keeps $100.00.
    const eventAt = inShopDays(5);
    const event = await bookedEvent(eventAt, admin.cookie);
    await payBalance(event.token);
    const request = await findCateringRequest(database(), event.requestId);
    if (!request) throw new Error('no request');
    const owner = { userId: null, email: admin.email };
    const { refundedCents } = await cancelCatering(request, () => 10_000, owner);
    expect(refundedCents).toBe(46_697);

    const cancelledIn = await report(thisMonth());
    expect(cancelledIn.rows).toEqual([]);
    // The deposit's own payment was partly paid back (the order is marked refunded), but no sale was
    // made, so there is no tax to give back.
    expect(cancelledIn.totals).toMatchObject({ ...NOTHING, depositsKept: '100.00' });
    const eventMonth = await report(shopDate(eventAt).slice(0, 7));
    expect(eventMonth.rows).toEqual([]);
    expect(eventMonth.totals).toMatchObject({ sales: '0.00', tax: '0.00', refundedTax: '0.00' });
    // Nor are its refunds the storefront's: the summaries hold none of it, as a rebuild counts them.
    expect(await sql("SELECT day FROM daily_summaries WHERE facet = 'all' AND refund_cents <> 0")).toEqual([]);
    await expectSummariesAsRebuilt();
  });

  it('counts nothing of an event the customer cancelled before the cut-off, paid back in full', async () => {
    const eventAt = inShopDays(20);
    const event = await bookedEvent(eventAt, admin.cookie);
    const cancelled = await cateringStep('cancel', event.token);
    expect(cancelled.body.refunded).toBe('283.49');
    for (const month of new Set([thisMonth(), shopDate(eventAt).slice(0, 7)])) {
      const answer = await report(month);
      expect(answer.rows).toEqual([]);
      expect(answer.totals).toMatchObject(NOTHING);
    }
  });
});

describe('catering in the insights', () => {
  const insights = async (from: string, to: string) => {
    const answer = await call<InsightsView>(adminInsights, `/api/admin/insights?from=${from}&to=${to}`, {
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('shows requests, acceptances and events beside the storefront, whose figures hold no catering order', async () => {
    // A storefront pickup of 10 Beef Samosa: $20.00 + $1.87 tax.
    const bought = await buy(order([{ productId: await productId('Beef Samosa'), quantity: 10 }]));
    expect(bought.total).toBe('21.87');
    const eventAt = nextMonthsEvent();
    // One request not yet quoted; one booked, paid in full, then revised (300 samosas), which brings
    // it back to 'accepted': accepted once all the same.
    await requestCatering(eventAt);
    const event = await bookedEvent(eventAt, admin.cookie);
    await payBalance(event.token);
    await quoteAndSend(event.requestId, admin.cookie, 300);
    expect((await cateringStep('accept', await pageToken(event.requestId, eventAt))).status).toBe(200);
    const accepted = await sql<{ status: string }>(
      "SELECT status FROM catering_request_states WHERE catering_request_id = $1 AND status = 'accepted'",
      [event.requestId],
    );
    expect(accepted).toHaveLength(2);
    const [revised] = await sql<{ total_cents: number }>('SELECT total_cents FROM orders WHERE id = $1', [
      event.orderId,
    ]);
    const revenue = revised?.total_cents ?? 0;
    expect(revenue).toBeGreaterThan(56_697);

    const today = shopDate(new Date());
    const month = await insights(`${thisMonth()}-01`, today);
    // The storefront's order alone: the event's 400 pieces are not among its pieces or sales.
    expect(month.totals).toMatchObject({
      orders: 1,
      pieces: 10,
      netSales: '20.00',
      totalCollected: '21.87',
      cateringRequests: 2,
      cateringAccepted: 1,
      // The event is next month's.
      cateringEvents: 0,
      cateringRevenue: '0.00',
      collectedWithCatering: '21.87',
    });
    expect(month.dishes).toEqual([
      { productId: expect.any(Number), name: 'Beef Samosa', pieces: 10, grossSales: '20.00' },
    ]);

    const eventMonth = monthAfter(thisMonth());
    const held = await insights(`${eventMonth}-01`, addDays(`${monthAfter(eventMonth)}-01`, -1));
    expect(held.totals).toMatchObject({
      orders: 0,
      cateringRequests: 0,
      cateringEvents: 1,
      cateringRevenue: (revenue / 100).toFixed(2),
    });
    // Against this month, whole months compared.
    expect(held.previous.totals).toMatchObject({ cateringRequests: 2, cateringAccepted: 1, cateringEvents: 0 });

    const both = await insights(today, shopDate(eventAt));
    expect(both.totals).toMatchObject({ orders: 1, netSales: '20.00', cateringEvents: 1 });
    expect(cents(both.totals.collectedWithCatering)).toBe(2_187 + revenue);

    const csv = await call<string>(
      adminInsights,
      `/api/admin/insights?from=${today}&to=${shopDate(eventAt)}&section=totals&format=csv`,
      { cookie: admin.cookie },
    );
    expect(String(csv.body)).toContain(`catering_revenue,${(revenue / 100).toFixed(2)},`);
    await expectSummariesAsRebuilt();
  });

  it('leaves out an event whose deposit was never paid, and a cancelled one', async () => {
    const eventAt = nextMonthsEvent();
    // Accepted but not paid: its order waits on the deposit.
    const waiting = await requestCatering(eventAt);
    await quoteAndSend(waiting.id, admin.cookie);
    const accept = await cateringStep('accept', await pageToken(waiting.id, eventAt));
    expect(accept.body.payUrl).toMatch(/\/pay\?token=/);
    // Booked, then cancelled by the customer.
    const cancelled = await bookedEvent(eventAt, admin.cookie);
    expect((await cateringStep('cancel', cancelled.token)).status).toBe(200);

    const day = shopDate(eventAt);
    const figures = await insights(day, day);
    expect(figures.totals).toMatchObject({ cateringEvents: 0, cateringRevenue: '0.00' });
    // Paid now, the waiting one is an event.
    await payLink(accept.body.payUrl);
    expect((await insights(day, day)).totals).toMatchObject({ cateringEvents: 1, cateringRevenue: '566.97' });
  });
});
