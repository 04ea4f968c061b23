import { describe, expect, it } from 'vitest';
import { isPackProduct, packBadge, unitPriceCents } from '@/domain/pricing';
import { BEEF_SAMOSA, CHAPATI, MANDAZI } from '../../fixtures/seeded-menu';

describe('isPackProduct', () => {
  it('is a product with pack tiers, whatever its name', () => {
    expect(isPackProduct(BEEF_SAMOSA)).toBe(true);
    expect(isPackProduct(CHAPATI)).toBe(true);
    expect(isPackProduct(MANDAZI)).toBe(false);
    expect(isPackProduct({ packTiers: [] })).toBe(false);
    expect(isPackProduct({ packTiers: [{ minQuantity: 12, unitPriceCents: 700, badge: null }] })).toBe(true);
  });
});

describe('unitPriceCents with the seeded pack tiers', () => {
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
    expect(unitPriceCents(BEEF_SAMOSA, quantity)).toBe(cents);
    expect(unitPriceCents(CHAPATI, quantity)).toBe(cents);
  });

  it('charges the list price below the first tier', () => {
    expect(unitPriceCents({ ...BEEF_SAMOSA, priceCents: 250 }, 19)).toBe(250);
    expect(unitPriceCents({ ...BEEF_SAMOSA, priceCents: 250 }, 20)).toBe(190);
  });

  it('reads tiers in any order', () => {
    const shuffled = { priceCents: 200, packTiers: [...BEEF_SAMOSA.packTiers].reverse() };
    expect(unitPriceCents(shuffled, 35)).toBe(180);
  });
});

describe('unitPriceCents without tiers', () => {
  it('uses the list price at any quantity', () => {
    expect(unitPriceCents(MANDAZI, 1)).toBe(800);
    expect(unitPriceCents(MANDAZI, 20)).toBe(800);
    expect(unitPriceCents(MANDAZI, 50)).toBe(800);
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
    expect(packBadge(BEEF_SAMOSA, quantity)).toBe(badge);
  });

  it('has none for a product without tiers', () => {
    expect(packBadge(MANDAZI, 50)).toBeNull();
  });
});
