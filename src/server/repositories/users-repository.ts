import { getDb } from '../db';

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  createdAt: Date;
  /** When the account proved it receives mail at its address; null until then. */
  emailVerifiedAt: Date | null;
  /** Whether signing in needs a code from an authenticator app as well. */
  twoFactorEnabled: boolean;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  created_at: Date;
  email_verified_at: Date | null;
  totp_secret: string | null;
}

const toRecord = (row: UserRow): UserRecord => ({
  id: Number(row.id),
  email: row.email,
  passwordHash: row.password_hash,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  createdAt: row.created_at,
  emailVerifiedAt: row.email_verified_at,
  twoFactorEnabled: row.totp_secret !== null,
});

/** Thrown when the email already has an account (the unique index on lower(email)). */
export class EmailTakenError extends Error {}

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

export async function insertUser(input: {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}): Promise<UserRecord> {
  const db = await getDb();
  try {
    const [row] = await db.sql<UserRow>`
      INSERT INTO users (email, password_hash, first_name, last_name, phone)
      VALUES (${input.email}, ${input.passwordHash}, ${input.firstName}, ${input.lastName}, ${input.phone})
      RETURNING *`;
    if (!row) throw new Error('Creating the user returned no row');
    return toRecord(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<UserRow>`SELECT * FROM users WHERE lower(email) = lower(${email})`;
  return row ? toRecord(row) : null;
}

export async function findUserById(id: number): Promise<UserRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<UserRow>`SELECT * FROM users WHERE id = ${id}`;
  return row ? toRecord(row) : null;
}

/**
 * The user behind a session that exists, belongs to them, is not revoked and has not expired, and
 * whether that session was opened with the second factor: one query, since every signed-in
 * request asks it.
 */
export async function findSessionUser(
  sessionId: string,
  userId: number,
): Promise<{ user: UserRecord; secondFactor: boolean } | null> {
  const db = await getDb();
  const [row] = await db.sql<UserRow & { session_second_factor: boolean }>`
    SELECT u.*, s.second_factor AS session_second_factor FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ${sessionId} AND s.user_id = ${userId} AND s.revoked_at IS NULL AND s.expires_at > now()`;
  return row ? { user: toRecord(row), secondFactor: row.session_second_factor } : null;
}

export async function updateUserProfile(
  id: number,
  profile: { firstName: string; lastName: string; phone: string | null },
): Promise<UserRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<UserRow>`
    UPDATE users SET first_name = ${profile.firstName}, last_name = ${profile.lastName},
      phone = ${profile.phone}, updated_at = now()
    WHERE id = ${id} RETURNING *`;
  return row ? toRecord(row) : null;
}

export async function updateUserPassword(id: number, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db.sql`UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${id}`;
}

/** The account proved its address (a verification or password-reset link sent there was opened). */
export async function markEmailVerified(id: number): Promise<UserRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<UserRow>`
    UPDATE users SET email_verified_at = COALESCE(email_verified_at, now()), updated_at = now()
    WHERE id = ${id} RETURNING *`;
  return row ? toRecord(row) : null;
}
