import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished, test, vi } from 'vitest';
import { $seenUpTo } from '@/stores/admin/dashboard/order-alerts';
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
    import('@/islands/admin/dashboard/admin-dashboard'),
    import('@/islands/shell/toaster/toaster'),
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

test("a refund that fails (PATCH answered 502) says 'Refund Failed' with the server's words and keeps the order as it was", async () => {
  const order = sampleAdminOrder({ id: 990_003, customerName: 'Njeri Refund Failure' });
  const reason = 'The refund failed, so the order was not cancelled. Please try again.';
  const { api } = await renderDashboard(
    { json: [order] },
    { 'PATCH /api/orders/990003/status': { status: 502, json: { message: reason } } },
  );
  const card = await screen.findByRole('article');
  const select = within(card).getByRole('combobox', { name: `Change status of order ${order.orderNumber}` });
  await choose(`Change status of order ${order.orderNumber}`, 'Cancelled');
  const dialog = await screen.findByRole('alertdialog', { name: `Cancel order ${order.orderNumber}?` });
  // Nothing is sent until the owner confirms (Keep Order and Escape: tests/e2e/order-refund.spec.ts).
  expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel and Refund' }));

  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Refund Failed')).toBeTruthy();
  expect(notifications.getByText(reason)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([
    { method: 'PATCH', path: '/api/orders/990003/status', body: { status: 'cancelled' } },
  ]);
  expect(select.textContent).toBe('Confirmed');
  expect(card.textContent).toContain('Status: Confirmed');
  expect(card.textContent).not.toContain('Payment: Refunded');
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

// Over a minute on a machine as loaded as when CI's build and type check run alongside (11 s alone).
test("pages 50 orders at a time with 'Load more'", async () => {
  const all = Array.from({ length: 60 }, (_, i) =>
    sampleAdminOrder({ id: 980_060 - i, customerName: `Paged Customer ${60 - i}` }),
  );
  const { api } = await renderDashboard((_call, url) => {
    const after = url.searchParams.get('after');
    const start = after === null ? 0 : all.findIndex((order) => order.id === Number(after)) + 1;
    return { json: all.slice(start, start + Number(url.searchParams.get('limit'))) };
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
  expect(orderPages()).toContain('/api/orders?limit=50&after=980011');
  expect(cards().at(-1)?.textContent).toContain('Paged Customer 1');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  // Sixty cards, each with its status select, take seconds to render in happy-dom on a busy machine.
}, 120_000);

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
  const lines = within(recentCard).getByRole('region', { name: `Messages about KBT-${recent.id}` });
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

test('new orders since the owner last looked: counted in the title, marked on their cards, until marked seen', async () => {
  $seenUpTo.set('990201');
  document.title = 'Admin Dashboard · Kenyan Bites';
  const orders = [990_203, 990_202, 990_201].map((id) => sampleAdminOrder({ id, customerName: `Customer ${id}` }));
  await renderDashboard({ json: orders }, { '/api/admin/messages': { json: [] } });

  await waitFor(() => expect(document.title).toBe('(2) New orders · Kenyan Bites'));
  const alerts = screen.getByRole('region', { name: 'Order alerts' });
  expect(within(alerts).getByText('2 new orders')).toBeTruthy();
  const marked = (id: number) =>
    within(screen.getByRole('article', { name: `Order KBT-${id}` })).queryByText('New order');
  expect([marked(990_203), marked(990_202), marked(990_201)].map(Boolean)).toEqual([true, true, false]);

  await userEvent.setup().click(within(alerts).getByRole('button', { name: 'Mark all seen' }));
  await waitFor(() => expect(document.title).toBe('Admin Dashboard · Kenyan Bites'));
  expect(marked(990_203)).toBeNull();
  expect(localStorage.getItem('adminOrdersSeenUpTo')).toBe('990203');
});

/**
 * The browser's push machinery, which happy-dom lacks: the Notification permission, PushManager and
 * a service worker registration whose pushManager the test provides.
 */
function stubBrowserPush(registration: { pushManager: object }) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission: 'default', requestPermission: async () => 'granted' }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
}

test("a first visit counts nothing as new; the sound can be muted on the device; push says when it isn't set up", async () => {
  $seenUpTo.set('');
  stubBrowserPush({ pushManager: { getSubscription: async () => null } });
  document.title = 'Admin Dashboard · Kenyan Bites';
  await renderDashboard(
    { json: [sampleAdminOrder({ id: 990_301 })] },
    { '/api/admin/messages': { json: [] }, '/api/admin/push-subscriptions': { json: { publicKey: null } } },
  );
  const alerts = screen.getByRole('region', { name: 'Order alerts' });
  expect(await within(alerts).findByText('No new orders since you last looked.')).toBeTruthy();
  expect(document.title).toBe('Admin Dashboard · Kenyan Bites');

  const sound = within(alerts).getByRole('switch', { name: 'Sound for new orders' });
  expect(sound.getAttribute('aria-checked')).toBe('true');
  await userEvent.setup().click(sound);
  expect(sound.getAttribute('aria-checked')).toBe('false');
  expect(localStorage.getItem('adminAlertSound')).toBe('off');
  expect(
    within(alerts).getByText(
      'Push alerts are not set up on this site yet (no VAPID keys): orders still come by e-mail.',
    ),
  ).toBeTruthy();
  expect(within(alerts).queryByRole('button', { name: 'Turn on order alerts' })).toBeNull();
});

test("'Turn on order alerts' asks the browser, subscribes this device and stores the subscription", async () => {
  // The browser's own push machinery is stubbed here (happy-dom has none); the server's side is
  // tested in tests/integration/push-alerts.test.ts.
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/owner-phone',
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/owner-phone',
      expirationTime: null,
      keys: { p256dh: 'BPublicKeyOfTheDevice0123456789', auth: 'AuthSecret012345' },
    }),
    unsubscribe: async () => true,
  };
  let subscribed: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: async () => subscribed,
      subscribe: async () => {
        subscribed = subscription;
        return subscription;
      },
    },
  };
  stubBrowserPush(registration);
  const { api } = await renderDashboard(
    { json: [] },
    {
      '/api/admin/messages': { json: [] },
      'GET /api/admin/push-subscriptions': { json: { publicKey: 'BKeyOfTheShop0123456789abcdefABCDEF' } },
      'POST /api/admin/push-subscriptions': { status: 201, json: { endpoint: subscription.endpoint } },
    },
  );
  const alerts = screen.getByRole('region', { name: 'Order alerts' });
  await userEvent.setup().click(await within(alerts).findByRole('button', { name: 'Turn on order alerts' }));

  expect(await within(alerts).findByText('On for this device: every new order shows a notification.')).toBeTruthy();
  expect(
    api.calls.find((call) => call.method === 'POST' && call.path === '/api/admin/push-subscriptions')?.body,
  ).toEqual(subscription.toJSON());
  expect(within(alerts).getByRole('button', { name: 'Turn off alerts on this device' })).toBeTruthy();
});

