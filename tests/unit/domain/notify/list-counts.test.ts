import { describe, expect, it } from 'vitest';
import { listSummary, unsubscribedSummary } from '@/domain/notify/list-counts';

const counts = (email: [number, number, number], sms: [number, number, number]) => ({
  email: { pending: email[0], confirmed: email[1], unsubscribed: email[2] },
  sms: { pending: sms[0], confirmed: sms[1], unsubscribed: sms[2] },
});

describe("the notify list's counts in the owner's words", () => {
  it('says who gets the announcements, confirmed e-mails and phones, apart from those waiting', () => {
    expect(listSummary(counts([3, 12, 4], [2, 5, 1]))).toBe(
      '12 e-mails confirmed, 3 waiting for confirmation · 5 phones confirmed, 2 waiting for YES',
    );
    expect(listSummary(counts([1, 1, 0], [1, 1, 0]))).toBe(
      '1 e-mail confirmed, 1 waiting for confirmation · 1 phone confirmed, 1 waiting for YES',
    );
    expect(listSummary(counts([0, 1200, 0], [0, 0, 0]))).toBe(
      '1,200 e-mails confirmed, 0 waiting for confirmation · 0 phones confirmed, 0 waiting for YES',
    );
  });

  it('counts those who left, by either channel', () => {
    expect(unsubscribedSummary(counts([0, 0, 4], [0, 0, 1]))).toBe(
      '5 addresses have unsubscribed and get nothing more.',
    );
    expect(unsubscribedSummary(counts([0, 0, 0], [0, 0, 1]))).toBe('1 address has unsubscribed and gets nothing more.');
  });
});
