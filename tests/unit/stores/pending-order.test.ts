import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, cartTotals, emptyCart, setDeliveryFee, setOrderType, setTipPercent, type Cart } from '@/domain/cart';
import type { QuotedMoney } from '@/domain/order/order-view';
import { buildPendingOrder, PENDING_ORDER_KEY, savePendingOrder } from '@/stores/checkout/pending-order';
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

/** The server's quote of a cart (POST /api/checkout/quote), in cents: untaxed, no code. */
function untaxedQuote(cart: Cart): QuotedMoney {
  const totals = cartTotals(cart);
  return {
    subtotalCents: totals.subtotalCents,
    discountCents: 0,
    deliveryFeeCents: totals.deliveryFeeCents,
    taxCents: 0,
    taxLines: [],
    tipCents: totals.tipCents,
    totalCents: totals.totalCents,
    discountCode: null,
  };
}

describe('buildPendingOrder', () => {
  it('writes a delivery order in the documented shape, in cents, with the zone and tip percent', () => {
    const cart = setTipPercent(setDeliveryFee(cartOf('delivery'), 350), 15);

    expect(buildPendingOrder(cart, contact, check, SAMPLE_DELIVERY_ORDER.fulfilmentWindow, untaxedQuote(cart))).toEqual(
      SAMPLE_DELIVERY_ORDER,
    );
  });

  it('carries the money the server quoted: its discount, its tax lines and its total', () => {
    const cart = cartOf('pickup');
    // 20 samosas ($38.00) and a box of mandazi ($8.00) with a $5.00 code, taxed in Overland Park.
    const quoted: QuotedMoney = {
      ...untaxedQuote(cart),
      discountCents: 500,
      taxCents: 343,
      taxLines: [
        { name: 'Prepared food', rate: 9350, taxableCents: 3387, amountCents: 317 },
        { name: 'Food', rate: 2850, taxableCents: 713, amountCents: 20 },
      ],
      totalCents: 4443,
      discountCode: 'THANKYOU5',
    };
    expect(buildPendingOrder(cart, contact, null, null, quoted)).toMatchObject(quoted);
  });

  it('gives a pickup order no address, zone, fee or tip, whatever was typed', () => {
    const cart = cartOf('pickup');
    const order = buildPendingOrder(cart, contact, check, null, untaxedQuote(cart));
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
    const cart = cartOf('pickup');
    const order = buildPendingOrder(cart, contact, null, null, untaxedQuote(cart));
    savePendingOrder(order);
    expect(PENDING_ORDER_KEY).toBe('pendingOrder');
    expect(JSON.parse(storage.getItem('pendingOrder') ?? 'null')).toEqual(order);
  });
});
