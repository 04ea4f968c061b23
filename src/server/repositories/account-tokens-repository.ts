import { createHash, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { TIMINGS } from '@/domain/timings';
import { bigintColumn, type Db, readRow } from '../db';

/** What a one-time link does, and how long it works. */
export type TokenPurpose = 'password-reset' | 'email-verification';

const LIFETIME_MS: Record<TokenPurpose, number> = {
  'password-reset': TIMINGS.resetLinkMs,
  'email-verification': TIMINGS.verifyLinkMs,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token (256 random bits) for the user; only its hash is stored. */
export async function issueAccountToken(db: Db, userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  await db.query('INSERT INTO account_tokens (user_id, token_hash, expires_at, purpose) VALUES ($1, $2, $3, $4)', [
    userId,
    hashToken(token),
    expiresAt,
    purpose,
  ]);
  return token;
}

/**
 * Spends a token of that purpose: marks it used and returns its user, in one statement so two
 * requests cannot both use it. Null for an unknown, used or expired token, or one of the other purpose.
 */
export async function consumeAccountToken(db: Db, token: string, purpose: TokenPurpose): Promise<number | null> {
  const row = await readRow(
    db,
    'account_tokens',
    v.object({ user_id: bigintColumn }),
    `UPDATE account_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashToken(token), purpose],
  );
  return row?.user_id ?? null;
}
