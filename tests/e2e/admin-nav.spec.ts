import { expect, test } from '@playwright/test';
import { adminNavigation } from './admin-nav';
import { gotoHydrated, signUp } from './session-fixtures';

test('the owner goes from screen to screen by the navigation grouped by task, which marks where she is @desktop', async ({
  page,
}) => {
  await signUp(page, { firstName: 'Owner', admin: true });
  await gotoHydrated(page, '/admin');
  const nav = await adminNavigation(page);
  await expect(nav.getByRole('heading', { level: 2 })).toHaveText([
    'Orders',
    'Kitchen',
    'Menu',
    'Customers',
    'Money',
    'Settings',
  ]);
  // axe checks /admin, navigation included, once per width in admin.spec.ts (routes.spec.ts).
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Orders');

  await nav.getByRole('link', { name: 'Sales tax' }).click();
  await expect(page).toHaveURL('/admin/tax');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Tax' })).toBeVisible();
  const onTax = await adminNavigation(page);
  await expect(onTax.locator('[aria-current="page"]')).toHaveText('Sales tax');

  // A section of the dashboard: its heading, where the link leaves the owner.
  await onTax.getByRole('link', { name: 'Shop status' }).click();
  await expect(page).toHaveURL('/admin#shop-status-heading');
  await expect(page.getByRole('heading', { level: 2, name: 'Shop Status' })).toBeInViewport();
});
