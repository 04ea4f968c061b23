import { afterFailedAttempt } from '@/domain/mail/delivery-retry';
import { serverConfig } from '../config';
import { getDb } from '../db';
import { poolQueryable } from '../db/transaction';
import { markOutboxDelivered, redacted } from './outbox';
import { transporterFor } from './mail-transport';

interface DueMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  secrets: string[];
  attempts: number;
  send_after: Date;
}

export interface DeliveryRun {
  sent: number;
  retrying: number;
  gaveUp: number;
}

/** Messages claimed at once: each claim is one short statement, so other senders skip them. */
const BATCH = 25;
/** A sender that dies mid-send leaves its claimed messages to be tried again after this. */
const CLAIM = '5 minutes';
/** A Netlify Scheduled Function runs for 30 s at most: stop claiming well before that. */
const RUN_BUDGET_MS = 20_000;

/**
 * Claims due messages (SKIP LOCKED: two senders never take the same one) and counts the attempt
 * before sending, so a message whose sender crashes is neither lost nor sent in a loop.
 */
async function claimDue(): Promise<DueMail[]> {
  const { rows } = await poolQueryable().query<DueMail>(
    `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + $2::interval
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, to_address, subject, text_body, html_body, secrets, attempts, send_after`,
    [BATCH, CLAIM],
  );
  return rows;
}

/** Sends one message; records it as sent (secrets removed), to retry, or given up. */
async function deliver(mail: DueMail, smtpUrl: string, from: string): Promise<keyof DeliveryRun> {
  const db = poolQueryable();
  const scrub = (body: string | null) => (body === null ? null : redacted(body, mail.secrets));
  try {
    await transporterFor(smtpUrl).sendMail({
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.html_body !== null && { html: mail.html_body }),
    });
    await db.query(
      `UPDATE mail_outbox SET sent_at = now(), error = NULL, text_body = $2, html_body = $3, secrets = '{}'
       WHERE id = $1`,
      [mail.id, scrub(mail.text_body), scrub(mail.html_body)],
    );
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The outbox row id, not the address: logs keep no personal data.
    console.error(`[mail] sending outbox message ${mail.id} (attempt ${mail.attempts}) failed: ${reason}`);
    const next = afterFailedAttempt(mail.attempts, new Date(mail.send_after), new Date());
    if (next.kind === 'retry') {
      await db.query('UPDATE mail_outbox SET error = $2, next_attempt_at = $3 WHERE id = $1', [
        mail.id,
        reason,
        next.at,
      ]);
      return 'retrying';
    }
    // Given up: the links in it must not stay usable at rest either.
    await db.query(
      `UPDATE mail_outbox SET error = $2, gave_up_at = now(), text_body = $3, html_body = $4, secrets = '{}'
       WHERE id = $1`,
      [mail.id, reason, scrub(mail.text_body), scrub(mail.html_body)],
    );
    return 'gaveUp';
  }
}

/**
 * Delivers the outbox's due messages over SMTP (the Scheduled Function every minute, the endpoint
 * right after a request that queued mail, `npm run mail:send-due`). Without SMTP_URL (development,
 * the tests, MAIL_OUTBOX_ONLY) the outbox is the mailbox: nothing is sent and null is answered.
 * Production without SMTP_URL never gets here: the configuration refuses to load.
 */
export async function deliverDueMail(): Promise<DeliveryRun | null> {
  markOutboxDelivered();
  const { smtpUrl, mailFrom } = serverConfig();
  if (!smtpUrl) return null;
  await getDb();
  const run: DeliveryRun = { sent: 0, retrying: 0, gaveUp: 0 };
  const stopAt = Date.now() + RUN_BUDGET_MS;
  while (Date.now() < stopAt) {
    const due = await claimDue();
    for (const mail of due) run[await deliver(mail, smtpUrl, mailFrom)] += 1;
    if (due.length < BATCH) break;
  }
  return run;
}
