import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { OrderView } from '../../src/domain/api-shapes';
import { ADMIN_REFRESH_MS } from '../../src/stores/admin/dashboard/orders';
import { expectNoAxeViolations, otherOrderCards } from './axe';
import { saveScreen } from './screens';
import { seedPaidOrder } from './seeded-order';
import { withServerDatabase } from './server-database';
import { carryStaleSessionHint, gotoHydrated, hasSessionHint, placeOrder, signUp } from './session-fixtures';

/*
 * Other specs share this server and place orders too: every test finds its own orders by a
 * customer name of its own and never counts the whole list. The card of orders bought through the
 * payment API is checked once (the figures test); the tests of what the owner does with an order
 * seed it in the server's database (seeded-order.ts). The shop is never closed for real
 * (a closed shop would refuse their orders), nor its banner message changed.
 */

test.use({ timezoneId: 'America/Chicago' });
// Real paid orders, a dashboard of up to 50 cards and axe on it take a while on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A customer name no other test uses, to find this test's cards by. */
function uniqueName(testInfo: TestInfo, who: string): string {
  return `${who} ${testInfo.project.name} ${Date.now().toString(36)}${testInfo.workerIndex}`;
}

/** The card of the order placed for `customerName`. */
const cardOf = (page: Page, customerName: string): Locator =>
  page.getByRole('list', { name: 'Orders' }).getByRole('article').filter({ hasText: customerName });

