/*
 * The range the owner's insights cover (issue 38; docs/behaviour/rules.md#insights): two shop dates,
 * inclusive, at most 400 days, compared with the range before it (whole months with as many whole
 * months, December with November; any other range with as many days), in periods that suit its
 * length (days, weeks, months).
 */
import * as v from 'valibot';
import { addDays, isShopDate, shopDate, weekdayOf } from '../fulfilment/schedule';
import { checkBody } from '../schemas/checked-fields';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';

export const MAX_RANGE_DAYS = 400;
export const FROM_INVALID = 'from must be a date as YYYY-MM-DD';
export const TO_INVALID = 'to must be a date as YYYY-MM-DD';
export const TO_BEFORE_FROM = 'to must be on or after from';
export const rangeTooLong = (maxDays: number) => `A range spans at most ${maxDays} days`;
export const RANGE_TOO_LONG = rangeTooLong(MAX_RANGE_DAYS);

export type Grain = 'day' | 'week' | 'month';

export interface InsightsRange {
  from: string;
  to: string;
}

const dateField = (message: string) => v.pipe(v.string(message), v.check(isShopDate, message));

/** Whole days from `from` to `to`, both counted. */
export function daysIn(range: InsightsRange): number {
  const [a, b] = [range.from, range.to].map((date) => Date.parse(`${date}T12:00:00Z`));
  return Math.round(((b ?? 0) - (a ?? 0)) / 86_400_000) + 1;
}

export const insightsQueryEntries = { from: dateField(FROM_INVALID), to: dateField(TO_INVALID) };

/** Two shop dates, `to` on or after `from`, at most `maxDays` days apart (both counted). */
export const shopDateRangeSchema = (maxDays: number) =>
  v.pipe(
    objectOf(insightsQueryEntries, NOT_AN_OBJECT),
    v.forward(
      v.check((range) => range.to >= range.from, TO_BEFORE_FROM),
      ['to'],
    ),
    v.forward(
      v.check((range) => range.to < range.from || daysIn(range) <= maxDays, rangeTooLong(maxDays)),
      ['to'],
    ),
  );

/** A range of shop dates checked as a whole: 400 naming the field, the range's own schema's words. */
export const checkShopDateRange = (maxDays: number) => {
  const schema = shopDateRangeSchema(maxDays);
  return (input: unknown) => checkBody(schema, insightsQueryEntries, input);
};

export const insightsQuerySchema = shopDateRangeSchema(MAX_RANGE_DAYS);

export const checkInsightsQuery = checkShopDateRange(MAX_RANGE_DAYS);

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string) => {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
};

/** Whole calendar months, when the range is them (from a 1st to a month's last day); null otherwise. */
export function wholeMonthsIn(range: InsightsRange): number | null {
  if (!range.from.endsWith('-01') || range.to !== monthEnd(range.to)) return null;
  const [fromYear = 0, fromMonth = 0] = range.from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = range.to.split('-').map(Number);
  const months = (toYear - fromYear) * 12 + toMonth - fromMonth + 1;
  return months > 0 ? months : null;
}

/** The 1st of the month `months` before (or after) a month's 1st. */
function monthsFrom(first: string, months: number): string {
  const [year = 0, month = 1] = first.split('-').map(Number);
  const index = year * 12 + month - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The range before: as many whole months before whole months (Nov 1–30 before Dec 1–31), else as many days. */
export function previousRange(range: InsightsRange): InsightsRange {
  const months = wholeMonthsIn(range);
  const from = months === null ? addDays(range.from, -daysIn(range)) : monthsFrom(range.from, -months);
  return { from, to: addDays(range.from, -1) };
}

/** Days up to a month, weeks up to half a year, months beyond. */
export const grainOf = (range: InsightsRange): Grain => {
  const days = daysIn(range);
  return days <= 31 ? 'day' : days <= 186 ? 'week' : 'month';
};

export const PRESETS = ['this-week', 'last-week', 'this-month', 'last-month', 'last-12-months'] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-12-months': 'The last 12 months',
};

/** A preset's dates on the shop's calendar: weeks from Monday, months whole, up to today. */
export function presetRange(preset: Preset, now: Date): InsightsRange {
  const today = shopDate(now);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  switch (preset) {
    case 'this-week':
      return { from: monday, to: addDays(monday, 6) };
    case 'last-week':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'this-month':
      return { from: monthStart(today), to: monthEnd(today) };
    case 'last-month': {
      const last = addDays(monthStart(today), -1);
      return { from: monthStart(last), to: last };
    }
    case 'last-12-months':
      return { from: monthStart(addDays(monthStart(today), -335)), to: monthEnd(today) };
  }
}

/** '+12% on the previous 4 weeks', '−5% on …', 'no change on …'; null when the previous was 0. */
export function comparedWith(current: number, previous: number, previousWords: string): string | null {
  if (previous === 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return `No change on ${previousWords}`;
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% on ${previousWords}`;
}

/** How the range before reads: 'the previous week', 'the previous 4 weeks', 'the previous month', 'the previous 10 days'. */
export function previousWords(range: InsightsRange): string {
  const months = wholeMonthsIn(range);
  if (months !== null) return months === 1 ? 'the previous month' : `the previous ${months} months`;
  const days = daysIn(range);
  if (days % 7 === 0 && days <= 186) return days === 7 ? 'the previous week' : `the previous ${days / 7} weeks`;
  return days === 1 ? 'the previous day' : `the previous ${days} days`;
}
