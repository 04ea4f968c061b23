/*
 * The orders of a date range as CSV (GET /api/orders/export, docs/behaviour/api.md#kitchen), for
 * the owner's spreadsheet or bookkeeping (./csv.ts): one row per order item, the order's own
 * columns repeated on each of its rows. Times are the shop's wall clock. The discount and the tax are
 * the order's amounts as decimals (the discount positive, as taken off), not its money lines: a
 * spreadsheet sums columns, it does not read '-$3.00'.
 */
import { centsToApiDecimal } from '../order/api-money';
import { deliveryAddressText } from '../order/delivery-address-text';
import type { StoredOrder } from '../order/stored-order';
import { orderNumber } from '../order-number';
import { csvText, guardFormula, shopDateTime } from '../csv';
import { paidByCards } from '../gift-cards/gift-card-split';

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
  // Added with discount codes and sales tax (issue 35), after the older columns so a sheet or script
  // that reads those by position still finds them where it did.
  'discount',
  'discount_code',
  'tax',
  // Added with gift cards (issue 47): what they paid of the order in all, and each card's part.
  'gift_cards_paid',
  'gift_cards',
  // Added with catering (issue 48): the event's request reference ('CAT-12'), empty for any other order.
  'catering',
  // Added with standing orders (issue 49): 'yes' on an order a standing order placed, empty on any other.
  'standing_order',
  // Added with pickup spots (issue 50): the spot's name on a pickup, empty on a delivery.
  'pickup_spot',
] as const;

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
    centsToApiDecimal(order.discountCents),
    guardFormula(order.discountCode ?? ''),
    centsToApiDecimal(order.taxCents),
    centsToApiDecimal(paidByCards(order.giftCards)),
    order.giftCards.map((card) => `${card.last4} ${centsToApiDecimal(card.appliedCents)}`).join('; '),
    order.catering?.reference ?? '',
    order.standing ? 'yes' : '',
    guardFormula(order.pickupSpot?.name ?? ''),
  ]);
}

/** The header row of the export. */
export const ordersCsvHeader = (): string => csvText([[...ORDERS_CSV_COLUMNS]]);

/** The rows of these orders, in the order given: the export is its header, then each batch's rows. */
export const ordersCsvRows = (orders: readonly StoredOrder[]): string => csvText(orders.flatMap(orderRows));

/** The whole export at once: the header row, then every order's rows in the order given. */
export function ordersCsv(orders: readonly StoredOrder[]): string {
  return ordersCsvHeader() + ordersCsvRows(orders);
}
