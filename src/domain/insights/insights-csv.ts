/*
 * Each section of the owner's insights as a CSV for its range (issue 38): the same figures the page
 * shows (the API's answer), money as decimals, the customers' names and the ratings' words made
 * safe from formulas.
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

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The section's rows, a header first. */
function rowsOf(view: InsightsView, section: InsightsSection): string[][] {
  switch (section) {
    case 'totals': {
      const keys = Object.keys(view.totals) as Array<keyof InsightsView['totals']>;
      return [
        ['figure', `${view.range.from} to ${view.range.to}`, `${view.previous.from} to ${view.previous.to}`],
        ...keys.map((key) => [key, String(view.totals[key] ?? ''), String(view.previous.totals[key] ?? '')]),
      ];
    }
    case 'series':
      return [
        ['period', 'orders', 'revenue'],
        ...view.series.map((row) => [row.period, String(row.orders), row.revenue]),
      ];
    case 'dishes':
      return [
        ['dish', 'pieces', 'revenue'],
        ...view.dishes.map((row) => [guardFormula(row.name), String(row.pieces), row.revenue]),
      ];
    case 'orderTypes':
      return [
        ['order_type', 'orders', 'revenue'],
        ...view.orderTypes.map((row) => [row.orderType, String(row.orders), row.revenue]),
      ];
    case 'zones':
      return [
        ['zone', 'orders', 'revenue'],
        ...view.zones.map((row) => [guardFormula(row.zone), String(row.orders), row.revenue]),
      ];
    case 'codes':
      return [['code', 'orders', 'discount'], ...view.codes.map((row) => [row.code, String(row.orders), row.discount])];
    case 'customers':
      return [
        ['customer', 'orders', 'spent', 'returning', 'latest_order'],
        ...view.customers.map((row) => [
          guardFormula(row.name),
          String(row.orders),
          row.spent,
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
