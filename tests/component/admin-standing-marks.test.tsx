import { render, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { sampleAdminOrder } from '../fixtures/sample-order';
import { beef, chapati, storedOrder } from '../unit/domain/kitchen/stored-orders';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * An order a standing order placed (issue 49) on the owner's screens: the dashboard's card says
 * 'Standing order', and 'Charge failed: …' while its failed charge is unpaid; the kitchen's day
 * and its ticket say 'Standing', and the prep totals how many pieces are for standing orders,
 * beside catering's. The server stands in as a stub.
 */

const OWNER = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'owner@kenyanbites.local' });
const REASON = 'Your bank declined the card ending 4242: not enough funds.';
const PROFILE = {
  kitchenName: 'Kenyan Bites',
  kitchenAddress: '123 Elm St, Overland Park, KS 66210',
  kitchenLicence: null,
  keepingNote: 'Best eaten within 2 hours.',
};

test("the dashboard's card marks a standing order's order, and its failed charge while unpaid", async () => {
  carrySessionHint();
  const failed = sampleAdminOrder({ id: 41, status: 'pending', standing: { failure: REASON } });
  stubApi({
    '/api/auth/user': { json: OWNER },
    '/api/orders/stats': { json: { totalOrders: 3, pendingOrders: 1, totalRevenue: '60.00' } },
    '/api/business-settings': { json: { isAcceptingOrders: true, message: null } },
    '/api/fulfilment-settings': () => new Promise(() => {}),
    '/api/admin/messages': { json: [] },
    '/api/orders': {
      json: [failed, sampleAdminOrder({ id: 42, standing: { failure: null } }), sampleAdminOrder({ id: 43 })],
    },
  });
  const { default: AdminDashboard } = await import('@/islands/admin/dashboard/admin-dashboard');
  render(<AdminDashboard />);
  const card = await screen.findByRole('article', { name: 'Order KBT-41' });
  expect(within(card).getByText('Standing order')).toBeTruthy();
  expect(within(card).getByText(`Charge failed: ${REASON}`)).toBeTruthy();
  const paid = screen.getByRole('article', { name: 'Order KBT-42' });
  expect(within(paid).getByText('Standing order')).toBeTruthy();
  expect(paid.textContent).not.toContain('Charge failed');
  const plain = screen.getByRole('article', { name: 'Order KBT-43' });
  expect(plain.textContent).not.toContain('Standing');
  await expectNoAxeViolations();
});

test("the kitchen's day, its prep totals and its ticket say 'Standing'", async () => {
  const DATE = '2026-11-28';
  const WINDOW = { start: '2026-11-28T20:00:00.000Z', end: '2026-11-28T20:30:00.000Z' };
  const day = kitchenDayView(
    DATE,
    [
      storedOrder(3, WINDOW, [beef(200)], { catering: { reference: 'CAT-3', paidCents: 38_000 } }),
      storedOrder(5, WINDOW, [beef(20), chapati(10)], { customerName: 'Achieng Otieno', standing: { failure: null } }),
      storedOrder(8, WINDOW, [beef(20)], { customerName: 'Baraka Mwangi' }),
    ],
    { dishes: new Map(), windowPieces: null },
    { kitchen: PROFILE, dishes: [] },
  );
  window.history.replaceState(null, '', `/admin/kitchen?date=${DATE}`);
  carrySessionHint();
  vi.stubGlobal('print', vi.fn());
  stubApi({
    '/api/auth/user': { json: OWNER },
    '/api/admin/kitchen': { json: day },
    'GET /api/admin/kitchen-profile': { json: PROFILE },
  });
  const { default: Kitchen } = await import('@/islands/admin/kitchen/kitchen');
  render(<Kitchen />);
  const standing = await screen.findByRole('article', { name: 'Order KBT-5' });
  expect(within(standing).getByText('Standing')).toBeTruthy();
  expect(screen.getByRole('article', { name: 'Order KBT-8' }).textContent).not.toContain('Standing');

  const dayTotals = screen.getByRole('list', { name: /^Prep for/ });
  expect(
    within(dayTotals)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['240 Beef Samosa (200 for catering, 20 for standing orders)', '10 Chapati (10 for standing orders)']);
  await expectNoAxeViolations();

  const ticket = within(screen.getByTestId('kitchen-tickets'))
    .getAllByRole('article')
    .find((one) => one.textContent?.startsWith('KBT-5'));
  expect(ticket?.textContent).toContain('Standing');
});
