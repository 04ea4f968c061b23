/*
 * The owner's alert for a new paid order (issue 25): everything needed to cook and hand it over,
 * readable on a phone at the stove. The subject alone says what, when and how much:
 * 'New order KBT-12 · Pickup Thu, Nov 26, 2:00–2:30 PM · $38.00'.
 */
import { windowLabel } from '../fulfilment/window-label';
import { formatUsd, type Cents } from '../money';
import { formatMoneyLine, type MoneyLineInput, moneyLines, type ShownMoneyLine } from '../order-money/money-lines';
import type { OrderType } from '../order-type';
import { emailPage, escapeHtml } from './html';
import type { MailContent } from './order-status-mail';

/** With the order's money (`MoneyLineInput`): the items alone no longer add up to what was paid. */
export interface NewOrderMailOrder extends MoneyLineInput {
  orderNumber: string;
  orderType: OrderType;
  items: ReadonlyArray<{ name: string; quantity: number; totalCents: Cents }>;
  window: { start: Date; end: Date } | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  deliveryAddress: string | null;
  /** A pickup's spot by name (issue 50): the owner knows her spots' addresses; null for a delivery. */
  pickupSpot: string | null;
  notes: string | null;
}

const TYPE = { pickup: 'Pickup', delivery: 'Delivery' } as const;

/** 'Pickup Thu, Nov 26, 2:00–2:30 PM', or 'Pickup' for an order without a window. */
export const whenLabel = (order: Pick<NewOrderMailOrder, 'orderType' | 'window'>): string =>
  order.window
    ? `${TYPE[order.orderType]} ${windowLabel(order.window.start, order.window.end)}`
    : TYPE[order.orderType];

export const newOrderSubject = (order: NewOrderMailOrder): string =>
  `New order ${order.orderNumber} · ${whenLabel(order)} · ${formatUsd(order.totalCents)}`;

/** The e-mail; `orderUrl` opens the order in /admin. */
export function newOrderMail(order: NewOrderMailOrder, orderUrl: string): MailContent {
  const subject = newOrderSubject(order);
  const items = order.items.map((item) => `${item.quantity} x ${item.name} (${formatUsd(item.totalCents)})`);
  const lines = moneyLines(order);
  const money = lines.map((line) => `${line.label}: ${formatMoneyLine(line)}`);
  const details: Array<[string, string]> = [
    ['When', `${whenLabel(order)} (Kansas City time)`],
    ['Customer', order.customerName],
    ['Phone', order.customerPhone],
    ...(order.customerEmail ? ([['E-mail', order.customerEmail]] as Array<[string, string]>) : []),
    ...(order.deliveryAddress ? ([['Deliver to', order.deliveryAddress]] as Array<[string, string]>) : []),
    ...(order.pickupSpot ? ([['Pickup at', order.pickupSpot]] as Array<[string, string]>) : []),
    ...(order.notes ? ([['Notes', order.notes]] as Array<[string, string]>) : []),
  ];
  const text = [
    `New order ${order.orderNumber}`,
    '',
    ...items.map((item) => `  ${item}`),
    '',
    ...money,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the order: ${orderUrl}`,
  ].join('\n');
  const phoneLink = `<a href="tel:${escapeHtml(order.customerPhone.replace(/[^\d+]/g, ''))}">${escapeHtml(order.customerPhone)}</a>`;
  const row = ([label, value]: [string, string]) =>
    `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${label === 'Phone' ? phoneLink : escapeHtml(value)}</td></tr>`;
  const moneyRow = (line: ShownMoneyLine) =>
    `<tr${line.kind === 'total' ? ' style="font-weight:bold"' : ''}><th scope="row" style="text-align:left;padding:2px 12px 2px 0;font-weight:inherit">${escapeHtml(line.label)}</th><td style="text-align:right;padding:2px 0">${formatMoneyLine(line)}</td></tr>`;
  const html = emailPage(subject, [
    `<h1 style="font-size:20px;margin:0 0 8px">New order ${escapeHtml(order.orderNumber)}</h1>`,
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">${lines.map(moneyRow).join('')}</table>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">${details.map(row).join('')}</table>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(orderUrl)}" style="color:#9a3412;font-weight:bold">Open the order</a></p>`,
  ]);
  return { subject, text, html };
}
