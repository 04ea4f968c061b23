import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { OrderView } from '@/domain/api-shapes';
import { toQuoteView } from '@/domain/order/order-view';
import { CODED_MONEY, CODED_MONEY_LINES } from '../fixtures/coded-taxed-order';
import { sampleOrder } from '../fixtures/sample-order';
import { hold, pagedAnswer, stubApi } from './support/api-stub';
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
  const asked = () => calls.filter((call) => call.path === '/api/orders/history?limit=20').length;
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

/*
 * The history a page at a time: the newest 20, then 'Show more orders' asks for the page after the
 * last order shown (the server's cursor, answered here as the server pages).
 */

/** Orders with ids from `from` down to `to`, newest first. */
const ordersFrom = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => sampleOrder({ id: from - index }));

const shownNumbers = () =>
  within(screen.getByRole('list', { name: 'Your orders' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby')?.replace('order-', ''));

const numbers = (from: number, to: number) => ordersFrom(from, to).map((order) => String(order.id));

async function renderHistory(history: () => readonly OrderView[]) {
  carrySessionHint();
  const stub = stubApi({ '/api/auth/user': { json: sessionUser() }, '/api/orders/history': pagedAnswer(history) });
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);
  await screen.findByRole('article', { name: `Order KBT-${history()[0]?.id}` });
  const asked = () => stub.calls.filter((call) => call.path.startsWith('/api/orders/history')).map((call) => call.path);
  return { asked };
}

test("shows the newest 20 orders and 'Show more orders', which adds the next pages in order until a short one", async () => {
  const history = ordersFrom(45, 1);
  const { asked } = await renderHistory(() => history);
  expect(shownNumbers()).toEqual(numbers(45, 26));
  expect(asked()).toEqual(['/api/orders/history?limit=20']);

  const more = screen.getByRole('button', { name: 'Show more orders' });
  await userEvent.click(more);
  await waitFor(() => expect(shownNumbers()).toEqual(numbers(45, 6)));
  expect(screen.getByText('Added 20 older orders.')).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more orders' }));

  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  await waitFor(() => expect(shownNumbers()).toEqual(numbers(45, 1)));
  expect(screen.getByText('Added 5 older orders.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  // The button is gone: the focus is on the first order it added.
  expect(document.activeElement?.textContent).toContain('KBT-5');
  expect(asked()).toEqual([
    '/api/orders/history?limit=20',
    '/api/orders/history?limit=20&after=26',
    '/api/orders/history?limit=20&after=6',
  ]);
  await expectNoAxeViolations();
});

test("no 'Show more orders' after a short first page; after a full last page, one press that finds nothing", async () => {
  await renderHistory(() => ordersFrom(7, 1));
  expect(shownNumbers()).toEqual(numbers(7, 1));
  expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  cleanup();

  vi.resetModules();
  await renderHistory(() => ordersFrom(20, 1));
  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull());
  expect(shownNumbers()).toEqual(numbers(20, 1));
});

test("'Loading…' while the next page comes; a failure keeps every order, says so, and Try Again adds the page", async () => {
  carrySessionHint();
  const history = ordersFrom(30, 1);
  const answerPage = pagedAnswer(() => history);
  let next: ReturnType<typeof hold> | null = null;
  let failNext = false;
  stubApi({
    '/api/auth/user': { json: sessionUser() },
    '/api/orders/history': async (call, url) => {
      if (!url.searchParams.has('after')) return answerPage(call, url);
      await next?.released;
      return failNext ? { status: 500, json: { message: 'Database unavailable' } } : answerPage(call, url);
    },
  });
  const { default: OrderHistory } = await import('@/islands/account/order-history/order-history');
  render(<OrderHistory />);
  await screen.findByRole('article', { name: 'Order KBT-30' });

  next = hold();
  failNext = true;
  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  const loading = await screen.findByRole('button', { name: 'Loading…' });
  expect(loading.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(loading);
  next.release();

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load more orders. Failed to fetch orders");
  expect(shownNumbers()).toEqual(numbers(30, 11));
  expect(screen.getByRole('button', { name: 'Show more orders' }).getAttribute('aria-disabled')).toBeNull();

  failNext = false;
  next = hold();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Loading…' }));
  next.release();
  await waitFor(() => expect(shownNumbers()).toEqual(numbers(30, 1)));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('orders placed meanwhile: a refresh shows them on top, and the orders they pushed down show once, in order', async () => {
  let history = ordersFrom(45, 1);
  const { asked } = await renderHistory(() => history);
  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  await waitFor(() => expect(shownNumbers()).toEqual(numbers(45, 6)));

  // Three new orders push 26, 27 and 28 out of the newest page.
  history = ordersFrom(48, 1);
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(shownNumbers()).toEqual(numbers(48, 6)));
  expect(asked().slice(2)).toEqual(['/api/orders/history?limit=20', '/api/orders/history?limit=20&after=29']);

  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  await waitFor(() => expect(shownNumbers()).toEqual(numbers(48, 1)));
});
