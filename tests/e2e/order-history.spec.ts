import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';
import {
  asAdministrator,
  carryStaleSessionHint,
  gotoHydrated,
  hasSessionHint,
  placeOrder,
  signUp,
} from './session-fixtures';

// Order times are shown in the viewer's zone; the kitchen's zone keeps the expected texts fixed.
test.use({ timezoneId: 'America/Chicago' });

/** Holds the next matching request until `release` is called, then lets it reach the real server. */
async function holdNext(page: Page, url: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release };
}

test.describe('signed out', () => {
  test("with an ended session, shows skeletons while it is checked, then 'Sign In Required' with Sign In and Create Account", async ({
    page,
  }, testInfo) => {
    const session = await holdNext(page, '**/api/auth/user');
    await carryStaleSessionHint(page);
    await page.goto('/order-history');
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: 'Loading your orders' })).toBeAttached();
    await expect(main.getByTestId('order-skeleton').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order History');
    await expect(main.getByText('Sign In Required')).toHaveCount(0);

    session.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In Required');
    expect(await hasSessionHint(page)).toBe(false);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByTestId('order-skeleton')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    await saveScreen(page, testInfo, 'order-history-signed-out');

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
    await saveScreen(page, testInfo, 'order-history-empty');

    await main.getByRole('link', { name: 'Browse Menu' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
  });

  test('Refresh asks again and shows that it is refreshing; coming back to the window asks again too', async ({
    page,
  }) => {
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
    await page.route(
      '**/api/orders/history',
      (route) => route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
      {
        times: 1,
      },
    );
    await gotoHydrated(page, '/order-history');
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText("We couldn't load your orders.");
    await expect(alert).toContainText('Failed to fetch orders');
    await expect(page.locator('h1')).toHaveCount(1);
    await saveScreen(page, testInfo, 'order-history-error');

    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(main.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

/** 'Mar 5, 2026 at 2:30 PM' as the browser (in the kitchen's zone) writes the order's time. */
function shownDateTime(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const date = new Date(value);
    const day = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    return `${day} at ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
  }, iso);
}

test('order cards of real paid orders: number, date and time, type, status, items and money, newest first', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUp(page, { firstName: 'Amina' });
  const pickup = await placeOrder(page, { orderType: 'pickup', customerName: 'Amina Odhiambo' });
  const delivery = await placeOrder(page, { orderType: 'delivery', customerName: 'Amina Odhiambo' });
  // The kitchen moves the delivery on; the customer sees where it stands.
  await asAdministrator(baseURL!, async (admin) => {
    const changed = await admin.patch(`/api/orders/${delivery.id}/status`, { data: { status: 'ready' } });
    expect(changed.status()).toBe(200);
  });

  await gotoHydrated(page, '/order-history');
  const main = page.getByRole('main');
  const list = main.getByRole('list', { name: 'Your orders' });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([
    `Order ${delivery.orderNumber}`,
    `Order ${pickup.orderNumber}`,
  ]);

  const deliveryCard = main.getByRole('article', { name: `Order ${delivery.orderNumber}` });
  await expect(deliveryCard.locator('time')).toHaveText(await shownDateTime(page, delivery.createdAt));
  await expect(deliveryCard).toContainText('Order type: Delivery');
  await expect(deliveryCard).toContainText('Status: Ready');
  await expect(deliveryCard.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText([
    /^20 × Beef Samosa\s*\$38\.00$/,
  ]);
  await expect(deliveryCard.locator('dt')).toHaveText([
    'Subtotal',
    'Delivery Fee',
    'Prepared food tax (9.35%)',
    'Tip',
    'Total',
  ]);
  await expect(deliveryCard.locator('dd')).toHaveText(['$38.00', '$3.50', '$3.55', '$5.70', '$50.75']);

  const pickupCard = main.getByRole('article', { name: `Order ${pickup.orderNumber}` });
  await expect(pickupCard.locator('time')).toHaveText(await shownDateTime(page, pickup.createdAt));
  await expect(pickupCard).toContainText('Order type: Pickup');
  await expect(pickupCard).toContainText('Status: Confirmed');
  // No fee and no tip: the subtotal, its tax and the total.
  await expect(pickupCard.locator('dt')).toHaveText(['Subtotal', 'Prepared food tax (9.35%)', 'Total']);
  await expect(pickupCard.locator('dd')).toHaveText(['$38.00', '$3.55', '$41.55']);
  await expect(pickupCard.getByRole('heading', { name: 'Notes' })).toHaveCount(0);

  await expect(page.locator('h1')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await saveScreen(page, testInfo, 'order-history-cards');
});

// An older order with notes, and a status this browser does not know (orders the checkout cannot
// make): tests/component/order-history.test.tsx.
