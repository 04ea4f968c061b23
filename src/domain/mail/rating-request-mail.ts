/*
 * The one e-mail asking for a rating, a day after the order was delivered or picked up (issue 16).
 * Its link opens the order's tracking page at the rating form.
 */
import type { OrderType } from '../order-type';
import { emailPage, escapeHtml, paragraph } from './html';
import type { MailContent } from './order-status-mail';

export interface RatingRequestOrder {
  orderNumber: string;
  orderType: OrderType;
  customerName: string;
}

export function ratingRequestMail(order: RatingRequestOrder, ratingUrl: string): MailContent {
  const subject = `How was your order ${order.orderNumber}?`;
  const greeting = `Hi ${order.customerName},`;
  const ask = `Thank you for your ${order.orderType} order from Kenyan Bites. How was it? A rating takes a few seconds and helps a small kitchen a lot.`;
  const text = [greeting, '', ask, '', 'Rate your order:', ratingUrl, '', 'Kenyan Bites'].join('\n');
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(ask),
    `<p style="margin:24px 0"><a href="${escapeHtml(ratingUrl)}" style="color:#9a3412;font-weight:bold">Rate your order</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}

/** The outbox's dedupe key of an order's one rating request: queued once, withdrawn once rated. */
export const ratingRequestKey = (orderId: number): string => `rating-request:${orderId}`;
