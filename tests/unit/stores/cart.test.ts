import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyCart } from '@/domain/cart';
import {
  $cart,
  $cartTotals,
  addToCart,
  applyDeliveryCheck,
  changeDeliveryAddress,
  changeQuantity,
  chooseOrderType,
  chooseTip,
  emptyTheCart,
  removeFromCart,
} from '@/stores/checkout/cart';
import { $contactDetails, $deliveryCheck } from '@/stores/checkout/checkout-details';
import { pushedEvents, stubWindowWithDataLayer } from './browser-stubs';
import { SEEDED_PACK_TIERS } from '../../fixtures/seeded-menu';

const beefSamosa = { id: 1, name: 'Beef Samosa', priceCents: 200, packTiers: SEEDED_PACK_TIERS };
const mandazi = { id: 5, name: 'Mandazi (6 pieces)', priceCents: 800, packTiers: [] };
const localCheck = {
  address: '123 Main St, Overland Park, KS 66212',
  zone: 'Local 0-10',
  feeCents: 350,
  distanceMiles: 1.9,
};

let dataLayer: unknown[];
let restoreWindow: () => void;

beforeAll(() => useTestStorageEngine());

beforeEach(() => {
  cleanTestStorage();
  $cart.set(emptyCart());
  $deliveryCheck.set(null);
  $contactDetails.set({ name: '', phone: '', email: '', address: '' });
  ({ dataLayer, restore: restoreWindow } = stubWindowWithDataLayer());
});

afterEach(() => restoreWindow());

const line = (productId: number) => {
  const found = $cart.get().items.find((item) => item.productId === productId);
  if (!found) throw new Error(`no line for product ${productId}`);
  return found;
};

describe('addToCart', () => {
  it('adds a priced line and reports add_to_cart in the GA4 e-commerce shape', () => {
    chooseOrderType('pickup');
    addToCart(beefSamosa, 10);

    expect($cart.get().items).toEqual([
      {
        id: expect.any(String),
        productId: 1,
        name: 'Beef Samosa',
        listPriceCents: 200,
        packTiers: SEEDED_PACK_TIERS,
        unitPriceCents: 200,
        quantity: 10,
        totalCents: 2000,
      },
    ]);
    // GA4 asks for the previous ecommerce object to be cleared before each event.
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 20,
          items: [{ item_id: '1', item_name: 'Beef Samosa', price: 2, quantity: 10 }],
        },
      },
    ]);
  });

  it('merges a second add into the line, re-prices it, and reports only the added pieces', () => {
    addToCart(beefSamosa, 10);
    addToCart(beefSamosa, 10);

    expect($cart.get().items).toHaveLength(1);
    expect(line(1)).toMatchObject({ quantity: 20, unitPriceCents: 190, totalCents: 3800 });
    expect(pushedEvents(dataLayer).at(-1)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 19,
        items: [{ item_id: '1', item_name: 'Beef Samosa', price: 1.9, quantity: 10 }],
      },
    });
  });

  it('adds nothing and reports nothing for a quantity of 0', () => {
    addToCart(mandazi, 0);
    expect($cart.get().items).toEqual([]);
    expect(dataLayer).toEqual([]);
  });

  it('keeps the cart in storage under "cart" so it survives a reload', () => {
    addToCart(mandazi, 2);
    expect(JSON.parse(getTestStorage()['cart'] ?? 'null')).toEqual($cart.get());
  });
});

describe('removeFromCart', () => {
  it('deletes the line and reports remove_from_cart with its total', () => {
    addToCart(beefSamosa, 20);
    addToCart(mandazi, 1);
    dataLayer.length = 0;

    removeFromCart(line(1).id);

    expect($cart.get().items.map((item) => item.name)).toEqual(['Mandazi (6 pieces)']);
    expect(pushedEvents(dataLayer)).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'USD',
          value: 38,
          items: [{ item_id: '1', item_name: 'Beef Samosa', price: 1.9, quantity: 20 }],
        },
      },
    ]);
  });

  it('ignores an unknown line and reports nothing', () => {
    addToCart(mandazi, 1);
    const before = $cart.get();
    dataLayer.length = 0;
    removeFromCart('no-such-line');
    expect($cart.get()).toBe(before);
    expect(dataLayer).toEqual([]);
  });
});

