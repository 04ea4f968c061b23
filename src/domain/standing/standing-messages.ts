/*
 * What a customer reads about her standing order (issue 49; docs/behaviour/messages.md): the one
 * message when a cycle places it (or cannot), the reason when its charge fails, with the link to
 * pay, and the owner's pause or end. Each carries the link to change it (a token link).
 */
import { shopDate } from '../fulfilment/schedule';
import { dayLabel, shopTime, windowLabel } from '../fulfilment/window-label';
import { emailPage, escapeHtml, paragraph } from '../mail/html';
import type { MailContent } from '../mail/order-status-mail';
import { formatUsd, type Cents } from '../money';
import type { TextContent } from '../sms/order-texts';

export interface PlacedContent {
  customerName: string;
  orderNumber: string;
  orderType: 'pickup' | 'delivery';
  items: ReadonlyArray<{ name: string; quantity: number }>;
  window: { start: Date; end: Date };
  totalCents: Cents;
  chargeAt: Date;
  notes: readonly string[];
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** 'Thu, Dec 10, 7:00 PM' on the shop's clock. */
export const momentLabel = (at: Date) => `${dayLabel(shopDate(at))}, ${shopTime(at)}`;

const mail = (subject: string, paragraphs: readonly string[], link: { url: string; label: string }): MailContent => ({
  subject,
  text: [...paragraphs, `${link.label}: ${link.url}`].join('\n\n'),
  html: emailPage(subject, [
    ...paragraphs.map((words) => paragraph(words)),
    `<p style="margin:24px 0"><a href="${escapeHtml(link.url)}" style="color:#9a3412;font-weight:bold">${escapeHtml(link.label)}</a></p>`,
  ]),
});

/** The cycle placed her order: what, when, the total, when it is charged, what changed, and her link. */
export function placedMail(order: PlacedContent, manageUrl: string): MailContent {
  const lines = order.items.map((item) => `${item.quantity} x ${item.name}`).join(', ');
  return mail(
    `Your standing order ${order.orderNumber} is in`,
    [
      `Hi ${firstName(order.customerName)}, we have placed your standing order ${order.orderNumber}: ${lines}, for ${order.orderType} ${windowLabel(order.window.start, order.window.end)}.`,
      ...order.notes,
      `Total ${formatUsd(order.totalCents)}, charged to your saved card on ${momentLabel(order.chargeAt)} (Kansas City time). You can change or skip it until then.`,
    ],
    { url: manageUrl, label: 'Change or skip it' },
  );
}

export const placedText = (order: PlacedContent, manageUrl: string): TextContent => ({
  subject: 'Standing order placed',
  text: `Kenyan Bites: your standing order ${order.orderNumber} is in for ${windowLabel(order.window.start, order.window.end)}, ${formatUsd(order.totalCents)}, charged ${momentLabel(order.chargeAt)}.${order.notes.length > 0 ? ` ${order.notes[0]}` : ''} Change or skip: ${manageUrl}`,
});

/** The cycle could not place it: the reason, and her link. */
export function skippedMail(customerName: string, reason: string, manageUrl: string): MailContent {
  return mail(
    'No standing order this time',
    [`Hi ${firstName(customerName)}, ${reason} Your standing order carries on next time.`],
    { url: manageUrl, label: 'See your standing order' },
  );
}

export const skippedText = (reason: string, manageUrl: string): TextContent => ({
  subject: 'Standing order skipped',
  text: `Kenyan Bites: no standing order this time. ${reason} ${manageUrl}`,
});

/** Why her saved card was not charged, in words (the gateway's code and decline code). */
export function chargeFailureReason(code: string, declineCode: string | null, last4: string | null): string {
  const card = last4 ? `the card ending ${last4}` : 'your saved card';
  if (code === 'expired_card' || declineCode === 'expired_card') return `${capital(card)} has expired.`;
  if (code === 'authentication_required' || declineCode === 'authentication_required') {
    return `Your bank wants you to confirm this payment yourself, so we could not charge ${card}.`;
  }
  if (declineCode === 'insufficient_funds') return `Your bank declined ${card}: not enough funds.`;
  if (code === 'card_declined') return `Your bank declined ${card}.`;
  return `We could not charge ${card}.`;
}

const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export interface FailedContent {
  customerName: string;
  orderNumber: string;
  reason: string;
  amountCents: Cents;
  payBy: Date;
}

/** The charge failed: the reason, the link to pay, and until when the order is held. */
export function failedMail(failed: FailedContent, payUrl: string): MailContent {
  return mail(
    `Your standing order ${failed.orderNumber} is not paid yet`,
    [
      `Hi ${firstName(failed.customerName)}, we tried to charge ${formatUsd(failed.amountCents)} for your standing order ${failed.orderNumber}. ${failed.reason}`,
      `Please pay by ${momentLabel(failed.payBy)} (Kansas City time) with the link below; we hold your order until then, and after that it is cancelled. Nothing was charged.`,
    ],
    { url: payUrl, label: `Pay ${formatUsd(failed.amountCents)}` },
  );
}

export const failedText = (failed: FailedContent, payUrl: string): TextContent => ({
  subject: 'Standing order not paid',
  text: `Kenyan Bites: we could not charge ${formatUsd(failed.amountCents)} for standing order ${failed.orderNumber}. ${failed.reason} Pay by ${momentLabel(failed.payBy)}: ${payUrl}`,
});

export interface PaidContent {
  customerName: string;
  orderNumber: string;
  amountCents: Cents;
  last4: string | null;
  window: { start: Date; end: Date };
}

/** Her saved card was charged at the close: the amount, the card, and when to come. */
export function paidMail(paid: PaidContent, manageUrl: string): MailContent {
  const card = paid.last4 ? `the card ending ${paid.last4}` : 'your saved card';
  return mail(
    `Your standing order ${paid.orderNumber} is paid`,
    [
      `Hi ${firstName(paid.customerName)}, we charged ${formatUsd(paid.amountCents)} to ${card} for your standing order ${paid.orderNumber}, for ${windowLabel(paid.window.start, paid.window.end)}. See you then!`,
    ],
    { url: manageUrl, label: 'See your standing order' },
  );
}

export const paidText = (paid: PaidContent, manageUrl: string): TextContent => ({
  subject: 'Standing order paid',
  text: `Kenyan Bites: we charged ${formatUsd(paid.amountCents)} for standing order ${paid.orderNumber}, ${windowLabel(paid.window.start, paid.window.end)}. ${manageUrl}`,
});

export type OwnerAction = 'pause' | 'resume' | 'end';

const OWNER_ACTION_WORDS: Record<OwnerAction, { subject: string; said: string }> = {
  pause: { subject: 'Your standing order is paused', said: 'we have paused your standing order.' },
  resume: { subject: 'Your standing order is back on', said: 'your standing order is back on from the next time.' },
  end: { subject: 'Your standing order has ended', said: 'we have ended your standing order.' },
};

/** The owner paused, resumed or ended it, with her message. */
export function ownerActionMail(customerName: string, action: OwnerAction, message: string, manageUrl: string) {
  const words = OWNER_ACTION_WORDS[action];
  return mail(
    words.subject,
    [`Hi ${firstName(customerName)}, ${words.said}`, ...(message ? [`From the kitchen: "${message}"`] : [])],
    { url: manageUrl, label: 'See your standing order' },
  );
}

export const ownerActionText = (action: OwnerAction, message: string, manageUrl: string): TextContent => ({
  subject: OWNER_ACTION_WORDS[action].subject,
  text: `Kenyan Bites: ${OWNER_ACTION_WORDS[action].said}${message ? ` "${message}"` : ''} ${manageUrl}`,
});
