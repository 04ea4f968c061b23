/*
 * The insights as GET /api/admin/insights answers them (issue 38): money as decimal strings, the
 * order numbers of the lowest ratings, and each total with the same total of the range before; the
 * sales figures made from their parts by ./sales-figures.ts (issue 46).
 */
import { centsToApiDecimal } from '../order/api-money';
import { orderNumber } from '../order-number';
import { grainOf, type Grain, type InsightsRange, previousRange } from './insights-range';
import { averageSale, collectedWithCatering, netSales, type SalesParts, totalCollected } from './sales-figures';

/** The figures the database counts (cents and counts): the parts of sales, not what they make. */
export interface InsightsFigures extends SalesParts {
  orders: number;
  pieces: number;
  newCustomers: number;
  returningCustomers: number;
  /** The returning customers' orders' gross sales and discounts. */
  returningGrossSales: number;
  returningDiscounts: number;
  ratings: number;
  /** Null without ratings. */
  averageRating: number | null;
  /**
   * Gift cards (issue 47), apart from sales: a card is a way to pay, so an order counts at its full
   * price whatever paid it. Cards sold (bought at /gift-cards) and store credit issued in the range,
   * and what cards paid of its orders less what their refunds gave back to them.
   */
  giftCardsSold: number;
  giftCardsSoldCount: number;
  storeCreditIssued: number;
  storeCreditIssuedCount: number;
  giftCardsSpent: number;
  /**
   * Catering (issue 48), beside the storefront's figures above, which hold none of its orders: the
   * requests received in the range, those first accepted in it, and the events held in it (booked by
   * their deposit, not cancelled) with their totals, tax included.
   */
  cateringRequests: number;
  cateringAccepted: number;
  cateringEvents: number;
  cateringRevenue: number;
  /**
   * Standing orders (issue 49): their orders are storefront orders, counted in every figure above
   * as any order; counted again here, never added to a total: the orders their cycles placed in
   * the range (cancelled ones too), those paid, and what the paid ones came to (tax included).
   */
  standingPlaced: number;
  standingPaid: number;
  standingRevenue: number;
}

/** A group's orders and their gross sales and discounts (cents). */
interface Sold {
  orders: number;
  grossSales: number;
  discounts: number;
}

export interface InsightsData {
  current: InsightsFigures;
  previous: InsightsFigures;
  series: Array<Sold & { period: string }>;
  dishes: Array<{ productId: number | null; name: string; pieces: number; grossSales: number }>;
  orderTypes: Array<Sold & { orderType: string }>;
  zones: Array<Sold & { zone: string }>;
  /** The pickups by spot (issue 50): together they make the pickups' figures. */
  spots: Array<Sold & { spotId: number; name: string }>;
  codes: Array<{ code: string; orders: number; discounts: number }>;
  customers: Array<Sold & { name: string; latestOrderId: number; returning: boolean }>;
  busyHours: Array<{ weekday: number; window: string; orders: number }>;
  ratings: Array<{ period: string; ratings: number; average: number }>;
  lowestRatings: Array<{ orderId: number; rating: number; text: string | null; at: string }>;
  /** The standing orders active now, whatever the range (their pauses are not kept). */
  standingActive: number;
}

const money = centsToApiDecimal;

/** A group's orders and net sales. */
const soldView = (row: Sold) => ({ orders: row.orders, netSales: money(netSales(row)) });

export function totalsView(figures: InsightsFigures) {
  const sales = netSales(figures);
  return {
    orders: figures.orders,
    pieces: figures.pieces,
    grossSales: money(figures.grossSales),
    discounts: money(figures.discounts),
    netSales: money(sales),
    tax: money(figures.tax),
    deliveryFees: money(figures.deliveryFees),
    tips: money(figures.tips),
    refunds: money(figures.refunds),
    totalCollected: money(totalCollected(figures)),
    averageSale: money(averageSale(sales, figures.orders)),
    newCustomers: figures.newCustomers,
    returningCustomers: figures.returningCustomers,
    returningSales: money(netSales({ grossSales: figures.returningGrossSales, discounts: figures.returningDiscounts })),
    ratings: figures.ratings,
    averageRating: figures.averageRating,
    giftCardsSold: money(figures.giftCardsSold),
    giftCardsSoldCount: figures.giftCardsSoldCount,
    storeCreditIssued: money(figures.storeCreditIssued),
    storeCreditIssuedCount: figures.storeCreditIssuedCount,
    giftCardsSpent: money(figures.giftCardsSpent),
    cateringRequests: figures.cateringRequests,
    cateringAccepted: figures.cateringAccepted,
    cateringEvents: figures.cateringEvents,
    cateringRevenue: money(figures.cateringRevenue),
    collectedWithCatering: money(collectedWithCatering(figures, figures.cateringRevenue)),
    standingPlaced: figures.standingPlaced,
    standingPaid: figures.standingPaid,
    standingRevenue: money(figures.standingRevenue),
  };
}

export type InsightsTotalsView = ReturnType<typeof totalsView>;

export function toInsightsView(range: InsightsRange, data: InsightsData) {
  const grain: Grain = grainOf(range);
  return {
    range: { ...range, grain },
    previous: { ...previousRange(range), totals: totalsView(data.previous) },
    totals: totalsView(data.current),
    series: data.series.map((row) => ({ period: row.period, ...soldView(row) })),
    dishes: data.dishes.map((row) => ({ ...row, grossSales: money(row.grossSales) })),
    orderTypes: data.orderTypes.map((row) => ({ orderType: row.orderType, ...soldView(row) })),
    zones: data.zones.map((row) => ({ zone: row.zone, ...soldView(row) })),
    spots: data.spots.map((row) => ({ spotId: row.spotId, name: row.name, ...soldView(row) })),
    codes: data.codes.map((row) => ({ ...row, discounts: money(row.discounts) })),
    customers: data.customers.map((row) => ({
      name: row.name,
      ...soldView(row),
      returning: row.returning,
      latestOrderId: row.latestOrderId,
    })),
    busyHours: data.busyHours,
    ratings: data.ratings,
    lowestRatings: data.lowestRatings.map((row) => ({
      orderNumber: orderNumber(row.orderId),
      rating: row.rating,
      text: row.text,
      at: new Date(row.at).toISOString(),
    })),
    standingActive: data.standingActive,
  };
}

export type InsightsView = ReturnType<typeof toInsightsView>;
