import { createHash, randomBytes } from 'node:crypto';
import { TIMINGS } from '@/domain/timings';
import { getDb } from '../db';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for the user, valid for one hour; only its hash is stored. */
export async function issueResetToken(userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TIMINGS.resetLinkMs);
  const db = await getDb();
  await db.sql`
    INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
    VALUES (${userId}, ${hashToken(token)}, ${expiresAt})`;
  return token;
}

/**
 * Spends a token: marks it used and returns its user, in one statement so two requests cannot
 * both use it. Null for an unknown, used or expired token.
 */
export async function consumeResetToken(token: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.sql<{ user_id: string }>`
    UPDATE password_reset_tokens SET used_at = now()
    WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now()
    RETURNING user_id`;
  return row ? Number(row.user_id) : null;
}
