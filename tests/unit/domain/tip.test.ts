import { describe, expect, it } from 'vitest';
import { TIP_PERCENTS, isTipPercent, tipCents } from '@/domain/tip';

describe('tipCents', () => {
  it('offers No Tip, 15, 18, 20 and 25 percent', () => {
    expect(TIP_PERCENTS).toEqual([0, 15, 18, 20, 25]);
  });

  it.each([
    [0, 0],
    [15, 600],
    [18, 720],
    [20, 800],
    [25, 1000],
  ] as const)('%i%% of $40.00 is %i cents for delivery', (percent, cents) => {
    expect(tipCents(4000, percent, 'delivery')).toBe(cents);
  });

  it('rounds to the nearest cent', () => {
    // 15% of $12.34 = $1.851 -> $1.85; 18% of $12.34 = $2.2212 -> $2.22
    expect(tipCents(1234, 15, 'delivery')).toBe(185);
    expect(tipCents(1234, 18, 'delivery')).toBe(222);
    // 25% of $0.98 = $0.245 -> $0.25 (half up); 20% of $12.37 = $2.474 -> $2.47
    expect(tipCents(98, 25, 'delivery')).toBe(25);
    expect(tipCents(1237, 20, 'delivery')).toBe(247);
  });

  it('is always 0 for pickup or before an order type is chosen', () => {
    for (const percent of TIP_PERCENTS) {
      expect(tipCents(4000, percent, 'pickup')).toBe(0);
      expect(tipCents(4000, percent, null)).toBe(0);
    }
  });
});

describe('isTipPercent', () => {
  it('accepts only the offered percentages', () => {
    expect(isTipPercent(18)).toBe(true);
    expect(isTipPercent(10)).toBe(false);
    expect(isTipPercent('15')).toBe(false);
  });
});
