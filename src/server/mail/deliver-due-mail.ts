import { afterFailedAttempt } from '@/domain/mail/delivery-retry';
import { serverConfig } from '../config';
import { database } from '../db';
import {
  claimDueMail,
  type DueMail,
  markMailGivenUp,
  markMailSent,
  scheduleMailRetry,
} from '../repositories/mail-outbox-repository';
import { markOutboxDelivered, redacted } from './outbox';
import { transporterFor } from './mail-transport';

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

/** Sends one message; records it as sent (secrets removed), to retry, or given up. */
async function deliver(mail: DueMail, smtpUrl: string, from: string): Promise<keyof DeliveryRun> {
  const db = database();
  const kept = {
    text: redacted(mail.textBody, mail.secrets),
    html: mail.htmlBody === null ? null : redacted(mail.htmlBody, mail.secrets),
  };
  try {
    await (await transporterFor(smtpUrl)).sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      ...(mail.htmlBody !== null && { html: mail.htmlBody }),
    });
    await markMailSent(db, mail.id, kept);
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The outbox row id, not the address: logs keep no personal data.
    console.error(`[mail] sending outbox message ${mail.id} (attempt ${mail.attempts}) failed: ${reason}`);
    const next = afterFailedAttempt(mail.attempts, mail.sendAfter, new Date());
    if (next.kind === 'retry') {
      await scheduleMailRetry(db, mail.id, reason, next.at);
      return 'retrying';
    }
    // Given up: the links in it must not stay usable at rest either.
    await markMailGivenUp(db, mail.id, reason, kept);
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
  const run: DeliveryRun = { sent: 0, retrying: 0, gaveUp: 0 };
  const stopAt = Date.now() + RUN_BUDGET_MS;
  while (Date.now() < stopAt) {
    const due = await claimDueMail(database(), BATCH, CLAIM);
    for (const mail of due) run[await deliver(mail, smtpUrl, mailFrom)] += 1;
    if (due.length < BATCH) break;
  }
  return run;
}
