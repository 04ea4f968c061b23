import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/server/auth/passwords';

/*
 * Production's password hashing (src/server/auth/passwords.ts). The integration tests hash at
 * bcrypt's lowest cost to save CPU (tests/integration/quick-password-hashes.ts), so the cost that
 * resists guessing is checked here.
 */
describe('a password hash', () => {
  it("is bcrypt's at cost 10, never holds the password, and checks the right one only", async () => {
    const hash = await hashPassword('pilau-and-chai');
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(bcrypt.getRounds(hash)).toBe(10);
    expect(hash).not.toContain('pilau-and-chai');
    expect(await verifyPassword('pilau-and-chai', hash)).toBe(true);
    expect(await verifyPassword('pilau-and-chai!', hash)).toBe(false);
  });

  it('an unknown address is checked against a decoy and never matches', async () => {
    expect(await burnPasswordCheck('pilau-and-chai')).toBe(false);
  });
});
