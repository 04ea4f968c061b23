import * as v from 'valibot';
import { type Db, readRow } from '../db';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** `secondFactor`: opened with a code from the authenticator app (or a recovery code) as well. */
export async function createSession(
  db: Db,
  userId: number,
  secondFactor = false,
): Promise<{ id: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const row = await readRow(
    db,
    'sessions',
    v.object({ id: v.string() }),
    'INSERT INTO sessions (user_id, expires_at, second_factor) VALUES ($1, $2, $3) RETURNING id',
    [userId, expiresAt, secondFactor],
  );
  if (!row) throw new Error('Creating the session returned no row');
  return { id: row.id, expiresAt };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
