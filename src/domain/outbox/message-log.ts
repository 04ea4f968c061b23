/*
 * The owner's message log (issue 25, docs/behaviour/api.md#messages): what the shop sent or tried
 * to send, by which channel, in what state, and to whom, masked: enough to tell the customer
 * "we texted the number ending 0142", not enough to copy an address out of a screenshot.
 */
import * as v from 'valibot';
import type { Channel } from './channel';

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'gave_up'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** One message as GET /api/admin/messages answers it. */
export interface LoggedMessageView {
  id: number;
  /** The order it is about, if any. */
  orderId: number | null;
  channel: Channel;
  kind: string;
  to: string;
  subject: string;
  status: MessageStatus;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** The most messages one call answers (the newest, without `?order`). */
export const MESSAGE_LOG_LIMIT = 200;

/** What an outbox row's dates and error say about it. */
export function messageStatus(row: {
  sentAt: Date | null;
  gaveUpAt: Date | null;
  error: string | null;
}): MessageStatus {
  if (row.sentAt) return 'sent';
  if (row.gaveUpAt) return 'gave_up';
  return row.error ? 'failed' : 'queued';
}

/**
 * The recipient, masked: a phone keeps its last 4 digits ('•••-•••-0142'), an e-mail its first
 * letter and its domain ('w•••@example.com'), a push subscription only its push service's host.
 */
export function maskRecipient(channel: Channel, to: string): string {
  if (channel === 'sms') return `•••-•••-${to.replace(/\D/g, '').slice(-4)}`;
  if (channel === 'push') {
    try {
      return new URL(to).host;
    } catch {
      return 'a device';
    }
  }
  const at = to.lastIndexOf('@');
  return at > 0 ? `${to[0]}•••${to.slice(at)}` : '•••';
}

/** GET /api/admin/messages's query: `order`, an order's id, or nothing for the newest messages. */
export const messageLogQuerySchema = v.object({
  order: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,17}$/, 'Choose an order by its number'), v.transform(Number)),
  ),
});
