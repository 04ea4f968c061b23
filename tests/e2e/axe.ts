import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AXE_TAGS, violationSummary } from '../fixtures/axe-rules';

/**
 * Fails with the list of violations (rule, impact, nodes) when axe finds any on the page.
 *
 * Each route is checked once per width (its path, whatever the query): in routes.spec.ts, or in
 * the one journey that shows its fuller screen (signed in, with orders), which routes.spec.ts
 * then leaves to it. A screen's other states (errors, empty, dialogs) get axe in their component
 * tests. Each check is noted on its test as an `axe` annotation, "<path> at <width> px", and
 * scripts/e2e-summary.mjs names any route and width checked twice in a run.
 *
 * Legacy mode runs `axe.run` in the page (and its same-origin frames) instead of `runPartial` in
 * every frame followed by `finishRun` in a new blank page: the same rules on our own markup in
 * half the time (0.6-0.9 s instead of 1.1-1.8 s per check here). What it leaves out are
 * cross-origin frames, and the only ones we show are Stripe's, which are not ours to fix.
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  test.info().annotations.push({ type: 'axe', description: `${new URL(page.url()).pathname} at ${width} px` });
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(violationSummary(results.violations)).toEqual([]);
}

/**
 * The dashboard's order cards other than `own` (the test's), as selectors for `exclude` above. The
 * shared server's dashboard lists 50 cards, every one the same component: axe on all of them took
 * 4-8 s of a check, on the test's own cards (a delivery and a pickup) about 1.5 s, and finds the
 * same faults, while the rest of the page is checked whole.
 */
export async function otherOrderCards(page: Page, own: Locator[]): Promise<string[]> {
  const ownIds = await Promise.all(own.map((card) => card.getAttribute('id')));
  const ids = await page
    .getByRole('list', { name: 'Orders' })
    .locator(':scope > li > article')
    .evaluateAll((cards) => cards.map((card) => card.id));
  const list = 'ol[aria-label="Orders"]';
  return ids.flatMap((id, index) => (ownIds.includes(id) ? [] : [`${list} > li:nth-child(${index + 1})`]));
}
