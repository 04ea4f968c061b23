/*
 * Money follows the gateway (issue 45; docs/behaviour/rules.md#reconciliation): for each order, what
 * the shop recorded of its card payments against what the gateway holds of them, and the orders
 * where the two differ. Payments taken in person are no gateway's and are left out.
 */
import { addDays, shopDate, shopInstant } from '../fulfilment/schedule';
import { dayLabel } from '../fulfilment/window-label';
import { checkShopDateRange } from '../insights/insights-range';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { type Cents, formatUsd } from '../money';
import { type ApiMoney, toApiMoney } from '../order/api-money';
import { orderNumber } from '../order-number';

/** A range asks the gateway once per payment of every order in it: a month at most. */
export const MAX_RECONCILIATION_DAYS = 31;

export const checkReconciliationQuery = checkShopDateRange(MAX_RECONCILIATION_DAYS);

/** One of an order's card payments as the shop recorded it. */
export interface RecordedPayment {
  orderId: number;
  paymentIntentId: string;
  /** What the shop recorded as taken: the order's own capture, or a difference link's amount once paid. */
  takenCents: Cents;
  /** What the shop recorded paying back of it for changes (order_refunds). */
  refundedCents: Cents;
  /** The order's cancellation refunded all its payments still held. */
  orderRefunded: boolean;
}

/** What the shop's records say a payment still holds: taken less paid back. */
export const recordedCents = (payment: RecordedPayment): Cents =>
  payment.orderRefunded ? 0 : payment.takenCents - payment.refundedCents;

/** An order whose money differs: `differenceCents` is the gateway's less the records' (negative: the gateway holds less). */
export interface MoneyDifference {
  orderId: number;
  recordedCents: Cents;
  gatewayCents: Cents;
  differenceCents: Cents;
}

/**
 * The orders whose payments' recorded money differs from what the gateway holds of them
 * (`gatewayCents`, by payment), summed per order, oldest order first.
 */
export function moneyDifferences(
  payments: readonly RecordedPayment[],
  gatewayCents: ReadonlyMap<string, Cents>,
): MoneyDifference[] {
  const byOrder = new Map<number, { recordedCents: Cents; gatewayCents: Cents }>();
  for (const payment of payments) {
    const sums = byOrder.get(payment.orderId) ?? { recordedCents: 0, gatewayCents: 0 };
    sums.recordedCents += recordedCents(payment);
    sums.gatewayCents += gatewayCents.get(payment.paymentIntentId) ?? 0;
    byOrder.set(payment.orderId, sums);
  }
  return [...byOrder]
    .filter(([, sums]) => sums.recordedCents !== sums.gatewayCents)
    .sort(([a], [b]) => a - b)
    .map(([orderId, sums]) => ({ orderId, ...sums, differenceCents: sums.gatewayCents - sums.recordedCents }));
}

/** GET /api/admin/reconciliation's answer: the range, and each order that differs with its number. */
export interface ReconciliationView {
  from: string;
  to: string;
  orders: Array<ApiMoney<MoneyDifference> & { orderNumber: string }>;
}

export const reconciliationView = (
  range: { from: string; to: string },
  differences: readonly MoneyDifference[],
): ReconciliationView => ({
  ...range,
  orders: differences.map((difference) => ({
    ...toApiMoney(difference),
    orderNumber: orderNumber(difference.orderId),
  })),
});

/** The daily check runs from 6 AM shop time, on the day before. */
export const RECONCILIATION_TIME = '06:00';

/** The shop date the daily check is due for at `now` (yesterday, from 6 AM), unless it ran for it; else null. */
export function reconciliationDue(now: Date, checkedFor: string | null): string | null {
  const today = shopDate(now);
  const yesterday = addDays(today, -1);
  if (checkedFor === yesterday || now < shopInstant(today, RECONCILIATION_TIME)) return null;
  return yesterday;
}

/** 'KBT-12: recorded $41.55, the gateway holds $21.87 ($19.68 less)'. */
export function differenceLine(difference: MoneyDifference): string {
  const { orderId, recordedCents: recorded, gatewayCents: gateway, differenceCents: by } = difference;
  const direction = by < 0 ? `${formatUsd(-by)} less` : `${formatUsd(by)} more`;
  return `${orderNumber(orderId)}: recorded ${formatUsd(recorded)}, the gateway holds ${formatUsd(gateway)} (${direction})`;
}

/** The owner's e-mail when a day's orders' money differs from the gateway's. */
export function reconciliationMail(
  date: string,
  differences: readonly MoneyDifference[],
  ordersUrl: string,
): MailContent {
  const count = differences.length;
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  const subject = `Payments to check: ${orders} from ${dayLabel(date)}`;
  const intro = `The card payments of ${orders} from ${dayLabel(date)} differ from what the payment provider holds:`;
  const lines = differences.map(differenceLine);
  const after = 'Look each one up in the payment provider and on its order card.';
  const text = [intro, '', ...lines, '', after, `Orders: ${ordersUrl}`].join('\n');
  const html = emailPage(subject, [
    paragraph(intro),
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    paragraph(after),
    `<p style="margin:24px 0"><a href="${escapeHtml(ordersUrl)}" style="color:#9a3412;font-weight:bold">Open the orders</a></p>`,
  ]);
  return { subject, text, html };
}
