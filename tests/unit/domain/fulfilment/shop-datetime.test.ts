import { describe, expect, it } from 'vitest';
import { instantOfShopDateTimeLocal, shopDateTimeLocal } from '@/domain/fulfilment/shop-datetime';

describe("a drop's times as the owner types them, on the shop's clock", () => {
  it('reads a datetime-local value in Central time, standard and daylight', () => {
    expect(instantOfShopDateTimeLocal('2026-12-04T09:00')).toBe('2026-12-04T15:00:00.000Z');
    expect(instantOfShopDateTimeLocal('2026-07-03T09:00')).toBe('2026-07-03T14:00:00.000Z');
    // Browsers may add seconds.
    expect(instantOfShopDateTimeLocal('2026-12-04T09:00:00')).toBe('2026-12-04T15:00:00.000Z');
  });

  it('shows an instant back as the same value, across the end of daylight saving', () => {
    expect(shopDateTimeLocal(new Date('2026-12-04T15:00:00Z'))).toBe('2026-12-04T09:00');
    expect(shopDateTimeLocal(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-01T01:30');
    expect(shopDateTimeLocal(new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01T02:30');
  });

  it('answers null for what is not a time', () => {
    for (const value of ['', '2026-12-04', '2026-02-30T09:00', '2026-12-04T25:00', 'Friday at nine']) {
      expect(instantOfShopDateTimeLocal(value)).toBeNull();
    }
  });
});
