import type { OrderView } from '../../../../src/domain/api-shapes';

/**
 * A realistic paid pickup order as the API answers it, with the given changes. Shared by the
 * store's unit tests and the history page's card test (until real orders can be created there).
 */
export function sampleOrder(changes: Partial<OrderView> & Pick<OrderView, 'id'>): OrderView {
  return {
    orderNumber: `KBT-${changes.id}`,
    createdAt: '2026-03-05T20:30:00.000Z',
    status: 'confirmed',
    orderType: 'pickup',
    customerName: 'Amina Odhiambo',
    customerEmail: 'amina@example.com',
    customerPhone: '913-555-0142',
    subtotal: '20.00',
    deliveryFee: '0.00',
    tip: '0.00',
    total: '20.00',
    notes: null,
    deliveryAddress: null,
    items: [{ productId: 1, name: 'Beef Samosa', quantity: 10, price: '2.00', total: '20.00' }],
    paymentIntentId: `pi_test_${changes.id}`,
    ...changes,
  };
}
