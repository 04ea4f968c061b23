import { describe, expect, it } from 'vitest';
import { emptyCart, syncWithMenu } from '@/domain/cart';
import { decodeStoredCart } from '@/stores/checkout/stored-cart';
import { BEEF_SAMOSA, SEEDED_MENU, SEEDED_PACK_TIERS } from '../../fixtures/seeded-menu';

/** A cart as the version before pack tiers were data saved it: no list price, no tiers. */
const OLD_CART = {
  items: [{ id: 'a', productId: 1, name: 'Beef Samosa', unitPriceCents: 190, quantity: 20, totalCents: 3800 }],
  orderType: 'pickup',
  deliveryFeeCents: 0,
  tipPercent: 0,
};

describe('the stored cart', () => {
  it('reads a cart saved before lines carried their tiers, and the menu brings it up to date', () => {
    const read = decodeStoredCart(JSON.stringify(OLD_CART));
    expect(read.items[0]).toMatchObject({ listPriceCents: 190, packTiers: [], unitPriceCents: 190, quantity: 20 });
    const synced = syncWithMenu(read, SEEDED_MENU);
    expect(synced.items[0]).toEqual({
      id: 'a',
      productId: 1,
      name: 'Beef Samosa',
      listPriceCents: 200,
      packTiers: SEEDED_PACK_TIERS,
      unitPriceCents: 190,
      quantity: 20,
      totalCents: 3800,
    });
  });

  it('is empty when what is stored cannot be read', () => {
    expect(decodeStoredCart('{not json')).toEqual(emptyCart());
    expect(decodeStoredCart(JSON.stringify({ ...OLD_CART, tipPercent: 12 }))).toEqual(emptyCart());
    expect(decodeStoredCart(JSON.stringify({ ...OLD_CART, items: [{ id: 'a', quantity: 'lots' }] }))).toEqual(
      emptyCart(),
    );
  });
});

describe('syncWithMenu', () => {
  it('re-prices a line when the menu changed its price or tiers, and keeps the same cart when nothing changed', () => {
    const cart = decodeStoredCart(JSON.stringify(OLD_CART));
    const synced = syncWithMenu(cart, SEEDED_MENU);
    expect(syncWithMenu(synced, SEEDED_MENU)).toBe(synced);
    const dearer = syncWithMenu(synced, [{ ...BEEF_SAMOSA, packTiers: [], priceCents: 250 }]);
    expect(dearer.items[0]).toMatchObject({ unitPriceCents: 250, totalCents: 5000 });
  });

  it('keeps a line whose product left the menu, for the server to refuse at checkout', () => {
    const cart = decodeStoredCart(JSON.stringify(OLD_CART));
    expect(syncWithMenu(cart, [])).toBe(cart);
  });
});
