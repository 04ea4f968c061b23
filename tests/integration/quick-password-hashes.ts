import bcrypt from 'bcryptjs';
import { vi } from 'vitest';

/*
 * Runs before each integration test file (setupFiles in vitest.config.ts). The accounts these tests
 * register are hashed at bcrypt's lowest cost (4, about 1 ms) instead of production's 10 (about
 * 75 ms of CPU here): the integration tests register and sign in over 400 times a run, half a
 * minute of CPU that tested nothing but bcrypt. Signing in still runs bcrypt's real check against
 * the stored hash, and an unknown address still meets the real-cost decoy. Production's cost, and
 * the decoy's being the same, are checked in tests/unit/server/auth/passwords.test.ts.
 */
vi.mock('@/server/auth/passwords', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/auth/passwords')>()),
  hashPassword: (password: string) => bcrypt.hash(password, 4),
}));
