/*
 * The owner's morning prep e-mail (issue 25): today's windows with their orders and what to make,
 * the kitchen view's figures, sent once a day at the time set with the hours. A catering event's
 * order and a standing order's, and their pieces, are marked as the kitchen's screen marks them
 * (../standing/standing-mark.ts, ../kitchen/prep-list.ts); each window says what to pack for each
 * pickup spot and for the deliveries (issue 50, ../kitchen/spot-totals.ts).
 */
import { shopDate, shopInstant } from '../fulfilment/schedule';
import { dayLabel, windowTimes } from '../fulfilment/window-label';
import { needsCooking, piecesApart, type PrepList, type PrepOrder, type ProductTotal } from '../kitchen/prep-list';
import { crateLine, type SpotOrder, spotTotals } from '../kitchen/spot-totals';
import { type MarkableOrder, orderMark } from '../standing/standing-mark';
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

type Order = PrepOrder & SpotOrder & MarkableOrder & { id: number; customerName: string };

const itemsOf = (order: Order) => order.items.map((item) => `${item.quantity} x ${item.name}`).join(', ');

/**
 * '300 x Beef Samosa', with '(200 for catering, 40 for standing orders)' when catering events or
 * standing orders take some of them (issues 48 and 49).
 */
function totalsOf(totals: readonly ProductTotal[], orders: readonly Order[]): string[] {
  const apart = piecesApart(orders);
  return totals.map((total) => {
    const words = apart.get(total.productId);
    return `${total.quantity} x ${total.name}${words ? ` (${words})` : ''}`;
  });
}

/**
 * 'KBT-12 Wanjiru Kamau (pickup at Grace Church car park) · Catering CAT-3: 200 x Beef Samosa'
 * ('· Standing'), cancelled ones said so.
 */
function orderLine(order: Order): string {
  const mark = orderMark(order, 'short');
  const how = order.pickupSpot ? `pickup at ${order.pickupSpot.name}` : order.orderType;
  return `${orderNumber(order.id)} ${order.customerName} (${how})${mark ? ` · ${mark}` : ''}${needsCooking(order) ? '' : ' CANCELLED'}: ${itemsOf(order)}`;
}

export function prepMail(date: string, list: PrepList<Order>, kitchenUrl: string): MailContent {
  const cooking = list.windows.flatMap((window) => window.orders).filter(needsCooking);
  const count = cooking.length;
  const subject = `Prep for ${dayLabel(date)}: ${count === 0 ? 'no orders' : `${count} ${count === 1 ? 'order' : 'orders'}`}`;
  const totals = totalsOf(
    list.totals,
    list.windows.flatMap((window) => window.orders),
  );
  const windows = list.windows.map((window) => ({
    heading: `${windowTimes(window.start, window.end)} · ${window.orders.filter(needsCooking).length} to make`,
    totals: totalsOf(window.totals, window.orders).join(', '),
    crates: spotTotals(window.orders).map(crateLine),
    orders: window.orders.map(orderLine),
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
      ...window.crates.map((line) => `  ${line}`),
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
      ...(window.crates.length > 0 ? [bullets(window.crates)] : []),
      bullets(window.orders),
    ]),
    `<p style="margin:24px 0"><a href="${escapeHtml(kitchenUrl)}" style="color:#9a3412;font-weight:bold">Open the kitchen view</a></p>`,
  ]);
  return { subject, text, html };
}
