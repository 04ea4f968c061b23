import { describe, expect, it } from 'vitest';
import { accountTypeLabel, formatMemberSince } from '@/islands/account/settings/account-details';

describe('accountTypeLabel', () => {
  it("is 'Administrator' for the administrator and 'Customer' for everyone else", () => {
    expect(accountTypeLabel({ isAdmin: true })).toBe('Administrator');
    expect(accountTypeLabel({ isAdmin: false })).toBe('Customer');
  });
});

describe('formatMemberSince', () => {
  it('reads as a full date', () => {
    expect(formatMemberSince(new Date(2026, 0, 5, 9, 0).toISOString())).toBe('January 5, 2026');
  });

  it('gives nothing for an unreadable timestamp', () => {
    expect(formatMemberSince('')).toBe('');
  });
});
