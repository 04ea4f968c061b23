import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, emptyCart, setDeliveryFee, setOrderType, setTipPercent, type Cart } from '@/domain/cart';
import { buildPendingOrder, PENDING_ORDER_KEY, savePendingOrder } from '@/stores/pending-order';
import { SAMPLE_DELIVERY_ORDER } from '../../fixtures/sample-pending-order';
import { BEEF_SAMOSA, MANDAZI } from '../../fixtures/seeded-menu';
import { MemoryStorage, stubGlobal } from './browser-stubs';

const ids = () => {
  let n = 0;
  return () => `line-${++n}`;
};

function cartOf(orderType: 'pickup' | 'delivery'): Cart {
  const newId = ids();
  let cart = setOrderType(emptyCart(), orderType);
  cart = addItem(cart, BEEF_SAMOSA, 20, newId);
  cart = addItem(cart, MANDAZI, 1, newId);
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
  it('writes a delivery order in the documented shape, in cents, with the zone and tip percent', () => {
    const cart = setTipPercent(setDeliveryFee(cartOf('delivery'), 350), 15);

    expect(buildPendingOrder(cart, contact, check, SAMPLE_DELIVERY_ORDER.fulfilmentWindow)).toEqual(
      SAMPLE_DELIVERY_ORDER,
    );
  });

  it('gives a pickup order no address, zone, fee or tip, whatever was typed', () => {
    const order = buildPendingOrder(cartOf('pickup'), contact, check, null);
    expect(order).toMatchObject({
      orderType: 'pickup',
      subtotalCents: 4600,
      deliveryFeeCents: 0,
      tipCents: 0,
      totalCents: 4600,
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
    const order = buildPendingOrder(cartOf('pickup'), contact, null, null);
    savePendingOrder(order);
    expect(PENDING_ORDER_KEY).toBe('pendingOrder');
    expect(JSON.parse(storage.getItem('pendingOrder') ?? 'null')).toEqual(order);
  });
});
