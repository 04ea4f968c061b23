import { describe, expect, it } from 'vitest';
import { insightsCsv } from '@/domain/insights/insights-csv';
import { type InsightsData, type InsightsFigures, toInsightsView } from '@/domain/insights/insights-view';

/*
 * Catering in the owner's insights (issue 48, item 8), beside the storefront's figures, which hold
 * none of its orders: requests, acceptances, events and their revenue, and the two together. The
 * figures are the database's (cents and counts).
 */

const figures = (changes: Partial<InsightsFigures>): InsightsFigures => ({
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
  ...changes,
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

// Three requests, two accepted, one $528.00 event; the month before one request.
const view = toInsightsView(
  { from: '2026-11-01', to: '2026-11-30' },
  data(
    figures({ cateringRequests: 3, cateringAccepted: 2, cateringEvents: 1, cateringRevenue: 52_800 }),
    figures({ cateringRequests: 1 }),
  ),
);

describe('catering in the insights', () => {
  it('answers its figures beside the storefront, whose sales it leaves as they are', () => {
    expect(view.totals).toMatchObject({
      cateringRequests: 3,
      cateringAccepted: 2,
      cateringEvents: 1,
      cateringRevenue: '528.00',
      orders: 2,
      netSales: '56.00',
      totalCollected: '57.60',
    });
    expect(view.previous.totals).toMatchObject({ cateringRequests: 1, cateringRevenue: '0.00' });
  });

  it("adds the storefront's total collected and catering's revenue, each order once", () => {
    expect(view.totals.collectedWithCatering).toBe('585.60');
    expect(view.previous.totals.collectedWithCatering).toBe('57.60');
  });

  it('puts them in the totals CSV under their names', () => {
    const lines = insightsCsv(view, 'totals').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'catering_requests,3,1',
        'catering_accepted,2,0',
        'catering_events,1,0',
        'catering_revenue,528.00,0.00',
        'collected_with_catering,585.60,57.60',
      ]),
    );
  });
});
