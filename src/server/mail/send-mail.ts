import nodemailer, { type Transporter } from 'nodemailer';
import { serverConfig } from '../config';
import { getDb } from '../db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

let transporter: Transporter | undefined;

/**
 * Records every message in the mail outbox, then sends it over SMTP when SMTP_URL is set. Without
 * SMTP (development, tests) the outbox is where mail is read. A failed send is recorded on the
 * outbox row rather than failing the request that caused it.
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
    transporter ??= nodemailer.createTransport(smtpUrl);
    await transporter.sendMail({ from: mailFrom, to: message.to, subject: message.subject, text: message.text });
    await db.sql`UPDATE mail_outbox SET sent_at = now() WHERE id = ${row.id}`;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mail] sending to ${message.to} failed: ${reason}`);
    await db.sql`UPDATE mail_outbox SET error = ${reason} WHERE id = ${row.id}`;
  }
}
