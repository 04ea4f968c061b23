import * as v from 'valibot';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';
import type { StatusChanger } from './orders-repository';

const refundCandidateSchema = camelRow({
  status: v.string(),
  payment_intent_id: v.nullable(v.string()),
  total_cents: v.number(),
  refunded_at: v.nullable(v.date()),
  payment_captured_at: v.nullable(v.date()),
  refund_keep_cents: v.nullable(v.number()),
});

/** What deciding on an order's refund reads of it. */
export type RefundCandidate = v.InferOutput<typeof refundCandidateSchema>;

/**
 * Records that the order's cancellation (and refund) was asked for, by whom, unless it already was,
 * and answers what deciding on the refund needs. The row is locked only for this short statement;
 * the gateway is called after it commits. Null when there is no such order.
 */
export const recordRefundRequest = (
  tx: Db,
  orderId: number,
  changer: StatusChanger,
  keepCents = 0,
): Promise<RefundCandidate | null> =>
  readRow(
    tx,
    'orders',
    refundCandidateSchema,
    `UPDATE orders SET
       refund_keep_cents = CASE WHEN refund_requested_at IS NULL THEN $4::int ELSE refund_keep_cents END,
       refund_requested_at = COALESCE(refund_requested_at, now()),
       refund_requested_by = COALESCE(refund_requested_by, $2), refund_requested_by_email = COALESCE(refund_requested_by_email, $3)
     WHERE id = $1
     RETURNING status, payment_intent_id, total_cents, refunded_at, payment_captured_at, refund_keep_cents`,
    [orderId, changer.userId, changer.email, keepCents],
  );

/**
 * Marks the order refunded by the gateway's refund `refundId`, unless it already is: a refund is
 * recorded once and never rewritten (a twin request answered by the same refund keeps the first
 * one's time).
 */
export async function recordRefund(tx: Db, orderId: number, refundId: string): Promise<void> {
  await tx.query(
    'UPDATE orders SET refunded_at = now(), refund_id = $2, updated_at = now() WHERE id = $1 AND refunded_at IS NULL',
    [orderId, refundId],
  );
}

/** The sequence is over (finished, or refused by the gateway): nothing is left for the scheduled sender. */
export async function clearRefundRequest(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    'UPDATE orders SET refund_requested_at = NULL, refund_requested_by = NULL, refund_requested_by_email = NULL WHERE id = $1',
    [orderId],
  );
}

const unfinishedSchema = v.pipe(
  camelRow({
    id: bigintColumn,
    status: v.string(),
    payment_intent_id: v.nullable(v.string()),
    total_cents: v.number(),
    refunded_at: v.nullable(v.date()),
    payment_captured_at: v.nullable(v.date()),
    refund_keep_cents: v.nullable(v.number()),
    refund_requested_by: v.nullable(bigintColumn),
    refund_requested_by_email: v.string(),
  }),
  v.transform(({ id, refundRequestedBy, refundRequestedByEmail, ...candidate }) => ({
    orderId: id,
    candidate,
    changer: { userId: refundRequestedBy, email: refundRequestedByEmail },
  })),
);

/** Cancellations asked for over `olderThan` ago and not finished (a function stopped mid-way). */
export const unfinishedRefundRequests = (db: Db, olderThan: string) =>
  readRows(
    db,
    'orders',
    unfinishedSchema,
    `SELECT id, status, payment_intent_id, total_cents, refunded_at, payment_captured_at, refund_keep_cents,
       refund_requested_by, refund_requested_by_email
     FROM orders
     WHERE refund_requested_at IS NOT NULL AND status <> 'cancelled' AND refund_requested_at < now() - $1::interval
     ORDER BY refund_requested_at LIMIT 20`,
    [olderThan],
  );
