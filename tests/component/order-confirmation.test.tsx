import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ConfirmedOrder } from '@/islands/checkout/order-confirmation/confirmed-order';
import { type CompletedOrder, saveCompletedOrder, takeCompletedOrder } from '@/stores/checkout/completed-order';
import { CODED_ITEMS, CODED_MONEY, CODED_MONEY_LINES } from '../fixtures/coded-taxed-order';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';

/*
 * The confirmation's money (docs/behaviour/screens.md#order-confirmation) for an order with a
 * discount code and two tax rates, read back from storage as the page reads it. The page's other
 * states and a real paid order are tests/e2e/order-confirmation.spec.ts's.
 */

afterEach(() => localStorage.clear());

const CODED_PICKUP: CompletedOrder = {
  ...SAMPLE_DELIVERY_ORDER,
  orderType: 'pickup',
  items: CODED_ITEMS,
  ...CODED_MONEY,
  tipPercent: 0,
  deliveryZone: null,
  customerInfo: { ...SAMPLE_DELIVERY_ORDER.customerInfo, address: null },
  orderId: 15,
  orderNumber: 'KBT-15',
  createdAt: '2026-11-24T18:00:00.000Z',
  feedbackToken: null,
  trackingUrl: null,
  status: 'confirmed',
  paymentStatus: 'paid',
  giftCards: [],
  paymentIntentId: 'pi_test_15',
};

test('an order with a discount code and two tax rates shows every money line', () => {
  saveCompletedOrder(CODED_PICKUP);
  const order = takeCompletedOrder();
  expect(order).not.toBeNull();
  render(<ConfirmedOrder order={order!} />);

  const totals = within(screen.getByRole('region', { name: 'Order Details' })).getByLabelText('Order totals');
  const terms = within(totals).getAllByRole('term');
  const amounts = within(totals).getAllByRole('definition');
  expect(terms.map((term, index) => [term.textContent, amounts[index]?.textContent])).toEqual(CODED_MONEY_LINES);
});
