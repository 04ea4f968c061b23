import { describe, expect, it } from 'vitest';
import { CHARGE_CLAIM_MINUTES, chargeClaimable } from '@/domain/standing/standing-charge-claim';

const now = new Date('2026-12-10T01:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('a standing run claimed for its charge', () => {
  it('is a placed run once its charge time has come', () => {
    expect(chargeClaimable({ status: 'placed', chargeAt: minutesAgo(1), updatedAt: minutesAgo(60) }, now)).toBe(true);
    expect(chargeClaimable({ status: 'placed', chargeAt: minutesAgo(-1), updatedAt: minutesAgo(60) }, now)).toBe(false);
  });

  it('is a charging run only once its claim is stale: a sender that claimed it a moment ago is still asking', () => {
    const charging = (minutes: number) => ({
      status: 'charging',
      chargeAt: minutesAgo(30),
      updatedAt: minutesAgo(minutes),
    });
    expect(chargeClaimable(charging(0), now)).toBe(false);
    expect(chargeClaimable(charging(CHARGE_CLAIM_MINUTES - 0.5), now)).toBe(false);
    expect(chargeClaimable(charging(CHARGE_CLAIM_MINUTES), now)).toBe(true);
  });

  it('is never a run that has ended', () => {
    for (const status of ['paid', 'failed', 'skipped', 'cancelled']) {
      expect(chargeClaimable({ status, chargeAt: minutesAgo(30), updatedAt: minutesAgo(30) }, now)).toBe(false);
    }
  });
});
