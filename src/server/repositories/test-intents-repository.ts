import type { Cents } from '@/domain/money';
import { getDb } from '../db';

/** Stripe's payment intent statuses that the test gateway uses. */
export type TestIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface TestIntentRecord {
  id: string;
  clientSecret: string;
  checkoutId: string | null;
  amountCents: Cents;
  currency: string;
  status: TestIntentStatus;
  receiptEmail: string | null;
  lastError: string | null;
  cardLast4: string | null;
}

interface TestIntentRow {
  id: string;
  client_secret: string;
  checkout_id: string | null;
  amount_cents: number;
  currency: string;
  status: TestIntentStatus;
  receipt_email: string | null;
  last_error: string | null;
  card_last4: string | null;
}

const toRecord = (row: TestIntentRow): TestIntentRecord => ({
  id: row.id,
  clientSecret: row.client_secret,
  checkoutId: row.checkout_id,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  receiptEmail: row.receipt_email,
  lastError: row.last_error,
  cardLast4: row.card_last4,
});

const COLUMNS = 'id, client_secret, checkout_id, amount_cents, currency, status, receipt_email, last_error, card_last4';

export async function insertTestIntent(intent: {
  id: string;
  clientSecret: string;
  checkoutId: string;
  amountCents: Cents;
  receiptEmail: string | null;
}): Promise<void> {
  const db = await getDb();
  await db.sql`
    INSERT INTO test_payment_intents (id, client_secret, checkout_id, amount_cents, receipt_email)
    VALUES (${intent.id}, ${intent.clientSecret}, ${intent.checkoutId}::uuid, ${intent.amountCents}, ${intent.receiptEmail})`;
}

export async function findTestIntent(id: string): Promise<TestIntentRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<TestIntentRow>`SELECT ${db.sql.raw(COLUMNS)} FROM test_payment_intents WHERE id = ${id}`;
  return row ? toRecord(row) : null;
}

export async function findTestIntentBySecret(clientSecret: string): Promise<TestIntentRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<TestIntentRow>`
    SELECT ${db.sql.raw(COLUMNS)} FROM test_payment_intents WHERE client_secret = ${clientSecret}`;
  return row ? toRecord(row) : null;
}

/**
 * Moves an intent to a new status, unless it has already succeeded or been canceled: a paid
 * intent is final, so a late or repeated confirmation can never undo it. Null when nothing changed.
 */
export async function updateTestIntent(
  id: string,
  change: { status: TestIntentStatus; lastError: string | null; cardLast4?: string },
): Promise<TestIntentRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<TestIntentRow>`
    UPDATE test_payment_intents
    SET status = ${change.status}, last_error = ${change.lastError},
      card_last4 = COALESCE(${change.cardLast4 ?? null}, card_last4), updated_at = now()
    WHERE id = ${id} AND status NOT IN ('succeeded', 'canceled')
    RETURNING ${db.sql.raw(COLUMNS)}`;
  return row ? toRecord(row) : null;
}
