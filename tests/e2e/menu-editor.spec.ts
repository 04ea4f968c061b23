import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { adminNavigation } from './admin-nav';
import { chooseFirstFreeTime } from './cart-steps';
import { saveScreen } from './screens';
import { gotoHydrated, signUp } from './session-fixtures';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });
const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const PHOTO = new URL('../fixtures/photos/kuku-paka.jpg', import.meta.url).pathname;

test('the owner adds a dish with a photo, a customer orders three at the pack price, then the owner marks it sold out and archives it', async ({
  page,
  browser,
}, testInfo) => {
  const dish = `Kuku Paka ${Date.now().toString(36)}`;

  // The owner: from the dashboard to the menu editor, a dish with a photo and a pack price.
  await signUp(page, { firstName: 'Owner', admin: true });
  await gotoHydrated(page, '/admin');
  await (await adminNavigation(page)).getByRole('link', { name: 'Menu editor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dishes, in menu order' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a Dish' }).click();
  const form = page.getByRole('region', { name: 'Add a Dish' });
  await expect(form.getByRole('heading', { name: 'Add a Dish' })).toBeFocused();
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(form.getByText('Enter a name', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(dish);
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Chicken simmered in coconut milk with turmeric and ginger, the Swahili way.');
  await form.getByLabel('Unit').fill('per bowl');
  await form.getByLabel('Price ($)').fill('14.50');
  await form.getByLabel('Photo', { exact: true }).setInputFiles(PHOTO);
  await form.getByLabel('Photo description').fill('A bowl of golden coconut chicken curry');
  await form.getByLabel('Quantity choices').fill('1, 2, 3, 6');
  await form.getByRole('button', { name: 'Add a Pack Price' }).click();
  await form.getByLabel('Tier 1: from quantity').fill('3');
  await form.getByLabel('Tier 1: price per piece ($)').fill('15.00');
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(form.getByText('A pack price per piece must be below the list price')).toBeVisible();
  await form.getByLabel('Tier 1: price per piece ($)').fill('13.50');
  await form.getByLabel('Tier 1: badge (optional)').fill('Family');
  await saveScreen(page, testInfo, 'menu-editor-form');
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(notifications(page).getByText('Dish Added', { exact: true })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: dish }) });
  await expect(row).toContainText('$14.50 per bowl');
  await expect(row).toContainText('On the menu');
  // Stored in Blobs under its content hash, shown through the Image CDN at thumbnail size.
  await expect(row.locator('img')).toHaveAttribute(
    'src',
    /^\/\.netlify\/images\?url=%2Fapi%2Fimages%2F[0-9a-f]{64}\.jpg&w=192/,
  );
  await saveScreen(page, testInfo, 'menu-editor');

  // A customer, in a browser of their own, sees it with its photo and orders three (the pack price).
  const customer = await browser.newPage();
  await gotoHydrated(customer, '/');
  const offered = card(customer, dish);
  const shownPhoto = offered.getByRole('img', { name: 'A bowl of golden coconut chicken curry' });
  await shownPhoto.scrollIntoViewIfNeeded();
  await expect.poll(() => shownPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await customer.getByTestId('order-type').getByText('Pickup', { exact: true }).click();
  await offered.getByLabel('Quantity').selectOption('3');
  await offered.getByRole('button', { name: 'Add to Cart' }).click();
  await customer.getByRole('button', { name: 'View Cart (3 items) $40.50' }).click();
  const sheet = customer.getByRole('dialog', { name: 'Your Order' });
  await sheet.getByLabel('Name').fill('Wanjiru Kamau');
  await sheet.getByLabel('Phone').fill('913-555-0142');
  await sheet.getByLabel('Email').fill(`kuku-${Date.now().toString(36)}@example.com`);
  await chooseFirstFreeTime(sheet);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(customer).toHaveURL('/checkout');
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await customer.getByLabel('CVC').fill('123');
  // $40.50 and the kitchen's 9.35% on a new dish, prepared food until the owner says otherwise.
  await customer.getByRole('button', { name: 'Pay $44.29' }).click();
  await expect(customer).toHaveURL(/\/order-confirmation/);
  // Three at the pack price: 3 × $13.50.
  await expect(customer.getByRole('row', { name: `${dish} 3 $13.50 $40.50` })).toBeVisible();

  // Sold out: one tap for the owner; the customer's menu shows it and cannot add it.
  await row.getByRole('button', { name: `Mark Sold Out : ${dish}` }).click();
  await expect(notifications(page).getByText('Marked Sold Out', { exact: true })).toBeVisible();
  await expect(row).toContainText('Sold out');
  await gotoHydrated(customer, '/');
  // Back on the menu after paying, the customer is asked for a rating first.
  await customer.getByRole('button', { name: 'Not now' }).click();
  await expect(card(customer, dish)).toContainText('Sold out');
  await expect(card(customer, dish).getByRole('button', { name: 'Sold Out' })).toBeDisabled();

  // Archived: off the customers' menu.
  await row.getByRole('button', { name: `Archive ${dish}` }).click();
  await expect(notifications(page).getByText('Dish Archived', { exact: true })).toBeVisible();
  await gotoHydrated(customer, '/');
  await expect(card(customer, 'Beef Samosa')).toBeVisible();
  await expect(card(customer, dish)).toHaveCount(0);
  await customer.close();
});
