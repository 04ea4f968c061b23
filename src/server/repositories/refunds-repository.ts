import type { Cents } from '@/domain/money';
import type { Queryable } from '../db';

/** What deciding on an order's refund reads of it. */
export interface RefundCandidate {
  status: string;
  paymentIntentId: string | null;
  totalCents: Cents;
  refundedAt: Date | null;
}

/**
 * The order's payment and refund, its row locked until the transaction ends: a second cancel of the
 * same order waits here until the first has recorded its refund, then finds it refunded. Null when
 * there is no such order.
 */
export async function lockOrderForRefund(tx: Queryable, orderId: number): Promise<RefundCandidate | null> {
  const { rows } = await tx.query<{
    status: string;
    payment_intent_id: string | null;
    total_cents: number;
    refunded_at: Date | null;
  }>('SELECT status, payment_intent_id, total_cents, refunded_at FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  const row = rows[0];
  return row
    ? {
        status: row.status,
        paymentIntentId: row.payment_intent_id,
        totalCents: row.total_cents,
        refundedAt: row.refunded_at,
      }
    : null;
}

/**
 * Marks the order refunded by the gateway's refund `refundId`, unless it already is: a refund is
 * recorded once and never rewritten (where the lock does not hold, as on the in-memory test
 * database whose connections share one session, a twin request answered by the same refund keeps
 * the first one's time).
 */
export async function recordRefund(tx: Queryable, orderId: number, refundId: string): Promise<void> {
  await tx.query(
    'UPDATE orders SET refunded_at = now(), refund_id = $2, updated_at = now() WHERE id = $1 AND refunded_at IS NULL',
    [orderId, refundId],
  );
}
