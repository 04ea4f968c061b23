import { getDb } from '../db';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** `secondFactor`: opened with a code from the authenticator app (or a recovery code) as well. */
export async function createSession(userId: number, secondFactor = false): Promise<{ id: string; expiresAt: Date }> {
  const db = await getDb();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const [row] = await db.sql<{ id: string }>`
    INSERT INTO sessions (user_id, expires_at, second_factor) VALUES (${userId}, ${expiresAt}, ${secondFactor})
    RETURNING id`;
  if (!row) throw new Error('Creating the session returned no row');
  return { id: row.id, expiresAt };
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`;
}

export async function revokeAllSessions(userId: number): Promise<void> {
  const db = await getDb();
  await db.sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`;
}
