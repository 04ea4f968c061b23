import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { OrderView } from '../../src/domain/api-shapes';
import { shopDate } from '../../src/domain/fulfilment/schedule';
import { dayLabel, windowTimes } from '../../src/domain/fulfilment/window-label';
import { expectNoAxeViolations } from './axe';
import { adminNavigation } from './admin-nav';
import { saveScreen } from './screens';
import { gotoHydrated, type PlacedOrder, placeOrder, signUp } from './session-fixtures';

/*
 * Other specs share this server and place orders (20 beef samosas each, into the first free window)
 * at the same time, so the day and its windows may hold more than this test's two orders: the
 * test finds its own orders by their numbers and checks that the totals count at least their
 * samosas, never an exact figure for the whole day.
 */

// The page speaks the shop's clock (America/Chicago) whatever the browser's zone says.
test.use({ timezoneId: 'Europe/London' });
// Two real paid orders, the kitchen screen and axe on it take a while on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface MyOrder extends PlacedOrder {
  window: { start: string; end: string };
  date: string;
  times: string;
}

/** The orders as the administrator's API shows them, newest first, until every one asked for is found. */
async function withWindows(admin: Page, placed: PlacedOrder[]): Promise<MyOrder[]> {
  const found = new Map<number, OrderView>();
  for (let offset = 0; found.size < placed.length && offset < 1000; offset += 50) {
    const answer = await admin.request.get(`/api/orders?limit=50&offset=${offset}`);
    expect(answer.status()).toBe(200);
    const page = (await answer.json()) as OrderView[];
    for (const order of page) if (placed.some((mine) => mine.id === order.id)) found.set(order.id, order);
    if (page.length < 50) break;
  }
  return placed.map((mine) => {
    const window = found.get(mine.id)?.fulfilmentWindow;
    if (!window) throw new Error(`order ${mine.orderNumber} has no window`);
    return {
      ...mine,
      window,
      date: shopDate(new Date(window.start)),
      times: windowTimes(new Date(window.start), new Date(window.end)),
    };
  });
}

/** The number in front of a product in a list of totals ('40 Beef Samosa' gives 40), 0 when it is absent. */
async function quantityOf(list: Locator, product: string): Promise<number> {
  const rows = await list.getByRole('listitem').allTextContents();
  const row = rows.map((text) => text.replace(/\s+/g, ' ').trim()).find((text) => text.endsWith(` ${product}`));
  return row ? Number.parseInt(row, 10) : 0;
}

