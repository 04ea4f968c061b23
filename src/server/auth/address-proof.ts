import type { Db } from '../db';
import { revokeAllSessions } from '../repositories/sessions-repository';
import { disableTwoFactor } from '../repositories/two-factor-repository';
import { markEmailVerified, type UserRecord } from '../repositories/users-repository';

/**
 * What opening a link mailed to the account's address proves (a verification or a password reset),
 * inside the caller's transaction: the address is the account's, so every claim made before the
 * proof by whoever chose the password ends. Every session opened before it is signed out, and a
 * second factor set up before it is removed (else someone who registered another person's address
 * first could keep its owner out with an authenticator the owner never saw).
 */
export async function proveAddress(tx: Db, userId: number): Promise<UserRecord | null> {
  const user = await markEmailVerified(tx, userId);
  if (!user) return null;
  await revokeAllSessions(tx, userId);
  await disableTwoFactor(tx, userId);
  return { ...user, twoFactorEnabled: false };
}
