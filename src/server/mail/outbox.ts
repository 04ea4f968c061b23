import { inTransactionOrPool, type Queryable } from '../db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML, when there is one (order updates); plain text is always sent too. */
  html?: string;
  /**
   * Parts of the text that grant access (a reset link, a tracking link): kept in the outbox only
   * until the mail server has the message, then replaced by REDACTED, so no usable secret stays at rest.
   */
  secrets?: readonly string[];
  /**
   * Makes the message one of a kind: a second message with the same key is not queued (one e-mail
   * per order and status, one rating request per order), even when two requests race.
   */
  dedupeKey?: string;
  /** Held back until then (the rating request, a day after delivery); now when absent. */
  sendAfter?: Date;
}

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
export async function enqueueMail(message: MailMessage, db?: Queryable): Promise<boolean> {
  const queryable = await inTransactionOrPool(db);
  const { rows } = await queryable.query<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, secrets, dedupe_key, send_after, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, now()), COALESCE($7, now()))
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      message.secrets ?? [],
      message.dedupeKey ?? null,
      message.sendAfter ?? null,
    ],
  );
  if (rows.length > 0) queuedSinceDelivery = true;
  return rows.length > 0;
}