test("the new-order e-mails' addresses: checked before saving, saved with a toast", async () => {
  const { api } = await renderDashboard(
    { json: [] },
    {
      '/api/admin/messages': { json: [] },
      'GET /api/admin/alert-settings': { json: { emails: ['admin@kenyanbites.local'], weeklySummary: true } },
      'PUT /api/admin/alert-settings': (call) => ({ json: { weeklySummary: true, ...(call.body as object) } }),
    },
  );
  const alerts = screen.getByRole('region', { name: 'Order alerts' });
  const field = within(alerts).getByRole('textbox', { name: 'New-order e-mails go to' });
  await waitFor(() => expect((field as HTMLInputElement).value).toBe('admin@kenyanbites.local'));
  const user = userEvent.setup();

  await user.clear(field);
  await user.click(within(alerts).getByRole('button', { name: 'Save addresses' }));
  expect(await within(alerts).findByText('Enter at least one address for the new-order e-mails')).toBeTruthy();
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

  await user.type(field, 'kitchen@kenyanbites.example, owner@example.com');
  await user.click(within(alerts).getByRole('button', { name: 'Save addresses' }));
  await waitFor(() =>
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      emails: ['kitchen@kenyanbites.example', 'owner@example.com'],
    }),
  );
  expect(
    await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Alert Addresses Saved'),
  ).toBeTruthy();

  // The weekly summary (issue 38) goes to the same addresses; unticking it saves at once.
  const weekly = within(alerts).getByRole('checkbox', { name: 'E-mail me a weekly summary' });
  expect((weekly as HTMLInputElement).checked).toBe(true);
  await user.click(weekly);
  await waitFor(() =>
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      emails: ['kitchen@kenyanbites.example', 'owner@example.com'],
      weeklySummary: false,
    }),
  );
  await waitFor(() => expect((weekly as HTMLInputElement).checked).toBe(false));
});

test("an alert's link (/admin#order-12) brings that order's card into view, its heading focused", async () => {
  window.history.replaceState(null, '', '/admin#order-990402');
  onTestFinished(() => window.history.replaceState(null, '', '/'));
  const orders = [990_403, 990_402, 990_401].map((id) => sampleAdminOrder({ id }));
  await renderDashboard({ json: orders }, { '/api/admin/messages': { json: [] } });
  const card = await screen.findByRole('article', { name: 'Order KBT-990402' });
  await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 3 })));

  // A tapped push moves the open tab to another order.
  window.location.hash = '#order-990401';
  window.dispatchEvent(new HashChangeEvent('hashchange'));
  const other = screen.getByRole('article', { name: 'Order KBT-990401' });
  await waitFor(() => expect(document.activeElement).toBe(within(other).getByRole('heading', { level: 3 })));
});
