/*
 * One line per message on an order's card in /admin (issue 25): what went out, how, and when, or
 * why not. 'Receipt e-mailed 2:31 PM', 'Text: ready for pickup · sent 3:02 PM', 'Text failed: ...'.
 */
import { shopTime } from '../fulfilment/window-label';
import type { OrderType } from '../order-type';
import type { Channel } from './channel';
import type { MessageStatus } from './message-log';

export interface LineMessage {
  channel: Channel;
  kind: string;
  status: MessageStatus;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

const KINDS: Record<string, string> = {
  receipt: 'Receipt',
  'new-order': 'New order alert',
  'rating-request': 'Rating request',
  'pickup-reminder': 'Pickup reminder',
  'status:confirmed': 'Order confirmed',
  'status:preparing': 'Preparing',
  'status:ready': 'Ready',
  'status:delivered': 'Delivered',
  'status:cancelled': 'Cancelled',
  'payment-link': 'Payment link',
  'payment-link-expired': 'Payment link expired',
  'order-changed': 'Order changed',
};

/** What a message is about, as the owner reads it ('Receipt', 'Ready for pickup'). */
export function kindLabel(kind: string, orderType: OrderType | null = null): string {
  if (kind === 'status:ready' && orderType) return orderType === 'pickup' ? 'Ready for pickup' : 'On its way';
  return KINDS[kind] ?? kind.replace(/^status:/, '').replace(/-/g, ' ');
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** The line; `orderType` tells 'ready for pickup' from 'on its way'. */
export function messageLine(message: LineMessage, orderType: OrderType | null = null): string {
  const label = kindLabel(message.kind, orderType);
  const why = message.error ? `: ${message.error}` : '';
  if (message.channel === 'email') {
    switch (message.status) {
      case 'sent':
        return `${label} e-mailed ${shopTime(new Date(message.sentAt ?? message.createdAt))}`;
      case 'queued':
        return `${label} e-mail waiting to be sent`;
      case 'failed':
        return `${label} e-mail failed${why} (trying again)`;
      case 'gave_up':
        return `${label} e-mail not delivered${why}`;
    }
  }
  const name = message.channel === 'sms' ? 'Text' : 'Push';
  switch (message.status) {
    case 'sent':
      return `${name}: ${lower(label)} · sent ${shopTime(new Date(message.sentAt ?? message.createdAt))}`;
    case 'queued':
      return `${name}: ${lower(label)} · waiting to be sent`;
    case 'failed':
      return `${name} failed${why} (trying again)`;
    case 'gave_up':
      return `${name} not delivered${why}`;
  }
}
