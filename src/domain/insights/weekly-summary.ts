/*
 * The owner's weekly summary e-mail (issue 38): on Monday from 7 AM shop time, last week's sales,
 * orders, money from gross sales to total collected, best dish, new customers and rating, each
 * against the week before, with the link to the insights. The figures are the insights' own (GET
 * /api/admin/insights for that week), under their names (./sales-figures.ts).
 */
import { addDays, shopDate, shopInstant, weekdayOf } from '../fulfilment/schedule';
import { dayLabel } from '../fulfilment/window-label';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { apiDecimalToCents } from '../order/api-money';
import { formatUsd } from '../money';
import { comparedWith, type InsightsRange } from './insights-range';
import type { InsightsView } from './insights-view';
import { SALES_LINES } from './sales-figures';

export const WEEKLY_SUMMARY_TIME = '07:00';

/**
 * The Monday whose summary is due at `now`: this week's Monday from 7 AM on that day (shop time), as
 * long as it has not gone out for it; null otherwise. A sender that missed Monday (down all day)
 * sends it on the days after, once.
 */
export function weeklySummaryDue(now: Date, sentFor: string | null): string | null {
  const today = shopDate(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  if (sentFor === monday || now < shopInstant(monday, WEEKLY_SUMMARY_TIME)) return null;
  return monday;
}

/** The week before a Monday: Monday to Sunday. */
export const weekBefore = (monday: string): InsightsRange => ({ from: addDays(monday, -7), to: addDays(monday, -1) });

const VERSUS = 'the week before';
const versus = (current: number, previous: number) => comparedWith(current, previous, VERSUS);
const withComparison = (line: string, comparison: string | null) => (comparison ? `${line} (${comparison})` : line);
const stars = (average: number | null) => (average === null ? 'no ratings' : `${average.toFixed(1)} of 5`);

/** The summary's lines, each figure with its comparison. */
export function weeklySummaryLines(view: InsightsView): string[] {
  const { totals, previous } = view;
  const sales = apiDecimalToCents(totals.netSales);
  const best = view.dishes[0];
  const money = SALES_LINES.map(([key, name]) => `${name.toLowerCase()} ${formatUsd(apiDecimalToCents(totals[key]))}`);
  return [
    withComparison(`Sales: ${formatUsd(sales)}`, versus(sales, apiDecimalToCents(previous.totals.netSales))),
    withComparison(`Orders: ${totals.orders}`, versus(totals.orders, previous.totals.orders)),
    `Money: ${money.join(', ')}`,
    best
      ? `Best dish: ${best.name}, ${best.pieces} pieces, ${formatUsd(apiDecimalToCents(best.grossSales))} gross sales`
      : 'Best dish: none, no orders',
    withComparison(`New customers: ${totals.newCustomers}`, versus(totals.newCustomers, previous.totals.newCustomers)),
    `Rating: ${stars(totals.averageRating)} from ${totals.ratings} rating${totals.ratings === 1 ? '' : 's'} (the week before: ${stars(previous.totals.averageRating)})`,
  ];
}

export function weeklySummaryMail(view: InsightsView, insightsUrl: string): MailContent {
  const week = `${dayLabel(view.range.from)} to ${dayLabel(view.range.to)}`;
  const subject = `Your week at Kenyan Bites: ${week}`;
  const lines = weeklySummaryLines(view);
  const text = [`Last week, ${week}:`, '', ...lines, '', `See it all: ${insightsUrl}`].join('\n');
  const html = emailPage(subject, [
    paragraph(`Last week, ${week}:`),
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(insightsUrl)}" style="color:#9a3412;font-weight:bold">See it all</a></p>`,
  ]);
  return { subject, text, html };
}
