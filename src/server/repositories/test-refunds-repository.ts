import type { Cents } from '@/domain/money';
import { withTransaction } from '../db';

export interface TestRefundRecord {
  id: string;
  paymentIntentId: string;
  amountCents: Cents;
  status: 'succeeded';
}

/** Why the test gateway would not refund: as Stripe says it, in words the logs can keep. */
export type TestRefundRefusal = 'no_such_payment' | 'payment_not_completed' | 'charge_already_refunded';

interface TestRefundRow {
  id: string;
  payment_intent_id: string;
  amount_cents: number;
  status: 'succeeded';
}

const toRecord = (row: TestRefundRow): TestRefundRecord => ({
  id: row.id,
  paymentIntentId: row.payment_intent_id,
  amountCents: row.amount_cents,
  status: row.status,
});

/**
 * Records a refund of a test payment, once per idempotency key: the same key answers the refund it
 * already made, as Stripe does. The payment's row is locked first, so two refunds of one payment
 * are decided one after the other and never pay back more than was paid. A refund with the key
 * is looked for last, so a request that lost a race to its own twin still answers the twin's refund.
 */
export async function insertTestRefund(refund: {
  id: string;
  paymentIntentId: string;
  amountCents: Cents;
  idempotencyKey: string;
}): Promise<TestRefundRecord | TestRefundRefusal> {
  return withTransaction(async (tx) => {
    const { rows: intents } = await tx.query<{ status: string; amount_cents: number }>(
      'SELECT status, amount_cents FROM test_payment_intents WHERE id = $1 FOR UPDATE',
      [refund.paymentIntentId],
    );
    const intent = intents[0];
    if (!intent) return 'no_such_payment';
    const { rows: refunded } = await tx.query<{ cents: string }>(
      'SELECT COALESCE(sum(amount_cents), 0)::bigint AS cents FROM test_refunds WHERE payment_intent_id = $1',
      [refund.paymentIntentId],
    );
    const tooMuch = Number(refunded[0]?.cents ?? 0) + refund.amountCents > intent.amount_cents;
    if (intent.status === 'succeeded' && !tooMuch) {
      await tx.query(
        `INSERT INTO test_refunds (id, payment_intent_id, amount_cents, idempotency_key)
         VALUES ($1, $2, $3, $4) ON CONFLICT (idempotency_key) DO NOTHING`,
        [refund.id, refund.paymentIntentId, refund.amountCents, refund.idempotencyKey],
      );
    }
    const { rows } = await tx.query<TestRefundRow>(
      'SELECT id, payment_intent_id, amount_cents, status FROM test_refunds WHERE idempotency_key = $1',
      [refund.idempotencyKey],
    );
    if (rows[0]) return toRecord(rows[0]);
    return intent.status === 'succeeded' ? 'charge_already_refunded' : 'payment_not_completed';
  });
}
