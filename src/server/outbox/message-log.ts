import { type LoggedMessageView, maskRecipient, MESSAGE_LOG_LIMIT, messageStatus } from '@/domain/outbox/message-log';
import { database } from '../db';
import { listMessages } from '../repositories/outbox-repository';

export type { LoggedMessageView };

/** GET /api/admin/messages: an order's messages, or the newest 200; recipients masked. */
export async function messageLog(orderId: number | null): Promise<LoggedMessageView[]> {
  const rows = await listMessages(database(), orderId, MESSAGE_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
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
