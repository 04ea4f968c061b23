import * as v from 'valibot';
import { bigintColumn, camelRow, contestedPoint, type Db, readRow, readRows } from '../db';

/*
 * A link pays an order's first payment ('order': what the owner entered; 'deposit': a catering
 * order's, issue 48) or a later one ('difference': a change's; 'balance': a catering order's rest),
 * which the gateway takes and records on the link.
 */
export const LINK_PURPOSES = ['order', 'difference', 'deposit', 'balance'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];
export type LinkEnding = 'expired' | 'cancelled' | 'paid-otherwise';

const linkSchema = camelRow({
  id: bigintColumn,
  order_id: bigintColumn,
  purpose: v.picklist(LINK_PURPOSES),
  amount_cents: v.number(),
  sent_to_phone: v.nullable(v.string()),
  sent_to_email: v.nullable(v.string()),
  expires_at: v.date(),
  paid_at: v.nullable(v.date()),
  payment_intent_id: v.nullable(v.string()),
  ended_at: v.nullable(v.date()),
});

/** A payment link as kept: never its token, only the token's SHA-256. */
export type PaymentLinkRecord = v.InferOutput<typeof linkSchema>;

const COLUMNS = `id, order_id, purpose, amount_cents, sent_to_phone, sent_to_email, expires_at, paid_at,
  payment_intent_id, ended_at`;

