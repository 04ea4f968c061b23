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
