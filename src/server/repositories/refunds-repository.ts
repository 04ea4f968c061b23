import * as v from 'valibot';
import { camelRow, type Db, readRow } from '../db';

const refundCandidateSchema = camelRow({
  status: v.string(),
  payment_intent_id: v.nullable(v.string()),
  total_cents: v.number(),
  refunded_at: v.nullable(v.date()),
});

/** What deciding on an order's refund reads of it. */
export type RefundCandidate = v.InferOutput<typeof refundCandidateSchema>;

/**
 * The order's payment and refund, its row locked until the transaction ends: a second cancel of the
 * same order waits here until the first has recorded its refund, then finds it refunded. Null when
 * there is no such order.
 */
export const lockOrderForRefund = (tx: Db, orderId: number): Promise<RefundCandidate | null> =>
  readRow(
    tx,
    'orders',
    refundCandidateSchema,
    'SELECT status, payment_intent_id, total_cents, refunded_at FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );

/**
 * Marks the order refunded by the gateway's refund `refundId`, unless it already is: a refund is
 * recorded once and never rewritten (where the lock does not hold, as on the in-memory test
 * database whose connections share one session, a twin request answered by the same refund keeps
 * the first one's time).
 */
export async function recordRefund(tx: Db, orderId: number, refundId: string): Promise<void> {
  await tx.query(
    'UPDATE orders SET refunded_at = now(), refund_id = $2, updated_at = now() WHERE id = $1 AND refunded_at IS NULL',
    [orderId, refundId],
  );
}
