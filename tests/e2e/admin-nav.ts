import type { Locator, Page } from '@playwright/test';

/**
 * The admin navigation as this width shows it (src/layouts/AdminLayout.astro): beside the page on a
 * desktop; on a phone folded behind 'Admin menu', which `open` opens first (a click, or the keyboard's).
 */
export async function adminNavigation(page: Page, open = (menu: Locator) => menu.click()): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const menu = nav.locator('summary');
  if (await menu.isVisible()) await open(menu);
  return nav;
}
