import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderPayload, readPaymentReturn } from '@/stores/checkout/checkout-payment';
import {
  COMPLETED_ORDER_KEY,
  completeOrder,
  saveCompletedOrder,
  takeCompletedOrder,
} from '@/stores/checkout/completed-order';
import {
  PENDING_ORDER_KEY,
  readPendingOrder,
  savePendingOrder,
  type PendingOrder,
} from '@/stores/checkout/pending-order';
import { RECENT_ORDER_KEY, readFreshRecentOrder, saveRecentOrder } from '@/stores/storefront/recent-order';
import { SAMPLE_DELIVERY_ORDER } from '../../fixtures/sample-pending-order';
import { MemoryStorage, stubGlobal } from './browser-stubs';

const DELIVERY: PendingOrder = SAMPLE_DELIVERY_ORDER;

const PICKUP: PendingOrder = {
  ...DELIVERY,
  orderType: 'pickup',
  deliveryFeeCents: 0,
  tipCents: 0,
  totalCents: 4600,
  tipPercent: 0,
  deliveryZone: null,
  customerInfo: { ...DELIVERY.customerInfo, address: null },
};

let storage: MemoryStorage;
let restore: () => void;
beforeEach(() => {
  storage = new MemoryStorage();
  restore = stubGlobal('localStorage', storage);
});
afterEach(() => restore());

describe('the pending order in storage', () => {
  it('reads back what was saved', () => {
    savePendingOrder(DELIVERY);
    expect(readPendingOrder()).toEqual(DELIVERY);
  });

  it('is null when missing, not JSON, or not an order', () => {
    expect(readPendingOrder()).toBeNull();
    storage.setItem(PENDING_ORDER_KEY, '{not json');
    expect(readPendingOrder()).toBeNull();
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...DELIVERY, items: [] }));
    expect(readPendingOrder()).toBeNull();
    storage.setItem(PENDING_ORDER_KEY, JSON.stringify({ ...DELIVERY, tipPercent: 12 }));
    expect(readPendingOrder()).toBeNull();
  });
});

describe('the POST /api/orders payload', () => {
  it('sends money as 2-decimal strings, items and the address as JSON strings', () => {
    expect(orderPayload(DELIVERY, { id: 'pi_123', clientSecret: 'pi_123_secret_abc' })).toEqual({
      customerName: 'Wanjiru Kamau',
      customerEmail: 'wanjiru@example.com',
      customerPhone: '913-555-0142',
      orderType: 'delivery',
      status: 'confirmed',
      subtotal: '46.00',
      total: '56.40',
      discount: '0.00',
      deliveryFee: '3.50',
      tax: '0.00',
      tip: '6.90',
      items: JSON.stringify([
        { productId: 1, name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' },
        { productId: 5, name: 'Mandazi (6 pieces)', quantity: 1, price: '8.00', total: '8.00' },
      ]),
      deliveryAddress: JSON.stringify({
        fullAddress: '123 Main St, Overland Park, KS 66212',
        zone: 'Local 0-10',
        fee: '3.50',
      }),
      paymentIntentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
    });
  });

  it('sends no address for pickup', () => {
    expect(orderPayload(PICKUP, { id: 'pi_1', clientSecret: 'pi_1_secret_x' }).deliveryAddress).toBeNull();
  });
});

describe('the provider return parameters', () => {
  it('are read from /checkout?payment_intent=...&payment_intent_client_secret=...&redirect_status=...', () => {
    expect(
      readPaymentReturn('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded'),
    ).toEqual({
      payment: { id: 'pi_1', clientSecret: 'pi_1_secret_x' },
      redirectStatus: 'succeeded',
    });
    expect(readPaymentReturn('?payment_intent=pi_1&payment_intent_client_secret=s')).toEqual({
      payment: { id: 'pi_1', clientSecret: 's' },
      redirectStatus: '',
    });
  });

  it('are absent on a plain visit or with only some of them', () => {
    expect(readPaymentReturn('')).toBeNull();
    expect(readPaymentReturn('?payment_intent=pi_1')).toBeNull();
  });
});

describe('the completed order', () => {
  it('is the pending order confirmed and paid, with the order number when the server gave one', () => {
    const completed = completeOrder(DELIVERY, 'pi_9', {
      id: 41,
      orderNumber: 'KBT-41',
      createdAt: '2026-11-21T12:00:00.000Z',
      feedbackToken: 'token-of-order-41',
      trackingUrl: 'http://localhost:4321/orders/track?token=t41',
    });
    expect(completed).toEqual({
      ...DELIVERY,
      orderId: 41,
      orderNumber: 'KBT-41',
      createdAt: '2026-11-21T12:00:00.000Z',
      feedbackToken: 'token-of-order-41',
      trackingUrl: 'http://localhost:4321/orders/track?token=t41',
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_9',
      // No gift card paid any of it.
      giftCards: [],
    });
    expect(completeOrder(PICKUP, 'pi_9', null)).toMatchObject({
      orderId: null,
      orderNumber: null,
      createdAt: null,
      feedbackToken: null,
      trackingUrl: null,
    });
  });

  it('is taken once: reading removes it and the pending order', () => {
    savePendingOrder(DELIVERY);
    const completed = completeOrder(DELIVERY, 'pi_9', null);
    saveCompletedOrder(completed);
    expect(takeCompletedOrder()).toEqual(completed);
    expect(storage.getItem(COMPLETED_ORDER_KEY)).toBeNull();
    expect(storage.getItem(PENDING_ORDER_KEY)).toBeNull();
    expect(takeCompletedOrder()).toBeNull();
  });

  it('that cannot be read is null, and still removed', () => {
    storage.setItem(COMPLETED_ORDER_KEY, JSON.stringify({ orderNumber: 'KBT-1' }));
    expect(takeCompletedOrder()).toBeNull();
    expect(storage.getItem(COMPLETED_ORDER_KEY)).toBeNull();
  });
});

describe('the recent order for the rating popup', () => {
  const recent = {
    id: 7,
    createdAt: '2026-11-21T10:00:00.000Z',
    customerName: 'Wanjiru',
    customerEmail: null,
    orderType: 'pickup' as const,
    feedbackToken: 'token-of-order-7',
  };

  it('is offered for 24 hours, then removed', () => {
    saveRecentOrder(recent);
    expect(readFreshRecentOrder(new Date('2026-11-22T09:59:59.000Z'))).toEqual(recent);
    expect(readFreshRecentOrder(new Date('2026-11-22T10:00:00.000Z'))).toBeNull();
    expect(storage.getItem(RECENT_ORDER_KEY)).toBeNull();
  });

  it('is removed when unreadable', () => {
    storage.setItem(RECENT_ORDER_KEY, '"hello"');
    expect(readFreshRecentOrder(new Date('2026-11-21T11:00:00.000Z'))).toBeNull();
    expect(storage.getItem(RECENT_ORDER_KEY)).toBeNull();
  });
});
