import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves what the screen shows as test-results/screens/<name>-<project>.png, one per viewport
 * (phone 390 px, desktop), for a person to look at after the run; Playwright empties
 * test-results at the start of each run. Full page by default; only the window when a dialog
 * covers the page (fixed layers repeat in full-page shots) or the page holds a long list.
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}-${testInfo.project.name}.png`, fullPage });
}
