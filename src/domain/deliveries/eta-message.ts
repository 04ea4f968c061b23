/*
 * What a customer is told when the owner starts the delivery run (issue 50;
 * docs/behaviour/messages.md): the estimated time their order reaches them, in the shop's time,
 * as a text when they asked for texts, else as an e-mail. An estimate, and said so.
 */
import { shopTime, windowTimes } from '../fulfilment/window-label';
import type { MailContent } from '../mail/order-status-mail';
import { emailPage, paragraph } from '../mail/html';
import type { TextContent } from '../sms/order-texts';

export interface EtaOrder {
  orderNumber: string;
  customerName: string;
  address: string;
  window: { start: Date; end: Date } | null;
}

const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** 'about 5:40 PM', with the window the customer chose when there is one. */
const when = (order: EtaOrder, eta: Date): string =>
  `about ${shopTime(eta)}${order.window ? ` (your window: ${windowTimes(order.window.start, order.window.end)})` : ''}`;

/** The one dedupe key of a customer's estimated time in a day's run: once per order per run. */
export const etaKey = (date: string, orderId: number): string => `delivery-eta:${date}:${orderId}`;

/** The text: short, one or two segments, with how to stop. */
export const etaText = (order: EtaOrder, eta: Date): TextContent => ({
  subject: 'Delivery on its way',
  text: `Kenyan Bites: ${firstName(order.customerName)}, we're out delivering. Order ${order.orderNumber} should reach you at ${when(order, eta)}. Reply STOP to opt out.`,
});

/** The e-mail, in plain text and HTML saying the same things. */
export function etaMail(order: EtaOrder, eta: Date): MailContent {
  const subject = `Your order ${order.orderNumber} arrives at about ${shopTime(eta)}`;
  const lines = [
    `Hi ${order.customerName},`,
    `We're out delivering today. We expect to reach you at ${when(order, eta)}, Kansas City time.`,
    'It is an estimate from the road: traffic and the stops before yours may move it a little.',
    `Delivering to: ${order.address}`,
    'Kenyan Bites',
  ];
  return { subject, text: lines.join('\n\n'), html: emailPage(subject, lines.map(paragraph)) };
}
