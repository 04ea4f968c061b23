import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';
import { asAdministrator, gotoHydrated, placeOrder, signUp } from './session-fixtures';

// Order times are shown in the viewer's zone; the kitchen's zone keeps the expected texts fixed.
test.use({ timezoneId: 'America/Chicago' });

/*
 * The page's states around the orders (checking the session, signed out, failing, refreshing) are
 * component tests (tests/component/order-history.test.tsx); here, a new customer's empty page and
 * real paid orders' cards.
 */

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
