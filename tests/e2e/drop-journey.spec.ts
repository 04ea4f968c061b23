import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shopDateTimeLocal } from '../../src/domain/fulfilment/shop-datetime';
import { mailedAnnouncementLink, mailedLink } from './mailbox';
import { PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail, walkToPayment } from './purchase-steps';
import { saveScreen } from './screens';
import { asAdministrator, gotoHydrated, signUp } from './session-fixtures';

/*
 * A drop from a visitor's sign-up to their order (issue 36): the owner runs the shop on drops with
 * tomorrow's scheduled; the home page says when orders open, and the visitor asks there to be told
 * and confirms the mailed link; the owner opens an announced drop now; the platform's every-minute
 * sender mails the announcement, whose link leads to the open shop, where the visitor orders and
 * pays. Opening and closing at their instants, on a clock the tests move, are the integration and
 * component tests' (drops.test.ts, drops-banner.test.tsx): nothing here waits for the clock.
 *
 * The shop is closed to everyone until the drop opens, so this runs in a project of its own after
 * every other (playwright.config.ts), and leaves the shop always open again.
 */

const SUBJECT = 'Samosa Saturday';
const MESSAGE = 'Beef and vegetable samosas, fresh this afternoon.';

/** The owner schedules a drop from `opensAt` for three hours on /admin/drops, announced or not. */
async function scheduleDrop(owner: Page, opensAt: Date, note: string, announce: boolean): Promise<void> {
  await gotoHydrated(owner, '/admin/drops');
  await owner.getByRole('button', { name: 'Schedule a Drop' }).click();
  await owner.getByLabel('Orders open').fill(shopDateTimeLocal(opensAt));
  await owner.getByLabel('Orders close').fill(shopDateTimeLocal(new Date(opensAt.getTime() + 3 * 3_600_000)));
  await owner.getByLabel('Note').fill(note);
  if (announce) {
    await owner.getByLabel('Announce it to the notify list').check();
    await owner.getByLabel('Subject').fill(SUBJECT);
    await owner.getByLabel('Message').fill(MESSAGE);
  }
  await owner.getByRole('button', { name: 'Schedule Drop' }).click();
  await expect(owner.getByText(note)).toBeVisible();
}

/** Back to always open, the drops whose note starts with `note` removed (a change must say it is JSON: the same-origin guard). */
async function alwaysOpenWithout(admin: APIRequestContext, note: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  expect((await admin.patch('/api/business-settings', { data: { orderingMode: 'always' } })).status()).toBe(200);
  const drops = (await (await admin.get('/api/admin/drops')).json()) as Array<{ id: number; note: string | null }>;
  for (const drop of drops.filter((listed) => listed.note?.startsWith(note))) {
    expect((await admin.delete(`/api/admin/drops/${drop.id}`, { headers: json })).status()).toBe(204);
  }
}

test('a visitor on the notify list hears of a drop, finds the shop open and orders', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail();
  const note = `E2E drop ${Date.now().toString(36)}`;

  // The owner runs the shop on drops, tomorrow's scheduled.
  const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUp(owner, { firstName: 'Owner', admin: true });
  try {
    await scheduleDrop(owner, new Date(Date.now() + 24 * 3_600_000), `${note} tomorrow`, false);
    await owner.getByRole('radio', { name: 'Only during drops' }).check();
    await expect(owner.getByRole('radio', { name: 'Only during drops' })).toBeChecked();

    // The home page says when orders open, with the form to be told; the visitor asks there and
    // confirms on the mailed link's page.
    await gotoHydrated(page, '/');
    const banner = page.getByTestId('business-status');
    await expect(banner).toContainText('Currently Closed');
    await expect(banner).toContainText('Orders open');
    await saveScreen(page, testInfo, 'home-before-drop', false);
    const notify = page.getByTestId('notify-form');
    await notify.getByLabel('E-mail').fill(email);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByRole('status')).toContainText('open the link we just sent');
    // Opening the link changes nothing (mail scanners open links); its button confirms.
    await page.goto(await mailedLink(email, '/subscribe/confirm'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText("You're on the list");

    // The owner opens an announced drop now (this minute, already begun).
    await scheduleDrop(owner, new Date(), `${note} now`, true);
    await saveScreen(owner, testInfo, 'admin-drops');
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('business-status')).toContainText('Open for Orders');

    // The platform's sender, as every minute, mails the opening's announcement.
    const sent = await page.request.post('/.netlify/functions/send-due-mail');
    expect(sent.ok()).toBe(true);
    const link = await mailedAnnouncementLink(email, SUBJECT);
    await page.goto(link);
    await expect(page.getByTestId('business-status')).toContainText('Open for Orders');

    await walkToPayment(page, email);
    await payWith(page, TEST_CARD, PICKUP_TOTAL);
    await expect(page).toHaveURL(/\/order-confirmation/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  } finally {
    // The shop as the other journeys find it: always open, and this drop gone.
    await asAdministrator(baseURL!, (admin) => alwaysOpenWithout(admin, note));
    await owner.close();
  }
});
