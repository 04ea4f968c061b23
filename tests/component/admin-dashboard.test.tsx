import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { sampleAdminOrder } from '../fixtures/sample-order';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /admin's states that a shared e2e server cannot honestly be put in (no orders at all, exactly 60,
 * an order with notes and a plain-text address, the server failing a status change): the dashboard
 * and the toaster rendered for the administrator with the API's answers stubbed. The real dashboard,
 * with real orders, is walked in tests/e2e/admin.spec.ts; the shop's switch and banner message are
 * in admin-shop-settings.test.tsx.
 */

type Routes = Parameters<typeof stubApi>[0];

const never = () => new Promise<StubAnswer>(() => {});

/** The administrator's dashboard, with GET /api/orders answered by `orders` and any `more` routes. */
async function renderDashboard(orders: Routes[string], more: Routes = {}) {
  carrySessionHint();
  const api = stubApi({
    ...more,
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' }) },
    '/api/orders/stats': { json: { totalOrders: 0, pendingOrders: 0, totalRevenue: '0.00' } },
    '/api/business-settings': { json: { isAcceptingOrders: true, message: null } },
    '/api/fulfilment-settings': never,
    '/api/orders': orders,
  });
  const [{ default: AdminDashboard }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/admin-dashboard'),
    import('@/islands/toaster/toaster'),
  ]);
  render(
    <>
      <AdminDashboard />
      <Toaster />
    </>,
  );
  // By its text: role queries walk the whole page, slow once 50 cards are in it (happy-dom).
  await screen.findByText('Orders', { selector: 'h2' });
  return { api };
}

/** Picks `option` in the labelled Radix select. */
async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

test("the two empty states: 'No orders have been placed yet.' and one for a status", async () => {
  const { api } = await renderDashboard({ json: [] });
  expect(await screen.findByText('No orders have been placed yet.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
    'Admin Dashboard',
  ]);
  await expectNoAxeViolations();

  await choose('Show', 'Cancelled');
  expect(await screen.findByText('No orders with status "cancelled" found.')).toBeTruthy();
  expect(api.calls.map((call) => call.path)).toContain('/api/orders?limit=50&status=cancelled');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test("a failed status change (PATCH answered 500) says 'Update Failed' and keeps the saved status", async () => {
  const order = sampleAdminOrder({ id: 990_002, customerName: 'Achieng Failure' });
  const { api } = await renderDashboard(
    { json: [order] },
    { 'PATCH /api/orders/990002/status': { status: 500, json: { message: 'Database unavailable' } } },
  );
  const card = await screen.findByRole('article');
  expect(card.textContent).toContain('Status: Confirmed');
  const select = within(card).getByRole('combobox', { name: `Change status of order ${order.orderNumber}` });
  // Not Cancelled: cancelling a paid order asks first (tests/e2e/order-refund.spec.ts).
  await choose(`Change status of order ${order.orderNumber}`, 'Delivered');

  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Update Failed')).toBeTruthy();
  expect(notifications.getByText('Failed to update order status. Please try again.')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/api/orders/990002/status', body: { status: 'delivered' } },
  ]);
  await expect.poll(() => select.textContent).toBe('Confirmed');
  expect(card.textContent).toContain('Status: Confirmed');
  expect(card.textContent).not.toContain('Status: Delivered');
  await expectNoAxeViolations();
});

test('special notes and a plain-text delivery address', async () => {
  const order = sampleAdminOrder({
    id: 990_001,
    orderType: 'delivery',
    customerName: 'Route Answered Notes',
    customerEmail: null,
    deliveryAddress: '45 Elm St, Olathe, KS 66061',
    notes: 'Gate code 1234.\nPlease call on arrival.',
  });
  await renderDashboard({ json: [order] });
  const card = within(await screen.findByRole('article'));
  expect(card.getByRole('heading', { name: 'Special Notes' })).toBeTruthy();
  const text = (await screen.findByRole('article')).textContent ?? '';
  expect(text).toContain('Gate code 1234.');
  expect(text).toContain('Deliver to45 Elm St, Olathe, KS 66061');
  expect(text).not.toContain('Email');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test("pages 50 orders at a time with 'Load more'", async () => {
  const all = Array.from({ length: 60 }, (_, i) =>
    sampleAdminOrder({ id: 980_060 - i, customerName: `Paged Customer ${60 - i}` }),
  );
  const { api } = await renderDashboard((_call, url) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return { json: all.slice(offset, offset + Number(url.searchParams.get('limit'))) };
  });
  const list = await screen.findByRole('list', { name: 'Orders' });
  // Counted as elements: role queries over 60 cards are slow in happy-dom, and an <article> is one.
  const cards = () => [...list.querySelectorAll('article')];
  expect(cards()).toHaveLength(50);
  const orderPages = () => api.calls.filter((call) => call.path.startsWith('/api/orders?')).map((call) => call.path);
  expect(orderPages()[0]).toBe('/api/orders?limit=50');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByText('Paged Customer 1');
  expect(cards()).toHaveLength(60);
  expect(orderPages()).toContain('/api/orders?limit=50&offset=50');
  expect(cards().at(-1)?.textContent).toContain('Paged Customer 1');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  // Sixty cards, each with its status select, take seconds to render in happy-dom on a busy machine.
}, 60_000);

test("each card lists its messages a line each; an older card loads its own with 'Show messages'", async () => {
  const recent = sampleAdminOrder({ id: 990_101, customerName: 'Wanjiru Recent' });
  const older = sampleAdminOrder({ id: 990_102, customerName: 'Amina Older' });
  const message = (id: number, orderId: number, changes: object) => ({
    id,
    orderId,
    channel: 'email',
    kind: 'receipt',
    to: 'w•••@example.com',
    subject: 'Your Kenyan Bites receipt',
    status: 'sent',
    // 2:31 PM in Kansas City.
    createdAt: '2026-11-26T20:31:00.000Z',
    sentAt: '2026-11-26T20:31:00.000Z',
    error: null,
    ...changes,
  });
  const { api } = await renderDashboard(
    { json: [recent, older] },
    {
      '/api/admin/messages': (call) =>
        call.path === `/api/admin/messages?order=${older.id}`
          ? { json: [message(3, older.id, { kind: 'status:preparing' })] }
          : {
              json: [
                message(2, recent.id, {
                  channel: 'sms',
                  kind: 'status:ready',
                  status: 'failed',
                  sentAt: null,
                  error: 'The number cannot take texts',
                }),
                message(1, recent.id, {}),
              ],
            },
    },
  );

  const recentCard = await screen.findByRole('article', { name: `Order KBT-${recent.id}` });
  const lines = within(recentCard).getByRole('region', { name: 'Messages' });
  expect(
    within(lines)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Text failed: The number cannot take texts (trying again)', 'Receipt e-mailed 2:31 PM']);

  const olderCard = screen.getByRole('article', { name: `Order KBT-${older.id}` });
  await userEvent.setup().click(within(olderCard).getByRole('button', { name: 'Show messages' }));
  expect(await within(olderCard).findByText('Preparing e-mailed 2:31 PM')).toBeTruthy();
  expect(api.calls.map((call) => call.path)).toContain(`/api/admin/messages?order=${older.id}`);
});
