import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { beef, chapati, storedOrder } from '../unit/domain/kitchen/stored-orders';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * A catering event on /admin/kitchen (issue 48): its order says 'Catering CAT-3' and, until it is
 * paid, 'Balance due $264.00'; the prep totals say how many pieces are for catering; its ticket and
 * its pack labels carry the mark. The day is the server's own view of stored orders
 * (kitchenDayView), so what it owes is the server's `amountToCollect`.
 */

const DATE = '2026-11-28';
/** Saturday 28 November 2026, 2:00-2:30 PM CST. */
const WINDOW = { start: '2026-11-28T20:00:00.000Z', end: '2026-11-28T20:30:00.000Z' };
const PROFILE = {
  kitchenName: 'Kenyan Bites',
  kitchenAddress: '123 Elm St, Overland Park, KS 66210',
  kitchenLicence: null,
  keepingNote: 'Best eaten within 2 hours.',
};

/** The event's order: 200 samosas and 100 chapatis at $1.60, a 10% service charge, $528.00; its payments hold `paidCents`. */
const event = (paidCents: number) =>
  storedOrder(
    3,
    WINDOW,
    [
      { ...beef(200), priceCents: 160 },
      { ...chapati(100), priceCents: 160 },
    ],
    {
      customerName: 'Wanjiru Kamau',
      serviceChargeCents: 4_800,
      totalCents: 52_800,
      paymentMethod: 'link',
      paymentIntentId: null,
      catering: { reference: 'CAT-3', paidCents },
    },
  );

const day = (paidCents: number) =>
  kitchenDayView(
    DATE,
    [event(paidCents), storedOrder(8, WINDOW, [beef(20)], { customerName: 'Baraka Mwangi' })],
    {
      dishes: new Map(),
      windowPieces: null,
    },
    {
      kitchen: PROFILE,
      dishes: [
        { productId: 1, ingredients: ['wheat flour', 'minced beef'], allergens: ['wheat'], packSize: 100 },
        { productId: 4, ingredients: ['wheat flour'], allergens: ['wheat'], packSize: null },
      ],
    },
  );

async function renderKitchen(paidCents: number) {
  window.history.replaceState(null, '', `/admin/kitchen?date=${DATE}`);
  carrySessionHint();
  const print = vi.fn();
  vi.stubGlobal('print', print);
  stubApi({
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' }) },
    '/api/admin/kitchen': { json: day(paidCents) },
    'GET /api/admin/kitchen-profile': { json: PROFILE },
  });
  const { default: Kitchen } = await import('@/islands/admin/kitchen/kitchen');
  render(<Kitchen />);
  const eventOrder = await screen.findByRole('article', { name: 'Order KBT-3' });
  return { eventOrder, print, user: userEvent.setup() };
}

const ticketOf = (orderNumber: string) =>
  within(screen.getByTestId('kitchen-tickets'))
    .getAllByRole('article')
    .find((ticket) => ticket.textContent?.startsWith(orderNumber));

test("marks the event's order, its balance due, its pieces in the prep totals and its ticket", async () => {
  const { eventOrder } = await renderKitchen(26_400);
  expect(within(eventOrder).getByText('Catering CAT-3')).toBeTruthy();
  expect(within(eventOrder).getByText('Balance due $264.00')).toBeTruthy();
  const plain = screen.getByRole('article', { name: 'Order KBT-8' });
  expect(plain.textContent).not.toContain('Catering');
  expect(plain.textContent).not.toContain('Balance due');

  const dayTotals = screen.getByRole('list', { name: /^Prep for/ });
  expect(
    within(dayTotals)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['220 Beef Samosa (200 for catering)', '100 Chapati (100 for catering)']);
  const windowTotals = screen.getByRole('list', { name: 'Ready by 2:00 PM, 2:00–2:30 PM' });
  expect(within(windowTotals).getAllByRole('listitem')[0]?.textContent).toBe('220 Beef Samosa (200 for catering)');
  await expectNoAxeViolations();

  const ticket = ticketOf('KBT-3')?.textContent ?? '';
  expect(ticket).toContain('Catering CAT-3');
  expect(ticket).toContain('Service Charge');
  expect(ticket).toContain('Balance due $264.00');
  expect(ticketOf('KBT-8')?.textContent).not.toContain('Catering');
});

test("prints the event's pack labels with its mark", async () => {
  const { eventOrder, print, user } = await renderKitchen(26_400);
  await user.click(within(eventOrder).getByRole('button', { name: 'Print labels for KBT-3' }));
  expect(print).toHaveBeenCalledTimes(1);
  const labels = within(screen.getByTestId('kitchen-labels')).getAllByRole('article');
  expect(labels.map((label) => label.getAttribute('aria-label'))).toEqual([
    'Beef Samosa, 100, KBT-3, Catering CAT-3',
    'Beef Samosa, 100, KBT-3, Catering CAT-3',
    'Chapati, 100, KBT-3, Catering CAT-3',
  ]);
  expect(within(labels[0]!).getByText('Catering CAT-3')).toBeTruthy();
  expect(within(labels[0]!).getByText('KBT-3 · Wanjiru')).toBeTruthy();
});

test('says no balance once the event is paid in full, and keeps its mark', async () => {
  const { eventOrder } = await renderKitchen(52_800);
  expect(within(eventOrder).getByText('Catering CAT-3')).toBeTruthy();
  expect(screen.queryByText(/Balance due/)).toBeNull();
  expect(ticketOf('KBT-3')?.textContent).toContain('Catering CAT-3');
});
