import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import adminInsights from '../../netlify/functions/admin-insights.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import type { InsightsView } from '@/domain/insights/insights-view';
import { adminAccount } from './support/accounts';
import { call } from './support/call';
import { pickupCheckout } from './support/checkout';
import { sql } from './support/db';
import { buyCard, issueCard, payPartlyByCard } from './support/gift-cards';
import { insertOrder, patchStatus } from './support/orders';

/*
 * The gift cards in the owner's insights (issue 47): the cards sold and the store credit issued in
 * a range, and what cards paid of its orders less what went back to them, beside sales that count
 * each order at its full price. This file has its own database.
 */

let admin: string;

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
});

const insights = (query: string) =>
  call<InsightsView>(adminInsights, `/api/admin/insights?${query}`, { cookie: admin });

describe('the gift cards in the insights', () => {
  it('counts the cards sold apart from store credit, and what cards paid of the orders (a cancelled one gives it back)', async () => {
    await buyCard(50);
    await issueCard(2000);
    // Two orders of $38.00, each paid by a $25 store credit card and the bank card; one cancelled.
    await payPartlyByCard(await pickupCheckout());
    const cancelled = await payPartlyByCard(await pickupCheckout());
    expect((await patchStatus(cancelled.id, 'cancelled', admin)).status).toBe(200);

    // Yesterday and today, so a run across the shop's midnight still holds them all.
    const today = shopDate(new Date());
    const range = `from=${addDays(today, -1)}&to=${today}`;
    const { status, body } = await insights(range);
    expect(status).toBe(200);
    expect(body.totals).toMatchObject({
      giftCardsSold: '50.00',
      giftCardsSoldCount: 1,
      storeCreditIssued: '70.00',
      storeCreditIssuedCount: 3,
      giftCardsSpent: '25.00',
      // A card is a way to pay, not a discount: the order's sales are its full price.
      orders: 1,
      grossSales: '38.00',
      discounts: '0.00',
      netSales: '38.00',
    });
    expect(body.previous.totals).toMatchObject({
      giftCardsSold: '0.00',
      giftCardsSoldCount: 0,
      storeCreditIssued: '0.00',
      storeCreditIssuedCount: 0,
      giftCardsSpent: '0.00',
    });

    const csv = await call<string>(adminInsights, `/api/admin/insights?${range}&section=totals&format=csv`, {
      cookie: admin,
    });
    expect(csv.body).toContain('gift_cards_sold,50.00,0.00\r\n');
    expect(csv.body).toContain('gift_cards_sold_count,1,0\r\n');
    expect(csv.body).toContain('store_credit_issued,70.00,0.00\r\n');
    expect(csv.body).toContain('gift_cards_spent,25.00,0.00\r\n');
  });
});

describe("the gift cards of a range on the shop's clock", () => {
  /** A card issued at `at`, with its issue row, as the shop writes them: one statement's time. */
  async function cardAt(kind: 'purchase' | 'credit', cents: number, at: string): Promise<string> {
    const [card] = await sql<{ id: string }>(
      `INSERT INTO gift_cards (code_hash, last4, kind, amount_cents, buyer_name, buyer_email, recipient_name,
         recipient_email, reason, send_on, created_at)
       VALUES ($1, '2BNC', $2, $3, 'Amina', 'amina@example.com', 'Achieng', 'achieng@example.com',
         CASE WHEN $2 = 'credit' THEN 'Your order came late' END, '2026-03-01', $4)
       RETURNING id`,
      [randomBytes(32).toString('hex'), kind, cents, at],
    );
    await sql(
      "INSERT INTO gift_card_ledger (gift_card_id, kind, amount_cents, created_at) VALUES ($1, 'issue', $2, $3)",
      [card?.id, cents, at],
    );
    return card?.id ?? '';
  }

  it('counts a card at 11:30 PM on March 31 in March, and a refund made in April against its March order', async () => {
    // 11:30 PM on February 28 (CST) is February's; 11:30 PM on March 31 (CDT, April in UTC) March's.
    await cardAt('purchase', 2500, '2026-03-01T05:30:00Z');
    await cardAt('purchase', 10000, '2026-04-01T04:30:00Z');
    const credit = await cardAt('credit', 1040, '2026-03-15T15:00:00Z');
    // A March order the credit paid $10.00 of; $4.00 of it given back to the card in April.
    const [order] = await insertOrder({ createdAt: '2026-03-20T18:00:00Z' });
    await sql('UPDATE orders SET gift_card_cents = 1000 WHERE id = $1', [order]);
    await sql(
      `INSERT INTO gift_card_ledger (gift_card_id, kind, amount_cents, order_id, created_at) VALUES
         ($1, 'spend', -1000, $2, '2026-03-20T18:00:00Z'), ($1, 'refund', 400, $2, '2026-04-05T15:00:00Z')`,
      [credit, order],
    );

    const { body } = await insights('from=2026-03-01&to=2026-03-31');
    expect(body.totals).toMatchObject({
      giftCardsSold: '100.00',
      giftCardsSoldCount: 1,
      storeCreditIssued: '10.40',
      storeCreditIssuedCount: 1,
      giftCardsSpent: '6.00',
    });
    expect(body.previous.totals).toMatchObject({
      giftCardsSold: '25.00',
      giftCardsSoldCount: 1,
      giftCardsSpent: '0.00',
    });
  });
});
