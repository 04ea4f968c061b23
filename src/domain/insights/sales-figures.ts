/*
 * What 'sales' means, once (issue 46), as Square reports it: gross sales are the dishes at their
 * prices; discounts come off them to make net sales, the owner's 'Sales'; tax, delivery fees and
 * tips are collected on top, and refunds paid back, to make the total collected. The insights'
 * page, CSV and weekly summary show these figures under these names, and every section's figures
 * add up to them (the dishes to gross sales; pickup and delivery, the periods to net sales).
 */

/** The parts an order's money is counted in (cents), as the daily summaries add them up. */
export interface SalesParts {
  grossSales: number;
  discounts: number;
  tax: number;
  deliveryFees: number;
  tips: number;
  refunds: number;
}

/** Gross sales less discounts: the headline 'Sales'. */
export const netSales = (parts: Pick<SalesParts, 'grossSales' | 'discounts'>): number =>
  parts.grossSales - parts.discounts;

/** Net sales with tax, delivery fees and tips, less refunds: the money that stayed with the shop's account. */
export const totalCollected = (parts: SalesParts): number =>
  netSales(parts) + parts.tax + parts.deliveryFees + parts.tips - parts.refunds;

/**
 * The storefront's total collected and catering's revenue (issue 48): the money of the range, each
 * order counted once, the storefront's by when it was booked and an event by its day.
 */
export const collectedWithCatering = (parts: SalesParts, cateringRevenue: number): number =>
  totalCollected(parts) + cateringRevenue;

/** The average sale (net sales per order), to the cent (half up); 0 without orders. */
export const averageSale = (sales: number, orders: number): number => (orders === 0 ? 0 : Math.round(sales / orders));

/** The figures in the order a sales summary reads them, with their names. */
export const SALES_LINES = [
  ['grossSales', 'Gross sales'],
  ['discounts', 'Discounts'],
  ['netSales', 'Net sales'],
  ['tax', 'Tax'],
  ['deliveryFees', 'Delivery fees'],
  ['tips', 'Tips'],
  ['refunds', 'Refunds'],
  ['totalCollected', 'Total collected'],
] as const;

export type SalesLine = (typeof SALES_LINES)[number][0];
