import { describe, expect, it } from 'vitest';
import { PACK_TIERS, isPackProduct, packBadge, unitPriceCents } from '@/domain/pricing';

const samosa = { name: 'Beef Samosa', priceCents: 200 };
const chapati = { name: 'Chapati', priceCents: 200 };

describe('isPackProduct', () => {
  it('recognises samosas and chapatis by name, in any case', () => {
    expect(isPackProduct('Beef Samosa')).toBe(true);
    expect(isPackProduct('VEGETABLE SAMOSAS')).toBe(true);
    expect(isPackProduct('chapati')).toBe(true);
    expect(isPackProduct('Chapatis (soft)')).toBe(true);
  });

  it('treats everything else as a single item', () => {
    expect(isPackProduct('Mandazi (6 pieces)')).toBe(false);
    expect(isPackProduct('Beef Pilau Tray')).toBe(false);
  });
});

describe('unitPriceCents for pack products', () => {
  it.each([
    [1, 200],
    [10, 200],
    [19, 200],
    [20, 190],
    [29, 190],
    [30, 180],
    [39, 180],
    [40, 170],
    [49, 170],
    [50, 160],
    [51, 160],
    [100, 160],
  ])('%i pieces cost %i cents each', (quantity, cents) => {
    expect(unitPriceCents(samosa, quantity)).toBe(cents);
    expect(unitPriceCents(chapati, quantity)).toBe(cents);
  });

  it('ignores the list price of a pack product', () => {
    expect(unitPriceCents({ name: 'Chicken Samosa', priceCents: 999 }, 10)).toBe(200);
  });
});

describe('unitPriceCents for other products', () => {
  it('uses the list price at any quantity', () => {
    const mandazi = { name: 'Mandazi (6 pieces)', priceCents: 800 };
    expect(unitPriceCents(mandazi, 1)).toBe(800);
    expect(unitPriceCents(mandazi, 20)).toBe(800);
    expect(unitPriceCents(mandazi, 50)).toBe(800);
  });
});

describe('packBadge', () => {
  it.each([
    [10, null],
    [19, null],
    [20, '5% Off'],
    [29, '5% Off'],
    [30, '10% Off'],
    [39, '10% Off'],
    [40, '15% Off'],
    [49, '15% Off'],
    [50, 'Best Value'],
    [100, 'Best Value'],
  ])('%i pieces -> %s', (quantity, badge) => {
    expect(packBadge(quantity)).toBe(badge);
  });

  it('lists each tier with its percentage off the $2.00 base', () => {
    const base = PACK_TIERS.find((t) => t.minQuantity === 0)?.unitPriceCents;
    expect(base).toBe(200);
    const off = PACK_TIERS.map((t) => [t.minQuantity, Math.round(100 - (t.unitPriceCents / 200) * 100)]);
    expect(off).toEqual([
      [50, 20],
      [40, 15],
      [30, 10],
      [20, 5],
      [0, 0],
    ]);
  });
});
