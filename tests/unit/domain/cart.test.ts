import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartTotals,
  clearCart,
  emptyCart,
  removeItem,
  setDeliveryFee,
  setOrderType,
  setQuantity,
  setTipPercent,
  type Cart,
} from '@/domain/cart';
import { SEEDED_PACK_TIERS } from '../../fixtures/seeded-menu';

const beefSamosa = { id: 1, name: 'Beef Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS };
const chapati = { id: 4, name: 'Chapati', priceCents: 200, packTiers: SEEDED_PACK_TIERS };
const mandazi = { id: 5, name: 'Mandazi (6 pieces)', priceCents: 800, packTiers: [] };
const pilau = { id: 6, name: 'Beef Pilau Tray', priceCents: 2400, packTiers: [] };

function idSequence(): () => string {
  let n = 0;
  return () => `line-${++n}`;
}

function deliveryCart(): Cart {
  return setOrderType(emptyCart(), 'delivery');
}

describe('emptyCart', () => {
  it('has no items, no order type, no fee and no tip', () => {
    expect(emptyCart()).toEqual({ items: [], orderType: null, deliveryFeeCents: 0, tipPercent: 0 });
    expect(cartTotals(emptyCart())).toEqual({
      subtotalCents: 0,
      deliveryFeeCents: 0,
      tipCents: 0,
      totalCents: 0,
      itemCount: 0,
    });
  });
});

describe('addItem', () => {
  it('adds a line priced by pack tier', () => {
    const cart = addItem(emptyCart(), beefSamosa, 30, idSequence());
    expect(cart.items).toEqual([
      {
        id: 'line-1',
        productId: 1,
        name: 'Beef Samosa',
        listPriceCents: 200,
        packTiers: SEEDED_PACK_TIERS,
        unitPriceCents: 180,
        quantity: 30,
        totalCents: 5400,
      },
    ]);
  });

  it('adds other products at list price', () => {
    const cart = addItem(emptyCart(), mandazi, 3, idSequence());
    expect(cart.items[0]).toMatchObject({ unitPriceCents: 800, quantity: 3, totalCents: 2400 });
  });

  it('merges a product already in the cart and re-prices the line on the new total', () => {
    const newId = idSequence();
    let cart = addItem(emptyCart(), beefSamosa, 10, newId);
    expect(cart.items[0]).toMatchObject({ unitPriceCents: 200, totalCents: 2000 });
    cart = addItem(cart, beefSamosa, 10, newId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      id: 'line-1',
      quantity: 20,
      unitPriceCents: 190,
      totalCents: 3800,
    });
    cart = addItem(cart, beefSamosa, 30, newId);
    expect(cart.items[0]).toMatchObject({ quantity: 50, unitPriceCents: 160, totalCents: 8000 });
  });

  it('keeps different products on separate lines, each priced on its own quantity', () => {
    const newId = idSequence();
    let cart = addItem(emptyCart(), beefSamosa, 10, newId);
    cart = addItem(cart, chapati, 10, newId);
    expect(cart.items.map((i) => [i.id, i.productId, i.unitPriceCents])).toEqual([
      ['line-1', 1, 200],
      ['line-2', 4, 200],
    ]);
  });

  it('adds nothing for a quantity of 0, a negative or a fraction', () => {
    const cart = emptyCart();
    expect(addItem(cart, beefSamosa, 0, idSequence())).toBe(cart);
    expect(addItem(cart, beefSamosa, -10, idSequence())).toBe(cart);
    expect(addItem(cart, beefSamosa, 1.5, idSequence())).toBe(cart);
  });

  it('does not change the cart it is given', () => {
    const before = addItem(emptyCart(), beefSamosa, 10, idSequence());
    const snapshot = structuredClone(before);
    addItem(before, beefSamosa, 10, idSequence());
    addItem(before, pilau, 1, idSequence());
    expect(before).toEqual(snapshot);
  });

  it('caps a line at 1,000 pieces', () => {
    const newId = idSequence();
    let cart = addItem(emptyCart(), beefSamosa, 990, newId);
    cart = addItem(cart, beefSamosa, 50, newId);
    expect(cart.items[0]?.quantity).toBe(1000);
  });
});

describe('removeItem', () => {
  it('deletes the line', () => {
    const newId = idSequence();
    let cart = addItem(emptyCart(), beefSamosa, 10, newId);
    cart = addItem(cart, pilau, 1, newId);
    cart = removeItem(cart, 'line-1');
    expect(cart.items.map((i) => i.name)).toEqual(['Beef Pilau Tray']);
  });

  it('leaves the cart as it was for an unknown id', () => {
    const cart = addItem(emptyCart(), beefSamosa, 10, idSequence());
    expect(removeItem(cart, 'nope').items).toEqual(cart.items);
  });
});

