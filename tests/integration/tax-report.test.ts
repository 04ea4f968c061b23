import { beforeAll, describe, expect, it } from 'vitest';
import giftCardPurchase from '../../netlify/functions/gift-card-purchase.mts';
import giftCardPurchasePaid from '../../netlify/functions/gift-card-purchase-paid.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import taxReportFn from '../../netlify/functions/admin-tax-report.mts';
import { shopDate } from '@/domain/fulfilment/schedule';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { intentIdOf, payWithCard, productId } from './support/checkout';
import { issueCard } from './support/gift-cards';
import { sql } from './support/db';
import { addCode, buy, collectTax, freshCode, OLATHE, order } from './support/taxed-orders';

/*
 * The monthly sales-tax report (GET /api/admin/tax-report): booked orders by the shop month of
 * their booking, refunds by the month they happened, its totals equal to the orders' own sums.
 * This file's database holds only the orders it makes.
 */

interface Report {
  month: string;
  rows: Array<{
    place: string;
    state: string;
    category: string;
    rate: string;
    orders: number;
    taxableSales: string;
    tax: string;
  }>;
  totals: Record<
    | 'sales'
    | 'discounts'
    | 'deliveryFees'
    | 'serviceCharges'
    | 'tips'
    | 'taxableSales'
    | 'tax'
    | 'refundedTax'
    | 'giftCardsSold'
    | 'depositsHeld'
    | 'depositsKept',
    string
  >;
}

let admin: TestAccount;
const report = <Body = Report>(query: string, cookie: string | null = admin.cookie) =>
  call<Body>(taxReportFn, `/api/admin/tax-report?${query}`, { cookie });

const emailOf = (label: string) => `${label}-${Date.now().toString(36)}@example.com`;

async function idOf(email: string): Promise<number> {
  const [row] = await sql<{ id: string }>('SELECT id FROM orders WHERE customer_email = $1', [email]);
  return Number(row?.id);
}

const thisMonth = () => shopDate(new Date()).slice(0, 7);

