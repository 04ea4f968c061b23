/*
 * The e-mail to the buyer once a gift card is paid (issue 47): what was bought, when it goes to its
 * recipient, and the link to send it again should that letter go missing. It never holds the code
 * (the buyer is shown it once, on the page); the link is its secret.
 */
import { dayLabel } from '../fulfilment/window-label';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { type Cents, formatUsd } from '../money';

export interface BoughtCard {
  buyerName: string;
  amountCents: Cents;
  last4: string;
  recipientName: string;
  recipientEmail: string;
  /** The shop date its letter goes on. */
  sendOn: string;
}

export function giftCardBoughtMail(card: BoughtCard, today: string, resendUrl: string): MailContent {
  const amount = formatUsd(card.amountCents);
  const subject = `Your ${amount} gift card for ${card.recipientName}`;
  const greeting = `Hi ${card.buyerName},`;
  const when = card.sendOn === today ? 'today' : `on ${dayLabel(card.sendOn)}`;
  const bought = `Thank you for your ${amount} Kenyan Bites gift card for ${card.recipientName}, ending ${card.last4}. We e-mail it to ${card.recipientEmail} ${when}.`;
  const resend = `If that e-mail goes missing, you can send the card again from the link below. It gets a new code, and the old one stops working; its balance stays.`;
  const text = [greeting, '', bought, '', resend, '', 'Send the card again:', resendUrl, '', 'Kenyan Bites'].join('\n');
  const html = emailPage(subject, [
    paragraph(greeting),
    paragraph(bought),
    paragraph(resend),
    `<p style="margin:24px 0"><a href="${escapeHtml(resendUrl)}" style="color:#9a3412;font-weight:bold">Send the card again</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}
