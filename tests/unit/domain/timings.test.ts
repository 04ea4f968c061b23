import { describe, expect, it } from 'vitest';
import { confettiParticles, isRecentOrderFresh, TIMINGS } from '@/domain/timings';

describe('the timings', () => {
  it('are the specified numbers', () => {
    expect(TIMINGS).toEqual({
      toastMs: 5000,
      addedToCartToastMs: 4000,
      toastExitMs: 300,
      longToastMs: 10_000,
      loginShakeMs: 600,
      userRefetchMs: 30000,
      confettiMs: 3000,
      confettiTickMs: 250,
      resetLinkMs: 3_600_000,
      verifyLinkMs: 86_400_000,
      recentOrderMs: 86_400_000,
    });
  });
});

describe('confettiParticles', () => {
  it('starts at 50 per burst and tapers to none at 3 s', () => {
    expect(confettiParticles(0)).toBe(50);
    expect(confettiParticles(250)).toBe(46);
    expect(confettiParticles(1500)).toBe(25);
    expect(confettiParticles(2750)).toBe(4);
    expect(confettiParticles(3000)).toBe(0);
    expect(confettiParticles(4000)).toBe(0);
  });

  it('never grows as time passes', () => {
    let previous = Infinity;
    for (let t = 0; t <= 3000; t += 250) {
      const n = confettiParticles(t);
      expect(n).toBeLessThanOrEqual(previous);
      expect(n).toBeLessThanOrEqual(50);
      previous = n;
    }
  });
});

describe('isRecentOrderFresh', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');

  it('offers the rating popup for an order under 24 hours old', () => {
    expect(isRecentOrderFresh('2026-11-21T11:59:00.000Z', now)).toBe(true);
    expect(isRecentOrderFresh('2026-11-20T12:00:00.001Z', now)).toBe(true);
  });

  it('not at 24 hours or later, nor for a date in the future or an unreadable one', () => {
    expect(isRecentOrderFresh('2026-11-20T12:00:00.000Z', now)).toBe(false);
    expect(isRecentOrderFresh('2026-11-19T08:00:00.000Z', now)).toBe(false);
    expect(isRecentOrderFresh('2026-11-22T08:00:00.000Z', now)).toBe(false);
    expect(isRecentOrderFresh('yesterday', now)).toBe(false);
  });
});
