import { expect, test } from '@playwright/test';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { giftCardLetter } from './mailbox';
import { PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail, walkToPayment } from './purchase-steps';
import { gotoHydrated } from './session-fixtures';

/*
 * Gift cards as people use them (issue 47): a customer buys a $50 card for a friend from the home
 * page, to be sent in a week, paying with the test card; the friend's e-mail, dated 8 AM that day,
 * brings the code; the friend spends part of it on an order the card pays in full, and the balance
 * page shows the rest. The e2e server keeps its mail in the outbox (no mail server), so the letter
 * is read there; the sender's taking it on its date is the integration tests'
 * (gift-cards-buying.test.ts), as are the rules, states and races (gift-card*.test.ts*).
 */

test('a $50 card bought for a friend pays for her $41.55 order, and the balance page shows the $8.45 left', async ({
  page,
}) => {
  const friend = uniqueEmail();
  const sendOn = addDays(shopDate(new Date()), 7);
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Send a gift card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
  await expect(page.getByLabel('$50.00')).toBeChecked();
  await page.getByLabel('Their name').fill('Achieng');
  await page.getByLabel('Their e-mail').fill(friend);
  await page.getByLabel('A message (optional)').fill('Happy birthday! Samosas on me.');
  await page.getByLabel('Send it on').fill(sendOn);
  await page.getByLabel('Your name').fill('Amina Otieno');
  await page.getByLabel('Your e-mail').fill(uniqueEmail());
  await expect(page.getByText('Gift cards never expire and carry no fees.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWith(page, TEST_CARD, '$50.00');
  const bought = page.getByRole('region', { name: 'Gift card bought' });
  await expect(bought).toContainText(`A $50.00 card for Achieng, e-mailed to them on ${dayLabel(sendOn)}.`);
  const shownCode = (await bought.locator('.font-mono').textContent()) ?? '';

  // The friend's letter waits for 8 AM on its date and carries the same code; she orders 20
  // samosas for pickup and adds the card.
  const { code, sendsAt, due } = await giftCardLetter(friend);
  expect({ code, sendsAt, due }).toEqual({ code: shownCode, sendsAt: `${sendOn} 08:00`, due: false });
  await walkToPayment(page, friend);
  await expect(page.getByRole('button', { name: `Pay ${PICKUP_TOTAL}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add a gift card' }).click();
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Your gift cards pay the whole order: no card is needed.')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL('/order-confirmation');
  await expect(page.getByText(`Gift card ending ${code.slice(-4)}`)).toBeVisible();

  await gotoHydrated(page, '/gift-cards/balance');
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check Balance' }).click();
  const balance = page.getByRole('region', { name: `Gift card ending ${code.slice(-4)}` });
  await expect(balance).toContainText('$8.45');
  await expect(balance.getByRole('listitem')).toHaveText([/Issued.*\+\$50\.00/, /Spent on an order.*−\$41\.55/]);
});
