import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, emptyCart, setDeliveryFee, setOrderType, setTipPercent, type Cart } from '@/domain/cart';
import { buildPendingOrder, PENDING_ORDER_KEY, savePendingOrder } from '@/stores/pending-order';
import { MemoryStorage, stubGlobal } from './browser-stubs';

const ids = () => {
  let n = 0;
  return () => `line-${++n}`;
};

function cartOf(orderType: 'pickup' | 'delivery'): Cart {
  const newId = ids();
  let cart = setOrderType(emptyCart(), orderType);
  cart = addItem(cart, { id: 1, name: 'Beef Samosa', priceCents: 200 }, 20, newId);
  cart = addItem(cart, { id: 5, name: 'Mandazi (6 pieces)', priceCents: 800 }, 1, newId);
  return cart;
}

const contact = {
  name: '  Wanjiru Kamau ',
  phone: ' 913-555-0142',
  email: 'wanjiru@example.com ',
  address: ' 123 Main St, Overland Park, KS 66212 ',
};
const check = { address: contact.address, zone: 'Local 0-10', feeCents: 350, distanceMiles: 1.9 };

describe('buildPendingOrder', () => {
  it('writes a delivery order in the documented shape, in dollars, with the zone and tip percent', () => {
    const cart = setTipPercent(setDeliveryFee(cartOf('delivery'), 350), 15);

    expect(buildPendingOrder(cart, contact, check)).toEqual({
      orderType: 'delivery',
      items: [
        { id: 'line-1', productId: 1, name: 'Beef Samosa', price: 1.9, quantity: 20, total: 38 },
        { id: 'line-2', productId: 5, name: 'Mandazi (6 pieces)', price: 8, quantity: 1, total: 8 },
      ],
      subtotal: 46,
      deliveryFee: 3.5,
      tip: 6.9,
      total: 56.4,
      tipPercent: 15,
      deliveryZone: 'Local 0-10',
      customerInfo: {
        name: 'Wanjiru Kamau',
        phone: '913-555-0142',
        email: 'wanjiru@example.com',
        address: '123 Main St, Overland Park, KS 66212',
      },
    });
  });

  it('gives a pickup order no address, zone, fee or tip, whatever was typed', () => {
    const order = buildPendingOrder(cartOf('pickup'), contact, check);
    expect(order).toMatchObject({
      orderType: 'pickup',
      subtotal: 46,
      deliveryFee: 0,
      tip: 0,
      total: 46,
      tipPercent: 0,
      deliveryZone: null,
    });
    expect(order.customerInfo.address).toBeNull();
  });
});

describe('savePendingOrder', () => {
  let restore: () => void;
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    restore = stubGlobal('localStorage', storage);
  });
  afterEach(() => restore());

  it('stores the order as JSON under "pendingOrder" for the payment page', () => {
    const order = buildPendingOrder(cartOf('pickup'), contact, null);
    savePendingOrder(order);
    expect(PENDING_ORDER_KEY).toBe('pendingOrder');
    expect(JSON.parse(storage.getItem('pendingOrder') ?? 'null')).toEqual(order);
  });
});
