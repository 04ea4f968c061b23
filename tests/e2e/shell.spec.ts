import { expect, test } from '@playwright/test';
import { gotoHydrated, seedCart, signUp } from './session-fixtures';

const INFO_LINKS = [
  ['About Us', '/about'],
  ['Contact Us', '/contact'],
  ['FAQ', '/faq'],
  ['Privacy Policy', '/privacy'],
  ['Terms and Conditions', '/terms'],
  ['Allergen Information', '/allergens'],
] as const;

test('the home page carries the site title, logo, tagline and a Sign In button @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Authentic Kenyan Food Delivery');
  const header = page.getByRole('banner');
  await expect(header.getByText('Authentic Kenyan Flavors')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Kenyan Bites home' })).toHaveAttribute('href', '/');
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Kenyan Bites home' }).click();
  await expect(page).toHaveURL('/');
});

test('the cart badge is hidden while the cart is empty', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Open cart, empty' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toBeHidden();
});

test('the cart badge counts the pieces in the cart', async ({ page }) => {
  await seedCart(page, [20, 10]);
  await page.goto('/about');
  await expect(page.getByTestId('cart-count')).toHaveText('30');
  await expect(page.getByRole('link', { name: 'Open cart, 30 items' })).toBeVisible();
});

test('the cart badge shows 99+ above 99', async ({ page }) => {
  await seedCart(page, [50, 50]);
  await page.goto('/faq');
  await expect(page.getByTestId('cart-count')).toHaveText('99+');
});

test('away from the menu, the cart button takes the customer to the menu with the cart open', async ({ page }) => {
  await seedCart(page, [10]);
  await page.goto('/contact');
  await page.getByRole('link', { name: 'Open cart, 10 items' }).click();
  // The menu takes '?cart=open' out of the address once it has opened the sheet, so the person sees the sheet.
  await expect(page.getByRole('dialog', { name: 'Your Order' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('pressing the cart button sends a GA4 view_cart event with the cart', async ({ page }) => {
  await seedCart(page, [10]);
  // Hydrated, the cart is priced and named as the menu in the page's HTML is now.
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Open cart, 10 items' }).click();
  const viewCart = await page.evaluate(() =>
    (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'view_cart'),
  );
  expect(viewCart).toEqual({
    event: 'view_cart',
    ecommerce: {
      currency: 'USD',
      value: 20,
      items: [{ item_id: '1', item_name: 'Beef Samosa', price: 2, quantity: 10 }],
    },
  });
});

test('the footer links to the six information pages and carries the 2025 copyright @desktop', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025');
  const nav = footer.getByRole('navigation', { name: 'Information' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  // Plain links: each shows where it goes; each page opens with its heading in routes.spec.ts and
  // static-pages.spec.ts, so following them here only loaded those pages again.
  for (const [label, href] of INFO_LINKS) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
});

test('F8 focuses the Notifications region before any toast has loaded the toaster', async ({ page }) => {
  // After a toast, Radix's own region takes F8: sign-out.spec.ts.
  await page.goto('/faq');
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused();
});

test('a signed-in customer gets the account menu without the admin link @desktop', async ({ page }) => {
  await signUp(page, { firstName: 'Amina' });
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'Hello, Amina' });
  await expect(trigger).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Order History', 'Account Settings', 'Sign Out']);
  await menu.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL('/account');
});

test('the administrator also sees Admin Dashboard', async ({ page }) => {
  await signUp(page, { firstName: 'Owner', admin: true });
  await page.goto('/');
  await page.getByRole('button', { name: /^Hello, / }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Order History',
    'Account Settings',
    'Admin Dashboard',
    'Sign Out',
  ]);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).press('Enter');
  await expect(page).toHaveURL('/admin');
});
