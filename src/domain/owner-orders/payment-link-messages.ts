/*
 * What a customer reads about a payment link (issue 37; docs/behaviour/rules.md#payment-links): the
 * text and the e-mail that carry it, what they are told when it runs out, and the pay page's words.
 * Each names the shop, the order, the amount and until when it holds the order's place.
 */
import { dayLabel, shopTime, windowLabel } from '../fulfilment/window-label';
import { shopDate } from '../fulfilment/schedule';
import { formatMoneyLine, type MoneyLineInput, moneyLines } from '../order-money/money-lines';
import { formatUsd, type Cents } from '../money';
import type { OrderType } from '../order-type';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import type { TextContent } from '../sms/order-texts';

export const LINK_NO_LONGER_VALID = 'This payment link is no longer valid';
export const LINK_NO_LONGER_VALID_HELP = 'Nothing was charged. Call or text us and we will sort it out.';
/** A link paid for an amount the owner's change has since replaced (409): nothing was charged. */
export const orderChangedWhilePaying = (totalCents: Cents) =>
  `This order changed: its total is now ${formatUsd(totalCents)}.`;

export interface LinkOrder extends MoneyLineInput {
  orderNumber: string;
  orderType: OrderType;
  customerName: string;
  items: ReadonlyArray<{ name: string; quantity: number; totalCents: Cents }>;
  window: { start: Date; end: Date } | null;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** 'Sat, Nov 28, 6:30 PM' in the shop's time. */
export const holdLabel = (until: Date) => `${dayLabel(shopDate(until))}, ${shopTime(until)}`;
const forWhen = (order: LinkOrder) =>
  order.window ? ` for ${order.orderType} ${windowLabel(order.window.start, order.window.end)}` : '';

/** The text with the link: short enough for two segments with a 60-character link. */
export const paymentLinkText = (order: LinkOrder, amountCents: Cents, until: Date, url: string): TextContent => ({
  subject: 'Payment link',
  text: `Kenyan Bites: hi ${firstName(order.customerName)}, pay ${formatUsd(amountCents)} for order ${
    order.orderNumber
  } here: ${url} We hold it until ${holdLabel(until)}.`,
});

/** The e-mail with the link: the order, its money lines, the amount and the hold. */
export function paymentLinkMail(order: LinkOrder, amountCents: Cents, until: Date, url: string): MailContent {
  const subject = `Pay for your Kenyan Bites order ${order.orderNumber}`;
  const items = order.items.map((item) => `${item.quantity} x ${item.name} (${formatUsd(item.totalCents)})`);
  const money = moneyLines(order).map((line) => `${line.label}: ${formatMoneyLine(line)}`);
  const intro = `Hi ${firstName(order.customerName)}, here is your order ${order.orderNumber}${forWhen(order)}.`;
  const ask = `Please pay ${formatUsd(amountCents)} by card. We hold your order until ${holdLabel(until)} (Kansas City time); after that it is cancelled.`;
  const text = [intro, '', ...items.map((item) => `  ${item}`), '', ...money, '', ask, '', `Pay here: ${url}`].join(
    '\n',
  );
  const html = emailPage(subject, [
    paragraph(intro),
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p style="margin:0 0 16px">${money.map(escapeHtml).join('<br>')}</p>`,
    paragraph(ask),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="color:#9a3412;font-weight:bold">Pay ${escapeHtml(formatUsd(amountCents))}</a></p>`,
  ]);
  return { subject, text, html };
}

/** The order was not paid in time: it is cancelled and its place given up. Nothing was charged. */
export const linkExpiredText = (order: Pick<LinkOrder, 'orderNumber'>, until: Date): TextContent => ({
  subject: 'Payment link expired',
  text: `Kenyan Bites: order ${order.orderNumber} was not paid by ${holdLabel(until)}, so we cancelled it. Nothing was charged. Call or text us to order again.`,
});

export function linkExpiredMail(order: Pick<LinkOrder, 'orderNumber' | 'customerName'>, until: Date): MailContent {
  const subject = `Your Kenyan Bites order ${order.orderNumber} was cancelled`;
  const body = `Hi ${firstName(order.customerName)}, order ${order.orderNumber} was not paid by ${holdLabel(until)} (Kansas City time), so we cancelled it and gave its time to someone else. Nothing was charged. Call or text us to order again.`;
  return { subject, text: body, html: emailPage(subject, [paragraph(body)]) };
}
