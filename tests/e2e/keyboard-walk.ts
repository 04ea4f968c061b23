import { expect, type Locator, type Page } from '@playwright/test';

/*
 * What a keyboard and a screen reader get from a page, recorded in the page itself from before its
 * first script: every element the focus lands on (and whether a focus ring shows on it), and every
 * change a screen reader would read out of a live region. A live region (aria-live, or the roles
 * status, alert and log) is heard when what is in it changes; an alert is heard also when it is put
 * on the page with its words, as the role says. Tests read the record instead of racing the screen:
 * Radix's toast, for one, says its words in a live region of its own for one second only.
 */

interface Heard {
  /** Each focus, in order: which element (its index in `elements`), what it is, whether its ring shows. */
  focused: Array<{ index: number; name: string; ring: boolean }>;
  elements: Element[];
  said: string[];
  /** The controls a walk must reach, as they were when it set out. */
  controls: Element[];
}

declare global {
  interface Window {
    heard: Heard;
  }
}

/** Records focus and live regions on every page the test opens from now on (see above). */
export async function listenAsAScreenReader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const heard: Heard = { focused: [], elements: [], said: [], controls: [] };
    window.heard = heard;
    const words = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const ringOn = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    document.addEventListener(
      'focusin',
      (event) => {
        const element = event.target as Element;
        // A control drawn by its label (a chip whose radio is visually hidden) shows its ring there.
        const drawn = element.getBoundingClientRect().width <= 1 ? (element.closest('label') ?? element) : element;
        let index = heard.elements.indexOf(element);
        if (index < 0) index = heard.elements.push(element) - 1;
        const name =
          element.getAttribute('aria-label') ??
          words((element as HTMLInputElement).labels?.[0] ?? element).slice(0, 60);
        heard.focused.push({ index, name: `${element.tagName.toLowerCase()} "${name}"`, ring: ringOn(drawn) });
      },
      true,
    );
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = target?.closest(LIVE);
        if (region && words(region)) heard.said.push(words(region));
        for (const added of record.addedNodes) {
          if (!(added instanceof Element)) continue;
          for (const alert of [added, ...added.querySelectorAll('[role="alert"]')]) {
            if (alert.matches('[role="alert"]') && words(alert)) heard.said.push(words(alert));
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Waits until a live region has said `words` (a screen reader has read them out). The record is
 * read every 50 ms: expect.poll's own intervals grow to a second, which made each of these waits
 * up to a second longer than what it waits for.
 */
export async function expectHeard(page: Page, words: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () => {
        const said = await page.evaluate(() => window.heard.said);
        return said.some((text) => (typeof words === 'string' ? text.includes(words) : words.test(text)));
      },
      { message: `a live region says ${words}`, intervals: [50] },
    )
    .toBe(true);
}

/**
 * Presses Tab until `target` has the focus, as a person tabs to a control they can see: Shift+Tab
 * when it comes before the focus. The control is found once and asked after each press whether it
 * has the focus: finding it by its role and name afresh each time (a query of the whole page's
 * accessibility tree, 50-150 ms on the dashboard with its fifty order cards) was most of a walk's
 * time. It is found again only when a render has replaced it.
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  let element = await target.elementHandle();
  try {
    const before = await element.evaluate(
      (found) =>
        document.activeElement !== null &&
        Boolean(found.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    for (let pressed = 0; pressed < 100; pressed += 1) {
      const where = await element.evaluate((found) =>
        !found.isConnected ? 'replaced' : found === document.activeElement ? 'focused' : 'elsewhere',
      );
      if (where === 'replaced') {
        await element.dispose();
        element = await target.elementHandle();
        continue;
      }
      if (where === 'focused') return;
      await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
    }
  } finally {
    await element.dispose();
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Presses Tab from where the focus is until it comes round again to an element it has been on, and
 * answers the stops in order. Every stop shows a focus ring, and no control inside `scope` is left
 * out. A dialog (`trapped`) keeps the focus: every stop is inside it, so Tab from its last control
 * goes back to its first.
 */
export async function tabAround(page: Page, scope: Locator, { trapped = false } = {}): Promise<string[]> {
  // The controls on screen as the walk sets out (an order that arrives meanwhile adds its own).
  const from = await scope.evaluate((container) => {
    // What a person can Tab to: enabled, shown, not taken out of the order, and one stop per radio
    // group (its checked radio, or its first).
    const groups = new Set<string>();
    const candidates = container.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
    );
    window.heard.controls = [...candidates].filter((element) => {
      if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      if (!(element.checkVisibility({ visibilityProperty: true }) || element.closest('label')?.checkVisibility())) {
        return false;
      }
      if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
      const root = element.form ?? document;
      const checked = root.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`);
      if (checked ? checked !== element : groups.has(element.name)) return false;
      groups.add(element.name);
      return true;
    });
    return window.heard.focused.length;
  });
  let stops: Heard['focused'] = [];
  for (let pressed = 0; pressed < 400; pressed += 10) {
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
    stops = await page.evaluate((start) => window.heard.focused.slice(start), from);
    const indexes = stops.map((stop) => stop.index);
    if (new Set(indexes).size < indexes.length) break;
  }
  // The walk ends where it first comes back to an element already passed.
  const seen = new Set<number>();
  const round = stops.filter((stop) => !seen.has(stop.index) && seen.add(stop.index));
  expect(round.length, 'the focus comes round').toBeLessThan(stops.length);
  expect(
    round.filter((stop) => !stop.ring).map((stop) => stop.name),
    'every stop shows a focus ring',
  ).toEqual([]);
  const { missed, outside } = await scope.evaluate(
    (container, reached) => {
      const named = (control: Element) =>
        `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 60)}"`;
      const reachedElements = reached.map((index) => window.heard.elements[index]);
      return {
        // Those still on screen (a refresh may have taken one away) that the walk never came to.
        missed: window.heard.controls
          .filter((control) => control.isConnected && !reachedElements.includes(control))
          .map(named),
        outside: reachedElements
          .filter((control) => !container.contains(control ?? null))
          .map((control) => (control ? named(control) : 'nothing')),
      };
    },
    round.map((stop) => stop.index),
  );
  expect(missed, 'Tab reaches every control').toEqual([]);
  if (trapped) expect(outside, 'the focus stays inside').toEqual([]);
  return round.map((stop) => stop.name);
}
