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
