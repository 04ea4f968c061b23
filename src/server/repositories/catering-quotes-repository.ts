import * as v from 'valibot';
import type { CateringQuoteMoney } from '@/domain/catering/catering-quote';
import { type ResolvedQuote, resolvedQuoteSchema } from '@/domain/catering/catering-quote-body';
import type { StoredCateringQuote } from '@/domain/catering/catering-quote-view';
import { taxLineSchema } from '@/domain/order/order-contract';
import { TAX_CATEGORIES } from '@/domain/order-money/tax-category';
import { bigintColumn, type Db, readRow, readRows } from '../db';

/* The versions of a catering request's quote (migration 0049). */

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const moneySchema = v.object({
  lines: v.array(
    v.object({
      productId: v.number(),
      name: v.string(),
      pieces: v.number(),
      priceEachCents: cents,
      taxCategory: v.picklist(TAX_CATEGORIES),
      totalCents: cents,
    }),
  ),
  subtotalCents: cents,
  discountCents: cents,
  serviceChargeCents: cents,
  setupCents: cents,
  deliveryFeeCents: cents,
  taxLines: v.array(taxLineSchema),
  taxCents: cents,
  totalCents: cents,
  depositCents: cents,
  balanceCents: cents,
  taxPlace: v.nullable(v.object({ name: v.string(), state: v.string() })),
}) satisfies v.GenericSchema<unknown, CateringQuoteMoney>;

const quoteRow = v.pipe(
  v.object({
    id: bigintColumn,
    catering_request_id: bigintColumn,
    version: v.number(),
    body: resolvedQuoteSchema,
    money: moneySchema,
    over_limits: v.boolean(),
    saved_at: v.date(),
    sent_at: v.nullable(v.date()),
    accepted_at: v.nullable(v.date()),
  }),
  v.transform(
    (row): StoredCateringQuote => ({
      id: row.id,
      requestId: row.catering_request_id,
      version: row.version,
      body: row.body as ResolvedQuote,
      money: row.money,
      overLimits: row.over_limits,
      savedAt: row.saved_at,
      sentAt: row.sent_at,
      acceptedAt: row.accepted_at,
    }),
  ),
);

const COLUMNS = 'id, catering_request_id, version, body, money, over_limits, saved_at, sent_at, accepted_at';

/**
 * Saves the owner's draft: the newest version while it is unsent, else a new version after it (a
 * revision of a quote already sent). Inside the caller's transaction, which holds the request's lock.
 */
export async function saveDraftQuote(
  tx: Db,
  requestId: number,
  quote: { body: ResolvedQuote; money: CateringQuoteMoney },
): Promise<StoredCateringQuote> {
  const params = [requestId, JSON.stringify(quote.body), JSON.stringify(quote.money)];
  const updated = await readRow(
    tx,
    'catering_quotes',
    quoteRow,
    `UPDATE catering_quotes SET body = $2::jsonb, money = $3::jsonb, saved_at = now()
      WHERE id = (SELECT id FROM catering_quotes WHERE catering_request_id = $1 ORDER BY version DESC LIMIT 1)
        AND sent_at IS NULL
      RETURNING ${COLUMNS}`,
    params,
  );
  if (updated) return updated;
  const inserted = await readRow(
    tx,
    'catering_quotes',
    quoteRow,
    `INSERT INTO catering_quotes (catering_request_id, version, body, money)
     VALUES ($1, COALESCE((SELECT max(version) FROM catering_quotes WHERE catering_request_id = $1), 0) + 1,
       $2::jsonb, $3::jsonb)
     RETURNING ${COLUMNS}`,
    params,
  );
  if (!inserted) throw new Error('The catering quote was not stored');
  return inserted;
}

/** Every version of the request's quote, oldest first. */
export const listQuotes = (db: Db, requestId: number): Promise<StoredCateringQuote[]> =>
  readRows(
    db,
    'catering_quotes',
    quoteRow,
    `SELECT ${COLUMNS} FROM catering_quotes WHERE catering_request_id = $1 ORDER BY version`,
    [requestId],
  );

/** Stamps a version sent, recording whether the owner went ahead over the day's kitchen limit. */
export async function markQuoteSent(tx: Db, quoteId: number, overLimits: boolean): Promise<void> {
  await tx.query('UPDATE catering_quotes SET sent_at = now(), over_limits = $2 WHERE id = $1 AND sent_at IS NULL', [
    quoteId,
    overLimits,
  ]);
}

/** Stamps a sent version accepted by the customer. */
export async function markQuoteAccepted(tx: Db, quoteId: number): Promise<void> {
  await tx.query(
    'UPDATE catering_quotes SET accepted_at = now() WHERE id = $1 AND sent_at IS NOT NULL AND accepted_at IS NULL',
    [quoteId],
  );
}

const dueRow = v.pipe(
  v.object({ catering_request_id: bigintColumn, balance_due_on: v.string() }),
  v.transform((row) => ({ requestId: row.catering_request_id, quote: { balanceDueOn: row.balance_due_on } })),
);

/**
 * The accepted events that have not had a balance link yet, with the due date of the quote they
 * accepted last (the scheduled sender checks its time); the request's link is the first of its kind.
 */
export const dueCateringBalances = (db: Db) =>
  readRows(
    db,
    'catering_quotes',
    dueRow,
    `SELECT DISTINCT ON (r.id) r.id AS catering_request_id, q.body->>'balanceDueOn' AS balance_due_on
       FROM catering_requests r
       JOIN orders o ON o.catering_request_id = r.id
       JOIN catering_quotes q ON q.catering_request_id = r.id AND q.accepted_at IS NOT NULL
      WHERE r.status = 'accepted'
        AND NOT EXISTS (SELECT 1 FROM payment_links l WHERE l.order_id = o.id AND l.purpose = 'balance')
      ORDER BY r.id, q.version DESC
      LIMIT 50`,
  );

const quotedRow = v.pipe(
  v.object({ catering_request_id: bigintColumn, expires_on: v.string() }),
  v.transform((row) => ({ requestId: row.catering_request_id, quote: { expiresOn: row.expires_on } })),
);

/** The requests waiting on a quote the customer has not accepted, with its expiry date (the newest sent). */
export const quotedCateringRequests = (db: Db) =>
  readRows(
    db,
    'catering_quotes',
    quotedRow,
    `SELECT DISTINCT ON (r.id) r.id AS catering_request_id, q.body->>'expiresOn' AS expires_on
       FROM catering_requests r
       JOIN catering_quotes q ON q.catering_request_id = r.id AND q.sent_at IS NOT NULL
      WHERE r.status = 'quoted'
      ORDER BY r.id, q.version DESC
      LIMIT 50`,
  );

/** A revision's acceptance undone: its refund failed and its order was put back as it was. */
export async function clearQuoteAccepted(tx: Db, quoteId: number): Promise<void> {
  await tx.query('UPDATE catering_quotes SET accepted_at = NULL WHERE id = $1', [quoteId]);
}
