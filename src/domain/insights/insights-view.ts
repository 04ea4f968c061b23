/*
 * The insights as GET /api/admin/insights answers them (issue 38): money as decimal strings, the
 * order numbers of the lowest ratings, and each total with the same total of the range before.
 */
import { centsToApiDecimal } from '../order/api-money';
import { orderNumber } from '../order-number';
import { grainOf, type Grain, type InsightsRange, previousRange } from './insights-range';

/** The figures the database counts (cents and counts). */
export interface InsightsFigures {
  orders: number;
  revenue: number;
  pieces: number;
  tips: number;
  discounts: number;
  deliveryFees: number;
  tax: number;
  refunds: number;
  newCustomers: number;
  returningCustomers: number;
  returningRevenue: number;
  ratings: number;
  /** Null without ratings. */
  averageRating: number | null;
}

export interface InsightsData {
  current: InsightsFigures;
  previous: InsightsFigures;
  series: Array<{ period: string; orders: number; revenue: number }>;
  dishes: Array<{ productId: number | null; name: string; pieces: number; revenue: number }>;
  orderTypes: Array<{ orderType: string; orders: number; revenue: number }>;
  zones: Array<{ zone: string; orders: number; revenue: number }>;
  codes: Array<{ code: string; orders: number; discount: number }>;
  customers: Array<{ name: string; orders: number; spent: number; latestOrderId: number; returning: boolean }>;
  busyHours: Array<{ weekday: number; window: string; orders: number }>;
  ratings: Array<{ period: string; ratings: number; average: number }>;
  lowestRatings: Array<{ orderId: number; rating: number; text: string | null; at: string }>;
}

const money = centsToApiDecimal;

/** The average order, to the cent (half up); 0 without orders. */
export const averageOrderCents = (figures: Pick<InsightsFigures, 'orders' | 'revenue'>): number =>
  figures.orders === 0 ? 0 : Math.round(figures.revenue / figures.orders);

export function totalsView(figures: InsightsFigures) {
  return {
    orders: figures.orders,
    revenue: money(figures.revenue),
    pieces: figures.pieces,
    averageOrder: money(averageOrderCents(figures)),
    tips: money(figures.tips),
    discounts: money(figures.discounts),
    deliveryFees: money(figures.deliveryFees),
    tax: money(figures.tax),
    refunds: money(figures.refunds),
    newCustomers: figures.newCustomers,
    returningCustomers: figures.returningCustomers,
    returningRevenue: money(figures.returningRevenue),
    ratings: figures.ratings,
    averageRating: figures.averageRating,
  };
}

export type InsightsTotalsView = ReturnType<typeof totalsView>;

export function toInsightsView(range: InsightsRange, data: InsightsData) {
  const grain: Grain = grainOf(range);
  return {
    range: { ...range, grain },
    previous: { ...previousRange(range), totals: totalsView(data.previous) },
    totals: totalsView(data.current),
    series: data.series.map((row) => ({ period: row.period, orders: row.orders, revenue: money(row.revenue) })),
    dishes: data.dishes.map((row) => ({ ...row, revenue: money(row.revenue) })),
    orderTypes: data.orderTypes.map((row) => ({ ...row, revenue: money(row.revenue) })),
    zones: data.zones.map((row) => ({ ...row, revenue: money(row.revenue) })),
    codes: data.codes.map((row) => ({ ...row, discount: money(row.discount) })),
    customers: data.customers.map((row) => ({
      name: row.name,
      orders: row.orders,
      spent: money(row.spent),
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
  };
}

export type InsightsView = ReturnType<typeof toInsightsView>;
