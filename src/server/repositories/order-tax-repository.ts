import * as v from 'valibot';
import { type Db, readRow, readRows } from '../db';

/*
 * An order's Stripe Tax records (migration 0030): the calculation its tax came from, the tax
 * transaction that records the sale once its money is taken, and the reversal of a refund.
 */

export interface OrderTaxRecord {
  orderId: number;
  calculationId: string | null;
  transactionId: string | null;
  reversalId: string | null;
  captured: boolean;
  refunded: boolean;
}

const recordSchema = v.object({
  orderId: v.number(),
  calculationId: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
  reversalId: v.nullable(v.string()),
  captured: v.boolean(),
  refunded: v.boolean(),
});

const COLUMNS = `o.id::int AS "orderId", o.tax_calculation_id AS "calculationId",
  o.tax_transaction_id AS "transactionId", o.tax_reversal_id AS "reversalId",
  o.payment_captured_at IS NOT NULL AS captured, o.refunded_at IS NOT NULL AS refunded`;

export const findOrderTaxRecord = (db: Db, orderId: number): Promise<OrderTaxRecord | null> =>
  readRow(db, 'orders', recordSchema, `SELECT ${COLUMNS} FROM orders o WHERE o.id = $1`, [orderId]);

/** Keeps the first transaction recorded: two requests capturing at once got the same one (one idempotency key). */
export async function saveTaxTransaction(db: Db, orderId: number, transactionId: string): Promise<void> {
  await db.query('UPDATE orders SET tax_transaction_id = $2 WHERE id = $1 AND tax_transaction_id IS NULL', [
    orderId,
    transactionId,
  ]);
}

export async function saveTaxReversal(db: Db, orderId: number, reversalId: string): Promise<void> {
  await db.query('UPDATE orders SET tax_reversal_id = $2 WHERE id = $1 AND tax_reversal_id IS NULL', [
    orderId,
    reversalId,
  ]);
}

/**
 * Orders whose sale or refund is not yet recorded with Stripe Tax, a minute or more after (so a
 * request recording it now is left to finish): paid orders with a calculation and no transaction,
 * and refunded orders with a transaction and no reversal. Only within the calculation's lifetime
 * (Stripe keeps one 90 days): an older one can no longer be recorded, and is not tried forever.
 */
export const unrecordedTaxOrders = (db: Db, limit: number): Promise<OrderTaxRecord[]> =>
  readRows(
    db,
    'orders',
    recordSchema,
    `SELECT ${COLUMNS} FROM orders o
     WHERE o.created_at > now() - interval '90 days'
       AND ((o.tax_calculation_id IS NOT NULL AND o.tax_transaction_id IS NULL
             AND o.payment_captured_at < now() - interval '1 minute')
         OR (o.tax_transaction_id IS NOT NULL AND o.tax_reversal_id IS NULL
             AND o.refunded_at < now() - interval '1 minute'))
     ORDER BY o.created_at LIMIT $1`,
    [limit],
  );
