import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Every route of docs/behaviour/screens.md#routes answers with a page. /checkout is
 * left to checkout.spec.ts: without a pending order it sends the visitor back to the menu at once.
 */
const ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/order-history',
  '/account',
  '/admin',
  '/admin/menu',
  '/admin/kitchen',
  '/admin/drops',
  '/admin/notify',
  '/admin/insights',
  '/admin/setup',
  '/admin/orders/new',
  '/pay',
  '/order-confirmation',
  '/orders/track',
  '/feedback',
  '/subscribe',
  '/subscribe/thanks',
  '/subscribe/confirm',
  '/subscribe/confirmed',
  '/unsubscribe',
  '/unsubscribe/done',
];

/** The routes whose screen is laid out differently at desktop (playwright.config.ts) are checked at both widths. */
const DESKTOP_LAYOUT = new Set(['/', '/register', '/order-history', '/account', '/admin', '/feedback']);

for (const route of ROUTES) {
  const tag = DESKTOP_LAYOUT.has(route) ? ['@desktop'] : [];
  test(`${route} exists, has one main heading and no accessibility violations`, { tag }, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an unknown path shows the 404 page with the router hint', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found | Authentic Kenyan Food Delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Menu' }).click();
  await expect(page).toHaveURL('/');
});
