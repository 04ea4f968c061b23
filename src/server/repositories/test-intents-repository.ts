import * as v from 'valibot';
import { TEST_INTENT_STATUSES } from '@/domain/test-cards';
import { camelRow, type Db, readRow } from '../db';

export type TestIntentStatus = (typeof TEST_INTENT_STATUSES)[number];

const testIntentSchema = camelRow({
  id: v.string(),
  client_secret: v.string(),
  checkout_id: v.nullable(v.string()),
  amount_cents: v.number(),
  currency: v.string(),
  status: v.picklist(TEST_INTENT_STATUSES),
  receipt_email: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
  last_error_code: v.nullable(v.string()),
  card_last4: v.nullable(v.string()),
});

export type TestIntentRecord = v.InferOutput<typeof testIntentSchema>;

const COLUMNS =
  'id, client_secret, checkout_id, amount_cents, currency, status, receipt_email, last_error, last_error_code, card_last4';

const readIntent = (db: Db, text: string, params: readonly unknown[]) =>
  readRow(db, 'test_payment_intents', testIntentSchema, text, params);

export async function insertTestIntent(
  db: Db,
  intent: {
    id: string;
    clientSecret: string;
    checkoutId: string | null;
    amountCents: number;
    receiptEmail: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO test_payment_intents (id, client_secret, checkout_id, amount_cents, receipt_email)
     VALUES ($1, $2, $3::uuid, $4, $5)`,
    [intent.id, intent.clientSecret, intent.checkoutId, intent.amountCents, intent.receiptEmail],
  );
}

/**
 * A saved card's off-session charge (issue 49): authorised, or refused with the bank's error, at
 * once, once per idempotency key. Answers the charge the key made, this call's or an earlier one's.
 */
export async function insertTestCharge(
  db: Db,
  charge: {
    id: string;
    clientSecret: string;
    checkoutId: string;
    amountCents: number;
    receiptEmail: string | null;
    idempotencyKey: string;
    cardLast4: string;
    decline: { code: string; message: string } | null;
  },
): Promise<TestIntentRecord> {
  await db.query(
    `INSERT INTO test_payment_intents (id, client_secret, checkout_id, amount_cents, receipt_email, idempotency_key,
       card_last4, status, last_error, last_error_code)
     VALUES ($1, $2, $3::uuid, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      charge.id,
      charge.clientSecret,
      charge.checkoutId,
      charge.amountCents,
      charge.receiptEmail,
      charge.idempotencyKey,
      charge.cardLast4,
      charge.decline ? 'requires_payment_method' : 'requires_capture',
      charge.decline?.message ?? null,
      charge.decline?.code ?? null,
    ],
  );
  const made = await readIntent(db, `SELECT ${COLUMNS} FROM test_payment_intents WHERE idempotency_key = $1`, [
    charge.idempotencyKey,
  ]);
  if (!made) throw new Error(`Test charge ${charge.idempotencyKey} was neither made nor found`);
  return made;
}

export const findTestIntent = (db: Db, id: string): Promise<TestIntentRecord | null> =>
  readIntent(db, `SELECT ${COLUMNS} FROM test_payment_intents WHERE id = $1`, [id]);

export const findTestIntentBySecret = (db: Db, clientSecret: string): Promise<TestIntentRecord | null> =>
  readIntent(db, `SELECT ${COLUMNS} FROM test_payment_intents WHERE client_secret = $1`, [clientSecret]);

/**
 * Moves an intent to a new status, unless it has already succeeded or been canceled (a paid intent
 * is final, so a late or repeated confirmation can never undo it), and only from `from` when given.
 * The row stays locked to the end of the caller's transaction. Null when nothing changed.
 */
export const updateTestIntent = (
  db: Db,
  id: string,
  change: { status: TestIntentStatus; lastError: string | null; cardLast4?: string; amountCents?: number },
  from?: TestIntentStatus,
): Promise<TestIntentRecord | null> =>
  readIntent(
    db,
    `UPDATE test_payment_intents
     SET status = $2, last_error = $3, card_last4 = COALESCE($4, card_last4),
       amount_cents = COALESCE($6, amount_cents), updated_at = now()
     WHERE id = $1 AND status NOT IN ('succeeded', 'canceled') AND ($5::text IS NULL OR status = $5::text)
     RETURNING ${COLUMNS}`,
    [id, change.status, change.lastError, change.cardLast4 ?? null, from ?? null, change.amountCents ?? null],
  );
