import * as v from 'valibot';
import { ORDERING_MODES } from '@/domain/fulfilment/drops';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from '@/domain/notify/announcement-due';
import { LIST_CHANNELS, type ListChannel, TEXTS_PER_MONTH_MAX } from '@/domain/notify/notify-list';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

export type { AnnouncementKind };

export interface NewAnnouncement {
  kind: AnnouncementKind;
  /** The drop it belongs to; null for one sent by hand. */
  periodId: number | null;
  subject: string;
  text: string;
  channels: readonly ListChannel[];
  sendAt: Date;
  createdByEmail: string;
}

/** Records an announcement to be queued once `sendAt` has come; answers its id. */
export async function insertAnnouncement(db: Db, announcement: NewAnnouncement): Promise<number> {
  const row = await readRow(
    db,
    'announcements',
    v.object({ id: bigintColumn }),
    `INSERT INTO announcements (kind, period_id, subject, text_body, channels, send_at, created_by_email)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7) RETURNING id`,
    [
      announcement.kind,
      announcement.periodId,
      announcement.subject,
      announcement.text,
      [...announcement.channels],
      announcement.sendAt,
      announcement.createdByEmail,
    ],
  );
  if (!row) throw new Error('Recording the announcement returned no row');
  return row.id;
}

/** Takes back a drop's announcements not queued yet (the drop changed or was removed). */
export async function deleteUnqueuedAnnouncementsOf(db: Db, periodId: number): Promise<void> {
  await db.query('DELETE FROM announcements WHERE period_id = $1 AND queued_at IS NULL', [periodId]);
}

/** The kinds of a drop's announcements already queued (sent, or being sent): never queued again. */
export async function queuedKindsOf(db: Db, periodId: number): Promise<Set<AnnouncementKind>> {
  const rows = await readRows(
    db,
    'announcements',
    v.object({ kind: v.picklist(['manual', 'opening', 'reminder']) }),
    'SELECT kind FROM announcements WHERE period_id = $1 AND queued_at IS NOT NULL',
    [periodId],
  );
  return new Set(rows.map((row) => row.kind));
}

const openingWordsSchema = camelRow({ period_id: bigintColumn, subject: v.string(), text_body: v.string() });

/** The words of each drop's opening announcement, by drop. */
export async function openingWordsOf(
  db: Db,
  periodIds: readonly number[],
): Promise<Map<number, { subject: string; text: string }>> {
  const rows = await readRows(
    db,
    'announcements',
    openingWordsSchema,
    `SELECT period_id, subject, text_body FROM announcements
     WHERE kind = 'opening' AND period_id = ANY($1::bigint[])`,
    [[...periodIds]],
  );
  return new Map(rows.map((row) => [row.periodId, { subject: row.subject, text: row.textBody }]));
}

const claimedSchema = camelRow({
  id: bigintColumn,
  kind: v.picklist(ANNOUNCEMENT_KINDS),
  subject: v.string(),
  text_body: v.string(),
  channels: v.array(v.picklist(LIST_CHANNELS)),
  opens_at: v.nullable(v.date()),
  closes_at: v.nullable(v.date()),
  ordering_mode: v.picklist(ORDERING_MODES),
});

/** An announcement claimed for queuing, with its drop's times and the shop's ordering mode. */
export type ClaimedAnnouncement = v.InferOutput<typeof claimedSchema>;

/**
 * Claims the oldest announcement due at `now` and not queued yet (only `id`, when given), locking
 * its row until `tx` ends. SKIP LOCKED passes over one another sender holds, and queued_at, set in
 * the same transaction (markAnnouncementQueued), keeps it from being claimed again once committed:
 * two senders never queue an announcement twice.
 */
export const claimDueAnnouncement = (
  tx: Db,
  now: Date,
  id: number | null = null,
): Promise<ClaimedAnnouncement | null> =>
  readRow(
    tx,
    'announcements',
    claimedSchema,
    `SELECT a.id, a.kind, a.subject, a.text_body, a.channels, p.opens_at, p.closes_at,
       COALESCE((SELECT ordering_mode FROM business_settings WHERE id = 1), 'always') AS ordering_mode
     FROM announcements a LEFT JOIN ordering_periods p ON p.id = a.period_id
     WHERE a.queued_at IS NULL AND a.send_at <= $1 AND ($2::bigint IS NULL OR a.id = $2::bigint)
     ORDER BY a.send_at, a.id LIMIT 1
     FOR UPDATE OF a SKIP LOCKED`,
    [now, id],
  );

export async function markAnnouncementQueued(tx: Db, id: number): Promise<void> {
  await tx.query('UPDATE announcements SET queued_at = now() WHERE id = $1', [id]);
}

/** A confirmed subscriber an announcement may go to: e-mails, and numbers that never replied STOP. */
const REACHABLE = `s.status = 'confirmed'
  AND (s.channel <> 'sms' OR NOT EXISTS (SELECT 1 FROM sms_opt_outs x WHERE x.phone = s.address))`;

