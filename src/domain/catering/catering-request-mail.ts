/*
 * The e-mails and push of a new catering request (issue 48): the customer's, with the link to the
 * request's own page (its token a secret, removed from the outbox once sent), and the owner's
 * alert on her new-order channels.
 */
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import type { PushPayload } from '../push/new-order-push';
import { cateringAnchor } from './catering-list';
import { type CateringRequestView, eventLabel, requestSummary } from './catering-request-view';

const list = (lines: string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;

/** To the customer: what was asked, that a quote follows, and the page's link. */
export function cateringRequestMail(request: CateringRequestView, pageUrl: string): MailContent {
  const subject = `Your catering request ${request.reference}`;
  const greeting = `Hi ${request.name},`;
  const thanks = `Thank you for asking us to cater your event. We will send you a quote by e-mail; nothing is booked or charged until you accept it.`;
  const follow = 'See your request and, later, its quote on its own page:';
  const summary = requestSummary(request);
  const text = [greeting, '', thanks, '', ...summary, '', follow, pageUrl, '', 'Kenyan Bites'].join('\n');
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(thanks),
    list(summary),
    `<p><a href="${escapeHtml(pageUrl)}" style="color:#9a3412;font-weight:bold">See your request</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}

/** To the owner's alert addresses: the request and who asked, with where to quote it. */
export function cateringAlertMail(request: CateringRequestView, adminUrl: string): MailContent {
  const subject = `New catering request ${request.reference}: ${eventLabel(request.eventAt)}`;
  const contact = `${request.name} · ${request.phone} · ${request.email}`;
  const summary = requestSummary(request);
  const text = [subject, '', ...summary, '', contact, '', `Quote it: ${adminUrl}`].join('\n');
  const html = emailPage(subject, [
    paragraph(subject),
    list(summary),
    paragraph(contact),
    `<p><a href="${escapeHtml(adminUrl)}" style="color:#9a3412;font-weight:bold">Quote it</a></p>`,
  ]);
  return { subject, text, html };
}

/** The owner's push: 'Catering request CAT-12', its event and guests. */
export const cateringAlertPush = (request: CateringRequestView, id: number): PushPayload => ({
  title: `Catering request ${request.reference}`,
  body: `${eventLabel(request.eventAt)} · ${request.headcount.toLocaleString('en-US')} guests`,
  url: `/admin/catering#${cateringAnchor(id)}`,
  tag: `catering-${id}`,
});
