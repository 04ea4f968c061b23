import * as v from 'valibot';
import { bigintColumn, camelRow, type Db, parseRow, readRow, sqlState, UNIQUE_VIOLATION } from '../db';

/** A users row, read strictly, as the server uses it. */
const userSchema = v.pipe(
  camelRow({
    id: bigintColumn,
    email: v.string(),
    password_hash: v.string(),
    first_name: v.string(),
    last_name: v.string(),
    phone: v.nullable(v.string()),
    created_at: v.date(),
    /** When the account proved it receives mail at its address; null until then. */
    email_verified_at: v.nullable(v.date()),
    /** When a link mailed to the address last set the password (a reset); null if none ever did. */
    password_proven_at: v.nullable(v.date()),
    totp_secret: v.nullable(v.string()),
  }),
  // The sealed secret stays in the repository: the rest of the server only asks whether there is one.
  v.transform(({ totpSecret, ...user }) => ({ ...user, twoFactorEnabled: totpSecret !== null })),
);

export type UserRecord = v.InferOutput<typeof userSchema>;

const readUser = (db: Db, text: string, params: readonly unknown[]) => readRow(db, 'users', userSchema, text, params);

/** Thrown when the email already has an account (the unique index on lower(email)). */
export class EmailTakenError extends Error {}

export async function insertUser(
  db: Db,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; phone: string | null },
): Promise<UserRecord> {
  try {
    const user = await readUser(
      db,
      `INSERT INTO users (email, password_hash, first_name, last_name, phone) VALUES ($1, $2, $3, $4, $5)
       RETURNING *`,
      [input.email, input.passwordHash, input.firstName, input.lastName, input.phone],
    );
    if (!user) throw new Error('Creating the user returned no row');
    return user;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new EmailTakenError();
    throw error;
  }
}

export const findUserByEmail = (db: Db, email: string): Promise<UserRecord | null> =>
  readUser(db, 'SELECT * FROM users WHERE lower(email) = lower($1)', [email]);

export const findUserById = (db: Db, id: number): Promise<UserRecord | null> =>
  readUser(db, 'SELECT * FROM users WHERE id = $1', [id]);

/**
 * The user behind a session that exists, belongs to them, is not revoked and has not expired, and
 * whether that session was opened with the second factor: one query, since every signed-in
 * request asks it.
 */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  userId: number,
): Promise<{ user: UserRecord; secondFactor: boolean } | null> {
  const { rows } = await db.query(
    `SELECT u.*, s.second_factor AS session_second_factor FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionId, userId],
  );
  if (!rows[0]) return null;
  const session = parseRow(v.object({ session_second_factor: v.boolean() }), rows[0], 'sessions');
  return { user: parseRow(userSchema, rows[0], 'users'), secondFactor: session.session_second_factor };
}

export const updateUserProfile = (
  db: Db,
  id: number,
  profile: { firstName: string; lastName: string; phone: string | null },
): Promise<UserRecord | null> =>
  readUser(
    db,
    `UPDATE users SET first_name = $2, last_name = $3, phone = $4, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, profile.firstName, profile.lastName, profile.phone],
  );

/** Sets the password from a link mailed to the account's address (a reset): the password is proven. */
export async function setPasswordFromMailedLink(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, password_proven_at = now(), updated_at = now() WHERE id = $1', [
    id,
    passwordHash,
  ]);
}

/** The account proved its address (a verification or password-reset link sent there was opened). */
export const markEmailVerified = (db: Db, id: number): Promise<UserRecord | null> =>
  readUser(
    db,
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id],
  );
