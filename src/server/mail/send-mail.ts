import nodemailer, { type Transporter } from 'nodemailer';
import { serverConfig } from '../config';
import { getDb } from '../db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text that grant access (a reset link): kept in the outbox only until the mail
   * server has the message, then replaced by REDACTED, so no usable secret stays at rest.
   */
  secrets?: readonly string[];
}

export const REDACTED = '[removed once sent]';

/** The text as the outbox keeps it once sent: every secret replaced. */
export function redacted(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((kept, secret) => (secret ? kept.split(secret).join(REDACTED) : kept), text);
}

let transport: { url: string; transporter: Transporter } | undefined;

/** One SMTP transport per process, made again only if the setting changed (tests change it). */
function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}

/**
 * Records every message in the mail outbox, then sends it over SMTP when SMTP_URL is set. Without
 * SMTP (development, tests) the outbox is where mail is read, so its secrets stay there; once sent,
 * the row keeps the text with them redacted. A failed send is recorded on the outbox row (secrets
 * kept, for a retry) rather than failing the request that caused it.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const db = await getDb();
  const [row] = await db.sql<{ id: string }>`
    INSERT INTO mail_outbox (to_address, subject, text_body)
    VALUES (${message.to}, ${message.subject}, ${message.text}) RETURNING id`;
  if (!row) throw new Error('Recording mail in the outbox returned no row');
  const { smtpUrl, mailFrom } = serverConfig();
  if (!smtpUrl) return;
  try {
    await transporterFor(smtpUrl).sendMail({
      from: mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    await db.sql`
      UPDATE mail_outbox SET sent_at = now(), text_body = ${redacted(message.text, message.secrets)}
      WHERE id = ${row.id}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The outbox row id, not the address: logs keep no personal data.
    console.error(`[mail] sending outbox message ${row.id} failed: ${reason}`);
    await db.sql`UPDATE mail_outbox SET error = ${reason} WHERE id = ${row.id}`;
  }
}
