/*
 * 'Tell me when you're cooking' (issue 36; docs/behaviour/rules.md#notify-list): joining the list,
 * confirming an e-mail, leaving, and the owner's counts and export. Whoever asks gets the same
 * answer whether or not the address was on the list, so nothing here tells a prober who is.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CONFIRM_LINK_DAYS,
  CONFIRM_TEXT_DAYS,
  confirmationMail,
  confirmationText,
  EMAIL_CONSENT_WORDS,
  SMS_CONSENT_WORDS,
  type SubscribeSource,
} from '@/domain/notify/notify-list';
import type { SubscriberCounts } from '@/domain/notify/list-counts';
import { subscribersCsv, subscribersFileName } from '@/domain/notify/subscribers-csv';
import { shopDate } from '@/domain/fulfilment/schedule';
import type { SubscriberRequest } from '@/domain/schemas/subscriber';
import { serverConfig } from '../config';
import { database, type Db, withTransaction } from '../db';
import { enqueue, enqueueMail } from '../outbox/outbox';
import {
  addTextSubscriber,
  confirmSubscription,
  countSubscribers,
  emailConfirmationWaits,
  endSubscription,
  listSubscribers,
  requestEmailSubscription,
} from '../repositories/subscribers-repository';
import { subscriberOfToken } from './unsubscribe-link';

/** At most one confirmation mail per address this often, however often the form is sent for it. */
export const CONFIRMATION_RESEND_AFTER = '10 minutes';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new, pending or unsubscribed address is asked to confirm: a fresh single-use link (256 random
 * bits, only its hash stored) mailed through the outbox, in the transaction that records it. The
 * link is the mail's secret, removed from the outbox once sent. A confirmed address, or one mailed
 * in the last 10 minutes, gets nothing more.
 */
async function askToConfirm(tx: Db, email: string, source: SubscribeSource): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const id = await requestEmailSubscription(
    tx,
    email,
    { source, words: EMAIL_CONSENT_WORDS },
    { hash: hashOf(token), lifetime: `${CONFIRM_LINK_DAYS} days`, resendAfter: CONFIRMATION_RESEND_AFTER },
  );
  if (id === null) return;
  const { siteUrl, printsMailLinks } = serverConfig();
  const link = `${siteUrl}/subscribe/confirm?token=${token}`;
  await enqueueMail(tx, { kind: 'notify-confirmation', to: email, ...confirmationMail(link), secrets: [link] });
  if (printsMailLinks) console.info(`[mail] notify list confirmation link for ${email}: ${link}`);
}

/**
 * A number with its ticked box waits for its owner's YES to the one text it is sent now (through
 * the outbox, in the transaction that records it), and gets nothing else until then
 * (docs/behaviour/rules.md#notify-list). One already on the list, in any state, or that replied
 * STOP, is left as it is: no second text, no return.
 */
async function askToConfirmByText(tx: Db, phone: string, source: SubscribeSource): Promise<void> {
  const text = confirmationText();
  const id = await addTextSubscriber(
    tx,
    phone,
    { source, words: SMS_CONSENT_WORDS },
    { words: text, lifetime: `${CONFIRM_TEXT_DAYS} days` },
  );
  if (id === null) return;
  await enqueue(tx, {
    channel: 'sms',
    kind: 'notify-confirmation',
    to: phone,
    subject: 'Confirm the notify list',
    text,
    dedupeKey: `notify-confirmation:${id}`,
  });
}

/** POST /api/subscribers, its body checked: the e-mail and the number, each as its channel asks. */
export async function joinNotifyList(request: SubscriberRequest): Promise<void> {
  await withTransaction(async (tx) => {
    if (request.email !== null) await askToConfirm(tx, request.email, request.source);
    if (request.phone !== null) await askToConfirmByText(tx, request.phone, request.source);
  });
}

/** A confirmation link's token is 43 characters of base64url; anything else cannot be one, so no query is made. */
const looksLikeToken = (token: string) => /^[\w-]{43}$/.test(token);

/** GET /subscribe/confirm?token=: whether the link would still confirm its address. Changes nothing. */
export async function confirmationWaits(token: string): Promise<boolean> {
  return looksLikeToken(token) && emailConfirmationWaits(database(), hashOf(token));
}

/**
 * POST /api/subscribers/confirm (the confirmation page's button): true when the link confirmed its
 * address now; false for one expired or used.
 */
export async function confirmEmail(token: string): Promise<boolean> {
  return looksLikeToken(token) && confirmSubscription(database(), hashOf(token));
}

/**
 * The unsubscribe link (the page's button, or a mail provider's one-click POST): the subscription
 * it was made for ends, for good. True whether it had ended before or its row is gone, so the
 * answer says nothing of whose it was; false for a token that is not one of ours.
 */
export async function unsubscribe(token: string | null): Promise<boolean> {
  const id = token === null ? null : subscriberOfToken(token);
  if (id === null) return false;
  await endSubscription(database(), id);
  return true;
}

/** GET /api/admin/subscribers. */
export const subscriberCounts = (): Promise<SubscriberCounts> => countSubscribers(database());

/** GET /api/admin/subscribers/export: the list with its evidence, named for today's shop date. */
export async function exportSubscribers(now = new Date()): Promise<{ fileName: string; csv: string }> {
  return { fileName: subscribersFileName(shopDate(now)), csv: subscribersCsv(await listSubscribers(database())) };
}
