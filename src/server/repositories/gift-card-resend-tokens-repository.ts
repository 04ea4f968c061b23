import * as v from 'valibot';
import { bigintColumn, type Db, readRow } from '../db';

/** Stores a resend link's token hash (never the token) for the card, good until `expiresAt` (migration 0046). */
export async function insertResendToken(db: Db, tokenHash: Buffer, giftCardId: number, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO gift_card_resend_tokens (token_hash, gift_card_id, expires_at) VALUES ($1, $2, $3)', [
    tokenHash,
    giftCardId,
    expiresAt,
  ]);
}

/** The card whose unexpired resend token has this hash, or null: one primary-key lookup. */
export async function giftCardIdForResendTokenHash(db: Db, tokenHash: Buffer): Promise<number | null> {
  const row = await readRow(
    db,
    'gift_card_resend_tokens',
    v.object({ gift_card_id: bigintColumn }),
    'SELECT gift_card_id FROM gift_card_resend_tokens WHERE token_hash = $1 AND expires_at > now()',
    [tokenHash],
  );
  return row?.gift_card_id ?? null;
}
