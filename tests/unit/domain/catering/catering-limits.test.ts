import { describe, expect, it } from 'vitest';
import { dayLimitWarnings } from '@/domain/catering/catering-limits';
import type { DishLimits } from '@/domain/fulfilment/piece-limits';

/* A catering quote against the day's kitchen limits (issue 48): warnings, in the quote's order. */

const limits = new Map<number, DishLimits>([
  [1, { productId: 1, name: 'Beef Samosa', dailyLimit: 200, maxPerOrder: 50 }],
  [2, { productId: 2, name: 'Chapati', dailyLimit: 1000, maxPerOrder: null }],
  [3, { productId: 3, name: 'Beef Pilau Tray', dailyLimit: null, maxPerOrder: 2 }],
]);

describe('dayLimitWarnings', () => {
  it('warns of each dish whose pieces that day, booked and quoted, would pass its daily limit', () => {
    const lines = [
      { productId: 3, pieces: 40 },
      { productId: 1, pieces: 200 },
      { productId: 2, pieces: 1000 },
    ];
    // 2026-06-06 is a Saturday; 60 samosas are already booked that day, no chapatis.
    expect(dayLimitWarnings(lines, limits, '2026-06-06', new Map([[1, 60]]))).toEqual([
      "This passes the day's limit: Beef Samosa 260 of 200 on Sat, Jun 6.",
    ]);
  });

  it("passes a dish's most per order and fits its day exactly without a word", () => {
    const lines = [
      { productId: 1, pieces: 150 },
      { productId: 3, pieces: 40 },
    ];
    expect(dayLimitWarnings(lines, limits, '2026-06-06', new Map([[1, 50]]))).toEqual([]);
  });

  it('counts thousands as people read them', () => {
    expect(dayLimitWarnings([{ productId: 2, pieces: 1200 }], limits, '2026-06-06', new Map())).toEqual([
      "This passes the day's limit: Chapati 1,200 of 1,000 on Sat, Jun 6.",
    ]);
  });
});
