import * as v from 'valibot';
import { CHANNELS, OUTBOX_CHANNELS, type OutboxChannel } from '@/domain/outbox/channel';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

/** A message for the outbox: how it goes, what it is about, what it says, to whom, and when. */
export interface OutboxMessage {
  channel: OutboxChannel;
  /** What it is about, for the owner's message log: 'receipt', 'status:ready', 'new-order', ... */
  kind: string;
  /** The order it is about, if any. */
  orderId?: number;
  /** An e-mail address, a phone number (E.164) or a push subscription's endpoint. */
  to: string;
  /** An e-mail's subject, a push notification's title, a text's short description. */
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
  /** The announcement it is part of (the message log counts its messages). */
  announcementId?: number;
  /**
   * An e-mail's extra headers (an announcement's List-Unsubscribe, RFC 8058). They may hold a
   * secret, so they are cleared with the secrets once the message is out of the outbox's hands.
   */
  headers?: Readonly<Record<string, string>>;
}

const unsentSchema = camelRow({ secrets: v.array(v.string()), send_after: v.date() });

/** The message of this key while it waits to be sent or is being tried (not once sent or given up), or null. */
export const unsentMessage = (db: Db, dedupeKey: string) =>
  readRow(
    db,
    'outbox',
    unsentSchema,
    'SELECT secrets, send_after FROM outbox WHERE dedupe_key = $1 AND sent_at IS NULL AND gave_up_at IS NULL',
    [dedupeKey],
  );

/** The secrets a message still holds (none once the mail server has it, or it was given up). */
export async function unsentSecrets(db: Db, dedupeKey: string): Promise<string[]> {
  return (await unsentMessage(db, dedupeKey))?.secrets ?? [];
}

/** Queues a message; false when one with the same dedupe key was queued before. */
export async function insertOutboxMessage(db: Db, message: OutboxMessage): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO outbox (channel, kind, order_id, to_address, subject, text_body, html_body, secrets, dedupe_key,
       send_after, next_attempt_at, announcement_id, headers)
     VALUES ($8, $9, $10, $1, $2, $3, $4, $5, $6, COALESCE($7, now()), COALESCE($7, now()), $11, $12::jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      message.secrets ?? [],
      message.dedupeKey ?? null,
      message.sendAfter ?? null,
      message.channel,
      message.kind,
      message.orderId ?? null,
      message.announcementId ?? null,
      JSON.stringify(message.headers ?? {}),
    ],
  );
  return rows.length > 0;
}

/** Takes back a message not sent yet (a rating request the customer no longer needs). */
export async function withdrawUnsentMail(db: Db, dedupeKey: string): Promise<void> {
  await db.query('DELETE FROM outbox WHERE dedupe_key = $1 AND sent_at IS NULL', [dedupeKey]);
}

const dueMessageSchema = camelRow({
  id: bigintColumn,
  channel: v.picklist(OUTBOX_CHANNELS),
  kind: v.string(),
  to_address: v.string(),
  subject: v.string(),
  text_body: v.string(),
  html_body: v.nullable(v.string()),
  secrets: v.array(v.string()),
  attempts: v.number(),
  send_after: v.date(),
  headers: v.record(v.string(), v.string()),
});

export type DueMessage = v.InferOutput<typeof dueMessageSchema>;

/**
 * Claims up to `batch` due messages of the given channels (those the sender can send now; the
 * others wait in the outbox) with SKIP LOCKED, so two senders never take the same one, and counts
 * the attempt before sending, so a message whose sender crashes is neither lost nor sent in a
 * loop: it is due again after `claim` (an interval, '5 minutes').
 */
