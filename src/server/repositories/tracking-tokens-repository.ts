import * as v from 'valibot';
import { bigintColumn, type Db, readRow } from '../db';

/** Stores a tracking token's hash (never the token) for the order, good for `days`. */
export async function insertTrackingToken(db: Db, tokenHash: Buffer, orderId: number, days: number): Promise<void> {
  await db.query(
    `INSERT INTO order_tracking_tokens (token_hash, order_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [tokenHash, orderId, days],
  );
}

/** The order whose unexpired token has this hash, or null: one primary-key lookup. */
export async function orderIdForTokenHash(db: Db, tokenHash: Buffer): Promise<number | null> {
  const row = await readRow(
    db,
    'order_tracking_tokens',
    v.object({ order_id: bigintColumn }),
    'SELECT order_id FROM order_tracking_tokens WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash],
  );
  return row?.order_id ?? null;
}
