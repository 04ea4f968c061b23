/*
 * The owner's morning prep e-mail (issue 25): today's windows with their orders and what to make,
 * the kitchen view's figures, sent once a day at the time set with the hours.
 */
import { shopDate, shopInstant } from '../fulfilment/schedule';
import { dayLabel, windowTimes } from '../fulfilment/window-label';
import { needsCooking, type PrepList, type PrepOrder } from '../kitchen/prep-list';
import { orderNumber } from '../order-number';
import { emailPage, escapeHtml, paragraph } from './html';
import type { MailContent } from './order-status-mail';

/**
 * The shop date whose prep e-mail is due now, or null: `prepTime` ('HH:MM', shop time) has passed
 * today and today's has not gone yet (`sentOn`). Null when the e-mail is turned off.
 */
export function prepMailDue(now: Date, prepTime: string | null, sentOn: string | null): string | null {
  if (!prepTime) return null;
  const today = shopDate(now);
  if (sentOn === today || now < shopInstant(today, prepTime)) return null;
  return today;
}

type Order = PrepOrder & { id: number; customerName: string; orderType: string };

const itemsOf = (order: Order) => order.items.map((item) => `${item.quantity} x ${item.name}`).join(', ');

export function prepMail(date: string, list: PrepList<Order>, kitchenUrl: string): MailContent {
  const cooking = list.windows.flatMap((window) => window.orders).filter(needsCooking);
  const count = cooking.length;
  const subject = `Prep for ${dayLabel(date)}: ${count === 0 ? 'no orders' : `${count} ${count === 1 ? 'order' : 'orders'}`}`;
  const totals = list.totals.map((total) => `${total.quantity} x ${total.name}`);
  const windows = list.windows.map((window) => ({
    heading: `${windowTimes(window.start, window.end)} · ${window.orders.filter(needsCooking).length} to make`,
    totals: window.totals.map((total) => `${total.quantity} x ${total.name}`).join(', '),
    orders: window.orders.map(
      (order) =>
        `${orderNumber(order.id)} ${order.customerName} (${order.orderType})${needsCooking(order) ? '' : ' CANCELLED'}: ${itemsOf(order)}`,
    ),
  }));
  const text = [
    subject,
    '',
    ...(count === 0
      ? ['No orders are booked for today yet.']
      : ['To make today:', ...totals.map((line) => `  ${line}`)]),
    ...windows.flatMap((window) => [
      '',
      window.heading,
      `  Make: ${window.totals}`,
      ...window.orders.map((line) => `  ${line}`),
    ]),
    '',
    `The kitchen view: ${kitchenUrl}`,
  ].join('\n');
  const bullets = (lines: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
  const html = emailPage(subject, [
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1>`,
    ...(count === 0
      ? [paragraph('No orders are booked for today yet.')]
      : [paragraph('To make today:'), bullets(totals)]),
    ...windows.flatMap((window) => [
      `<h2 style="font-size:17px;margin:16px 0 4px">${escapeHtml(window.heading)}</h2>`,
      paragraph(`Make: ${window.totals}`),
      bullets(window.orders),
    ]),
    `<p style="margin:24px 0"><a href="${escapeHtml(kitchenUrl)}" style="color:#9a3412;font-weight:bold">Open the kitchen view</a></p>`,
  ]);
  return { subject, text, html };
}
