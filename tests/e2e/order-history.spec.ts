import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { OrderView } from '../../src/domain/api-shapes';
import { expectNoAxeViolations } from './axe';
import { sampleOrder } from '../unit/islands/orders-shared/sample-order';
import { gotoHydrated, signUp } from './session-fixtures';

// Order times are shown in the viewer's zone; the kitchen's zone keeps the expected texts fixed.
test.use({ timezoneId: 'America/Chicago' });

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/h-account-shots/order-history-${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** Holds the next matching request until `release` is called, then lets it reach the real server. */
async function holdNext(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  }, { times: 1 });
  return { release };
}

test.describe('signed out', () => {
  test("shows skeletons while the session is checked, then 'Sign In Required' with Sign In and Create Account", async ({ page }, testInfo) => {
    const session = await holdNext(page, '**/api/auth/user');
    await page.goto('/order-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Loading your orders' })).toBeAttached();
    await expect(main.getByTestId('order-skeleton').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order History');
    await expect(main.getByText('Sign In Required')).toHaveCount(0);

    session.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In Required');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByTestId('order-skeleton')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'signed-out');

    await main.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/register');
  });
});

test.describe('signed in', () => {
  test("a new customer sees 'No orders yet' and a Browse Menu link (real API)", async ({ page }, testInfo) => {
    await signUp(page, { firstName: 'Amina' });
    await gotoHydrated(page, '/order-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order History');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'empty');

    await main.getByRole('link', { name: 'Browse Menu' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
  });

  test('Refresh asks again and shows that it is refreshing; coming back to the window asks again too', async ({ page }) => {
    await signUp(page, { firstName: 'Amina' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/orders/history') asked.push(request.method());
    });
    await gotoHydrated(page, '/order-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(asked).toEqual(['GET']);

    const refetch = await holdNext(page, '**/api/orders/history');
    const refresh = main.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await expect(main.getByRole('button', { name: 'Refreshing...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(main.getByRole('status').filter({ hasText: 'Refreshing your orders' })).toBeAttached();
    // The orders stay on screen while the new answer is on its way.
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    refetch.release();
    await expect(refresh).toBeVisible();
    await expect(refresh).not.toHaveAttribute('aria-disabled', 'true');
    expect(asked).toHaveLength(2);

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => asked.length).toBe(3);
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  });

  test("says 'Not authenticated' when the session has ended on the server", async ({ page }) => {
    await signUp(page, { firstName: 'Amina' });
    await gotoHydrated(page, '/order-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

    // Signed out elsewhere (the same browser's cookie, ended through the API).
    expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
    await main.getByRole('button', { name: 'Refresh' }).click();
    const alert = main.getByRole('alert');
    await expect(alert).toContainText("We couldn't refresh your orders.");
    await expect(alert).toContainText('Not authenticated');
    await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  // The server is made to fail on purpose here: there is no other way to see the failure path.
  test("shows 'Failed to fetch orders' with Try Again, which loads the orders", async ({ page }, testInfo) => {
    await signUp(page, { firstName: 'Amina' });
    await page.route('**/api/orders/history', (route) => route.fulfill({ status: 500, json: { message: 'Database unavailable' } }), {
      times: 1,
    });
    await gotoHydrated(page, '/order-history');
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText("We couldn't load your orders.");
    await expect(alert).toContainText('Failed to fetch orders');
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, 'error');

    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

// Orders exist only after a card payment, which is still being built; until then this one test
// answers the history call with a realistic list so the cards can be checked.
const ORDERS: OrderView[] = [
  sampleOrder({
    id: 42,
    createdAt: '2026-03-05T20:30:00.000Z',
    status: 'ready',
    orderType: 'delivery',
    subtotal: '76.00',
    deliveryFee: '3.50',
    tip: '11.40',
    total: '90.90',
    notes: 'Please ring the side door.',
    deliveryAddress: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', fee: '3.50' },
    items: [
      { productId: 1, name: 'Beef Samosa', quantity: 40, price: '1.70', total: '68.00' },
      { productId: 5, name: 'Mandazi (6 pieces)', quantity: 1, price: '8.00', total: '8.00' },
    ],
  }),
  sampleOrder({ id: 17, createdAt: '2026-02-14T17:05:00.000Z', status: 'delivered' }),
  // A status this browser does not know yet (a newer server) shows as Pending.
  sampleOrder({ id: 9, createdAt: '2026-01-02T01:15:00.000Z', status: 'out-for-delivery' as OrderView['status'] }),
];

test('order cards: number, date and time, type, status, items and money (history answered by page.route until card payments exist)', async ({
  page,
}, testInfo) => {
  await signUp(page, { firstName: 'Amina' });
  await page.route('**/api/orders/history', (route) => route.fulfill({ json: ORDERS }));
  await gotoHydrated(page, '/order-history');
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Your orders' });
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Order KBT-42', 'Order KBT-17', 'Order KBT-9']);

  const delivery = main.getByRole('article', { name: 'Order KBT-42' });
  await expect(delivery.locator('time')).toHaveText('Mar 5, 2026 at 2:30 PM');
  await expect(delivery).toContainText('Order type: Delivery');
  await expect(delivery).toContainText('Status: Ready');
  await expect(delivery.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([
    /^40 × Beef Samosa\s*\$68\.00$/,
    /^1 × Mandazi \(6 pieces\)\s*\$8\.00$/,
  ]);
  await expect(delivery.locator('dt')).toHaveText(['Subtotal', 'Delivery Fee', 'Tip', 'Total']);
  await expect(delivery.locator('dd')).toHaveText(['$76.00', '$3.50', '$11.40', '$90.90']);
  await expect(delivery.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(delivery).toContainText('Please ring the side door.');

  const pickup = main.getByRole('article', { name: 'Order KBT-17' });
  await expect(pickup.locator('time')).toHaveText('Feb 14, 2026 at 11:05 AM');
  await expect(pickup).toContainText('Order type: Pickup');
  await expect(pickup).toContainText('Status: Delivered');
  await expect(pickup.locator('dt')).toHaveText(['Subtotal', 'Total']);
  await expect(pickup.locator('dd')).toHaveText(['$20.00', '$20.00']);
  await expect(pickup.getByRole('heading', { name: 'Notes' })).toHaveCount(0);

  const unknown = main.getByRole('article', { name: 'Order KBT-9' });
  await expect(unknown.locator('time')).toHaveText('Jan 1, 2026 at 7:15 PM');
  await expect(unknown).toContainText('Status: Pending');

  await expect(page.locator('h1')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'cards');
});
