import { describe, expect, it } from 'vitest';
import { isAdministrator } from '@/server/auth/current-user';
import { DEV_ADMIN_EMAIL } from '@/server/config';
import type { UserRecord } from '@/server/repositories/users-repository';

const account = (overrides: Partial<UserRecord>): UserRecord => ({
  id: 1,
  email: DEV_ADMIN_EMAIL,
  passwordHash: 'x',
  firstName: 'Owner',
  lastName: 'O',
  phone: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  emailVerifiedAt: new Date('2026-01-02T00:00:00Z'),
  passwordProvenAt: new Date('2026-01-02T00:00:00Z'),
  twoFactorEnabled: false,
  ...overrides,
});

describe('who is the administrator', () => {
  it.each([
    ['the ADMIN_EMAIL account whose password a mailed link set', {}, false, true],
    ['the same, whatever the capitals', { email: DEV_ADMIN_EMAIL.toUpperCase() }, false, true],
    ['the ADMIN_EMAIL account verified, its password not set by a link', { passwordProvenAt: null }, false, false],
    [
      'the ADMIN_EMAIL account neither verified nor proven',
      { emailVerifiedAt: null, passwordProvenAt: null },
      false,
      false,
    ],
    ['any other verified account', { email: 'amina@example.com' }, true, false],
    ['with two-factor on, in a session opened with the code', { twoFactorEnabled: true }, true, true],
    ['with two-factor on, in a session opened without it', { twoFactorEnabled: true }, false, false],
  ])('%s: %s', (_label, overrides: Partial<UserRecord>, secondFactor, expected) => {
    expect(isAdministrator(account(overrides), secondFactor)).toBe(expected);
  });
});
