import * as v from 'valibot';
import { LIST_CHANNELS, type ListChannel, type SubscribeSource } from '@/domain/notify/notify-list';
import { SUBSCRIBER_STATUSES, type SubscriberRecord, type SubscriberStatus } from '@/domain/notify/subscriber-record';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

/*
 * The notify list (table `subscribers`, migration 0032): one row per channel and address, whose
 * status and times say where its subscription stands, and whose consent columns keep the evidence
 * of the latest request to join.
 */

/** What the person saw and where, kept with the request: the consent's evidence. */
export interface Consent {
  source: SubscribeSource;
  words: string;
}

const idRow = v.object({ id: bigintColumn });

/**
 * An e-mail asks to join: a new, pending or unsubscribed address becomes pending with this token's
 * hash, valid for `lifetime` (an interval, '7 days'), and the evidence of this request. Answers its
 * id when the caller should mail the new token; null when nothing changed: the address is confirmed
 * already, or its last token was issued less than `resendAfter` ago (that mail's link still works,
 * and nobody can have an address mailed again and again). One statement, so two requests at once
 * cannot both issue one.
 */
export async function requestEmailSubscription(
  db: Db,
  address: string,
  consent: Consent,
  token: { hash: string; lifetime: string; resendAfter: string },
): Promise<number | null> {
  const row = await readRow(
    db,
    'subscribers',
    idRow,
    `INSERT INTO subscribers (channel, address, status, consent_source, consent_words, confirm_token_hash,
       confirm_expires_at)
     VALUES ('email', $1, 'pending', $2, $3, $4, now() + $5::interval)
     ON CONFLICT (channel, address) DO UPDATE SET status = 'pending', consent_source = EXCLUDED.consent_source,
       consent_words = EXCLUDED.consent_words, consented_at = now(),
       confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at
     WHERE subscribers.status <> 'confirmed'
       AND (subscribers.confirm_expires_at IS NULL
         OR subscribers.confirm_expires_at <= now() + $5::interval - $6::interval)
     RETURNING id`,
    [address, consent.source, consent.words, token.hash, token.lifetime, token.resendAfter],
  );
  return row?.id ?? null;
}

/**
 * Spends a confirmation token: its pending address joins, in one statement, so a link works once.
 * False for an unknown, used or expired token.
 */
export async function confirmSubscription(db: Db, tokenHash: string): Promise<boolean> {
  const row = await readRow(
    db,
    'subscribers',
    idRow,
    `UPDATE subscribers SET status = 'confirmed', confirmed_at = now(), unsubscribed_at = NULL,
       confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > now()
     RETURNING id`,
    [tokenHash],
  );
  return row !== null;
}

/**
 * A number asks to join: it waits ('pending') for `lifetime` (an interval, '30 days') for a YES to
 * `confirmationWords`, the one text it is sent. Answers its id when that text should go now; null
 * when the number is on the list already, in any state (one waiting gets no second text; an ended
 * subscription stays ended), or replied STOP to the shop.
 */
export async function addTextSubscriber(
  db: Db,
  phone: string,
  consent: Consent,
  confirmation: { words: string; lifetime: string },
): Promise<number | null> {
  const row = await readRow(
    db,
    'subscribers',
    idRow,
    `INSERT INTO subscribers (channel, address, status, consent_source, consent_words, confirmation_words,
       confirm_expires_at)
     SELECT 'sms', $1, 'pending', $2, $3, $4, now() + $5::interval
     WHERE NOT EXISTS (SELECT 1 FROM sms_opt_outs WHERE phone = $1)
     ON CONFLICT (channel, address) DO NOTHING
     RETURNING id`,
    [phone, consent.source, consent.words, confirmation.words, confirmation.lifetime],
  );
  return row?.id ?? null;
}

/**
 * A number replied YES: if it waits, in time, it joins, with the reply's MessageSid kept as the
 * evidence. One statement, so a YES sent twice confirms once. Answers its id when it joined now.
 */
export async function confirmTextSubscriber(db: Db, phone: string, replySid: string): Promise<number | null> {
  const row = await readRow(
    db,
    'subscribers',
    idRow,
    `UPDATE subscribers SET status = 'confirmed', confirmed_at = now(), confirm_reply_sid = $2,
       confirm_expires_at = NULL
     WHERE channel = 'sms' AND address = $1 AND status = 'pending' AND confirm_expires_at > now()
     RETURNING id`,
    [phone, replySid],
  );
  return row?.id ?? null;
}

/** Whether a confirmation link's token would still confirm its address (read only: a GET of the link changes nothing). */
export async function emailConfirmationWaits(db: Db, tokenHash: string): Promise<boolean> {
  const row = await readRow(
    db,
    'subscribers',
    idRow,
    `SELECT id FROM subscribers WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > now()`,
    [tokenHash],
  );
  return row !== null;
}

/** The unsubscribe link: the subscription ends, for good; an ended or unknown one stays as it is. */
export async function endSubscription(db: Db, id: number): Promise<void> {
  await db.query(
    `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = NULL,
       confirm_expires_at = NULL
     WHERE id = $1 AND status <> 'unsubscribed'`,
    [id],
  );
}

/** STOP from a number: its texts' subscription ends, waiting or not, for good (START allows order texts again, not this). */
export async function endTextSubscription(db: Db, phone: string): Promise<void> {
  await db.query(
    `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now(), confirm_expires_at = NULL
     WHERE channel = 'sms' AND address = $1 AND status <> 'unsubscribed'`,
    [phone],
  );
}

const countRow = v.object({
  channel: v.picklist(LIST_CHANNELS),
  status: v.picklist(SUBSCRIBER_STATUSES),
  count: v.number(),
});

export type StatusCounts = Record<ListChannel, Record<SubscriberStatus, number>>;

/** How many addresses each channel has in each state. */
export async function countSubscribers(db: Db): Promise<StatusCounts> {
  const rows = await readRows(
    db,
    'subscribers',
    countRow,
    'SELECT channel, status, count(*)::int AS count FROM subscribers GROUP BY channel, status',
  );
  const counts: StatusCounts = {
    email: { pending: 0, confirmed: 0, unsubscribed: 0 },
    sms: { pending: 0, confirmed: 0, unsubscribed: 0 },
  };
  for (const row of rows) counts[row.channel][row.status] = row.count;
  return counts;
}

const recordRow = camelRow({
  channel: v.picklist(LIST_CHANNELS),
  address: v.string(),
  status: v.picklist(SUBSCRIBER_STATUSES),
  consented_at: v.date(),
  consent_source: v.string(),
  consent_words: v.string(),
  confirmed_at: v.nullable(v.date()),
  unsubscribed_at: v.nullable(v.date()),
  confirmation_words: v.nullable(v.string()),
  confirm_reply_sid: v.nullable(v.string()),
});

/** Every row with its evidence, e-mails first, in the order they first asked. */
export const listSubscribers = (db: Db): Promise<SubscriberRecord[]> =>
  readRows(
    db,
    'subscribers',
    recordRow,
    `SELECT channel, address, status, consented_at, consent_source, consent_words, confirmed_at, unsubscribed_at,
       confirmation_words, confirm_reply_sid
     FROM subscribers ORDER BY channel, id`,
  );
