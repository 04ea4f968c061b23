import { expect, test, type Page } from '@playwright/test';
import { TRACKING_REFRESH_MS } from '../../src/stores/account/tracked-order';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';
import { asAdministrator, gotoHydrated, placeOrder, signUp, type PlacedOrder } from './session-fixtures';

/*
 * The tracking page (issue 16) as a guest uses it: opened from the link the confirmation and the
 * e-mails carry, it follows what the owner does in /admin while it stays open.
 */

test.use({ timezoneId: 'America/Chicago' });
test.describe.configure({ timeout: 90_000 });

/** The link's path and query: the server names its own public address, the test's may differ. */
const trackingPath = (placed: PlacedOrder) => {
  const url = new URL(placed.trackingUrl);
  return `${url.pathname}${url.search}`;
};

const statusLine = (page: Page) => page.getByRole('main').getByRole('status').first();

test("the owner marks an order ready in /admin and the guest's open tracking page shows it", async ({
  page,
  browser,
}, testInfo) => {
  const name = `Tracked Guest ${Date.now().toString(36)}`;
  const placed = await placeOrder(page, { customerName: name });

  // The guest: a browser of their own, never signed in, whose clock the test can move on.
  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await guest.clock.install();
    await gotoHydrated(guest, trackingPath(placed));
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Order ${placed.orderNumber}`);
    await expect(statusLine(guest)).toHaveText('Order confirmed');
    const progress = guest.getByRole('list', { name: 'Order progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Order confirmed');
    await expect(guest.getByText(/^Pickup Time: /)).toBeVisible();
    await expect(guest.getByRole('button', { name: `Order again (${placed.orderNumber})` })).toBeVisible();

    // The owner, in /admin.
    await signUp(page, { firstName: 'Owner', admin: true });
    await gotoHydrated(page, '/admin');
    const card = page.getByRole('list', { name: 'Orders' }).getByRole('article').filter({ hasText: name });
    await card.getByRole('combobox', { name: `Change status of order ${placed.orderNumber}` }).click();
    await page.getByRole('option', { name: 'Ready', exact: true }).click();
    await expect(card).toContainText('Status: Ready');

    // The page asks again every 30 s while it is visible.
    await guest.clock.fastForward(TRACKING_REFRESH_MS);
    await expect(statusLine(guest)).toHaveText('Ready for pickup');
    await expect(progress.locator('[aria-current="step"]')).toContainText('Ready for pickup');
    // Ready means preparing is behind it, even when the owner skipped setting it.
    await expect(progress.getByRole('listitem').filter({ hasText: 'Preparing' })).toContainText('(done)');
    await expect(progress.getByRole('listitem').filter({ hasText: 'Picked up' })).toContainText('(not yet)');
    await expectNoAxeViolations(guest);
    await saveScreen(guest, testInfo, 'order-tracking-ready');
  } finally {
    await guest.close();
  }
});

test('a delivered order asks for its rating where the rating e-mail points (#rate), once', async ({
  page,
  baseURL,
}, testInfo) => {
  const placed = await placeOrder(page, { customerName: 'Rating Link Guest', orderType: 'delivery' });
  await asAdministrator(baseURL ?? '', async (admin) => {
    const answer = await admin.patch(`/api/orders/${placed.id}/status`, { data: { status: 'delivered' } });
    expect(answer.status()).toBe(200);
  });
  await page.context().clearCookies();
  await gotoHydrated(page, `${trackingPath(placed)}#rate`);
  const rate = page.getByRole('region', { name: 'Rate your order' });
  await expect(rate).toBeInViewport();
  await expect(statusLine(page)).toHaveText('Delivered');
  await rate.getByRole('radiogroup', { name: 'Overall rating' }).getByRole('radio', { name: '5 stars' }).click();
  await rate.getByLabel('Comments (optional)').fill('Found it from the e-mail.');
  await rate.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications', includeHidden: true }).getByText('Thank You!', { exact: true }),
  ).toBeVisible();
  await expect(rate).toHaveCount(0);
  await saveScreen(page, testInfo, 'order-tracking-rated');
});
