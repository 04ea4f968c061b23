import * as v from 'valibot';
import { type Db, readRow, readRows } from '../db';

/*
 * An order's Stripe Tax records (migrations 0030, 0037): the calculation its tax came from (a
 * change's, once changed), the tax transaction that records the sale once its money is taken and
 * the calculation it was made from, and the reversal of a refund.
 */

export interface OrderTaxRecord {
  orderId: number;
  calculationId: string | null;
  transactionId: string | null;
  /** The calculation the transaction was made from: another than `calculationId` after a change. */
  transactionCalculationId: string | null;
  reversalId: string | null;
  captured: boolean;
  refunded: boolean;
  /** A change's difference is still to pay by its link: the customer has not paid the new total yet. */
  owesDifference: boolean;
}

const recordSchema = v.object({
  orderId: v.number(),
  calculationId: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
  transactionCalculationId: v.nullable(v.string()),
  reversalId: v.nullable(v.string()),
  captured: v.boolean(),
  refunded: v.boolean(),
  owesDifference: v.boolean(),
});

const OWES_DIFFERENCE = `EXISTS (SELECT 1 FROM payment_links l WHERE l.order_id = o.id AND l.purpose IN ('difference', 'balance')
  AND l.paid_at IS NULL AND l.ended_at IS NULL)`;

const COLUMNS = `o.id::int AS "orderId", o.tax_calculation_id AS "calculationId",
  o.tax_transaction_id AS "transactionId", o.tax_transaction_calculation_id AS "transactionCalculationId",
  o.tax_reversal_id AS "reversalId",
  o.payment_captured_at IS NOT NULL AS captured, o.refunded_at IS NOT NULL AS refunded, ${OWES_DIFFERENCE} AS "owesDifference"`;

export const findOrderTaxRecord = (db: Db, orderId: number): Promise<OrderTaxRecord | null> =>
  readRow(db, 'orders', recordSchema, `SELECT ${COLUMNS} FROM orders o WHERE o.id = $1`, [orderId]);

/**
 * Keeps the transaction made from `calculationId` in place of `replacing` (null: the first one; two
 * requests capturing at once got the same one, by one idempotency key).
 */
export async function saveTaxTransaction(
  db: Db,
  orderId: number,
  transaction: { id: string | null; calculationId: string | null; replacing: string | null },
): Promise<void> {
  await db.query(
    `UPDATE orders SET tax_transaction_id = $2, tax_transaction_calculation_id = $3
     WHERE id = $1 AND tax_transaction_id IS NOT DISTINCT FROM $4`,
    [orderId, transaction.id, transaction.calculationId, transaction.replacing],
  );
}

export async function saveTaxReversal(db: Db, orderId: number, reversalId: string): Promise<void> {
  await db.query('UPDATE orders SET tax_reversal_id = $2 WHERE id = $1 AND tax_reversal_id IS NULL', [
    orderId,
    reversalId,
  ]);
}

/**
 * Orders whose sale, change or refund is not yet recorded with Stripe Tax, a minute or more after
 * (so a request recording it now is left to finish): paid orders with a calculation and no
 * transaction, changed orders whose transaction is from another calculation than theirs (once
 * their difference, if any, is paid or its link ended), and
 * refunded orders with a transaction and no reversal. Only within the calculation's lifetime
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
             AND o.tax_calculation_id IS DISTINCT FROM o.tax_transaction_calculation_id
             AND o.updated_at < now() - interval '1 minute' AND NOT ${OWES_DIFFERENCE})
         OR (o.tax_transaction_id IS NOT NULL AND o.tax_reversal_id IS NULL
             AND o.refunded_at < now() - interval '1 minute'))
     ORDER BY o.created_at LIMIT $1`,
    [limit],
  );
