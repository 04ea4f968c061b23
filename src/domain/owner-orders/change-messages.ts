/*
 * What the customer is told when the owner changes their order (issue 37): the order as it is now,
 * what changed, and how the money followed. By e-mail when there is an address; by text when they
 * asked for texts.
 */
import { windowLabel } from '../fulfilment/window-label';
import { formatMoneyLine, moneyLines } from '../order-money/money-lines';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { formatUsd } from '../money';
import type { TextContent } from '../sms/order-texts';
import type { LinkOrder } from './payment-link-messages';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function orderChangedMail(
  order: LinkOrder,
  change: { lines: string[]; money: string | null },
  trackingUrl: string,
): MailContent {
  const subject = `Your Kenyan Bites order ${order.orderNumber} was changed`;
  const intro = `Hi ${firstName(order.customerName)}, we changed order ${order.orderNumber} as we agreed:`;
  const items = order.items.map((item) => `${item.quantity} x ${item.name} (${formatUsd(item.totalCents)})`);
  const money = moneyLines(order).map((line) => `${line.label}: ${formatMoneyLine(line)}`);
  const when = order.window
    ? `${order.orderType === 'pickup' ? 'Pickup' : 'Delivery'}: ${windowLabel(order.window.start, order.window.end)} (Kansas City time)`
    : null;
  const text = [
    intro,
    ...change.lines.map((line) => `  ${line}`),
    ...(change.money ? ['', change.money] : []),
    '',
    'Your order now:',
    ...items.map((item) => `  ${item}`),
    '',
    ...money,
    ...(when ? ['', when] : []),
    '',
    `See your order: ${trackingUrl}`,
  ].join('\n');
  const html = emailPage(subject, [
    paragraph(intro),
    `<ul style="margin:0 0 16px;padding-left:20px">${change.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...(change.money ? [paragraph(change.money)] : []),
    `<p style="margin:0 0 8px;font-weight:bold">Your order now</p>`,
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 16px">${money.map(escapeHtml).join('<br>')}</p>`,
    ...(when ? [paragraph(when)] : []),
    `<p style="margin:24px 0"><a href="${escapeHtml(trackingUrl)}" style="color:#9a3412;font-weight:bold">See your order</a></p>`,
  ]);
  return { subject, text, html };
}

export const orderChangedText = (order: LinkOrder, money: string | null, trackingUrl: string): TextContent => ({
  subject: 'Order changed',
  text: `Kenyan Bites: we changed order ${order.orderNumber}; it is now ${formatUsd(order.totalCents)}.${
    money ? ` ${money}.` : ''
  } See it: ${trackingUrl} Reply STOP to opt out.`,
});
