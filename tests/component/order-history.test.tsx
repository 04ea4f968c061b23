import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { OrderView } from '@/domain/api-shapes';
import { toQuoteView } from '@/domain/order/order-view';
import { CODED_MONEY, CODED_MONEY_LINES } from '../fixtures/coded-taxed-order';
import { sampleOrder } from '../fixtures/sample-order';
import { stubApi } from './support/api-stub';
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
