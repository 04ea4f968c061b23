import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './session-fixtures';

/**
 * Every page runs under its Content-Security-Policy without a single violation: each
 * `securitypolicyviolation` event the page fires is collected from the first script on, so a
 * blocked script, style, frame or connection anywhere fails the test with what was blocked.
 */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=abc',
  '/verify-email?token=abc',
  '/order-history',
  '/account',
  '/admin',
  '/order-confirmation',
  '/feedback',
  '/faq',
  '/about',
  '/privacy',
  '/no-such-page',
];

test('no page breaks its Content-Security-Policy, the cart sheet and its scroll lock included', async ({ page }) => {
  const violations = await collectViolations(page);
  for (const path of PAGES) {
    await gotoHydrated(page, path);
    expect(await violations(), path).toEqual([]);
  }
  // The cart sheet locks the page's scroll while open (Radix), the classic inline-style violation.
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('link', { name: 'Open cart, empty' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Order' })).toBeVisible();
  expect(await violations(), 'cart sheet').toEqual([]);
});

test('the policy names every directive it must: default, object, base, form, and no third party off /checkout', async ({
  page,
}) => {
  // The home page is rendered on demand, and Astro sends its policy as a header there.
  const home = await page.goto('/');
  const policy = home?.headers()['content-security-policy'] ?? null;
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("form-action 'self'");
  expect(policy).not.toContain('stripe.com');

  // /checkout names Stripe's hosts, and only there (its card form is Stripe's when Stripe is on).
  const checkout = await (await page.request.get('/checkout')).text();
  const checkoutPolicy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(checkout)?.[1] ?? '';
  expect(checkoutPolicy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
  expect(checkoutPolicy).toContain(
    "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  );
  expect(checkoutPolicy).toContain("connect-src 'self' https://api.stripe.com https://merchant-ui-api.stripe.com");
});
