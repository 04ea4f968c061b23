import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { OrderView } from '@/domain/api-shapes';
import { toQuoteView } from '@/domain/order/order-view';
import { CODED_MONEY, CODED_MONEY_LINES } from '../fixtures/coded-taxed-order';
import { sampleOrder } from '../fixtures/sample-order';
import { hold, stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /order-history's cards for orders the real checkout can no longer make: the checkout has no notes
 * field, and only a newer server sends a status this page does not know. Real paid orders' cards are
 * checked in tests/e2e/order-history.spec.ts.
 */

test('an older order with notes', async () => {
  carrySessionHint();
  const orders: OrderView[] = [sampleOrder({ id: 42, status: 'ready', notes: 'Please ring the side door.' })];
  stubApi({ '/api/auth/user': { json: sessionUser() }, '/api/orders/history': { json: orders } });
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);

  const withNotes = await screen.findByRole('article', { name: 'Order KBT-42' });
  expect(within(withNotes).getByRole('heading', { name: 'Notes' })).toBeTruthy();
  expect(withNotes.textContent).toContain('Please ring the side door.');
});

/*
 * A newer server's status reaches the card only in production: in development and tests the API
 * contract's answer check refuses it on the way in (src/lib/api/call.ts), so the card is rendered
 * with it directly.
 */
test('a status this browser does not know shows as Pending', async () => {
  const { OrderCard } = await import('@/islands/account/order-history/order-card');
  render(<OrderCard order={sampleOrder({ id: 9, status: 'out-for-delivery' as OrderView['status'] })} />);

  expect(screen.getByRole('article', { name: 'Order KBT-9' }).textContent).toContain('Status: Pending');
});

test('a card with a discount code and two tax rates shows every money line, the discount as a saving', async () => {
  const { OrderCard } = await import('@/islands/account/order-history/order-card');
  render(<OrderCard order={sampleOrder({ id: 15, ...toQuoteView(CODED_MONEY) })} />);

  const card = screen.getByRole('article', { name: 'Order KBT-15' });
  const money = [...card.querySelectorAll('dl')].at(-1)!;
  const terms = within(money).getAllByRole('term');
  const amounts = within(money).getAllByRole('definition');
  expect(terms.map((term, index) => [term.textContent, amounts[index]?.textContent])).toEqual(CODED_MONEY_LINES);
  expect(amounts[1]?.className).toContain('text-green-800');
});

/*
 * The page's states around the orders, each from the answers that bring it about (moved here from
 * the browser tests, which keep a new customer's empty page and real paid orders' cards).
 */

test("with an ended session: skeletons while it is checked, then 'Sign In Required' with Sign In and Create Account", async () => {
  carrySessionHint();
  const session = hold();
  stubApi({
    '/api/auth/user': async () => {
      await session.released;
      return { status: 401, json: { message: 'Not authenticated' } };
    },
  });
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);

  expect((await screen.findByRole('status')).textContent).toContain('Loading your orders');
  expect(screen.getAllByTestId('order-skeleton').length).toBeGreaterThan(0);
  expect(screen.queryByText('Sign In Required')).toBeNull();

  session.release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
  expect(screen.queryAllByTestId('order-skeleton')).toHaveLength(0);
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register');
  await expectNoAxeViolations();
});

test("'Failed to fetch orders' with Try Again, which loads the orders", async () => {
  carrySessionHint();
  let asked = 0;
  stubApi({
    '/api/auth/user': { json: sessionUser() },
    '/api/orders/history': () =>
      ++asked === 1 ? { status: 500, json: { message: 'Database unavailable' } } : { json: [] },
  });
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load your orders.");
  expect(alert.textContent).toContain('Failed to fetch orders');
  await expectNoAxeViolations();

  await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('Refresh asks again and says it is refreshing, the orders kept meanwhile; coming back to the window asks again', async () => {
  carrySessionHint();
  let refetch: ReturnType<typeof hold> | null = null;
  const { calls } = stubApi({
    '/api/auth/user': { json: sessionUser() },
    '/api/orders/history': async () => {
      await refetch?.released;
      return { json: [] };
    },
  });
  const asked = () => calls.filter((call) => call.path === '/api/orders/history').length;
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);
  expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  expect(asked()).toBe(1);

  refetch = hold();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  const refreshing = await screen.findByRole('button', { name: 'Refreshing...' });
  expect(refreshing.getAttribute('aria-disabled')).toBe('true');
  expect(screen.getByRole('status').textContent).toContain('Refreshing your orders');
  expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
  refetch.release();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('aria-disabled')).not.toBe('true'),
  );
  expect(asked()).toBe(2);

  window.dispatchEvent(new Event('focus'));
  await waitFor(() => expect(asked()).toBe(3));
  expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy();
});

test("says 'Not authenticated' when the session has ended on the server, with Try Again", async () => {
  carrySessionHint();
  let signedOut = false;
  stubApi({
    '/api/auth/user': { json: sessionUser() },
    '/api/orders/history': () => (signedOut ? { status: 401, json: { message: 'Not authenticated' } } : { json: [] }),
  });
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);
  expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();

  // Signed out elsewhere: the next answer refuses.
  signedOut = true;
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't refresh your orders.");
  expect(alert.textContent).toContain('Not authenticated');
  expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
});
