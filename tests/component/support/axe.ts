import axe from 'axe-core';
import { expect } from 'vitest';
import { AXE_TAGS, violationSummary } from '../../fixtures/axe-rules';

/**
 * The e2e suite's axe check (tests/e2e/axe.ts: the same WCAG 2.1 A/AA and best-practice rules) on
 * what a component test rendered. happy-dom lays nothing out, so the rules that need a layout
 * (colour contrast, targets' size, what is scrolled into view) are left to the e2e checks of whole
 * screens; page-level rules are off because a component is not a page.
 */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      'scrollable-region-focusable': { enabled: false },
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  expect(violationSummary(results.violations)).toEqual([]);
}
