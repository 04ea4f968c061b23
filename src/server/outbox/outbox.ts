import type { Db } from '../db';
import { insertOutboxMessage, type OutboxMessage } from '../repositories/outbox-repository';

export type { OutboxMessage };

/** An e-mail for the outbox: its kind says what it is about (the owner's message log). */
export type MailMessage = Omit<OutboxMessage, 'channel'>;

export const REDACTED = '[removed once sent]';

/** The text as the outbox keeps it once sent: every secret replaced. */
export function redacted(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((kept, secret) => (secret ? kept.split(secret).join(REDACTED) : kept), text);
}

let queuedSinceDelivery = false;

/** True once a message has been queued since the sender last ran in this process (the endpoint then nudges it). */
export function hasQueuedMessages(): boolean {
  return queuedSinceDelivery;
}

export function markOutboxDelivered(): void {
  queuedSinceDelivery = false;
}

/**
 * Records a message in the outbox, whatever its channel; the sender (src/server/outbox/deliver-due.ts)
 * delivers it. No request waits on a mail server, a text provider or a push service. Given a
 * transaction, the message is queued only if the change it tells about commits. Answers false when
 * a message with the same dedupe key was queued before, so nothing is sent twice.
 */
export async function enqueue(db: Db, message: OutboxMessage): Promise<boolean> {
  const queued = await insertOutboxMessage(db, message);
  if (queued) queuedSinceDelivery = true;
  return queued;
}

/** The same for an e-mail. */
export const enqueueMail = (db: Db, message: MailMessage): Promise<boolean> =>
  enqueue(db, { channel: 'email', ...message });