test('the kitchen shows the day’s prep totals and each window’s orders, and prints one ticket per order', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two guests order 20 beef samosas each, in a browser of their own.
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const guest = await browser.newContext(baseURL ? { baseURL } : {});
  const guestPage = await guest.newPage();
  const placed = [
    await placeOrder(guestPage, { customerName: `Kitchen Achieng ${stamp}` }),
    await placeOrder(guestPage, { orderType: 'delivery', customerName: `Kitchen Baraka ${stamp}` }),
  ];
  await guest.close();

  // The owner: from the dashboard to the kitchen, then to the day of the first order.
  await signUp(page, { firstName: 'Owner', admin: true });
  const mine = await withWindows(page, placed);
  const first = mine[0]!;
  await gotoHydrated(page, '/admin');
  await (await adminNavigation(page)).getByRole('link', { name: "Kitchen's day" }).click();
  // It opens on today's shop date, and the address names the day shown.
  const today = shopDate(new Date());
  await expect(page).toHaveURL(`/admin/kitchen?date=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  const main = page.getByRole('main');
  const dateInput = main.getByLabel('Date', { exact: true });
  await expect(dateInput).toHaveValue(today);
  // Today's orders, or none: either way the day has loaded.
  await expect(
    main.getByRole('heading', { level: 2, name: /^Prep for / }).or(main.getByText(/^No orders for /)),
  ).toBeVisible();

  for (const date of [...new Set(mine.map((order) => order.date))]) {
    const ofDay = mine.filter((order) => order.date === date);
    await dateInput.fill(date);
    await expect(page).toHaveURL(`/admin/kitchen?date=${date}`);
    const dayHeading = main.getByRole('heading', { level: 2, name: `Prep for ${dayLabel(date)}` });
    await expect(dayHeading).toBeVisible();

    // The day's totals count at least this test's samosas.
    const dayTotals = main.getByRole('list', { name: `Prep for ${dayLabel(date)}`, exact: true });
    await expect(dayTotals.getByRole('listitem').filter({ hasText: /^\s*\d+\s+Beef Samosa\s*$/ })).toBeVisible();
    expect(await quantityOf(dayTotals, 'Beef Samosa')).toBeGreaterThanOrEqual(20 * ofDay.length);

    for (const order of ofDay) {
      // Each order sits in the section of its window, which totals at least its 20 samosas.
      const section = main.getByRole('region', { name: order.times, exact: true });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(order.times);
      const inWindow = mine.filter((other) => other.window.start === order.window.start);
      const windowTotals = section.getByRole('list', { name: /^Ready by / });
      expect(await quantityOf(windowTotals, 'Beef Samosa')).toBeGreaterThanOrEqual(20 * inWindow.length);

      const card = section.getByRole('article', { name: `Order ${order.orderNumber}`, exact: true });
      await expect(card).toContainText(order.customerEmail);
      await expect(card).toContainText(`Kitchen ${order === first ? 'Achieng' : 'Baraka'} ${stamp}`);
      await expect(card).toContainText('Status: Confirmed');
      await expect(card.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveText(['20 × Beef Samosa']);
      await expect(card.getByRole('link', { name: '913-555-0142' })).toHaveAttribute('href', 'tel:9135550142');
    }
  }

  // Back to the first order's day for the tickets and the export.
  await dateInput.fill(first.date);
  await expect(main.getByRole('heading', { level: 2, name: `Prep for ${dayLabel(first.date)}` })).toBeVisible();
  const achieng = main.getByRole('article', { name: `Order ${first.orderNumber}`, exact: true });
  await expect(achieng).toContainText('Order type: Pickup');
  await expect(achieng).toContainText(`Kitchen Achieng ${stamp}`);
  await expectNoAxeViolations(page);
  await saveScreen(page, testInfo, 'kitchen', false);

  // 'Print tickets' opens the print dialog.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-e2e-printed', 'yes');
  });
  const print = main.getByRole('button', { name: 'Print tickets' });
  await expect(print).toBeVisible();
  await print.click();
  await expect(page.locator('body')).toHaveAttribute('data-e2e-printed', 'yes');

  // On paper: the tickets alone, this order's with its number, window, items, customer and phone.
  const tickets = page.getByTestId('kitchen-tickets');
  await expect(tickets).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(print).toBeHidden();
  await expect(dateInput).toBeHidden();
  await expect(main.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  const ticket = tickets.getByRole('article').filter({ has: page.getByText(first.orderNumber, { exact: true }) });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`Pickup · ${dayLabel(first.date)}, ${first.times}`);
  await expect(ticket).toContainText('20 × Beef Samosa');
  // The order's money as every screen shows it: Overland Park's tax on a pickup.
  await expect(ticket.getByRole('definition')).toContainText(['$38.00', '$3.55', '$41.55']);
  await expect(ticket).toContainText(`Kitchen Achieng ${stamp}`);
  await expect(ticket).toContainText('913-555-0142');
  await expect(ticket).toHaveCSS('break-inside', 'avoid');
  await page.emulateMedia({ media: 'screen' });

  // Export CSV: a plain GET download of the day's orders.
  const exportForm = main.getByRole('region', { name: 'Export CSV' });
  await expect(exportForm.getByLabel('From')).toHaveValue(first.date);
  await expect(exportForm.getByLabel('To')).toHaveValue(first.date);
  const download = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`orders-${first.date}-to-${first.date}.csv`);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('order_number,window_start,window_end,')).toBe(true);
  expect(text).toContain(`\r\n${first.orderNumber},`);
});
