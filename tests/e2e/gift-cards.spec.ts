import { expect, test } from '@playwright/test';
import { mailedGiftCardCode } from './mailbox';
import { PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail, walkToPayment } from './purchase-steps';
import { gotoHydrated, signUp } from './session-fixtures';

/*
 * Gift cards as people use them (issue 47): the owner gives a regular store credit, which reaches
 * her by e-mail; she spends it on part of an order at checkout, the bank card paying the rest, and
 * the balance page shows what is left. The rules, states and races are the unit, component and
 * integration tests' (gift-card*.test.ts*).
 */

test('the owner gives $25 of store credit; the customer spends it on an order and checks what is left', async ({
  browser,
}) => {
  const regular = uniqueEmail();
  const owner = await browser.newPage();
  await signUp(owner, { firstName: 'Owner', admin: true });
  await gotoHydrated(owner, '/admin/gift-cards');
  await owner.getByRole('button', { name: 'Give Store Credit' }).click();
  await owner.getByLabel("Customer's e-mail").fill(regular);
  await owner.getByLabel("Customer's name").fill('Wanjiru');
  await owner.getByLabel('Amount').fill('25');
  await owner.getByLabel('Reason').fill('Thank you for a year of Fridays');
  await owner.getByRole('button', { name: 'Send Credit' }).click();
  await expect(owner.getByText('Credit Sent', { exact: true })).toBeVisible();
  await expect(owner.getByRole('listitem').filter({ hasText: regular })).toContainText('$25.00 of $25.00');
  await owner.close();

  // Her e-mail holds the code; she orders 20 samosas for pickup ($41.55) and adds the card.
  const code = await mailedGiftCardCode(regular);
  const page = await browser.newPage();
  await walkToPayment(page, regular);
  await expect(page.getByRole('button', { name: `Pay ${PICKUP_TOTAL}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add a gift card' }).click();
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  const cards = page.getByRole('list', { name: 'Gift cards on this order' });
  await expect(cards).toContainText(`Gift card ending ${code.slice(-4)}`);
  await expect(cards).toContainText('−$25.00');
  await payWith(page, TEST_CARD, '$16.55');

  await expect(page).toHaveURL('/order-confirmation');
  await expect(page.getByText(`Gift card ending ${code.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('Paid by card')).toBeVisible();

  await gotoHydrated(page, '/gift-cards/balance');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check Balance' }).click();
  const balance = page.getByRole('region', { name: `Gift card ending ${code.slice(-4)}` });
  await expect(balance).toContainText('$0.00');
  await expect(balance.getByRole('listitem')).toHaveText([/Issued.*\+\$25\.00/, /Spent on an order.*−\$25\.00/]);
});
