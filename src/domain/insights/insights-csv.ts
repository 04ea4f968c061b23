/*
 * Each section of the owner's insights as a CSV for its range (issue 38): the same figures the page
 * shows (the API's answer) under the same names (gross sales, net sales, ...: ./sales-figures.ts),
 * money as decimals, the customers' names and the ratings' words made safe from formulas.
 */
import * as v from 'valibot';
import { csvText, guardFormula } from '../csv';
import { orderNumber } from '../order-number';
import type { InsightsView } from './insights-view';

export const INSIGHTS_SECTIONS = [
  'totals',
  'series',
  'dishes',
  'orderTypes',
  'zones',
  'spots',
  'codes',
  'customers',
  'busyHours',
  'ratings',
] as const;
export type InsightsSection = (typeof INSIGHTS_SECTIONS)[number];

export const SECTION_INVALID = `section must be one of ${INSIGHTS_SECTIONS.join(', ')}`;
export const sectionField = v.optional(v.picklist(INSIGHTS_SECTIONS, SECTION_INVALID));
export const FORMAT_INVALID = 'format must be json or csv';
export const formatField = v.optional(v.picklist(['json', 'csv'], FORMAT_INVALID), 'json');

/** A figure's name as the CSV's columns read: 'grossSales' as 'gross_sales'. */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The section's rows, a header first. */
function rowsOf(view: InsightsView, section: InsightsSection): string[][] {
  switch (section) {
    case 'totals': {
      const keys = Object.keys(view.totals) as Array<keyof InsightsView['totals']>;
      return [
        ['figure', `${view.range.from} to ${view.range.to}`, `${view.previous.from} to ${view.previous.to}`],
        ...keys.map((key) => [snakeCase(key), String(view.totals[key] ?? ''), String(view.previous.totals[key] ?? '')]),
        // A count of now, not of a range (issue 49): nothing for the range before.
        ['standing_active_now', String(view.standingActive), ''],
      ];
    }
    case 'series':
      return [
        ['period', 'orders', 'net_sales'],
        ...view.series.map((row) => [row.period, String(row.orders), row.netSales]),
      ];
    case 'dishes':
      return [
        ['dish', 'pieces', 'gross_sales'],
        ...view.dishes.map((row) => [guardFormula(row.name), String(row.pieces), row.grossSales]),
      ];
    case 'orderTypes':
      return [
        ['order_type', 'orders', 'net_sales'],
        ...view.orderTypes.map((row) => [row.orderType, String(row.orders), row.netSales]),
      ];
    case 'zones':
      return [
        ['zone', 'orders', 'net_sales'],
        ...view.zones.map((row) => [guardFormula(row.zone), String(row.orders), row.netSales]),
      ];
    case 'spots':
      return [
        ['pickup_spot', 'orders', 'net_sales'],
        ...view.spots.map((row) => [guardFormula(row.name), String(row.orders), row.netSales]),
      ];
    case 'codes':
      return [
        ['code', 'orders', 'discounts'],
        ...view.codes.map((row) => [row.code, String(row.orders), row.discounts]),
      ];
    case 'customers':
      return [
        ['customer', 'orders', 'net_sales', 'returning', 'latest_order'],
        ...view.customers.map((row) => [
          guardFormula(row.name),
          String(row.orders),
          row.netSales,
          row.returning ? 'yes' : 'no',
          orderNumber(row.latestOrderId),
        ]),
      ];
    case 'busyHours':
      return [
        ['weekday', 'window', 'orders'],
        ...view.busyHours.map((row) => [
          WEEKDAYS[row.weekday - 1] ?? String(row.weekday),
          row.window,
          String(row.orders),
        ]),
      ];
    case 'ratings':
      return [
        ['period', 'ratings', 'average'],
        ...view.ratings.map((row) => [row.period, String(row.ratings), row.average.toFixed(2)]),
        [],
        ['lowest: order', 'rating', 'words', 'at'],
        ...view.lowestRatings.map((row) => [row.orderNumber, String(row.rating), guardFormula(row.text ?? ''), row.at]),
      ];
  }
}

export const insightsCsv = (view: InsightsView, section: InsightsSection): string => csvText(rowsOf(view, section));

export const insightsFileName = (view: InsightsView, section: InsightsSection): string =>
  `insights-${section}-${view.range.from}-to-${view.range.to}.csv`;
