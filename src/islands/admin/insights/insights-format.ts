import { addDays, weekdayOf } from '@/domain/fulfilment/schedule';
import type { Grain, InsightsRange } from '@/domain/insights/insights-range';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';

/*
 * How the insights read: periods by their grain, the range in words, a window's start in the
 * shop's 12-hour clock, counts and shares. Kept free of React so the charts and their tables say
 * every figure the same way.
 */

/** Shop dates read at noon UTC, so no time zone of the reader moves them to another day. */
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const MONTH_DAY = dateFormat({ month: 'short', day: 'numeric' });
const MONTH_DAY_YEAR = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const MONTH_YEAR = dateFormat({ month: 'short', year: 'numeric' });
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Mar 2' (day), 'Week of Mar 2' (week, by its Monday), 'Mar 2026' (month). */
export function periodLabel(period: string, grain: Grain): string {
  if (grain === 'month') return MONTH_YEAR.format(atNoon(period));
  const day = MONTH_DAY.format(atNoon(period));
  return grain === 'week' ? `Week of ${day}` : day;
}

/** A period under a column: as its label, without 'Week of', which the chart's title says. */
export const periodTick = (period: string, grain: Grain): string =>
  grain === 'month' ? MONTH_YEAR.format(atNoon(period)) : MONTH_DAY.format(atNoon(period));

/** 'Mar 1 – Mar 31, 2026', 'Dec 1, 2025 – Nov 30, 2026', or 'Mar 2, 2026' for one day. */
export function rangeWords(range: InsightsRange): string {
  const to = MONTH_DAY_YEAR.format(atNoon(range.to));
  if (range.from === range.to) return to;
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${(sameYear ? MONTH_DAY : MONTH_DAY_YEAR).format(atNoon(range.from))} – ${to}`;
}

/**
 * Every period of the range by its first day, as the server names them (date_trunc: a week from
 * its Monday, a month from its first): the server lists only periods with orders, the charts show
 * the quiet ones too.
 */
export function periodsOf(range: InsightsRange, grain: Grain): string[] {
  const periods: string[] = [];
  if (grain === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) periods.push(day);
  } else if (grain === 'week') {
    const monday = addDays(range.from, -((weekdayOf(range.from) + 6) % 7));
    for (let week = monday; week <= range.to; week = addDays(week, 7)) periods.push(week);
  } else {
    for (let month = `${range.from.slice(0, 7)}-01`; month <= range.to; month = nextMonth(month)) periods.push(month);
  }
  return periods;
}

const nextMonth = (first: string): string => {
  const [year = 0, month = 1] = first.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** A window's start, '14:00' on the shop's clock, as '2:00 PM'. */
export function windowStartLabel(window: string): string {
  const [hours = 0, minutes = 0] = window.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The ISO weekdays the server counts, 1 Monday … 7 Sunday: full names, and short ones for narrow columns. */
export const WEEKDAYS = [
  { day: 1, name: 'Monday', short: 'Mon' },
  { day: 2, name: 'Tuesday', short: 'Tue' },
  { day: 3, name: 'Wednesday', short: 'Wed' },
  { day: 4, name: 'Thursday', short: 'Thu' },
  { day: 5, name: 'Friday', short: 'Fri' },
  { day: 6, name: 'Saturday', short: 'Sat' },
  { day: 7, name: 'Sunday', short: 'Sun' },
] as const;

export const weekdayName = (day: number): string => WEEKDAYS[day - 1]?.name ?? String(day);

/** An API amount ('1234.5') in cents, for sums, shares and scales. */
export const centsOf = (decimal: string): number => apiDecimalToCents(decimal);

/** Cents as people read them: '$1,234.50'. */
export const usd = (cents: number): string => formatUsd(cents);

const COUNT = new Intl.NumberFormat('en-US');

/** '1,234'. */
export const count = (value: number): string => COUNT.format(value);

/** '1 order', '12 orders'. */
export const counted = (value: number, one: string, many: string): string =>
  `${count(value)} ${value === 1 ? one : many}`;

/** A share as a whole percent ('45%'); null without a whole to share. */
export function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

/** '45%', or '–' without a whole to share. */
export const percentText = (share: number | null): string => (share === null ? '–' : `${share}%`);

/** An average rating to one decimal: '4.5'. */
export const ratingText = (average: number): string => average.toFixed(1);

/** A money axis' tick: '$0', '$250', '$1.5K'. */
export function usdTick(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1000) return `$${Number((dollars / 1000).toFixed(1))}K`;
  return `$${Number(dollars.toFixed(2))}`;
}
