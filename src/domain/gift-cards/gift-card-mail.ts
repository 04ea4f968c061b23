/*
 * The e-mail that carries a gift card to its recipient (issue 47), on its send date or, for store
 * credit, at once. It holds the code, which the shop keeps nowhere else: the outbox treats it as a
 * secret, replaced once the mail server has the message (src/server/outbox/README.md).
 */
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { formatUsd, type Cents } from '../money';

export interface GiftCardLetter {
  code: string;
  amountCents: Cents;
  recipientName: string;
  /** Who gives it: the buyer's name, or the shop for store credit. */
  fromName: string;
  /** The buyer's message, or the owner's reason for store credit. */
  message: string | null;
  /** A resend's: the card's balance now (its code is new, the one sent before no longer works). */
  again?: { balanceCents: Cents };
}

/** Where the card is spent and its balance read, for the letter. */
export interface GiftCardLinks {
  shopUrl: string;
  balanceUrl: string;
}

export const GIFT_CARD_TERMS_LINE = 'It never expires and carries no fees.';

export function giftCardMail(card: GiftCardLetter, links: GiftCardLinks): MailContent {
  const amount = formatUsd(card.amountCents);
  const subject = `A ${amount} Kenyan Bites gift card from ${card.fromName}${card.again ? ' (sent again)' : ''}`;
  const greeting = `Hi ${card.recipientName},`;
  const given = `${card.fromName} sent you a ${amount} gift card for Kenyan Bites, freshly made samosas and chapatis in Kansas City.`;
  const again = card.again
    ? `This is the card sent to you before, with a new code: the earlier code no longer works. Its balance is ${formatUsd(card.again.balanceCents)}.`
    : null;
  const how = `To spend it, choose 'Add a gift card' at checkout and type the code. It can pay for part of an order or all of it, and what is left stays on the card. ${GIFT_CARD_TERMS_LINE}`;
  const text = [
    greeting,
    '',
    given,
    ...(card.message ? ['', card.message] : []),
    ...(again ? ['', again] : []),
    '',
    `Your code: ${card.code}`,
    '',
    how,
    '',
    `Order: ${links.shopUrl}`,
    `Check the balance: ${links.balanceUrl}`,
    '',
    'Kenyan Bites',
  ].join('\n');
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(given),
    ...(card.message ? [paragraph(card.message)] : []),
    ...(again ? [paragraph(again)] : []),
    `<p style="margin:24px 0;font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace">${escapeHtml(card.code)}</p>`,
    paragraph(how),
    `<p><a href="${escapeHtml(links.shopUrl)}" style="color:#9a3412;font-weight:bold">Order now</a> · <a href="${escapeHtml(links.balanceUrl)}" style="color:#9a3412">Check the balance</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}
