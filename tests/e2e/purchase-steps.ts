import { expect, type Page } from '@playwright/test';
import { chooseFirstFreeTime } from './cart-steps';
import { gotoHydrated } from './session-fixtures';

/*
 * A purchase's steps as a customer takes them, shared by the checkout's journeys (checkout.spec.ts)
 * and the purchase on `netlify serve` (netlify-serve/purchase.spec.ts).
 */

/**
 * What 20 beef samosas cost picked up: $38.00 and Overland Park's 9.35% prepared-food tax, $3.55
 * (the kitchen's place, as migration 0029 seeds it).
 */
export const PICKUP_TOTAL = '$41.55';

/** The test gateway's card that pays (Stripe's test number). */
export const TEST_CARD = '4242 4242 4242 4242';

let sequence = 0;
/** An address no other buyer of this run has. */
export const uniqueEmail = () => `buyer-${Date.now().toString(36)}-${process.pid}-${++sequence}@example.com`;

/** The menu's card of a dish, by its name. */
export const menuCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** From the home page to the open cart sheet with 20 beef samosas for pickup; answers the sheet. */
export async function cartOfTwentySamosas(page: Page) {
  await gotoHydrated(page, '/');
  await page.getByTestId('order-type').getByText('Pickup', { exact: true }).click();
  const beef = menuCard(page, 'Beef Samosa');
  await beef.getByLabel('Quantity').selectOption('20');
  await beef.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'View Cart (20 items) $38.00' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your Order' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * From the home page to /checkout, as a customer walks it: 20 beef samosas for pickup, contact
 * details with texts asked for, the first free time. Answers the chosen window as the sheet states it.
 */
export async function walkToPayment(page: Page, email: string): Promise<string> {
  const sheet = await cartOfTwentySamosas(page);
  await sheet.getByLabel('Name').fill('Wanjiru Kamau');
  await sheet.getByLabel('Phone').fill('913-555-0142');
  await sheet.getByLabel('Email').fill(email);
  await sheet.getByRole('checkbox', { name: 'Text me order updates' }).check();
  const chosen = await chooseFirstFreeTime(sheet);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL('/checkout');
  return chosen;
}

/** Fills the payment page's card form and pays `total` ('$41.55'). */
export async function payWith(page: Page, number: string, total: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}
