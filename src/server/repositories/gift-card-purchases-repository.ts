import * as v from 'valibot';
import type { Cents } from '@/domain/money';
import { bigintColumn, camelRow, type Db, readRow } from '../db';

/* Gift cards' purchases (migration 0043): what the buyer asked for, its payment, and the card it became. */

export interface NewPurchase {
  amountCents: Cents;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  sendOn: string;
  gateway: 'stripe' | 'test';
}

const purchaseSchema = camelRow({
  id: v.string(),
  amount_cents: v.number(),
  buyer_name: v.string(),
  buyer_email: v.string(),
  recipient_name: v.string(),
  recipient_email: v.string(),
  message: v.nullable(v.string()),
  send_on: v.string(),
  gateway: v.picklist(['stripe', 'test']),
  payment_intent_id: v.nullable(v.string()),
  client_secret_sha256: v.nullable(v.string()),
  gift_card_id: v.nullable(bigintColumn),
});
export type PurchaseRecord = v.InferOutput<typeof purchaseSchema>;

const COLUMNS = `id, amount_cents, buyer_name, buyer_email, recipient_name, recipient_email, message,
  to_char(send_on, 'YYYY-MM-DD') AS send_on, gateway, payment_intent_id, client_secret_sha256, gift_card_id`;

/** Saves a purchase before its payment exists; its id (the payment's metadata). */
export async function insertPurchase(db: Db, purchase: NewPurchase): Promise<string> {
  const row = await readRow(
    db,
    'gift_card_purchases',
    v.object({ id: v.string() }),
    `INSERT INTO gift_card_purchases (amount_cents, buyer_name, buyer_email, recipient_name, recipient_email, message,
       send_on, gateway)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8) RETURNING id`,
    [
      purchase.amountCents,
      purchase.buyerName,
      purchase.buyerEmail,
      purchase.recipientName,
      purchase.recipientEmail,
      purchase.message,
      purchase.sendOn,
      purchase.gateway,
    ],
  );
  if (!row) throw new Error('Saving the purchase returned no row');
  return row.id;
}

export async function attachPurchaseIntent(
  db: Db,
  purchaseId: string,
  intent: { id: string; clientSecretSha256: string },
): Promise<void> {
  await db.query(
    'UPDATE gift_card_purchases SET payment_intent_id = $2, client_secret_sha256 = $3 WHERE id = $1::uuid',
    [purchaseId, intent.id, intent.clientSecretSha256],
  );
}

/** The purchase of a payment; `lock`: its row locked until the caller's transaction ends. */
export const findPurchaseByPaymentIntent = (db: Db, paymentIntentId: string, lock = false) =>
  readRow(
    db,
    'gift_card_purchases',
    purchaseSchema,
    `SELECT ${COLUMNS} FROM gift_card_purchases WHERE payment_intent_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [paymentIntentId],
  );

/** The card a purchase became, in the transaction that made it. */
export async function recordPurchaseCard(tx: Db, purchaseId: string, giftCardId: number): Promise<void> {
  await tx.query('UPDATE gift_card_purchases SET gift_card_id = $2 WHERE id = $1::uuid', [purchaseId, giftCardId]);
}