/**
 * The subscriber booked an order (any not cancelled) from $2 up to $3: by the e-mail, whatever its
 * case, or by the phone, as the order's texts number (E.164) or as typed at checkout ('(913)
 * 555-0142': its last ten digits, every list number being +1).
 */
const ORDERED_BETWEEN = `EXISTS (
  SELECT 1 FROM orders o
  WHERE o.status <> 'cancelled' AND o.created_at >= $2 AND o.created_at < $3
    AND CASE s.channel
      WHEN 'email' THEN lower(o.customer_email) = lower(s.address)
      ELSE o.text_phone = s.address OR right(regexp_replace(o.customer_phone, '\\D', '', 'g'), 10) = right(s.address, 10)
    END)`;

export interface Recipient {
  subscriberId: number;
  address: string;
}

/**
 * A number has had fewer than $5 announcement texts in the 30 days before $4: the consent's words
 * promise at most that many a month (src/domain/notify/notify-list.ts), so the next waits.
 */
const UNDER_MONTHLY_TEXTS = `(s.channel <> 'sms' OR (
  SELECT count(*) FROM outbox x
  WHERE x.kind = 'announcement' AND x.channel = 'sms' AND x.to_address = s.address
    AND x.created_at > $4::timestamptz - interval '30 days') < $5)`;

/**
 * The subscribers of `channel` an announcement goes to at `now`, in the order they joined; with
 * `notOrderedIn` (a reminder), only those who have not ordered in that period. A number that had
 * its month's texts already is left out.
 */
export const recipientsOf = (
  db: Db,
  channel: ListChannel,
  notOrderedIn: { from: Date; to: Date } | null,
  now: Date,
): Promise<Recipient[]> =>
  readRows(
    db,
    'subscribers',
    v.object({ subscriberId: bigintColumn, address: v.string() }),
    `SELECT s.id AS "subscriberId", s.address FROM subscribers s
     WHERE s.channel = $1 AND ${REACHABLE} AND ($2::timestamptz IS NULL OR NOT ${ORDERED_BETWEEN})
       AND ${UNDER_MONTHLY_TEXTS}
     ORDER BY s.id`,
    [channel, notOrderedIn?.from ?? null, notOrderedIn?.to ?? null, now, TEXTS_PER_MONTH_MAX],
  );

/** How many an announcement would go to now, by channel. */
export async function countRecipients(db: Db): Promise<Record<ListChannel, number>> {
  const row = await readRow(
    db,
    'subscribers',
    v.object({ email: v.number(), sms: v.number() }),
    `SELECT count(*) FILTER (WHERE s.channel = 'email')::int AS email, count(*) FILTER (WHERE s.channel = 'sms')::int AS sms
     FROM subscribers s WHERE ${REACHABLE}`,
  );
  return row ?? { email: 0, sms: 0 };
}

const countColumns = (channel: ListChannel) =>
  `count(o.id) FILTER (WHERE o.channel = '${channel}' AND o.sent_at IS NULL AND o.gave_up_at IS NULL)::int AS ${channel}_queued,
   count(o.id) FILTER (WHERE o.channel = '${channel}' AND o.sent_at IS NOT NULL)::int AS ${channel}_sent,
   count(o.id) FILTER (WHERE o.channel = '${channel}' AND o.gave_up_at IS NOT NULL)::int AS ${channel}_failed`;

const listedSchema = camelRow({
  id: bigintColumn,
  kind: v.picklist(ANNOUNCEMENT_KINDS),
  period_id: v.nullable(bigintColumn),
  subject: v.string(),
  text_body: v.string(),
  channels: v.array(v.picklist(LIST_CHANNELS)),
  send_at: v.date(),
  queued_at: v.nullable(v.date()),
  email_queued: v.number(),
  email_sent: v.number(),
  email_failed: v.number(),
  sms_queued: v.number(),
  sms_sent: v.number(),
  sms_failed: v.number(),
});

export type ListedAnnouncement = v.InferOutput<typeof listedSchema>;

/**
 * The latest `limit` announcements by their time to send, scheduled ones first, each with its
 * outbox messages counted by channel: waiting (not sent, not given up), sent, and given up.
 */
export const listAnnouncements = (db: Db, limit: number): Promise<ListedAnnouncement[]> =>
  readRows(
    db,
    'announcements',
    listedSchema,
    `SELECT a.id, a.kind, a.period_id, a.subject, a.text_body, a.channels, a.send_at, a.queued_at,
       ${countColumns('email')}, ${countColumns('sms')}
     FROM (SELECT * FROM announcements ORDER BY send_at DESC, id DESC LIMIT $1) a
     LEFT JOIN outbox o ON o.announcement_id = a.id
     GROUP BY a.id, a.kind, a.period_id, a.subject, a.text_body, a.channels, a.send_at, a.queued_at
     ORDER BY a.send_at DESC, a.id DESC`,
    [limit],
  );
