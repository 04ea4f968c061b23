import { afterFailedAttempt, GIVE_UP_AFTER_MS } from '@/domain/mail/delivery-retry';
import { serverConfig } from '../config';
import { database } from '../db';
import {
  claimDueMessages,
  type DueMessage,
  markMessageGivenUp,
  markMessageSent,
  releaseClaims,
  scheduleMessageRetry,
} from '../repositories/outbox-repository';
import { cdnPurgeSettings, cdnSender } from './cdn-channel';
import { type ChannelSender, UndeliverableError } from './channel-sender';
import { emailSender } from './email-channel';
import { geocodeSender } from './geocode-channel';
import { markOutboxDelivered, redacted } from './outbox';
import { pushSender } from './push-channel';

export interface DeliveryRun {
  sent: number;
  retrying: number;
  gaveUp: number;
}

/** Messages claimed at once: each claim is one short statement, so other senders skip them. */
const BATCH = 25;
/**
 * A sender that dies mid-send leaves its claimed messages to be tried again after this: far longer
 * than a send can take (SEND_LIMIT_MS), so a live sender never has a message taken from under it.
 */
const CLAIM = '5 minutes';

export interface DeliveryLimits {
  /** One send as a whole, however the mail server stalls (nodemailer's own timeouts come first). */
  sendLimitMs: number;
  /**
   * The run: a Netlify Scheduled Function runs for 30 s at most. No send starts that could outlast
   * it, and messages claimed but not tried by then are handed back, so no claim outlives the run.
   */
  runBudgetMs: number;
}

export const DELIVERY_LIMITS: DeliveryLimits = { sendLimitMs: 20_000, runBudgetMs: 25_000 };

class SendTimedOut extends Error {
  constructor(ms: number) {
    super(`The mail server did not finish within ${ms} ms`);
  }
}

/** `work`, or a SendTimedOut after `ms`: a hung send fails like any other, in time. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimedOut(ms)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The message's bodies with its secrets removed, as kept once it is out of the outbox's hands. */
const keptBodies = (message: DueMessage) => ({
  text: redacted(message.textBody, message.secrets),
  html: message.htmlBody === null ? null : redacted(message.htmlBody, message.secrets),
});

/**
 * Sends one message within `limitMs`; records it as sent (secrets removed), to retry, or given up.
 * A message already past its last chance (a sender died while trying it, and its claim ran out
 * after the give-up time) is given up without another try.
 */
async function deliver(message: DueMessage, sender: ChannelSender, limitMs: number): Promise<keyof DeliveryRun> {
  const db = database();
  const kept = keptBodies(message);
  if (Date.now() - message.sendAfter.getTime() >= GIVE_UP_AFTER_MS) {
    await markMessageGivenUp(db, message.id, 'Not delivered within a day of being due', kept);
    return 'gaveUp';
  }
  try {
    await within(limitMs, sender.send(message));
    await markMessageSent(db, message.id, kept);
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // The outbox row id, not the address: logs keep no personal data.
    console.error(
      `[outbox] sending ${message.channel} message ${message.id} (attempt ${message.attempts}) failed: ${reason}`,
    );
    const next = afterFailedAttempt(message.attempts, message.sendAfter, new Date());
    if (next.kind === 'retry' && !(error instanceof UndeliverableError)) {
      await scheduleMessageRetry(db, message.id, reason, next.at);
      return 'retrying';
    }
    // Given up: the links in it must not stay usable at rest either.
    await markMessageGivenUp(db, message.id, reason, kept);
    return 'gaveUp';
  }
}

/**
 * E-mail, push, the CDN's purges and the geocoder's look-ups, whichever have their settings: what
 * every function may send right after its response. Texts are not among them: Twilio's SDK (11 MB) would be copied into every function
 * (docs/decisions.md#texts-from-the-scheduled-sender); the scheduled sender adds them
 * (./deliver-all.ts).
 */
export function sendersOfEveryFunction(): ChannelSender[] {
  const { smtpUrl, mailFrom, push, geocoderUrl } = serverConfig();
  const cdn = cdnPurgeSettings();
  return [
    ...(smtpUrl ? [emailSender(smtpUrl, mailFrom)] : []),
    ...(push ? [pushSender(push)] : []),
    ...(cdn ? [cdnSender(cdn)] : []),
    ...(geocoderUrl ? [geocodeSender(geocoderUrl)] : []),
  ];
}

/**
 * Delivers the outbox's due messages of the given channels, each through its sender. A channel
 * without a sender is not claimed: its messages wait for one that has it (development, the tests,
 * MAIL_OUTBOX_ONLY: with no sender at all, null is answered). Production without SMTP_URL never gets
 * here: the configuration refuses to load.
 */
export async function deliverDue(
  available: readonly ChannelSender[],
  limits: DeliveryLimits = DELIVERY_LIMITS,
): Promise<DeliveryRun | null> {
  markOutboxDelivered();
  const senders = new Map(available.map((sender) => [sender.channel, sender]));
  if (senders.size === 0) return null;
  const run: DeliveryRun = { sent: 0, retrying: 0, gaveUp: 0 };
  const stopAt = Date.now() + limits.runBudgetMs;
  const timeLeft = () => stopAt - Date.now();
  while (timeLeft() > 0) {
    const due = await claimDueMessages(database(), [...senders.keys()], BATCH, CLAIM);
    for (const [index, message] of due.entries()) {
      // Each send gets the whole limit or is not started: a send cut short would count as a failure.
      if (timeLeft() < limits.sendLimitMs) {
        await releaseClaims(
          database(),
          due.slice(index).map((unsent) => unsent.id),
        );
        return run;
      }
      const sender = senders.get(message.channel);
      if (sender) run[await deliver(message, sender, limits.sendLimitMs)] += 1;
    }
    if (due.length < BATCH) break;
  }
  return run;
}