describe('the month of a shop with a code, a refund and an unpaid cancellation', () => {
  const emails = {
    beef: emailOf('beef'),
    chapati: emailOf('chapati'),
    olathe: emailOf('olathe'),
    refunded: emailOf('refunded'),
  };

  beforeAll(async () => {
    admin = await adminAccount();
    await collectTax();
    const beef = await productId('Beef Samosa');
    const chapati = await productId('Chapati');
    const code = freshCode('REPORT');
    await addCode(code, { percent_off: 10 });
    // $20.00 + $1.87; $20.00 + $0.57; delivered to Olathe: $38.00 - $3.80 + $3.50 + $3.20 tax + $5.70 tip.
    await buy(order([{ productId: beef, quantity: 10 }], { email: emails.beef }));
    await buy(order([{ productId: chapati, quantity: 10 }], { email: emails.chapati }));
    await buy(
      order([{ productId: beef, quantity: 20 }], { address: OLATHE, code, tipPercent: 15, email: emails.olathe }),
    );
    // Booked, then cancelled with its refund: a sale of the month, and a refund of the month.
    await buy(order([{ productId: beef, quantity: 10 }], { email: emails.refunded }));
    const cancelled = await call(orderStatus, `/api/orders/${await idOf(emails.refunded)}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      cookie: admin.cookie,
      params: { id: String(await idOf(emails.refunded)) },
    });
    expect(cancelled.status).toBe(200);
    // Booked, but its payment was let go before it was taken: never a sale.
    const unpaid = emailOf('unpaid');
    await buy(order([{ productId: beef, quantity: 10 }], { email: unpaid }));
    await sql(`UPDATE orders SET status = 'cancelled' WHERE customer_email = $1`, [unpaid]);
    // A $50 gift card bought: sold this month, but not a taxable sale. Store credit is not a sale at all.
    const started = await call<{ clientSecret: string }>(giftCardPurchase, '/api/gift-cards/purchase', {
      method: 'POST',
      body: {
        amount: 50,
        recipientName: 'Achieng',
        recipientEmail: emailOf('friend'),
        sendOn: shopDate(new Date()),
        buyerName: 'Amina',
        buyerEmail: emailOf('buyer'),
      },
    });
    await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    const { clientSecret } = started.body;
    const reported = await call(giftCardPurchasePaid, '/api/gift-cards/purchase/paid', {
      method: 'POST',
      body: { paymentIntentId: intentIdOf(clientSecret), clientSecret },
    });
    expect(reported.status).toBe(200);
    await issueCard(1000);
  });

  it('has a row per place, category and rate, and totals to the cent', async () => {
    const answer = await report(`month=${thisMonth()}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      month: thisMonth(),
      rows: [
        {
          place: 'Kansas',
          state: 'KS',
          category: 'Prepared food',
          rate: '9.35',
          orders: 1,
          taxableSales: '34.20',
          tax: '3.20',
        },
        {
          place: 'Overland Park, KS',
          state: 'KS',
          category: 'Prepared food',
          rate: '9.35',
          orders: 2,
          taxableSales: '40.00',
          tax: '3.74',
        },
        {
          place: 'Overland Park, KS',
          state: 'KS',
          category: 'Food',
          rate: '2.85',
          orders: 1,
          taxableSales: '20.00',
          tax: '0.57',
        },
      ],
      totals: {
        sales: '98.00',
        discounts: '3.80',
        deliveryFees: '3.50',
        // No catering in this file: tests/integration/catering-figures.test.ts has its events.
        serviceCharges: '0.00',
        tips: '5.70',
        taxableSales: '94.20',
        tax: '7.51',
        refundedTax: '1.87',
        giftCardsSold: '50.00',
        depositsHeld: '0.00',
        depositsKept: '0.00',
      },
    });
  });

  it("equals the sum of the month's orders", async () => {
    const [sums] = await sql<Record<string, string>>(
      `SELECT sum(subtotal_cents)::text AS sales, sum(discount_cents)::text AS discounts, sum(tax_cents)::text AS tax,
         sum(total_cents)::text AS total
       FROM orders WHERE customer_email = ANY($1::text[])`,
      [Object.values(emails)],
    );
    const { totals } = (await report(`month=${thisMonth()}`)).body;
    const cents = (decimal: string) => Math.round(Number(decimal) * 100);
    expect(cents(totals.sales)).toBe(Number(sums?.['sales']));
    expect(cents(totals.discounts)).toBe(Number(sums?.['discounts']));
    expect(cents(totals.tax)).toBe(Number(sums?.['tax']));
    // What the customers paid is the report's parts put together.
    expect(
      cents(totals.sales) -
        cents(totals.discounts) +
        cents(totals.deliveryFees) +
        cents(totals.tax) +
        cents(totals.tips),
    ).toBe(Number(sums?.['total']));
  });

  it('downloads as a CSV with the same figures', async () => {
    const answer = await call<string>(taxReportFn, `/api/admin/tax-report?month=${thisMonth()}&format=csv`, {
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="sales-tax-${thisMonth()}.csv"`);
    const lines = String(answer.body).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Place,State,Category,Rate (%),Orders,Taxable sales,Tax',
      'Kansas,KS,Prepared food,9.35,1,34.20,3.20',
      '"Overland Park, KS",KS,Prepared food,9.35,2,40.00,3.74',
      '"Overland Park, KS",KS,Food,2.85,1,20.00,0.57',
    ]);
    expect(lines).toContain('Tax collected,7.51');
    expect(lines).toContain('Tax refunded,1.87');
    expect(lines).toContain('Gift cards sold (not taxable),50.00');
  });
});

describe('months on the shop clock', () => {
  it('counts an order in the shop month it was booked, and its refund in the month it was refunded', async () => {
    // 11:30 PM on March 31 in Kansas (CDT, UTC-5) is already April 1 in UTC.
    const email = emailOf('march');
    await buy(order([{ productId: await productId('Beef Samosa'), quantity: 10 }], { email }));
    await sql(
      `UPDATE orders SET created_at = '2026-04-01T04:30:00Z', status = 'cancelled', refunded_at = '2026-04-02T15:00:00Z',
         refund_id = 're_march' WHERE customer_email = $1`,
      [email],
    );
    const march = (await report('month=2026-03')).body;
    expect(march.totals).toMatchObject({ sales: '20.00', tax: '1.87', refundedTax: '0.00' });
    const april = (await report('month=2026-04')).body;
    expect(april.totals).toMatchObject({ sales: '0.00', tax: '0.00', refundedTax: '1.87' });
    expect(april.rows).toEqual([]);
  });

  it.each(['2026-13', '2026-1', 'november', ''])('refuses the month %j with 400', async (month) => {
    const answer = await report<ErrorAnswer>(`month=${month}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Choose a month as YYYY-MM');
  });

  it('is for the administrator only', async () => {
    expect((await report('month=2026-03', null)).status).toBe(401);
    const customer = await registerAccount();
    expect((await report('month=2026-03', customer.cookie)).status).toBe(403);
  });
});
