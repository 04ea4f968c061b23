/*
 * The owner's monthly sales-tax report (docs/behaviour/api.md#sales-tax-report): what to file from.
 * Orders count in the shop month they were booked, a catering event's in the month of its event
 * (./deposits-held.ts); refunds in the month they happened. Rows are one per place, category and
 * rate, as the orders' own tax lines say; the totals are the orders' sums.
 */
import * as v from 'valibot';
import { csvText, guardFormula } from '../csv';
import { centsToDecimal, type Cents } from '../money';
import { addDays, isShopDate, shopDayBounds } from '../fulfilment/schedule';
import { formatTaxRate, type TaxRate } from './tax-rate';

export const CHOOSE_MONTH = 'Choose a month as YYYY-MM';

/** 'YYYY-MM', a real month. */
export const isShopMonth = (value: string) => /^\d{4}-\d{2}$/.test(value) && isShopDate(`${value}-01`);

export const taxReportQuerySchema = v.object({
  month: v.pipe(v.string(CHOOSE_MONTH), v.check(isShopMonth, CHOOSE_MONTH)),
  format: v.optional(v.picklist(['json', 'csv'], 'Choose json or csv'), 'json'),
});

/** The month's first instant in the shop's time zone and the next month's. */
export function shopMonthBounds(month: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  // 31 days on from the 1st is always in the next month; its 1st is where this month ends.
  const next = `${addDays(first, 31).slice(0, 7)}-01`;
  return { from: shopDayBounds(first).from, to: shopDayBounds(next).from };
}

/** The month before 'YYYY-MM'. */
export const previousMonth = (month: string): string => addDays(`${month}-01`, -1).slice(0, 7);

export interface TaxReportRow {
  place: string;
  state: string;
  /** The tax line's name: 'Prepared food', 'Food', or both where they share a rate. */
  category: string;
  rate: TaxRate;
  orders: number;
  taxableSalesCents: Cents;
  taxCents: Cents;
}

export interface TaxReportTotals {
  salesCents: Cents;
  discountsCents: Cents;
  deliveryFeesCents: Cents;
  /** A catering event's service charge and setup (issue 48): taxable, part of the taxable sales. */
  serviceChargesCents: Cents;
  tipsCents: Cents;
  taxableSalesCents: Cents;
  taxCents: Cents;
  /** Tax given back by refunds made this month, whatever month their orders were booked in. */
  refundedTaxCents: Cents;
  /**
   * Gift cards sold this month (issue 47): not a taxable sale, so on a line of its own; the tax falls
   * on what a card later buys, in its order's month.
   */
  giftCardsSoldCents: Cents;
  /**
   * Catering (issue 48), not taxable sales, each on a line of its own: the deposits and balances
   * taken by the month's end for events after it (the sale falls in the event's month), and what
   * cancellations made this month before their events kept (no food was sold).
   */
  depositsHeldCents: Cents;
  depositsKeptCents: Cents;
}

export interface TaxReport {
  month: string;
  rows: TaxReportRow[];
  totals: TaxReportTotals;
}

const money = (cents: Cents) => centsToDecimal(cents);

/** The report as a spreadsheet: a row per place, category and rate, then the month's totals. */
export function taxReportCsv(report: TaxReport): string {
  const rows = report.rows.map((row) => [
    guardFormula(row.place),
    row.state,
    guardFormula(row.category),
    formatTaxRate(row.rate),
    String(row.orders),
    money(row.taxableSalesCents),
    money(row.taxCents),
  ]);
  const { totals } = report;
  return csvText([
    ['Place', 'State', 'Category', 'Rate (%)', 'Orders', 'Taxable sales', 'Tax'],
    ...rows,
    [],
    ['Month', report.month],
    ['Sales (items)', money(totals.salesCents)],
    ['Discounts', money(totals.discountsCents)],
    ['Delivery fees', money(totals.deliveryFeesCents)],
    ['Service and setup charges', money(totals.serviceChargesCents)],
    ['Tips', money(totals.tipsCents)],
    ['Taxable sales', money(totals.taxableSalesCents)],
    ['Tax collected', money(totals.taxCents)],
    ['Tax refunded', money(totals.refundedTaxCents)],
    ['Gift cards sold (not taxable)', money(totals.giftCardsSoldCents)],
    ['Deposits held (not taxable)', money(totals.depositsHeldCents)],
    ['Deposits kept (not taxable)', money(totals.depositsKeptCents)],
  ]);
}

/** The report as the API answers it: money as 2-decimal strings, rates as percent strings. */
export function taxReportView(report: TaxReport) {
  const { totals } = report;
  return {
    month: report.month,
    rows: report.rows.map((row) => ({
      place: row.place,
      state: row.state,
      category: row.category,
      rate: formatTaxRate(row.rate),
      orders: row.orders,
      taxableSales: money(row.taxableSalesCents),
      tax: money(row.taxCents),
    })),
    totals: {
      sales: money(totals.salesCents),
      discounts: money(totals.discountsCents),
      deliveryFees: money(totals.deliveryFeesCents),
      serviceCharges: money(totals.serviceChargesCents),
      tips: money(totals.tipsCents),
      taxableSales: money(totals.taxableSalesCents),
      tax: money(totals.taxCents),
      refundedTax: money(totals.refundedTaxCents),
      giftCardsSold: money(totals.giftCardsSoldCents),
      depositsHeld: money(totals.depositsHeldCents),
      depositsKept: money(totals.depositsKeptCents),
    },
  };
}
