import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { AXE_TAGS, violationSummary } from '../fixtures/axe-rules';

/**
 * Fails with the list of violations (rule, impact, nodes) when axe finds any on the page.
 *
 * Legacy mode runs `axe.run` in the page (and its same-origin frames) instead of `runPartial` in
 * every frame followed by `finishRun` in a new blank page: the same rules on our own markup in
 * half the time (0.6-0.9 s instead of 1.1-1.8 s per check here). What it leaves out are
 * cross-origin frames, and the only ones we show are Stripe's, which are not ours to fix.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  expect(violationSummary(results.violations)).toEqual([]);
}
