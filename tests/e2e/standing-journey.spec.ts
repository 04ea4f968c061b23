import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, shopDate, weekdayOf } from '../../src/domain/fulfilment/schedule';
import { TEST_CARD } from './purchase-steps';
import { saveScreen } from './screens';
import { withServerDatabase } from './server-database';
import { asAdministrator, gotoHydrated, placeOrder, signUp } from './session-fixtures';

/*
 * A regular's standing order (issue 49), at phone width: she makes it from a past order and saves
 * her card; before a drop opens the shop's every-minute sender places it and she finds it on her
 * account; she skips that one; the next drop places it again, and its close charges her saved card;
 * the paid order is in her history. The sender is the platform's own function, called as the
 * platform calls it each minute. Nothing waits for the clock: a drop is scheduled to open in ten
 * minutes (its standing orders are placed from 15 minutes before), and a drop's end is the test
 * moving the clock, its instants set in the past in the database (with its placed runs' charge
 * time, which follows the drop's close: standing-drop-changes.ts). The instants themselves are the
 * integration tests' (standing-placement.test.ts, standing-charge.test.ts).
 *
 * The shop runs on drops meanwhile, closed to everyone else: this runs in a project of its own after
 * every other (playwright.config.ts), and leaves the shop always open again.
 */

const MINUTE = 60_000;

/** The owner's drop, through her API: opens in ten minutes, for three hours, selling `day`. */
async function scheduleDrop(admin: APIRequestContext, day: string, note: string): Promise<number> {
  const opensAt = new Date(Date.now() + 10 * MINUTE);
  const created = await admin.post('/api/admin/drops', {
    data: {
      opensAt: opensAt.toISOString(),
      closesAt: new Date(opensAt.getTime() + 180 * MINUTE).toISOString(),
      sellsDates: [day],
      note,
    },
    headers: { 'content-type': 'application/json' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * The clock moved on past the drop: it ran and closed `hoursAgo` hours ago (and a second), and its
 * standing orders are due. The instants are this machine's clock, the one the functions read.
 */
async function dropEnded(dropId: number, hoursAgo: number): Promise<void> {
  const closesAt = new Date(Date.now() - hoursAgo * 60 * MINUTE - 1000);
  await withServerDatabase(async (client) => {
    await client.query('UPDATE ordering_periods SET opens_at = $2, closes_at = $3 WHERE id = $1', [
      dropId,
      new Date(closesAt.getTime() - 60 * MINUTE),
      closesAt,
    ]);
    await client.query("UPDATE standing_order_runs SET charge_at = $2 WHERE cycle_key = $1 AND status = 'placed'", [
      `drop:${dropId}`,
      closesAt,
    ]);
  });
}

/** The platform's scheduled sender, as it runs every minute. */
async function sender(page: Page): Promise<void> {
  const ran = await page.request.post('/.netlify/functions/send-due-mail');
  expect(ran.ok()).toBe(true);
}

/** Her standing order's card on /account. */
async function standingCard(page: Page) {
  await gotoHydrated(page, '/account');
  const section = page.locator('#standing-orders');
  const card = section.getByRole('article');
  await expect(card).toBeVisible();
  return card;
}

test('a regular makes a standing order from a past order, skips a drop, and is charged at the next close', async ({
  page,
  baseURL,
}, testInfo) => {
  const note = `E2E standing ${Date.now().toString(36)}`;
  await signUp(page, { firstName: 'Wanjiru' });
  const past = await placeOrder(page, { customerName: 'Wanjiru Kamau' });

  // From her order history: 'Order this every week', prefilled with what she ordered and when.
  await gotoHydrated(page, '/order-history');
  await page.getByRole('link', { name: `Order this every week (${past.orderNumber})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Standing Order' })).toBeVisible();
  await expect(page.getByLabel('Beef Samosa')).toHaveValue('20');
  // Her usual weekday, from her past order's time: the day the owner's drops sell, two days on at least.
  const weekday = Number(await page.getByLabel(/^Day/).inputValue());
  let day = addDays(shopDate(new Date()), 2);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  await page.getByLabel('I agree to these terms').check();
  await saveScreen(page, testInfo, 'standing-new');
  await page.getByRole('button', { name: 'Save and add a card' }).click();
  await page.getByLabel('Card number').fill(TEST_CARD);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/account/);
  let card = await standingCard(page);
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Visa ending 4242');
  await saveScreen(page, testInfo, 'standing-account');

  await asAdministrator(baseURL!, async (admin) => {
    const json = { 'content-type': 'application/json' };
    expect((await admin.patch('/api/business-settings', { data: { orderingMode: 'drops' }, headers: json })).ok()).toBe(
      true,
    );
    try {
      // A drop opening in ten minutes: the sender places her order before it opens.
      const first = await scheduleDrop(admin, day, `${note} first`);
      await sender(page);
      card = await standingCard(page);
      const placed = card.getByRole('heading', { name: "This drop's order" }).locator('..');
      await expect(placed).toContainText('change or skip until then');
      const firstOrder = (await placed.locator('dd').first().textContent()) ?? '';
      await saveScreen(card, testInfo, 'standing-placed');

      // She skips this one: it is cancelled, nothing charged.
      await card.getByRole('button', { name: 'Skip this order' }).click();
      const dialog = page.getByRole('alertdialog', { name: `Skip order ${firstOrder}?` });
      await dialog.getByRole('button', { name: 'Yes, Skip It' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('heading', { name: "This drop's order" })).toHaveCount(0);
      await expect(card).toContainText(`${firstOrder} for`);
      await dropEnded(first, 3);

      // The next drop places it again; at its close the sender charges her saved card.
      const second = await scheduleDrop(admin, addDays(day, 7), `${note} second`);
      await sender(page);
      card = await standingCard(page);
      const next = card.getByRole('heading', { name: "This drop's order" }).locator('..');
      await expect(next).toContainText('change or skip until then');
      const secondOrder = (await next.locator('dd').first().textContent()) ?? '';
      await dropEnded(second, 0);
      await sender(page);
      card = await standingCard(page);
      await expect(card.getByRole('heading', { name: "This drop's order" }).locator('..')).toContainText('Paid');
      await card.getByText('History').click();
      await expect(card).toContainText(`${secondOrder} for`);
      await saveScreen(card, testInfo, 'standing-paid');

      // The paid order is in her order history, confirmed; the skipped one cancelled.
      await gotoHydrated(page, '/order-history');
      await expect(page.getByRole('heading', { name: secondOrder })).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: secondOrder })).toContainText('Confirmed');
      await expect(page.getByRole('article').filter({ hasText: firstOrder })).toContainText('Cancelled');
    } finally {
      // The shop as the other journeys find it: always open; the drops still scheduled removed.
      await admin.patch('/api/business-settings', { data: { orderingMode: 'always' }, headers: json });
      const drops = (await (await admin.get('/api/admin/drops')).json()) as Array<{
        id: number;
        note: string | null;
        state: string;
      }>;
      for (const drop of drops.filter((listed) => listed.note?.startsWith(note) && listed.state !== 'closed')) {
        await admin.delete(`/api/admin/drops/${drop.id}`, { headers: json });
      }
    }
  });
});
