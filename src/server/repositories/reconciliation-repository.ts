import * as v from 'valibot';
import type { RecordedPayment } from '@/domain/reconciliation/reconciliation';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

const paymentSchema = v.pipe(
  camelRow({
    order_id: bigintColumn,
    payment_intent_id: v.string(),
    taken_cents: v.number(),
    refunded_cents: v.number(),
    order_refunded: v.boolean(),
  }),
  v.transform((row): RecordedPayment => row),
);

/** Money of the order recorded as moving in [$1, $2): booked, captured, refunded, or a link or a change's refund. */
const MOVED_IN_RANGE = `(o.created_at >= $1 AND o.created_at < $2)
  OR (o.payment_captured_at >= $1 AND o.payment_captured_at < $2)
  OR (o.refunded_at >= $1 AND o.refunded_at < $2)
  OR EXISTS (SELECT 1 FROM payment_links l WHERE l.order_id = o.id AND l.paid_at >= $1 AND l.paid_at < $2)
  OR EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id AND r.created_at >= $1 AND r.created_at < $2)`;

/**
 * The card payments of every order whose money moved between `from` and `to`, as the shop recorded
 * them: the order's own payment (the storefront's, or the link that paid the order: what was
 * captured, nothing while only authorised) and each link that paid a change's difference (what
 * was captured of it), with what changes paid back of each and whether a cancellation refunded the order.
 * Payments in person are no gateway's and are not read.
 */
export const recordedPayments = (db: Db, from: Date, to: Date): Promise<RecordedPayment[]> =>
  readRows(
    db,
    'orders',
    paymentSchema,
    `WITH moved AS (
       -- Refunded in full; a cancellation that kept some (a catering deposit) recorded its parts instead.
       SELECT o.id, o.refunded_at IS NOT NULL AND COALESCE(o.refund_keep_cents, 0) = 0 AS refunded
       FROM orders o WHERE ${MOVED_IN_RANGE}
     ), payments AS (
       SELECT o.id AS order_id, o.payment_intent_id, COALESCE(o.captured_cents, 0) AS taken_cents, m.refunded
       FROM orders o JOIN moved m ON m.id = o.id WHERE o.payment_intent_id IS NOT NULL
       UNION ALL
       SELECT l.order_id, l.payment_intent_id, COALESCE(l.captured_cents, 0), m.refunded
       FROM payment_links l JOIN moved m ON m.id = l.order_id
       WHERE l.purpose IN ('difference', 'balance') AND l.paid_at IS NOT NULL
     )
     SELECT p.order_id, p.payment_intent_id, p.taken_cents, p.refunded AS order_refunded,
       COALESCE((SELECT sum(r.amount_cents) FROM order_refunds r
         WHERE r.order_id = p.order_id AND r.payment_intent_id = p.payment_intent_id), 0)::int AS refunded_cents
     FROM payments p
     ORDER BY p.order_id, p.payment_intent_id`,
    [from, to],
  );

/** The shop date the daily reconciliation last ran for. */
export async function readReconciledFor(db: Db): Promise<string | null> {
  const row = await readRow(
    db,
    'business_settings',
    v.object({ checked_for: v.nullable(v.string()) }),
    "SELECT to_char(reconciled_for, 'YYYY-MM-DD') AS checked_for FROM business_settings WHERE id = 1",
  );
  return row?.checked_for ?? null;
}

/** Claims the daily reconciliation of `date` under the settings row's lock: true for the one caller that may send it. */
export async function claimReconciliation(tx: Db, date: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE business_settings SET reconciled_for = $1::date
     WHERE id = 1 AND (reconciled_for IS NULL OR reconciled_for < $1::date) RETURNING id`,
    [date],
  );
  return rows.length > 0;
}
