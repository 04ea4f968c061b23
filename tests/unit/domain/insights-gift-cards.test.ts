import { describe, expect, it } from 'vitest';
import { insightsCsv } from '@/domain/insights/insights-csv';
import { type InsightsData, type InsightsFigures, toInsightsView } from '@/domain/insights/insights-view';

/*
 * The gift cards in the owner's insights (issue 47), as the answer and the totals' CSV show them:
 * beside the sales, never in them. The figures are the database's (cents and counts).
 */

const figures = (gifts: Partial<InsightsFigures>): InsightsFigures => ({
  orders: 2,
  pieces: 30,
  grossSales: 5600,
  discounts: 0,
  tax: 160,
  deliveryFees: 0,
  tips: 0,
  refunds: 0,
  newCustomers: 2,
  returningCustomers: 0,
  returningGrossSales: 0,
  returningDiscounts: 0,
  ratings: 0,
  averageRating: null,
  giftCardsSold: 0,
  giftCardsSoldCount: 0,
  storeCreditIssued: 0,
  storeCreditIssuedCount: 0,
  giftCardsSpent: 0,
  cateringRequests: 0,
  cateringAccepted: 0,
  cateringEvents: 0,
  cateringRevenue: 0,
  standingPlaced: 0,
  standingPaid: 0,
  standingRevenue: 0,
  ...gifts,
});

const data = (current: InsightsFigures, previous: InsightsFigures): InsightsData => ({
  current,
  previous,
  series: [],
  dishes: [],
  orderTypes: [],
  zones: [],
  spots: [],
  codes: [],
  customers: [],
  busyHours: [],
  ratings: [],
  lowestRatings: [],
  standingActive: 0,
});

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
// Three cards sold for $175.00, one store credit of $7.40, and $62.40 paid by cards of the orders.
const view = toInsightsView(
  MARCH,
  data(
    figures({
      giftCardsSold: 17500,
      giftCardsSoldCount: 3,
      storeCreditIssued: 740,
      storeCreditIssuedCount: 1,
      giftCardsSpent: 6240,
    }),
    figures({ giftCardsSold: 2500, giftCardsSoldCount: 1 }),
  ),
);

describe('the gift cards in the insights', () => {
  it('answers the cards sold, the store credit issued and the cards spent, money as decimals, against the range before', () => {
    expect(view.totals).toMatchObject({
      giftCardsSold: '175.00',
      giftCardsSoldCount: 3,
      storeCreditIssued: '7.40',
      storeCreditIssuedCount: 1,
      giftCardsSpent: '62.40',
    });
    expect(view.previous.totals).toMatchObject({
      giftCardsSold: '25.00',
      giftCardsSoldCount: 1,
      giftCardsSpent: '0.00',
    });
  });

  it('leaves the sales as the orders made them: what the cards paid is no discount', () => {
    expect(view.totals).toMatchObject({
      grossSales: '56.00',
      discounts: '0.00',
      netSales: '56.00',
      totalCollected: '57.60',
    });
  });

  it('puts them in the totals CSV under their names, after the sales figures', () => {
    const lines = insightsCsv(view, 'totals').split('\r\n');
    const first = lines.indexOf('gift_cards_sold,175.00,25.00');
    expect(lines).toContain('total_collected,57.60,57.60');
    expect(first).toBeGreaterThan(lines.indexOf('total_collected,57.60,57.60'));
    expect(lines.slice(first, first + 5)).toEqual([
      'gift_cards_sold,175.00,25.00',
      'gift_cards_sold_count,3,1',
      'store_credit_issued,7.40,0.00',
      'store_credit_issued_count,1,0',
      'gift_cards_spent,62.40,0.00',
    ]);
  });
});
