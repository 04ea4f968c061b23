import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitPriceCents } from '@/domain/pricing';
import { database } from '@/server/db';
import { listMenuProducts } from '@/server/repositories/products-repository';
import { SEEDED_MENU } from '../fixtures/seeded-menu';
import { seededOnly } from './support/seeded-menu';

/**
 * The price per piece before pack tiers were data: products named like a samosa or a chapati
 * were priced by a fixed table, everything else at its list price. Kept here only as the reference
 * the data must reproduce.
 */
function priceByNameAsBefore(product: { name: string; priceCents: number }, quantity: number): number {
  if (!/samosa|chapati/i.test(product.name)) return product.priceCents;
  if (quantity >= 50) return 160;
  if (quantity >= 40) return 170;
  if (quantity >= 30) return 180;
  if (quantity >= 20) return 190;
  return 200;
}

describe('pack tiers as data (migration 0008)', () => {
  it('price every seeded product exactly as the name rule did, for every quantity', async () => {
    const menu = seededOnly(await listMenuProducts(database()));
    expect(menu).toHaveLength(6);
    fc.assert(
      fc.property(fc.constantFrom(...menu), fc.integer({ min: 1, max: 999 }), (product, quantity) => {
        expect(unitPriceCents(product, quantity)).toBe(priceByNameAsBefore(product, quantity));
      }),
      { numRuns: 2000 },
    );
    // And at every tier's edge, which random quantities may miss.
    for (const product of menu) {
      for (const quantity of [1, 9, 10, 19, 20, 29, 30, 39, 40, 49, 50, 999]) {
        expect(unitPriceCents(product, quantity)).toBe(priceByNameAsBefore(product, quantity));
      }
    }
  });

  it('match the unit tests’ fixture of the seeded menu', async () => {
    const menu = seededOnly(await listMenuProducts(database()));
    expect(menu.map(({ id, name, priceCents, packTiers }) => ({ id, name, priceCents, packTiers }))).toEqual(
      SEEDED_MENU,
    );
  });
});
