import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mailedAnnouncementLink, mailedLink } from './mailbox';
import { PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail, walkToPayment } from './purchase-steps';
import { saveScreen } from './screens';
import { asAdministrator, gotoHydrated, signUp } from './session-fixtures';

/*
 * A drop from a visitor's sign-up to their order (issue 36): the owner schedules a drop for the
 * next minute with an announcement and runs the shop on drops; the home page says when orders open,
 * and the visitor asks there to be told and confirms the mailed link; the page opens by itself at
 * that minute; the platform's every-minute sender mails the announcement, whose link
 * leads to the open shop, where the visitor orders and pays.
 *
 * The shop is closed to everyone until the drop opens, so this runs in a project of its own after
 * every other (playwright.config.ts), and leaves the shop always open again.
 */

const SUBJECT = 'Samosa Saturday';
const MESSAGE = 'Beef and vegetable samosas, fresh this afternoon.';

/** The shop's wall clock at `at`, as a datetime-local field takes it ('2026-11-28T14:41'). */
function shopClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

async function scheduleDrop(owner: Page, opening: string, closing: string, note: string): Promise<void> {
  await gotoHydrated(owner, '/admin/drops');
  await owner.getByRole('button', { name: 'Schedule a Drop' }).click();
  await owner.getByLabel('Orders open').fill(opening);
  await owner.getByLabel('Orders close').fill(closing);
  await owner.getByLabel('Note').fill(note);
  await owner.getByLabel('Announce it to the notify list').check();
  await owner.getByLabel('Subject').fill(SUBJECT);
  await owner.getByLabel('Message').fill(MESSAGE);
  await owner.getByRole('button', { name: 'Schedule Drop' }).click();
  await expect(owner.getByText(SUBJECT)).toBeVisible();
  await owner.getByRole('radio', { name: 'Only during drops' }).check();
  await expect(owner.getByRole('radio', { name: 'Only during drops' })).toBeChecked();
}

/** Back to always open, the drop with `note` removed (a change must say it is JSON: the same-origin guard). */
async function alwaysOpenWithout(admin: APIRequestContext, note: string): Promise<void> {
  const json = { 'content-type': 'application/json' };
  expect((await admin.patch('/api/business-settings', { data: { orderingMode: 'always' } })).status()).toBe(200);
  const drops = (await (await admin.get('/api/admin/drops')).json()) as Array<{ id: number; note: string | null }>;
  for (const drop of drops.filter((listed) => listed.note === note)) {
    expect((await admin.delete(`/api/admin/drops/${drop.id}`, { headers: json })).status()).toBe(204);
  }
}

test('a visitor on the notify list hears of a drop, finds the shop open at its minute and orders', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The drop opens at the next whole minute: the journey waits for the clock, as its visitor does.
  test.setTimeout(240_000);
  const email = uniqueEmail();
  const note = `E2E drop ${Date.now().toString(36)}`;

  // The owner schedules a drop from the next minute, announced, and runs the shop on drops.
  const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUp(owner, { firstName: 'Owner', admin: true });
  // The first whole minute at least 30 s away: time enough to schedule it before it comes.
  const opensAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  try {
    await scheduleDrop(owner, shopClock(opensAt), shopClock(new Date(opensAt.getTime() + 3 * 3_600_000)), note);
    await saveScreen(owner, testInfo, 'admin-drops');

    // Until then the home page says when orders open, with the form to be told; the visitor asks
    // there and opens the mailed confirmation.
    await gotoHydrated(page, '/');
    const banner = page.getByTestId('business-status');
    await expect(banner).toContainText('Currently Closed');
    await expect(banner).toContainText('Orders open');
    await saveScreen(page, testInfo, 'home-before-drop', false);
    const notify = page.getByTestId('notify-form');
    await notify.getByLabel('E-mail').fill(email);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByRole('status')).toContainText('open the link we just sent');
    await page.goto(await mailedLink(email, '/subscribe/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText("You're on the list");

    // Back on the home page, it opens by itself at that minute.
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('business-status')).toContainText('Open for Orders', { timeout: 120_000 });

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