describe('changeQuantity', () => {
  it('sets the quantity and re-prices the line on it', () => {
    addToCart(beefSamosa, 10);
    changeQuantity(line(1).id, 30);
    expect(line(1)).toMatchObject({ quantity: 30, unitPriceCents: 180, totalCents: 5400 });
    changeQuantity(line(1).id, 10);
    expect(line(1)).toMatchObject({ quantity: 10, unitPriceCents: 200, totalCents: 2000 });
  });

  it.each([0, -10])('removes the line at %i and reports it as removed', (quantity) => {
    addToCart(mandazi, 3);
    dataLayer.length = 0;
    changeQuantity(line(5).id, quantity);
    expect($cart.get().items).toEqual([]);
    expect(pushedEvents(dataLayer)).toEqual([
      expect.objectContaining({ event: 'remove_from_cart', ecommerce: expect.objectContaining({ value: 24 }) }),
    ]);
  });
});

describe('order type, delivery check and tip', () => {
  it('charges the checked zone fee and the tip on a delivery order', () => {
    chooseOrderType('delivery');
    addToCart(beefSamosa, 20);
    applyDeliveryCheck(localCheck);
    chooseTip(15);

    expect($deliveryCheck.get()).toEqual(localCheck);
    expect($cartTotals.get()).toEqual({
      subtotalCents: 3800,
      deliveryFeeCents: 350,
      tipCents: 570,
      totalCents: 4720,
      itemCount: 20,
    });
  });

  it('choosing pickup zeroes the fee and the tip and forgets the checked address', () => {
    chooseOrderType('delivery');
    addToCart(beefSamosa, 10);
    applyDeliveryCheck(localCheck);
    chooseTip(20);

    chooseOrderType('pickup');

    expect($cart.get()).toMatchObject({ orderType: 'pickup', deliveryFeeCents: 0, tipPercent: 0 });
    expect($deliveryCheck.get()).toBeNull();
    expect($cartTotals.get().totalCents).toBe(2000);
  });

  it('pickup takes no tip', () => {
    chooseOrderType('pickup');
    addToCart(beefSamosa, 10);
    chooseTip(25);
    expect($cart.get().tipPercent).toBe(0);
    expect($cartTotals.get().tipCents).toBe(0);
  });

  it('choosing the same type again keeps the fee and the check', () => {
    chooseOrderType('delivery');
    applyDeliveryCheck(localCheck);
    chooseOrderType('delivery');
    expect($cart.get().deliveryFeeCents).toBe(350);
    expect($deliveryCheck.get()).toEqual(localCheck);
  });

  it('records an outside-area check with no fee', () => {
    chooseOrderType('delivery');
    applyDeliveryCheck({
      address: '350 5th Ave, New York, NY 10118',
      zone: 'Outside Area',
      feeCents: 0,
      distanceMiles: 1102,
    });
    expect($deliveryCheck.get()?.zone).toBe('Outside Area');
    expect($cart.get().deliveryFeeCents).toBe(0);
  });
});

describe('changeDeliveryAddress', () => {
  it('a different address drops the old check and its fee', () => {
    chooseOrderType('delivery');
    changeDeliveryAddress(localCheck.address);
    applyDeliveryCheck(localCheck);

    changeDeliveryAddress('456 Oak Ave, Olathe, KS 66061');

    expect($contactDetails.get().address).toBe('456 Oak Ave, Olathe, KS 66061');
    expect($deliveryCheck.get()).toBeNull();
    expect($cart.get().deliveryFeeCents).toBe(0);
  });

  it('the same address keeps the check and the fee', () => {
    chooseOrderType('delivery');
    changeDeliveryAddress(localCheck.address);
    applyDeliveryCheck(localCheck);
    changeDeliveryAddress(localCheck.address);
    expect($deliveryCheck.get()).toEqual(localCheck);
    expect($cart.get().deliveryFeeCents).toBe(350);
  });
});

describe('emptyTheCart', () => {
  it('empties the items, zeroes fee and tip, keeps the order type and drops the check', () => {
    chooseOrderType('delivery');
    addToCart(beefSamosa, 10);
    applyDeliveryCheck(localCheck);
    chooseTip(18);

    emptyTheCart();

    expect($cart.get()).toEqual({ items: [], orderType: 'delivery', deliveryFeeCents: 0, tipPercent: 0 });
    expect($deliveryCheck.get()).toBeNull();
    expect($cartTotals.get()).toMatchObject({ totalCents: 0, itemCount: 0 });
  });
});
