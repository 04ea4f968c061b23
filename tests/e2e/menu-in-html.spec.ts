import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, signUp } from './session-fixtures';

/*
 * The home page's HTML carries the menu (issue 27): without JavaScript, a search engine or a link
 * preview sees the dishes and prices; an owner's change shows on the next load; and the island takes
 * the server's cards over without asking the API first.
 */

const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the menu is in the HTML: with JavaScript off, then after the owner changes a price, and the island adds to the cart from it', async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const reader = await noScript.newPage();
  await reader.goto('/');
  await expect(card(reader, 'Beef Samosa')).toContainText('$2.00');
  await expect(card(reader, 'Chapati')).toBeVisible();
  await expect(reader.getByTestId('product-skeleton')).toHaveCount(0);
  await expect(reader.getByTestId('business-status')).toBeVisible();

  // The owner's new dish, then a new price: the next load of the page has it.
  await signUp(page, { firstName: 'Owner', admin: true });
  const dish = `Viazi Karai ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/products', {
    data: {
      name: dish,
      description: 'Potatoes in a turmeric batter, fried golden, with tamarind chutney.',
      unit: 'per plate',
      price: '6.00',
      imageAlt: 'Golden battered potatoes',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await reader.goto('/');
  await expect(card(reader, dish)).toContainText('$6.00');
  expect((await page.request.patch(`/api/products/${id}`, { data: { price: '6.50' } })).status()).toBe(200);
  await reader.goto('/');
  await expect(card(reader, dish)).toContainText('$6.50');
  await noScript.close();

  // With the menu's API unreachable, the island still adds from the cards the server sent.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await customer.route('**/api/products', (route) => route.abort());
  await gotoHydrated(customer, '/');
  await customer.getByTestId('order-type').getByText('Pickup', { exact: true }).click();
  const offered = card(customer, dish);
  await offered.getByLabel('Quantity').selectOption('2');
  await offered.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(customer.getByRole('button', { name: 'View Cart (2 items) $13.00' })).toBeVisible();
  await customer.close();
});
