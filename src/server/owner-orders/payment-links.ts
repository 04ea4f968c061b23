import { createHash, randomBytes } from 'node:crypto';
import { orderNumber } from '@/domain/order-number';
import { type LinkOrder, paymentLinkMail, paymentLinkText } from '@/domain/owner-orders/payment-link-messages';
import { moneyOf } from '@/domain/order/order-contract';
import type { StoredOrder } from '@/domain/order/stored-order';
import { serverConfig } from '../config';
import type { Db } from '../db';
import type { MailContent } from '@/domain/mail/order-status-mail';
import type { TextContent } from '@/domain/sms/order-texts';
import { enqueue } from '../outbox/outbox';
import { insertPaymentLink, type LinkPurpose, type PaymentLinkRecord } from '../repositories/payment-links-repository';

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_BYTES = 32;
/** Longer answers are not tokens; they are hashed as the empty string so the work stays the same. */
const LONGEST_TOKEN = 128;

/** The SHA-256 (hex) a link's token is kept and looked up by. */
export const linkTokenHash = (token: string): string =>
  createHash('sha256')
    .update(token.length <= LONGEST_TOKEN ? token : '')
    .digest('hex');

export const linkOrder = (order: StoredOrder): LinkOrder => ({
  orderNumber: orderNumber(order.id),
  orderType: order.orderType,
  customerName: order.customerName,
  items: order.items,
  window: order.fulfilmentWindow,
  ...moneyOf(order),
});

export interface LinkRequest {
  purpose: LinkPurpose;
  amountCents: number;
  /** How long it holds the order: so many hours from now, or until an instant (a catering quote's expiry). */
  holdHours: number | { until: Date };
  /** E.164, checked to take texts; null: not by text. */
  textTo: string | null;
  emailTo: string | null;
  /** Other words than the owner's link carries (a standing order's failed charge), given the link. */
  words?: (url: string) => { sms: TextContent; email: MailContent };
}

/**
 * Makes a payment link for the order and queues it, by text and/or e-mail, inside the caller's
 * transaction (issue 37): the link exists and goes out only if the order (or its change) commits.
 * Only the token's hash is kept; the outbox keeps the link only until it is sent. Answers the
 * link, which the owner is shown once to copy, and its id.
 */
export async function sendPaymentLink(
  tx: Db,
  order: StoredOrder,
  request: LinkRequest,
): Promise<{ url: string; linkId: number }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const url = `${serverConfig().siteUrl}/pay?token=${token}`;
  const expiresAt =
    typeof request.holdHours === 'number'
      ? new Date(Date.now() + request.holdHours * 60 * 60_000)
      : request.holdHours.until;
  const link = await insertPaymentLink(tx, {
    orderId: order.id,
    tokenSha256: linkTokenHash(token),
    purpose: request.purpose,
    amountCents: request.amountCents,
    sentToPhone: request.textTo,
    sentToEmail: request.emailTo,
    expiresAt,
  });
  const content = linkOrder(order);
  const words = request.words?.(url) ?? {
    sms: paymentLinkText(content, request.amountCents, expiresAt, url),
    email: paymentLinkMail(content, request.amountCents, expiresAt, url),
  };
  await tellByLink(tx, link, { kind: 'payment-link', ...words, secrets: [url] });
  return { url, linkId: link.id };
}

/**
 * Queues a message about a link on the ways the link went (a text to its phone, an e-mail to its
 * address), once each per link and kind.
 */
export async function tellByLink(
  tx: Db,
  link: Pick<PaymentLinkRecord, 'id' | 'orderId' | 'sentToPhone' | 'sentToEmail'>,
  message: { kind: string; sms: TextContent; email: MailContent; secrets?: string[] },
): Promise<void> {
  const ways = [
    { channel: 'sms' as const, to: link.sentToPhone, content: message.sms },
    { channel: 'email' as const, to: link.sentToEmail, content: message.email },
  ];
  for (const { channel, to, content } of ways) {
    if (!to) continue;
    await enqueue(tx, {
      channel,
      kind: message.kind,
      orderId: link.orderId,
      to,
      ...content,
      secrets: message.secrets ?? [],
      dedupeKey: `${message.kind}:${link.id}:${channel}`,
    });
  }
}
