import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { mailedLink } from './mailbox';
import { payWith, TEST_CARD } from './purchase-steps';
import { saveScreen } from './screens';
import { gotoHydrated, signUp } from './session-fixtures';

/*
 * A catering event from request to paid (issue 48), as the customer and the owner walk it on their
 * phones (390 px): she asks for 200 samosas and 100 chapatis on /catering (a plain form); the owner
 * quotes it with a 10% service charge and sends it; she opens the quote from her e-mail, accepts it
 * and pays the deposit by card, then pays the balance from her page; the page then says paid in full.
 * The event is ten days ahead, so the journey does not depend on the day or the hour it runs at.
 */

test.use({ timezoneId: 'America/Chicago' });

/** The customer's request through the page's form; answers its reference. */
async function askForCatering(page: Page, who: { name: string; email: string }): Promise<string> {
  await page.goto('/catering');
  const date = page.getByLabel('Date');
  const first = (await date.getAttribute('min')) ?? '';
  const eventDay = new Date(`${first}T12:00:00Z`);
  eventDay.setUTCDate(eventDay.getUTCDate() + 7);
  await date.fill(eventDay.toISOString().slice(0, 10));
  await page.getByLabel('Time').fill('14:00');
  await page.getByLabel('Guests').fill('80');
  await page.getByLabel('Pickup from our kitchen in Overland Park').check();
  await page.getByRole('spinbutton', { name: /^Beef Samosa/ }).fill('200');
  await page.getByRole('spinbutton', { name: /^Chapati/ }).fill('100');
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Phone').fill('(913) 555-0148');
  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  const thanks = page.getByRole('heading', { name: /^Thank you, your request CAT-\d+ is in$/ });
  await expect(thanks).toBeVisible();
  return (await thanks.textContent())?.match(/CAT-\d+/)?.[0] ?? '';
}

/** The owner quotes the request (found by its customer's name) with a 10% service charge and sends it. */
async function quoteAndSend(owner: Page, name: string): Promise<void> {
  await gotoHydrated(owner, '/admin/catering');
  const card = owner.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Quote' }).click();
  const editor = card.getByRole('region', { name: 'Quote' });
  await expect(editor.getByRole('textbox', { name: 'Beef Samosa pieces' })).toHaveValue('200');
  await editor.getByRole('textbox', { name: 'Service charge (%)' }).fill('10');
  await editor.getByRole('button', { name: 'Save Draft' }).click();
  await expect(editor.getByRole('button', { name: 'Send to Customer' })).toBeVisible();
  await editor.getByRole('button', { name: 'Send to Customer' }).click();
  const anyway = editor.getByRole('button', { name: 'Send Anyway' });
  const sent = owner.getByRole('region', { name: 'Notifications' }).getByText('Quote Sent');
  // Over the day's limit of a dish, she is warned first and goes ahead.
  await expect(anyway.or(sent)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(sent).toBeVisible();
  await expect(card.getByText(/^Quoted /)).toBeVisible();
}

test('a customer asks for catering, the owner quotes it, and the customer pays the deposit and then the balance', async ({
  page,
  browser,
}, testInfo) => {
  const who = {
    name: `Wanjiru Catering ${Date.now().toString(36)}`,
    email: `catering-${Date.now().toString(36)}@example.com`,
  };
  const reference = await askForCatering(page, who);
  expect(reference).toMatch(/^CAT-\d+$/);

  const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signUp(owner, { firstName: 'Owner', admin: true });
  await quoteAndSend(owner, who.name);
  await saveScreen(owner, testInfo, 'catering-quote-sent');
  await owner.close();

  // Her e-mail's link opens the quote: 300 pieces at $1.60, 10% service charge, half now.
  const requestPage = await mailedLink(who.email, '/catering/request');
  await page.goto(requestPage);
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  const quote = page.getByRole('region', { name: 'Your quote' });
  await expect(quote).toContainText('Service Charge');
  const accept = page.getByRole('button', { name: /^Accept and pay the deposit \$/ });
  const deposit = (await accept.textContent())?.match(/\$[\d,.]+/)?.[0] ?? '';
  await expectNoAxeViolations(page);
  await saveScreen(page, testInfo, 'catering-quote');
  await accept.click();

  // The checkout's card form, for the deposit.
  await expect(page.getByText(/books your catering event/)).toBeVisible();
  await payWith(page, TEST_CARD, deposit);
  await expect(page.getByRole('heading', { name: /Paid/ })).toBeVisible();

  // Back on her page: booked, and the balance to pay.
  await page.goto(requestPage);
  await expect(page.getByText('Accepted, the deposit is paid').first()).toBeVisible();
  const payBalance = page.getByRole('button', { name: /^Pay the balance \$/ });
  const balance = (await payBalance.textContent())?.match(/\$[\d,.]+/)?.[0] ?? '';
  await saveScreen(page, testInfo, 'catering-booked');
  await payBalance.click();
  await expect(page.getByText(/The balance of your catering event/)).toBeVisible();
  await payWith(page, TEST_CARD, balance);
  await expect(page.getByRole('heading', { name: /Paid/ })).toBeVisible();

  await page.goto(requestPage);
  await expect(page.getByText('Paid in full').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Balance due');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$0.00');
  await saveScreen(page, testInfo, 'catering-paid');
});
