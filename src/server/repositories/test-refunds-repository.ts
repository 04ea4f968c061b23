import * as v from 'valibot';
import { camelRow, type Db, readRow, readRows } from '../db';

/** Why the test gateway would not refund: as Stripe says it, in words the logs can keep. */
export type TestRefundRefusal = 'no_such_payment' | 'payment_not_completed' | 'charge_already_refunded';

const testRefundSchema = camelRow({
  id: v.string(),
  payment_intent_id: v.string(),
  amount_cents: v.number(),
  status: v.literal('succeeded'),
});

export type TestRefundRecord = v.InferOutput<typeof testRefundSchema>;

/**
 * Records a refund of a test payment, once per idempotency key (inside the caller's transaction):
 * the same key answers the refund it already made, as Stripe does. The payment's row is locked
 * first, so two refunds of one payment are decided one after the other and never pay back more
 * than was paid. A refund with the key is looked for last, so a request that lost a race to its
 * own twin still answers the twin's refund.
 */
export async function insertTestRefund(
  tx: Db,
  refund: { id: string; paymentIntentId: string; amountCents: number; idempotencyKey: string },
): Promise<TestRefundRecord | TestRefundRefusal> {
  const intent = await readRow(
    tx,
    'test_payment_intents',
    v.object({ status: v.string(), amount_cents: v.number() }),
    'SELECT status, amount_cents FROM test_payment_intents WHERE id = $1 FOR UPDATE',
    [refund.paymentIntentId],
  );
  if (!intent) return 'no_such_payment';
  const refunded = await readRow(
    tx,
    'test_refunds',
    v.object({ cents: v.string() }),
    'SELECT COALESCE(sum(amount_cents), 0)::bigint AS cents FROM test_refunds WHERE payment_intent_id = $1',
    [refund.paymentIntentId],
  );
  const tooMuch = Number(refunded?.cents ?? 0) + refund.amountCents > intent.amount_cents;
  if (intent.status === 'succeeded' && !tooMuch) {
    await tx.query(
      `INSERT INTO test_refunds (id, payment_intent_id, amount_cents, idempotency_key)
       VALUES ($1, $2, $3, $4) ON CONFLICT (idempotency_key) DO NOTHING`,
      [refund.id, refund.paymentIntentId, refund.amountCents, refund.idempotencyKey],
    );
  }
  const made = await readRow(
    tx,
    'test_refunds',
    testRefundSchema,
    'SELECT id, payment_intent_id, amount_cents, status FROM test_refunds WHERE idempotency_key = $1',
    [refund.idempotencyKey],
  );
  if (made) return made;
  return intent.status === 'succeeded' ? 'charge_already_refunded' : 'payment_not_completed';
}

/** Every refund of a test payment, oldest first. */
export const testRefundsOf = (db: Db, paymentIntentId: string): Promise<TestRefundRecord[]> =>
  readRows(
    db,
    'test_refunds',
    testRefundSchema,
    'SELECT id, payment_intent_id, amount_cents, status FROM test_refunds WHERE payment_intent_id = $1 ORDER BY created_at, id',
    [paymentIntentId],
  );
