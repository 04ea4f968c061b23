import * as v from 'valibot';
import type { Adjustment, PlannedAdjustment } from '@/domain/owner-orders/order-change';
import { ADJUSTMENT_KINDS, type OrderSnapshot, orderSnapshotSchema } from '@/domain/order/order-snapshot';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';
import type { StatusChanger } from './orders-repository';

export type ChangeState = 'pending' | 'done' | 'failed';

const changeSchema = v.pipe(
  camelRow({
    id: bigintColumn,
    order_id: bigintColumn,
    changed_by: v.nullable(bigintColumn),
    changed_by_email: v.string(),
    before: orderSnapshotSchema,
    after: orderSnapshotSchema,
    adjustment_kind: v.picklist(ADJUSTMENT_KINDS),
    adjustment_cents: v.number(),
    state: v.picklist(['pending', 'done', 'failed']),
    gift_card_returns: v.array(v.object({ giftCardId: v.number(), last4: v.string(), cents: v.number() })),
  }),
  v.transform(({ adjustmentKind, adjustmentCents, giftCardReturns, changedBy, changedByEmail, ...change }) => ({
    ...change,
    changer: { userId: changedBy, email: changedByEmail } satisfies StatusChanger,
    adjustment: {
      kind: adjustmentKind,
      cents: adjustmentCents,
      giftCards: giftCardReturns,
    } satisfies PlannedAdjustment,
  })),
);

/** A change as kept: the order it changed, who, what it was and became, the money, and how far it got. */
export type ChangeRecord = v.InferOutput<typeof changeSchema>;

const COLUMNS =
  'id, order_id, changed_by, changed_by_email, before, after, adjustment_kind, adjustment_cents, state, gift_card_returns';

export async function insertOrderChange(
  tx: Db,
  change: {
    orderId: number;
    changer: StatusChanger;
    before: OrderSnapshot;
    after: OrderSnapshot;
    adjustment: PlannedAdjustment;
  },
): Promise<number> {
  const saved = await readRow(
    tx,
    'order_changes',
    v.object({ id: bigintColumn }),
    `INSERT INTO order_changes (order_id, changed_by, changed_by_email, before, after, adjustment_kind, adjustment_cents,
       gift_card_returns)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8::jsonb) RETURNING id`,
    [
      change.orderId,
      change.changer.userId,
      change.changer.email,
      JSON.stringify(change.before),
      JSON.stringify(change.after),
      change.adjustment.kind,
      change.adjustment.cents,
      JSON.stringify(change.adjustment.giftCards),
    ],
  );
  if (!saved) throw new Error('Saving the change returned no row');
  return saved.id;
}

export const findOrderChange = (db: Db, changeId: number): Promise<ChangeRecord | null> =>
  readRow(db, 'order_changes', changeSchema, `SELECT ${COLUMNS} FROM order_changes WHERE id = $1`, [changeId]);

/** The change is done (with its payment link, if it sent one) or failed (the order put back). */
export async function settleOrderChange(
  tx: Db,
  changeId: number,
  state: Exclude<ChangeState, 'pending'>,
  paymentLinkId: number | null = null,
): Promise<void> {
  await tx.query('UPDATE order_changes SET state = $2, payment_link_id = COALESCE($3, payment_link_id) WHERE id = $1', [
    changeId,
    state,
    paymentLinkId,
  ]);
}

/** The money a change moved, where the gateway made it other than planned (a smaller capture became a refund). */
export async function recordAdjustmentMade(db: Db, changeId: number, adjustment: Adjustment): Promise<void> {
  await db.query('UPDATE order_changes SET adjustment_kind = $2, adjustment_cents = $3 WHERE id = $1', [
    changeId,
    adjustment.kind,
    adjustment.cents,
  ]);
}

/** Changes still pending after `olderThan` (a stopped function left their money half-way). */
export const stalledChanges = (db: Db, olderThan: string): Promise<ChangeRecord[]> =>
  readRows(
    db,
    'order_changes',
    changeSchema,
    `SELECT ${COLUMNS} FROM order_changes WHERE state = 'pending' AND changed_at < now() - $1::interval
     ORDER BY changed_at LIMIT 20`,
    [olderThan],
  );

/** A refund a change made, from one payment of the order; once per change and payment. */
export async function insertOrderRefund(
  tx: Db,
  refund: { orderId: number; changeId: number; paymentIntentId: string; cents: number; refundId: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_refunds (order_id, change_id, payment_intent_id, amount_cents, refund_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (change_id, payment_intent_id) DO NOTHING`,
    [refund.orderId, refund.changeId, refund.paymentIntentId, refund.cents, refund.refundId],
  );
}

/**
 * A part of a cancellation that keeps some of the money (a catering deposit, issue 48), recorded
 * as paid back from its payment, once per gateway refund: what the payment still holds is then
 * what was kept, for the reconciliation and the order's view.
 */
export async function insertCancellationRefund(
  tx: Db,
  refund: { orderId: number; paymentIntentId: string; cents: number; refundId: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO order_refunds (order_id, change_id, payment_intent_id, amount_cents, refund_id)
     SELECT $1, NULL, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM order_refunds WHERE refund_id = $4)`,
    [refund.orderId, refund.paymentIntentId, refund.cents, refund.refundId],
  );
}

/**
 * The order's payments and what each still holds, in the order they were made: its own payment and
 * each link that paid a difference, each for what the gateway took (or its amount while only
 * authorised, `captured` false), less what changes paid back from each.
 */
export const heldPayments = (
  db: Db,
  orderId: number,
): Promise<Array<{ paymentIntentId: string; heldCents: number; captured: boolean }>> =>
  readRows(
    db,
    'orders',
    v.object({ paymentIntentId: v.string(), heldCents: v.number(), captured: v.boolean() }),
    `SELECT p.intent AS "paymentIntentId", p.captured,
       (p.base - COALESCE((SELECT sum(r.amount_cents) FROM order_refunds r
         WHERE r.order_id = $1 AND r.payment_intent_id = p.intent), 0))::int AS "heldCents"
     FROM (
       -- Before its capture a payment holds what it was for: the total less what gift cards paid.
       SELECT payment_intent_id AS intent, COALESCE(captured_cents, total_cents - gift_card_cents) AS base,
         payment_captured_at IS NOT NULL AS captured, 0 AS rank, created_at AS at
       FROM orders WHERE id = $1 AND payment_intent_id IS NOT NULL
       UNION ALL
       SELECT payment_intent_id, COALESCE(captured_cents, amount_cents), captured_cents IS NOT NULL, 1, paid_at
       FROM payment_links WHERE order_id = $1 AND purpose IN ('difference', 'balance') AND paid_at IS NOT NULL
     ) p
     ORDER BY p.rank, p.at`,
    [orderId],
  );

/** What changes paid back from one payment (the cancellation's refund then looks past them). */
export async function refundedByChanges(db: Db, paymentIntentId: string): Promise<number> {
  const row = await readRow(
    db,
    'order_refunds',
    v.object({ cents: v.number() }),
    'SELECT COALESCE(sum(amount_cents), 0)::int AS cents FROM order_refunds WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  return row?.cents ?? 0;
}