/** Picks `option` in the labelled Radix select. */
async function choose(page: Page, scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDashboardAsAdmin(page: Page): Promise<Locator> {
  await signUp(page, { firstName: 'Owner', admin: true });
  await gotoHydrated(page, '/admin');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  return main;
}

test.describe('who may see it', () => {
  test("a visitor whose session has ended sees a skeleton while it is checked, then 'Access Denied' with Sign In", async ({
    page,
  }, testInfo) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/auth/user',
      async (route) => {
        await released;
        await route.continue();
      },
      { times: 1 },
    );
    await carryStaleSessionHint(page);
    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Loading the dashboard' })).toBeAttached();
    await expect(main.getByTestId('stats-skeleton')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    await expect(page.locator('h1')).toHaveCount(1);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    expect(await hasSessionHint(page)).toBe(false);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByTestId('stats-skeleton')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await saveScreen(page, testInfo, 'admin-signed-out');

    await main.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("a signed-in customer sees 'Access Denied' and that they don't have permission, with Back to Home", async ({
    page,
  }, testInfo) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/orders')) asked.push(request.url());
    });
    await signUp(page, { firstName: 'Amina' });
    await gotoHydrated(page, '/admin');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(main.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Orders' })).toHaveCount(0);
    // The customer's browser never asks for the orders.
    expect(asked).toEqual([]);
    await saveScreen(page, testInfo, 'admin-not-admin');

    await main.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('the administrator', () => {
  test('sees the figures and an order card with every field for a delivery and a pickup order @desktop', async ({
    page,
  }, testInfo) => {
    const deliveryName = uniqueName(testInfo, 'Wanjiru Delivery');
    const pickupName = uniqueName(testInfo, 'Otieno Pickup');
    const delivery = await placeOrder(page, { orderType: 'delivery', customerName: deliveryName });
    const pickup = await placeOrder(page, { orderType: 'pickup', customerName: pickupName });
    const main = await openDashboardAsAdmin(page);

    const figures = main.getByTestId('stat-card');
    await expect(figures.locator('dt')).toHaveText(['Total Orders', 'Pending Orders', 'Total Revenue']);
    await expect(figures.nth(0).locator('dd')).toHaveText(/^[1-9][\d,]*$/);
    await expect(figures.nth(1).locator('dd')).toHaveText(/^\d[\d,]*$/);
    await expect(figures.nth(2).locator('dd')).toHaveText(/^\$[1-9][\d,]*\.\d{2}$/);

    const card = cardOf(page, deliveryName);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(`Order ${delivery.orderNumber}`);
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);
    await expect(card).toContainText('Order type: Delivery');
    await expect(card).toContainText(/Delivery Time: [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}/);
    await expect(card).toContainText('Status: Confirmed');
    await expect(card.getByRole('combobox', { name: `Change status of order ${delivery.orderNumber}` })).toHaveText(
      'Confirmed',
    );
    await expect(card.getByRole('link', { name: '913-555-0142' })).toHaveAttribute('href', 'tel:9135550142');
    await expect(card.getByRole('link', { name: delivery.customerEmail })).toHaveAttribute(
      'href',
      `mailto:${delivery.customerEmail}`,
    );
    await expect(card).toContainText('Deliver to123 Main St, Overland Park, KS 66212Local 0-10 · $3.50 delivery fee');
    await expect(card.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([
      /^20 × Beef Samosa\s*\$38\.00$/,
    ]);
    await expect(card.locator('dl').last().locator('dt')).toHaveText([
      'Subtotal',
      'Delivery Fee',
      'Prepared food tax (9.35%)',
      'Tip',
      'Total',
    ]);
    await expect(card.locator('dl').last().locator('dd')).toHaveText(['$38.00', '$3.50', '$3.55', '$5.70', '$50.75']);

    const pickupCard = cardOf(page, pickupName);
    await expect(pickupCard).toContainText('Order type: Pickup');
    await expect(pickupCard).toContainText(/Pickup Time: [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}/);
    await expect(pickupCard).not.toContainText('Deliver to');
    await expect(pickupCard.locator('dl').last().locator('dt')).toHaveText([
      'Subtotal',
      'Prepared food tax (9.35%)',
      'Total',
    ]);
    await expect(pickupCard.locator('dl').last().locator('dd')).toHaveText(['$38.00', '$3.55', '$41.55']);
    await expect(pickupCard.getByRole('heading', { name: 'Special Notes' })).toHaveCount(0);

    // Newest first: the pickup order was placed after the delivery order.
    const headings = await main
      .getByRole('list', { name: 'Orders' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(headings.indexOf(`Order ${pickup.orderNumber}`)).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf(`Order ${pickup.orderNumber}`)).toBeLessThan(
      headings.indexOf(`Order ${delivery.orderNumber}`),
    );

    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page, { exclude: await otherOrderCards(page, [card, pickupCard]) });
    await saveScreen(page, testInfo, 'admin-dashboard', false);
    await saveScreen(card, testInfo, 'admin-card');
    await main.getByRole('heading', { name: 'Orders', level: 2 }).scrollIntoViewIfNeeded();
    await saveScreen(page, testInfo, 'admin-orders', false);
  });

  test("changes an order's status: 'Order Updated', the badge follows, and the filter shows only that status", async ({
    page,
  }, testInfo) => {
    const name = uniqueName(testInfo, 'Kamau Status');
    const placed = await seedPaidOrder(page.request, { customerName: name });
    const main = await openDashboardAsAdmin(page);
    const card = cardOf(page, name);
    await expect(card).toContainText('Status: Confirmed');

    const patched = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/orders/${placed.id}/status`),
    );
    await choose(page, card, `Change status of order ${placed.orderNumber}`, 'Preparing');
    expect((await patched).postDataJSON()).toEqual({ status: 'preparing' });
    await expect(notifications(page).getByText('Order Updated', { exact: true })).toBeVisible();
    await expect(notifications(page)).toContainText(`Order ${placed.orderNumber} is now Preparing.`);
    await expect(card).toContainText('Status: Preparing');
    // The list was asked again, and the server has the new status.
    const answered = (await (await page.request.get('/api/orders?status=preparing&limit=200')).json()) as OrderView[];
    expect(answered.map((order) => order.id)).toContain(placed.id);

    await choose(page, main, 'Show', 'Preparing');
    const list = main.getByRole('list', { name: 'Orders' });
    await expect(cardOf(page, name)).toBeVisible();
    const badges = list.getByText(/^Status: \w+$/);
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) await expect(badge).toHaveText('Status: Preparing');

    await choose(page, main, 'Show', 'Delivered');
    await expect(main.getByRole('combobox', { name: 'Show' })).toHaveText('Delivered');
    await expect(cardOf(page, name)).toHaveCount(0);

    await choose(page, main, 'Show', 'All Orders');
    await expect(cardOf(page, name)).toContainText('Status: Preparing');
  });

  test('a customer pays while the dashboard is open: the order appears, counted in the title and marked new', async ({
    page,
    browser,
  }, testInfo) => {
    // The page's clock is Playwright's, so the dashboard's timed refresh can be brought forward
    // instead of waited for.
    await page.clock.install();
    const main = await openDashboardAsAdmin(page);
    // The first answer is in (the list, or its empty state on a server with no orders yet).
    await expect(
      main.getByRole('list', { name: 'Orders' }).or(main.getByText('No orders have been placed yet.')),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Admin Dashboard/);

    // A customer pays meanwhile, in a browser of their own.
    const name = uniqueName(testInfo, 'Mwangi Live');
    const customer = await browser.newContext();
    const placed = await placeOrder(await customer.newPage(), { customerName: name });
    await customer.close();
    const card = cardOf(page, name);
    await expect(card).toHaveCount(0);
    await page.clock.fastForward(ADMIN_REFRESH_MS);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(`Order ${placed.orderNumber}`);
    await expect(card.getByText('New order', { exact: true })).toBeVisible();
    // Other tests' orders may arrive too: at least this one is counted.
    await expect(page).toHaveTitle(/^\(\d+\) New orders? · Kenyan Bites$/);
    await expect(
      main.getByRole('status').filter({ hasText: /^\d+ new orders? arrived at \d{1,2}:\d{2} (AM|PM)$/ }),
    ).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await saveScreen(page, testInfo, 'admin-new-order', false);

    await main.getByRole('region', { name: 'Order alerts' }).getByRole('button', { name: 'Mark all seen' }).click();
    await expect(page).toHaveTitle(/^Admin Dashboard/);
    await expect(card.getByText('New order', { exact: true })).toHaveCount(0);
  });

  test('the owner turns order alerts on for this device, and the subscription is stored', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['notifications']);
    // Chromium's own push service (Google's) cannot be reached from here: only the browser's
    // PushManager is stubbed, to hand out a subscription as it would. The permission, the service
    // worker (/sw.js), the API and the database are real.
    const endpoint = `https://127.0.0.1:9/e2e-push/${Date.now().toString(36)}`;
    await page.addInitScript((stubEndpoint) => {
      let subscription: object | null = null;
      const made = {
        endpoint: stubEndpoint,
        toJSON: () => ({
          endpoint: stubEndpoint,
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        unsubscribe: async () => true,
      };
      PushManager.prototype.getSubscription = async () => subscription as PushSubscription | null;
      PushManager.prototype.subscribe = async () => {
        subscription = made;
        return made as unknown as PushSubscription;
      };
    }, endpoint);
    const main = await openDashboardAsAdmin(page);
    const alerts = main.getByRole('region', { name: 'Order alerts' });
    await alerts.getByRole('button', { name: 'Turn on order alerts' }).click();
    await expect(alerts.getByText('On for this device: every new order shows a notification.')).toBeVisible();
    await alerts.scrollIntoViewIfNeeded();
    await saveScreen(page, testInfo, 'admin-order-alerts-on', false);
    const stored = await withServerDatabase((client) =>
      client.query('SELECT endpoint FROM push_subscriptions WHERE endpoint = $1', [endpoint]),
    );
    expect(stored.rows).toEqual([{ endpoint }]);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    ).toMatch(/\/sw\.js$/);
  });

  // The empty dashboard, the card with notes and a plain-text address, paging with 'Load more', and
  // a status change the server fails are component tests (tests/component/admin-dashboard.test.tsx):
  // the shared server always has orders, cannot be made to hold those orders, and does not fail.
  // A status picked by the keyboard alone is owner-keyboard.spec.ts's.
});

// The shop switch (a closed shop opened again) and the banner message (saved, refused when too
// long, cleared) are component tests (tests/component/admin-shop-settings.test.tsx): the shared
// server's shop is never closed, and its banner is every other test's home page.
