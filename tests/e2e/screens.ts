import type { Locator, Page, TestInfo } from '@playwright/test';

/**
 * With E2E_SCREENS=1, saves what the screen shows as test-results/screens/<name>-<project>.png, one
 * per viewport (phone 390 px, desktop), for a person to look at after the run; Playwright empties
 * test-results at the start of each run. Full page by default; only the window when a dialog
 * covers the page (fixed layers repeat in full-page shots) or the page holds a long list; only the
 * element when `what` is a locator. Off otherwise (CI): nothing compares these, and a full-page
 * shot costs a fraction of a second of a busy machine's CPU each. A failed test's screen is kept
 * anyway (playwright.config.ts).
 */
export async function saveScreen(
  page: Page | Locator,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<void> {
  if (process.env['E2E_SCREENS'] !== '1') return;
  const path = `test-results/screens/${name}-${testInfo.project.name}.png`;
  await ('goto' in page ? page.screenshot({ path, fullPage }) : page.screenshot({ path }));
}
