import { createHash, randomBytes } from 'node:crypto';
import { TIMINGS } from '@/domain/timings';
import { getDb } from '../db';

/** What a one-time link does, and how long it works. */
export type TokenPurpose = 'password-reset' | 'email-verification';

const LIFETIME_MS: Record<TokenPurpose, number> = {
  'password-reset': TIMINGS.resetLinkMs,
  'email-verification': TIMINGS.verifyLinkMs,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token (256 random bits) for the user; only its hash is stored. */
export async function issueAccountToken(userId: number, purpose: TokenPurpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  const db = await getDb();
  await db.sql`
    INSERT INTO account_tokens (user_id, token_hash, expires_at, purpose)
    VALUES (${userId}, ${hashToken(token)}, ${expiresAt}, ${purpose})`;
  return token;
}

/**
 * Spends a token of that purpose: marks it used and returns its user, in one statement so two
 * requests cannot both use it. Null for an unknown, used or expired token, or one of the other purpose.
 */
export async function consumeAccountToken(token: string, purpose: TokenPurpose): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.sql<{ user_id: string }>`
    UPDATE account_tokens SET used_at = now()
    WHERE token_hash = ${hashToken(token)} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()
    RETURNING user_id`;
  return row ? Number(row.user_id) : null;
}
