/*
 * The customer's e-mails about the owner's answer to her catering request (issue 48): the quote,
 * with its total, its deposit and until when it can be accepted, and the link to her request's page
 * (a secret, removed from the outbox once sent); or the owner's message when she declines it.
 */
import { dayLabel } from '../fulfilment/window-label';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { formatUsd } from '../money';
import { formatMoneyLine, moneyLines, type ShownMoneyLine } from '../order-money/money-lines';
import type { CateringQuoteMoney } from './catering-quote';
import type { ResolvedQuote } from './catering-quote-body';
import { type CateringRequestView, dishLine, eventLabel } from './catering-request-view';

type MailedRequest = Pick<CateringRequestView, 'reference' | 'name' | 'eventAt' | 'status'>;

/** The quote's money as the receipts show it: each dish, then Subtotal ... Total. */
function quoteLines(money: CateringQuoteMoney): { dishes: string[]; money: ShownMoneyLine[] } {
  return {
    dishes: money.lines.map(
      (line) => `${dishLine(line)} at ${formatUsd(line.priceEachCents)} each: ${formatUsd(line.totalCents)}`,
    ),
    money: moneyLines({ ...money, discountCode: null, tipCents: 0 }),
  };
}

/** What the mail asks of her: to accept with the deposit, or (a revision once accepted) to accept the change. */
function askWords(request: MailedRequest, quote: { body: ResolvedQuote; money: CateringQuoteMoney }): string[] {
  const until = `You can accept it until the end of ${dayLabel(quote.body.expiresOn)}.`;
  if (request.status === 'accepted' || request.status === 'paid') {
    return [`We have revised the quote for your event. See the change and accept it on your request's page. ${until}`];
  }
  return [
    `A deposit of ${formatUsd(quote.money.depositCents)} books your event when you accept the quote; the balance of ${formatUsd(quote.money.balanceCents)} is due on ${dayLabel(quote.body.balanceDueOn)}.`,
    until,
  ];
}

/** To the customer: the quote sent (or revised), its money, and the page where she accepts it. */
export function cateringQuoteMail(
  request: MailedRequest,
  quote: { version: number; body: ResolvedQuote; money: CateringQuoteMoney },
  pageUrl: string,
): MailContent {
  const subject = `${quote.version > 1 ? 'Your revised catering quote' : 'Your catering quote'} ${request.reference}: ${formatUsd(quote.money.totalCents)}`;
  const greeting = `Hi ${request.name},`;
  const intro = `Here is our quote for your event on ${eventLabel(request.eventAt)}: ${formatUsd(quote.money.totalCents)} in all.`;
  const asks = askWords(request, quote);
  const lines = quoteLines(quote.money);
  const moneyText = lines.money.map((line) => `${line.label}: ${formatMoneyLine(line)}`);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.dishes,
    '',
    ...moneyText,
    '',
    ...asks,
    '',
    pageUrl,
    '',
    'Kenyan Bites',
  ].join('\n');
  const moneyRow = (line: ShownMoneyLine) =>
    `<tr${line.kind === 'total' ? ' style="font-weight:bold"' : ''}><th scope="row" style="text-align:left;padding:2px 12px 2px 0;font-weight:inherit">${escapeHtml(line.label)}</th><td style="text-align:right;padding:2px 0">${formatMoneyLine(line)}</td></tr>`;
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(intro),
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.dishes.map((dish) => `<li>${escapeHtml(dish)}</li>`).join('')}</ul>`,
    `<table style="border-collapse:collapse;margin:0 0 16px">${lines.money.map(moneyRow).join('')}</table>`,
    ...asks.map(paragraph),
    `<p><a href="${escapeHtml(pageUrl)}" style="color:#9a3412;font-weight:bold">See and accept your quote</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}

/** To the customer: the owner declined her request, in the owner's own words. */
export function cateringDeclinedMail(request: MailedRequest, message: string): MailContent {
  const subject = `Your catering request ${request.reference}`;
  const greeting = `Hi ${request.name},`;
  const sorry = `We are sorry, we cannot cater your event on ${eventLabel(request.eventAt)}.`;
  const text = [greeting, '', sorry, '', message, '', 'Kenyan Bites'].join('\n');
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(sorry),
    `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(message)}</p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}

/**
 * To the customer: her money came in. The deposit books the event (with the balance and its date);
 * the balance, or a payment in person that leaves nothing owed, pays it in full.
 */
export function cateringPaymentMail(
  request: MailedRequest,
  payment: { paidCents: number; owedCents: number; balanceDueOn: string | null },
  pageUrl: string,
): MailContent {
  const paidInFull = payment.owedCents === 0;
  const subject = `Your catering event ${request.reference} is ${paidInFull ? 'paid in full' : 'booked'}`;
  const greeting = `Hi ${request.name},`;
  const received = paidInFull
    ? `Thank you: your event on ${eventLabel(request.eventAt)} is paid in full (${formatUsd(payment.paidCents)}).`
    : `Thank you: your payment is in and your event on ${eventLabel(request.eventAt)} is booked. You have paid ${formatUsd(payment.paidCents)}.`;
  const next = paidInFull
    ? []
    : [
        `The balance of ${formatUsd(payment.owedCents)} is due${payment.balanceDueOn ? ` on ${dayLabel(payment.balanceDueOn)}` : ''}: we will e-mail you a link to pay it that morning, or pay it now on your request's page.`,
      ];
  const text = [greeting, '', received, ...next.flatMap((line) => ['', line]), '', pageUrl, '', 'Kenyan Bites'].join(
    '\n',
  );
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(received),
    ...next.map(paragraph),
    `<p><a href="${escapeHtml(pageUrl)}" style="color:#9a3412;font-weight:bold">Your request's page</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}
