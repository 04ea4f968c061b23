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
  '/standing-orders/new',
  '/standing-orders/manage',
  '/admin',
  '/admin/menu',
  '/admin/kitchen',
  '/admin/drops',
  '/admin/pickup-spots',
  '/admin/gift-cards',
  '/admin/catering',
  '/admin/standing',
  '/admin/notify',
  '/admin/insights',
  '/admin/setup',
  '/admin/orders/new',
  '/pay',
  '/order-confirmation',
  '/orders/track',
  '/feedback',
  '/gift-cards',
  '/gift-cards/balance',
  '/catering',
  '/subscribe',
  '/subscribe/thanks',
  '/subscribe/confirm',
  '/subscribe/confirmed',
  '/unsubscribe',
  '/unsubscribe/done',
];

/** The routes whose screen is laid out differently at desktop (playwright.config.ts) are checked at both widths. */
const DESKTOP_LAYOUT = new Set(['/', '/register', '/order-history', '/account', '/admin', '/feedback']);

/**
 * The routes whose axe check is made, at the widths (projects) named, in the one journey that shows
 * their fuller screen (signed in, with orders or a form), so that each route is checked once per
 * width (tests/e2e/axe.ts). Signed out, every admin page shows the same screen (AdminLayout's
 * navigation and AdminGate's 'Access Denied' with Sign In): it is checked here once, on
 * /admin/gift-cards; the others' signed-in screens are checked in owner-keyboard.spec.ts at 320 px,
 * which has the phone's layout (no breakpoint lies between 320 and 390 px).
 */
const AXE_IN_A_JOURNEY: Record<string, readonly string[]> = {
  '/reset-password': ['phone'], // auth-screens.spec.ts: the form of a link
  '/account': ['phone', 'desktop'], // account.spec.ts: a customer's profile
  '/admin': ['phone', 'desktop'], // admin.spec.ts: the figures and order cards
  '/admin/menu': ['phone'], // menu-editor.spec.ts
  '/admin/kitchen': ['phone'], // kitchen.spec.ts: a day's orders
  '/admin/drops': ['phone'], // owner-keyboard.spec.ts: a drop refused in the form
  '/admin/notify': ['phone'], // owner-keyboard.spec.ts: the announcement's form
  '/admin/insights': ['phone'], // owner-keyboard.spec.ts: a chart as a table
  '/admin/setup': ['phone'], // owner-keyboard.spec.ts: a test e-mail waiting
  '/admin/orders/new': ['phone'], // owner-orders.spec.ts: an order entered, its payment link
  '/pay': ['phone'], // owner-orders.spec.ts: a changed order's payment
  '/order-confirmation': ['phone', 'desktop'], // order-confirmation.spec.ts: a pickup order
  '/orders/track': ['phone'], // order-tracking.spec.ts: an order ready
  '/order-history': ['phone'], // order-history.spec.ts: paid orders
  '/feedback': ['phone', 'desktop'], // feedback.spec.ts: a rating shown
};

for (const route of ROUTES) {
  const tag = DESKTOP_LAYOUT.has(route) ? ['@desktop'] : [];
  test(
    `${route} exists, has one main heading and passes axe (here or in its journey)`,
    { tag },
    async ({ page }, testInfo) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (!AXE_IN_A_JOURNEY[route]?.includes(testInfo.project.name)) await expectNoAxeViolations(page);
    },
  );
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