describe('setQuantity', () => {
  it('re-prices the line on the new quantity', () => {
    let cart = addItem(emptyCart(), chapati, 50, idSequence());
    cart = setQuantity(cart, 'line-1', 40);
    expect(cart.items[0]).toMatchObject({ quantity: 40, unitPriceCents: 170, totalCents: 6800 });
    cart = setQuantity(cart, 'line-1', 19);
    expect(cart.items[0]).toMatchObject({ quantity: 19, unitPriceCents: 200, totalCents: 3800 });
  });

  it('keeps list price for other products', () => {
    let cart = addItem(emptyCart(), mandazi, 1, idSequence());
    cart = setQuantity(cart, 'line-1', 5);
    expect(cart.items[0]).toMatchObject({ quantity: 5, unitPriceCents: 800, totalCents: 4000 });
  });

  it('removes the line at 0', () => {
    const cart = addItem(emptyCart(), chapati, 10, idSequence());
    expect(setQuantity(cart, 'line-1', 0).items).toEqual([]);
  });

  it('removes the line at a negative quantity', () => {
    const cart = addItem(emptyCart(), chapati, 10, idSequence());
    expect(setQuantity(cart, 'line-1', -3).items).toEqual([]);
  });

  it('ignores a quantity that is not a whole number', () => {
    const cart = addItem(emptyCart(), chapati, 10, idSequence());
    expect(setQuantity(cart, 'line-1', 2.5)).toBe(cart);
    expect(setQuantity(cart, 'line-1', Number.NaN)).toBe(cart);
  });
});

describe('order type, fee and tip', () => {
  it('keeps the fee and tip while delivery is chosen', () => {
    let cart = addItem(deliveryCart(), beefSamosa, 20, idSequence());
    cart = setDeliveryFee(cart, 550);
    cart = setTipPercent(cart, 18);
    expect(cart).toMatchObject({ orderType: 'delivery', deliveryFeeCents: 550, tipPercent: 18 });
  });

  it('zeroes fee and tip when pickup is chosen', () => {
    let cart = setTipPercent(setDeliveryFee(deliveryCart(), 750), 20);
    cart = setOrderType(cart, 'pickup');
    expect(cart).toMatchObject({ orderType: 'pickup', deliveryFeeCents: 0, tipPercent: 0 });
  });

  it('resets the fee on any change of order type', () => {
    let cart = setOrderType(emptyCart(), 'pickup');
    cart = setOrderType(cart, 'delivery');
    cart = setTipPercent(setDeliveryFee(cart, 350), 15);
    cart = setOrderType(cart, 'pickup');
    cart = setOrderType(cart, 'delivery');
    expect(cart.deliveryFeeCents).toBe(0);
  });

  it('keeps the fee when the same order type is chosen again', () => {
    const cart = setDeliveryFee(deliveryCart(), 350);
    expect(setOrderType(cart, 'delivery').deliveryFeeCents).toBe(350);
  });

  it('ignores a fee or tip for pickup', () => {
    let cart = setOrderType(emptyCart(), 'pickup');
    cart = setTipPercent(setDeliveryFee(cart, 350), 25);
    expect(cart).toMatchObject({ deliveryFeeCents: 0, tipPercent: 0 });
  });

  it('refuses a fee that is not whole non-negative cents', () => {
    expect(() => setDeliveryFee(deliveryCart(), -1)).toThrow(RangeError);
    expect(() => setDeliveryFee(deliveryCart(), 3.5)).toThrow(RangeError);
  });
});

describe('clearCart', () => {
  it('empties the items and zeroes fee and tip, keeping the order type', () => {
    let cart = addItem(deliveryCart(), beefSamosa, 30, idSequence());
    cart = setTipPercent(setDeliveryFee(cart, 1000), 25);
    expect(clearCart(cart)).toEqual({
      items: [],
      orderType: 'delivery',
      deliveryFeeCents: 0,
      tipPercent: 0,
    });
  });
});

describe('cartTotals', () => {
  it('adds subtotal, delivery fee and tip for delivery', () => {
    const newId = idSequence();
    let cart = addItem(deliveryCart(), beefSamosa, 30, newId); // 30 x 1.80 = 54.00
    cart = addItem(cart, mandazi, 2, newId); // 2 x 8.00 = 16.00
    cart = setDeliveryFee(cart, 550);
    cart = setTipPercent(cart, 15); // 15% of 70.00 = 10.50
    expect(cartTotals(cart)).toEqual({
      subtotalCents: 7000,
      deliveryFeeCents: 550,
      tipCents: 1050,
      totalCents: 8600,
      itemCount: 32,
    });
  });

  it('charges neither fee nor tip for pickup', () => {
    let cart = setOrderType(emptyCart(), 'pickup');
    cart = addItem(cart, chapati, 20, idSequence());
    expect(cartTotals(cart)).toEqual({
      subtotalCents: 3800,
      deliveryFeeCents: 0,
      tipCents: 0,
      totalCents: 3800,
      itemCount: 20,
    });
  });

  it('rounds the tip to whole cents', () => {
    const sauce = { id: 9, name: 'Pili Pili Sauce', priceCents: 1237, packTiers: [] };
    let cart = addItem(deliveryCart(), sauce, 1, idSequence());
    cart = setTipPercent(cart, 18); // 18% of $12.37 = $2.2266 -> $2.23
    expect(cartTotals(cart)).toMatchObject({
      subtotalCents: 1237,
      tipCents: 223,
      totalCents: 1460,
    });
  });

  it('counts pieces, not lines', () => {
    const newId = idSequence();
    let cart = addItem(emptyCart(), beefSamosa, 50, newId);
    cart = addItem(cart, chapati, 50, newId);
    expect(cartTotals(cart).itemCount).toBe(100);
  });
});
