import { expect, type Page, test } from '@playwright/test';
import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { chooseFirstFreeTime } from './cart-steps';
import { saveScreen } from './screens';
import { gotoHydrated, signUp } from './session-fixtures';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });
const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test("the owner makes 15 a day; a customer sees '15 left today', orders 10, then sees 5 left and cannot choose more", async ({
  page,
  browser,
}, testInfo) => {
  // A dish of its own, so no other test's orders count against its day.
  const dish = `Mandazi ${Date.now().toString(36)}`;
  await signUp(page, { firstName: 'Owner', admin: true });
  const created = await page.request.post('/api/products', {
    data: {
      name: dish,
      description: 'Lightly sweet East African doughnuts with cardamom and coconut milk.',
      unit: 'per piece',
      price: '2.00',
      imageAlt: 'Golden mandazi on a plate',
      quantityChoices: [1, 2, 5, 10, 20],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The owner sets the dish's pieces a day in the menu editor.
  await gotoHydrated(page, '/admin/menu');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dish }) });
  await row.getByRole('button', { name: `Edit ${dish}` }).click();
  const form = page.getByRole('region', { name: `Edit ${dish}` });
  await form.getByLabel('Pieces a day').fill('15');
  await form.getByRole('button', { name: 'Save Dish' }).click();
  await expect(notifications(page).getByText('Dish Saved', { exact: true })).toBeVisible();
  await expect(row).toContainText('15 a day');

  // A customer sees what is left before anything is ordered.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await gotoHydrated(customer, '/');
  const offered = card(customer, dish);
  await expect(offered.getByTestId('dish-note')).toHaveText('15 left today');
  await expect(offered.getByRole('option', { name: '20' })).toBeDisabled();
  await customer.getByTestId('order-type').getByText('Pickup', { exact: true }).click();
  await offered.getByLabel('Quantity').selectOption('10');
  await offered.getByRole('button', { name: 'Add to Cart' }).click();
  await customer.getByRole('button', { name: 'View Cart (10 items) $20.00' }).click();
  const sheet = customer.getByRole('dialog', { name: 'Your Order' });
  await sheet.getByLabel('Name').fill('Achieng Otieno');
  await sheet.getByLabel('Phone').fill('913-555-0142');
  await sheet.getByLabel('Email').fill(`mandazi-${Date.now().toString(36)}@example.com`);
  const chosen = await chooseFirstFreeTime(sheet);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(customer).toHaveURL('/checkout');
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await customer.getByLabel('CVC').fill('123');
  // $20.00 and the 9.35% tax of a new dish, prepared food until the owner says otherwise.
  await customer.getByRole('button', { name: 'Pay $21.87' }).click();
  await expect(customer).toHaveURL(/\/order-confirmation/);
  await expect(customer.getByRole('row', { name: `${dish} 10 $2.00 $20.00` })).toBeVisible();
  // The rate-your-order popup is another test's journey (feedback.spec.ts): this order is not offered.
  await customer.evaluate(() => localStorage.removeItem('recentOrder'));

  // Back on the menu, the card counts against the day the customer chose (the kitchen's today
  // whenever a time is left today): 5 left, and no choice above them.
  await gotoHydrated(customer, '/');
  const today = dayLabel(shopDate(new Date()));
  const chosenDay = chosen.slice(0, today.length);
  await expect(offered.getByTestId('dish-note')).toHaveText(
    chosenDay === today ? '5 left today' : `5 left for ${chosenDay}`,
  );
  for (const over of ['10', '20']) await expect(offered.getByRole('option', { name: over })).toBeDisabled();
  await expect(offered.getByRole('option', { name: '5' })).toBeEnabled();
  await offered.scrollIntoViewIfNeeded();
  await saveScreen(customer, testInfo, 'menu-card-pieces-left');

  await customer.close();
  // Off the menu again: other tests' home pages then have no dish with a daily limit.
  expect((await page.request.patch(`/api/products/${id}`, { data: { status: 'archived' } })).status()).toBe(200);
});
