// Time to menu (issue 27): when the first price of the menu is painted, on a phone over a slow
// network. One Chromium (Playwright's client, the Chromium `npm run perf` uses) opens the page and
// its script-free copy alternately, each in a fresh context (nothing cached), at 390 px with
// Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) and 4x CPU slowdown through the
// DevTools protocol. The first cards' price carries `elementtiming="menu-price"`
// (src/islands/storefront/product-card.tsx), so the browser's Element Timing says when it was
// painted, with or without scripts. Answers each one's median over `runs` and their ratio.
import { chromium } from '@playwright/test';

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A price not painted by then counts as not measured. */
const GIVE_UP_MS = 30_000;

/** When the first menu price was painted, in ms from the navigation's start; null if never. */
const readMenuPaint = (giveUpMs) =>
  new Promise((resolve) => {
    const done = setTimeout(() => resolve(null), giveUpMs);
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.identifier === 'menu-price');
      if (!entry) return;
      clearTimeout(done);
      resolve(entry.renderTime || entry.loadTime);
    }).observe({ type: 'element', buffered: true });
  });

async function paintOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS * 2 });
    return await page.evaluate(readMenuPaint, GIVE_UP_MS);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The page's and its copy's median time to menu over `runs` alternating loads, and the ratio.
 * Null figures where a price was never painted (the menu not in the copy's HTML, say).
 */
export async function timeToMenu({ pageUrl, copyUrl, runs, executablePath, args, log }) {
  const browser = await chromium.launch({ executablePath, args });
  const page = [];
  const copy = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const pageMs = await paintOf(browser, pageUrl);
      const copyMs = await paintOf(browser, copyUrl);
      log(
        `time to menu, run ${run}/${runs}: page ${pageMs === null ? 'never' : `${Math.round(pageMs)} ms`}, copy ${copyMs === null ? 'never' : `${Math.round(copyMs)} ms`}`,
      );
      if (pageMs !== null) page.push(pageMs);
      if (copyMs !== null) copy.push(copyMs);
    }
  } finally {
    await browser.close();
  }
  const pageMs = page.length === runs ? median(page) : null;
  const copyMs = copy.length === runs ? median(copy) : null;
  return { pageMs, copyMs, ratio: pageMs !== null && copyMs !== null ? pageMs / copyMs : null };
}
