/*
 * The dates the kitchen's endpoints and screen take (docs/behaviour/api.md#kitchen): shop dates
 * 'YYYY-MM-DD', a day for the prep list and an inclusive range of at most 366 days for the export,
 * which writes the orders or the pieces per window.
 */
import * as v from 'valibot';
import { isShopDate, shopDate } from '../fulfilment/schedule';

export const CHOOSE_DATE = 'Choose a date as YYYY-MM-DD';
export const CHOOSE_FROM = 'Choose a from date as YYYY-MM-DD';
export const CHOOSE_TO = 'Choose a to date as YYYY-MM-DD';
export const FROM_AFTER_TO = 'The from date must be on or before the to date';
/** A year, leap or not: enough for the owner's yearly books, small enough to answer at once. */
export const MAX_EXPORT_DAYS = 366;
export const RANGE_TOO_LONG = `Choose at most ${MAX_EXPORT_DAYS} days`;
export const CHOOSE_VIEW = 'Choose orders or pieces to export';

/**
 * What the export writes: the orders, one row per item (the export as it always was, so a link or a
 * spreadsheet made for it keeps working), or the pieces of each dish per window against the limits.
 */
export const EXPORT_VIEWS = ['orders', 'pieces'] as const;
export type ExportView = (typeof EXPORT_VIEWS)[number];

const shopDateSchema = (message: string) => v.pipe(v.string(message), v.check(isShopDate, message));

/** GET /api/admin/kitchen's query. */
export const kitchenDaySchema = v.object({ date: shopDateSchema(CHOOSE_DATE) });

/** The days from `from` to `to`, both counted: 1 for the same day, 0 or less when `to` comes first. */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** Why a range cannot be exported, or null when it can (both dates already valid). */
export function rangeProblem(from: string, to: string): string | null {
  if (from > to) return FROM_AFTER_TO;
  if (daysInRange(from, to) > MAX_EXPORT_DAYS) return RANGE_TOO_LONG;
  return null;
}

/** GET /api/orders/export's query; without `view`, the orders. */
export const exportQuerySchema = v.pipe(
  v.object({
    from: shopDateSchema(CHOOSE_FROM),
    to: shopDateSchema(CHOOSE_TO),
    view: v.optional(v.picklist(EXPORT_VIEWS, CHOOSE_VIEW), 'orders'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = rangeProblem(dataset.value.from, dataset.value.to);
    if (problem) addIssue({ message: problem });
  }),
);

/**
 * A query parameter given exactly once, or undefined: a missing or repeated parameter is refused by
 * the schema with the parameter's own message.
 */
export function singleParam(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 1 ? values[0]?.trim() : undefined;
}

/**
 * A query parameter that may be left out: undefined when it is (the schema's default), null when
 * it is repeated (refused by the schema as a wrong value), otherwise as given.
 */
export function optionalParam(params: URLSearchParams, name: string): string | null | undefined {
  return params.has(name) ? (singleParam(params, name) ?? null) : undefined;
}

/** The file name the export is saved under: orders-2026-11-01-to-2026-11-30.csv, or pieces-... */
export const exportFileName = (view: ExportView, from: string, to: string): string => `${view}-${from}-to-${to}.csv`;

/** The day the kitchen screen opens on: `?date=` when it is a shop date, today's shop date otherwise. */
export function kitchenDateFromSearch(search: string, now: Date): string {
  const asked = new URLSearchParams(search).get('date');
  return asked !== null && isShopDate(asked) ? asked : shopDate(now);
}
