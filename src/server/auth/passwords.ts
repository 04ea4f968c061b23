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
 * A real hash (cost 10, as COST) of 32 random bytes that were thrown away, compared against when
 * the email is unknown so that a failed sign-in takes the same time whether or not the account
 * exists. Written out rather than hashed when the module loads: every cold start of a sign-in
 * function would otherwise spend a hash's worth of CPU before answering.
 */
const DECOY_HASH = '$2b$10$C1aIyENIzUR9BVNhlP67nuTATzcKpo1N47aDdUv65JsFPJht.8uuy';

export async function burnPasswordCheck(password: string): Promise<false> {
  await bcrypt.compare(password, DECOY_HASH);
  return false;
}
