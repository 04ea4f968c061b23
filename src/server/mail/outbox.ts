import type { Db } from '../db';
import { insertOutboxMail, type MailMessage } from '../repositories/mail-outbox-repository';

export type { MailMessage };

export const REDACTED = '[removed once sent]';

/** The text as the outbox keeps it once sent: every secret replaced. */
export function redacted(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((kept, secret) => (secret ? kept.split(secret).join(REDACTED) : kept), text);
}

let queuedSinceDelivery = false;

/** True once mail has been queued since the sender last ran in this process (the endpoint then nudges it). */
export function hasQueuedMail(): boolean {
  return queuedSinceDelivery;
}

export function markOutboxDelivered(): void {
  queuedSinceDelivery = false;
}

/**
 * Records a message in the mail outbox; the sender (src/server/mail/deliver-due-mail.ts) delivers
 * it. No request waits on a mail server. Given a transaction, the message is queued only if the
 * change it tells about commits. Answers false when a message with the same dedupe key was queued
 * before, so nothing is sent twice.
 */
export async function enqueueMail(db: Db, message: MailMessage): Promise<boolean> {
  const queued = await insertOutboxMail(db, message);
  if (queued) queuedSinceDelivery = true;
  return queued;
}
