import bcrypt from 'bcryptjs';

/** bcrypt cost: about 50-80 ms per hash here, slow enough to resist guessing, fast enough to sign in. */
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * A real hash of nothing anyone knows, compared against when the email is unknown so that a
 * failed sign-in takes the same time whether or not the account exists.
 */
const DECOY_HASH = bcrypt.hashSync('decoy-password-for-unknown-accounts', COST);

export async function burnPasswordCheck(password: string): Promise<false> {
  await bcrypt.compare(password, DECOY_HASH);
  return false;
}