export async function insertPaymentLink(
  tx: Db,
  link: {
    orderId: number;
    tokenSha256: string;
    purpose: LinkPurpose;
    amountCents: number;
    sentToPhone: string | null;
    sentToEmail: string | null;
    expiresAt: Date;
  },
): Promise<PaymentLinkRecord> {
  const saved = await readRow(
    tx,
    'payment_links',
    linkSchema,
    `INSERT INTO payment_links (order_id, token_sha256, purpose, amount_cents, sent_to_phone, sent_to_email, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      link.orderId,
      link.tokenSha256,
      link.purpose,
      link.amountCents,
      link.sentToPhone,
      link.sentToEmail,
      link.expiresAt,
    ],
  );
  if (!saved) throw new Error('Saving the payment link returned no row');
  return saved;
}

/** The link a token's hash names, whatever its state: one lookup by a unique key. */
export const findLinkByTokenHash = (db: Db, tokenSha256: string): Promise<PaymentLinkRecord | null> =>
  readRow(db, 'payment_links', linkSchema, `SELECT ${COLUMNS} FROM payment_links WHERE token_sha256 = $1`, [
    tokenSha256,
  ]);

/**
 * The link, its row locked until the caller's transaction ends: a payment and the link's expiry
 * (or its order's cancellation) each decide under this lock, so only one of them ever does.
 */
export const lockLink = (tx: Db, linkId: number): Promise<PaymentLinkRecord | null> =>
  readRow(tx, 'payment_links', linkSchema, `SELECT ${COLUMNS} FROM payment_links WHERE id = $1 FOR UPDATE`, [linkId]);

/** The order's links still open (neither paid nor ended), locked for the caller's transaction. */
export const lockOpenLinksOf = (tx: Db, orderId: number): Promise<PaymentLinkRecord[]> =>
  readRows(
    tx,
    'payment_links',
    linkSchema,
    `SELECT ${COLUMNS} FROM payment_links WHERE order_id = $1 AND paid_at IS NULL AND ended_at IS NULL
     ORDER BY id FOR UPDATE`,
    [orderId],
  );

/**
 * The link was paid by this payment (inside the transaction holding its lock); `capturedCents`:
 * what the gateway took of a difference's payment already (the test gateway's, taken as booked).
 */
export async function markLinkPaid(
  tx: Db,
  linkId: number,
  payment: { paymentIntentId: string; capturedCents: number | null },
): Promise<void> {
  await tx.query(
    `UPDATE payment_links SET paid_at = now(), payment_intent_id = $2,
       captured_cents = CASE WHEN purpose IN ('difference', 'balance') THEN $3::int END
     WHERE id = $1`,
    [linkId, payment.paymentIntentId, payment.capturedCents],
  );
}

/** The gateway took a difference's payment: what it says it took (its amount_received). */
export async function markLinkCaptured(db: Db, paymentIntentId: string, receivedCents: number): Promise<void> {
  await db.query(
    `UPDATE payment_links SET captured_cents = $2
     WHERE payment_intent_id = $1 AND purpose IN ('difference', 'balance') AND captured_cents IS NULL`,
    [paymentIntentId, receivedCents],
  );
}

/** Differences paid by link over a minute ago whose money was not taken (a stopped request left them). */
export const uncapturedDifferences = (db: Db, limit: number): Promise<string[]> =>
  readRows(
    db,
    'payment_links',
    intentIdRow,
    `SELECT payment_intent_id FROM payment_links
     WHERE purpose IN ('difference', 'balance') AND payment_intent_id IS NOT NULL AND captured_cents IS NULL
       AND paid_at < now() - interval '1 minute'
     ORDER BY paid_at LIMIT $1`,
    [limit],
  );

/** The link can no longer be paid: it expired, its order was cancelled, or it was paid otherwise. */
export async function endLink(tx: Db, linkId: number, reason: LinkEnding): Promise<void> {
  await tx.query(
    'UPDATE payment_links SET ended_at = now(), ended_reason = $2 WHERE id = $1 AND paid_at IS NULL AND ended_at IS NULL',
    [linkId, reason],
  );
}

/** Ends every open link of the order, each under its lock (its order cancelled, or paid otherwise). */
export async function endOpenLinks(tx: Db, orderId: number, reason: LinkEnding): Promise<void> {
  for (const link of await lockOpenLinksOf(tx, orderId)) {
    await contestedPoint('payment-link-decision');
    await endLink(tx, link.id, reason);
  }
}

/** Open links of an order's first payment whose hold has run out, oldest first (the scheduled sender's). */
/** The open links whose hold has run out at `now`, the oldest first. */
export const dueLinks = (db: Db, limit: number, now: Date): Promise<PaymentLinkRecord[]> =>
  readRows(
    db,
    'payment_links',
    linkSchema,
    `SELECT ${COLUMNS} FROM payment_links
     WHERE paid_at IS NULL AND ended_at IS NULL AND expires_at <= $2
     ORDER BY expires_at LIMIT $1`,
    [limit, now],
  );

/** A row naming a payment intent, read as its id. */
const intentIdRow = v.pipe(
  v.object({ payment_intent_id: v.string() }),
  v.transform((row) => row.payment_intent_id),
);

/** The payments started for a link (its checkouts' intents), newest first. */
export const linkPaymentIntents = (db: Db, linkId: number): Promise<string[]> =>
  readRows(
    db,
    'checkouts',
    intentIdRow,
    `SELECT payment_intent_id FROM checkouts WHERE payment_link_id = $1 AND payment_intent_id IS NOT NULL
     ORDER BY created_at DESC LIMIT 20`,
    [linkId],
  );

/** While the order's own link is still to pay, it asks the order's total as a change made it. */
export async function setOpenOrderLinkAmount(tx: Db, orderId: number, amountCents: number): Promise<void> {
  await tx.query(
    `UPDATE payment_links SET amount_cents = $2
     WHERE order_id = $1 AND purpose = 'order' AND paid_at IS NULL AND ended_at IS NULL`,
    [orderId, amountCents],
  );
}

/** The order's own (first) link, whatever its state: the ways the customer was reached. */
export const linkOrderOf = (db: Db, orderId: number): Promise<PaymentLinkRecord | null> =>
  readRow(
    db,
    'payment_links',
    linkSchema,
    `SELECT ${COLUMNS} FROM payment_links WHERE order_id = $1 AND purpose = 'order' ORDER BY id LIMIT 1`,
    [orderId],
  );

/** Whether the order was ever given a balance's link (issue 48), whatever became of it. */
export async function hasBalanceLink(db: Db, orderId: number): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM payment_links WHERE order_id = $1 AND purpose = 'balance' LIMIT 1", [
    orderId,
  ]);
  return rows.length > 0;
}

/**
 * A catering event's open balance link asks what the event owes after a change; one owing nothing
 * any more ends (a link asks more than 0).
 */
export async function setOpenBalanceLinkAmount(tx: Db, orderId: number, owedCents: number): Promise<void> {
  await tx.query(
    `UPDATE payment_links SET
       amount_cents = CASE WHEN $2::int > 0 THEN $2::int ELSE amount_cents END,
       ended_at = CASE WHEN $2::int > 0 THEN NULL ELSE now() END,
       ended_reason = CASE WHEN $2::int > 0 THEN NULL ELSE 'cancelled' END
     WHERE order_id = $1 AND purpose = 'balance' AND paid_at IS NULL AND ended_at IS NULL`,
    [orderId, owedCents],
  );
}
