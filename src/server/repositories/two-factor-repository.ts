import * as v from 'valibot';
import { bigintColumn, type Db, readRow, readRows } from '../db';

/** The account's sealed TOTP secrets: the one in use, and one set up but not yet confirmed. */
export async function findTotpSecrets(
  db: Db,
  userId: number,
): Promise<{ active: string | null; pending: string | null }> {
  const row = await readRow(
    db,
    'users',
    v.object({ totp_secret: v.nullable(v.string()), totp_pending_secret: v.nullable(v.string()) }),
    'SELECT totp_secret, totp_pending_secret FROM users WHERE id = $1',
    [userId],
  );
  return { active: row?.totp_secret ?? null, pending: row?.totp_pending_secret ?? null };
}

export async function savePendingTotpSecret(db: Db, userId: number, sealed: string): Promise<void> {
  await db.query('UPDATE users SET totp_pending_secret = $2, updated_at = now() WHERE id = $1', [userId, sealed]);
}

/**
 * Accepts a code's time step once: true only if it is later than every step accepted before, in
 * one statement, so the same code sent twice at once succeeds once.
 */
export async function acceptTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE users SET totp_last_step = $2
     WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [userId, step],
  );
  return rows.length === 1;
}

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE recovery_codes SET used_at = now()
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING user_id`,
    [userId, codeHash],
  );
  return rows.length === 1;
}

/**
 * Turns two-factor sign-in on (inside the caller's transaction): the pending secret the code was
 * checked against (`confirmed`, sealed) becomes the one in use, the recovery codes are replaced,
 * this session counts as signed in with both factors and every other session ends (it was opened
 * with the password alone). False, changing nothing, when the pending secret is no longer that one
 * (another set-up replaced it meanwhile): the owner never saw the new one.
 */
export async function enableTwoFactor(
  tx: Db,
  userId: number,
  sessionId: string,
  confirmed: string,
  recoveryCodeHashes: readonly string[],
): Promise<boolean> {
  const promoted = await readRows(
    tx,
    'users',
    v.object({ id: bigintColumn }),
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, updated_at = now()
     WHERE id = $1 AND totp_pending_secret = $2 RETURNING id`,
    [userId, confirmed],
  );
  if (promoted.length === 0) return false;
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [
    userId,
    [...recoveryCodeHashes],
  ]);
  await tx.query('UPDATE sessions SET second_factor = (id = $2::uuid) WHERE user_id = $1', [userId, sessionId]);
  await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2::uuid AND revoked_at IS NULL',
    [userId, sessionId],
  );
  return true;
}

/** Turns two-factor sign-in off (inside the caller's transaction): secrets and recovery codes go. */
export async function disableTwoFactor(tx: Db, userId: number): Promise<void> {
  await tx.query(
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, updated_at = now()
     WHERE id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
}
