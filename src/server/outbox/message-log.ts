import { maskRecipient, MESSAGE_LOG_LIMIT, messageStatus, type MessageStatus } from '@/domain/outbox/message-log';
import type { Channel } from '@/domain/outbox/channel';
import { database } from '../db';
import { listMessages } from '../repositories/outbox-repository';

export interface LoggedMessageView {
  id: number;
  channel: Channel;
  kind: string;
  to: string;
  subject: string;
  status: MessageStatus;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** GET /api/admin/messages: an order's messages, or the newest 200; recipients masked. */
export async function messageLog(orderId: number | null): Promise<LoggedMessageView[]> {
  const rows = await listMessages(database(), orderId, MESSAGE_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    to: maskRecipient(row.channel, row.toAddress),
    subject: row.subject,
    status: messageStatus(row),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    error: row.error,
  }));
}
