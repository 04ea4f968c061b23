import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { toOrderView } from '@/domain/order/order-view';
import { PRIVATE_ADDRESS_WORDS } from '@/domain/pickup-spots/pickup-spot';
import { beef, storedOrder } from '../unit/domain/kitchen/stored-orders';

/*
 * A pickup's spot on the customer's screens (issue 50): the order history's card, the tracking
 * page and the pay-link page, each from the order as the API answers it (toOrderView), so a
 * private spot's address shows once paid and not on a link still to pay.
 */

const WINDOW = { start: '2026-12-13T18:00:00.000Z', end: '2026-12-13T18:30:00.000Z' };
const KITCHEN = {
  id: 1,
  name: 'Home kitchen',
  address: '8800 W 95th St, Overland Park, KS 66212',
  notes: 'Ring the side door bell.',
  private: true,
};
const view = (status: 'confirmed' | 'pending') =>
  toOrderView(storedOrder(31, WINDOW, [beef(10)], { status, pickupSpot: KITCHEN }));

test("the history's card and the tracking page show a paid order's private spot whole", async () => {
  const { OrderCard } = await import('@/islands/account/order-history/order-card');
  const { TrackedOrderDetails } = await import('@/islands/account/order-tracking/tracked-order-details');
  const order = view('confirmed');
  const { unmount } = render(<OrderCard order={order} />);
  const card = screen.getByRole('article', { name: 'Order KBT-31' });
  expect(card.textContent).toContain(
    'Pickup at: Home kitchen8800 W 95th St, Overland Park, KS 66212Ring the side door bell.',
  );
  unmount();

  render(<TrackedOrderDetails tracked={{ order, timeline: [], rated: false, feedbackToken: 't' }} />);
  const progress = screen.getByRole('region', { name: 'Progress' });
  expect(progress.textContent).toContain('Pickup at: Home kitchen8800 W 95th St');
});

test("the pay-link page names a pending order's private spot without its address or notes", async () => {
  const { LinkOrderSummary } = await import('@/islands/checkout/pay-link/link-order-summary');
  render(<LinkOrderSummary order={view('pending')} />);
  const summary = within(screen.getByRole('region', { name: 'Order KBT-31' }));
  expect(summary.getByText('Pickup at')).toBeTruthy();
  expect(summary.getByText('Home kitchen')).toBeTruthy();
  expect(summary.getByText(PRIVATE_ADDRESS_WORDS)).toBeTruthy();
  expect(document.body.textContent).not.toContain('8800 W 95th');
  expect(document.body.textContent).not.toContain('side door');
});