export const claimDueMessages = (
  db: Db,
  channels: readonly OutboxChannel[],
  batch: number,
  claim: string,
): Promise<DueMessage[]> =>
  readRows(
    db,
    'outbox',
    dueMessageSchema,
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + $2::interval
     WHERE id IN (
       SELECT id FROM outbox
       WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= now() AND channel = ANY($3::text[])
       ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, channel, kind, to_address, subject, text_body, html_body, secrets, attempts, send_after, headers`,
    [batch, claim, [...channels]],
  );

/** The message's bodies as kept once it is out of the outbox's hands (its secrets removed). */
export interface KeptBodies {
  text: string;
  html: string | null;
}

export async function markMessageSent(db: Db, id: number, kept: KeptBodies): Promise<void> {
  await db.query(
    `UPDATE outbox SET sent_at = now(), error = NULL, text_body = $2, html_body = $3, secrets = '{}', headers = '{}'
     WHERE id = $1`,
    [id, kept.text, kept.html],
  );
}

/** Hands claimed messages back untried (a sender out of time): due again now, the attempt not counted. */
export async function releaseClaims(db: Db, ids: readonly number[]): Promise<void> {
  await db.query(
    'UPDATE outbox SET attempts = attempts - 1, next_attempt_at = now() WHERE id = ANY($1::bigint[]) AND sent_at IS NULL',
    [[...ids]],
  );
}

export async function scheduleMessageRetry(db: Db, id: number, error: string, at: Date): Promise<void> {
  await db.query('UPDATE outbox SET error = $2, next_attempt_at = $3 WHERE id = $1', [id, error, at]);
}

export async function markMessageGivenUp(db: Db, id: number, error: string, kept: KeptBodies): Promise<void> {
  await db.query(
    `UPDATE outbox SET error = $2, gave_up_at = now(), text_body = $3, html_body = $4, secrets = '{}', headers = '{}'
     WHERE id = $1`,
    [id, error, kept.text, kept.html],
  );
}

const loggedSchema = camelRow({
  id: bigintColumn,
  order_id: v.nullable(bigintColumn),
  channel: v.picklist(CHANNELS),
  kind: v.string(),
  to_address: v.string(),
  subject: v.string(),
  created_at: v.date(),
  sent_at: v.nullable(v.date()),
  gave_up_at: v.nullable(v.date()),
  error: v.nullable(v.string()),
});

export type LoggedMessage = v.InferOutput<typeof loggedSchema>;

/**
 * An order's messages (or, for null, every order's and the others), newest first, at most `limit`:
 * e-mails, texts and pushes only (the CDN's purges and the geocoder's look-ups are nobody's
 * messages). Announcements' messages (hundreds at once, counted on /admin/notify instead) are not
 * listed either: they would crowd the orders' messages out of the newest.
 */
export const listMessages = (db: Db, orderId: number | null, limit: number): Promise<LoggedMessage[]> =>
  readRows(
    db,
    'outbox',
    loggedSchema,
    `SELECT id, order_id, channel, kind, to_address, subject, created_at, sent_at, gave_up_at, error FROM outbox
     WHERE ($1::bigint IS NULL OR order_id = $1::bigint) AND channel = ANY($3::text[]) AND kind <> 'announcement'
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [orderId, limit, [...CHANNELS]],
  );

/**
 * The newest batch of each channel's messages of `kind`: the rows one transaction queued together
 * (they share its `now()`), so a push sent to every device reads as one send. Oldest first.
 */
export const listNewestOfKind = (db: Db, kind: string): Promise<LoggedMessage[]> =>
  readRows(
    db,
    'outbox',
    loggedSchema,
    `SELECT id, order_id, channel, kind, to_address, subject, created_at, sent_at, gave_up_at, error FROM outbox
     WHERE kind = $1 AND (channel, created_at) IN (
       SELECT channel, max(created_at) FROM outbox WHERE kind = $1 GROUP BY channel)
     ORDER BY id`,
    [kind],
  );

const countsSchema = camelRow({ waiting: v.number(), overdue: v.number(), given_up: v.number() });

/**
 * The outbox's messages not sent yet, those of them due longer than `overdueAfter` (an interval),
 * and those given up; the CDN's purges and the geocoder's look-ups are nobody's message and are
 * left out.
 */
export async function countOutbox(
  db: Db,
  overdueAfter: string,
): Promise<{ waiting: number; overdue: number; givenUp: number }> {
  const counts = await readRows(
    db,
    'outbox',
    countsSchema,
    `SELECT count(*) FILTER (WHERE sent_at IS NULL AND gave_up_at IS NULL)::int AS waiting,
            count(*) FILTER (WHERE sent_at IS NULL AND gave_up_at IS NULL
                             AND send_after < now() - $1::interval)::int AS overdue,
            count(*) FILTER (WHERE gave_up_at IS NOT NULL)::int AS given_up
     FROM outbox WHERE channel = ANY($2::text[])`,
    [overdueAfter, [...CHANNELS]],
  );
  return counts[0] ?? { waiting: 0, overdue: 0, givenUp: 0 };
}
