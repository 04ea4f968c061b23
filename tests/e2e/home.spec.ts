import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, seedCart } from './session-fixtures';

const dataLayerEvents = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event) as Array<{
        event: string;
        ecommerce: { value: number; items: Array<Record<string, unknown>> };
      }>,
  );

/** The seeded menu, in its order; the menu editor's e2e test may add a dish of its own meanwhile. */
const SEEDED_DISHES = [
  'Beef Samosa',
  'Chicken Samosa',
  'Vegetable Samosa',
  'Chapati',
  'Mandazi (6 pieces)',
  'Beef Pilau Tray',
];
const menuHeadings = (page: Page) => page.getByTestId('product-card').getByRole('heading', { level: 3 });

const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('the menu', () => {
  test('shows the seeded products with price, unit, photo and the pack badges', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
    await expect(menuHeadings(page)).toContainText(SEEDED_DISHES);

    const beef = card(page, 'Beef Samosa');
    await expect(
      beef.getByRole('img', { name: 'Three golden beef samosas on a plate with a lemon wedge' }),
    ).toBeVisible();
    await expect(beef).toContainText('$2.00');
    await expect(beef).toContainText('per piece');
    // Samosas default to 10 pieces; 0 is shown but cannot be chosen.
    const quantity = beef.getByLabel('Quantity');
    await expect(quantity).toHaveValue('10');
    await expect(quantity.locator('option[value="0"]')).toBeDisabled();
    await expect(beef.getByTestId('pack-badge')).toHaveCount(0);

    for (const [pieces, badge, price] of [
      ['20', '5% Off', '$1.90'],
      ['30', '10% Off', '$1.80'],
      ['40', '15% Off', '$1.70'],
      ['50', 'Best Value', '$1.60'],
    ] as const) {
      await quantity.selectOption(pieces);
      await expect(beef.getByTestId('pack-badge')).toHaveText(badge);
      await expect(beef).toContainText(price);
    }
  });

  test('tells non-samosa items are made fresh, and offers their own quantities', async ({ page }) => {
    await gotoHydrated(page, '/');
    const notice = 'Made fresh to order - Allow 3-4 hours for preparation';
    await expect(card(page, 'Chapati')).toContainText(notice);
    await expect(card(page, 'Mandazi (6 pieces)')).toContainText(notice);
    await expect(card(page, 'Beef Samosa')).not.toContainText(notice);

    const chapati = card(page, 'Chapati').getByLabel('Quantity');
    await expect(chapati).toHaveValue('0');
    await expect(chapati.locator('option:not([disabled])')).toHaveText([
      '10',
      '20 (5% Off)',
      '30 (10% Off)',
      '40 (15% Off)',
      '50 (Best Value)',
    ]);
    const mandazi = card(page, 'Mandazi (6 pieces)').getByLabel('Quantity');
    await expect(mandazi.locator('option:not([disabled])')).toHaveText(['1', '2', '3', '5', '10']);
    await expect(card(page, 'Mandazi (6 pieces)').getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});

test.describe('ordering', () => {
  test('the order type is highlighted until chosen, and adding before choosing adds nothing', async ({ page }) => {
    await gotoHydrated(page, '/');
    const selector = page.getByTestId('order-type');
    await expect(selector).toHaveAttribute('data-unset', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]'),
    ).toContainText('Order Type');

    await page.mouse.wheel(0, 1500);
    await card(page, 'Beef Samosa').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(selector).toBeFocused();
    await expect(selector).toBeInViewport();
    await expect(page.getByRole('button', { name: /^View Cart/ })).toHaveCount(0);

    await selector.getByText('Pickup', { exact: true }).click();
    await expect(selector).toHaveAttribute('data-unset', 'false');
    await expect(
      page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]'),
    ).toContainText('Select Items');
  });

  test('adding merges, re-prices, toasts, resets the selector and shows the floating cart button', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByTestId('order-type').getByText('Delivery', { exact: true }).click();

    const beef = card(page, 'Beef Samosa');
    await beef.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Added to cart!')).toBeVisible();
    await expect(beef.getByLabel('Quantity')).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'View Cart (10 items) $20.00' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]'),
    ).toContainText('Review Order');

    // 10 more makes 20 pieces on one line, re-priced at $1.90.
    await beef.getByLabel('Quantity').selectOption('10');
    await beef.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'View Cart (20 items) $38.00' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('20');

    const events = await dataLayerEvents(page);
    const adds = events.filter((e) => e.event === 'add_to_cart');
    expect(adds).toHaveLength(2);
    expect(adds[0]?.ecommerce.items[0]).toMatchObject({ item_name: 'Beef Samosa', quantity: 10 });

    // The cart survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'View Cart (20 items) $38.00' })).toBeVisible();
  });

  test('the floating button caps its count at 99+', async ({ page }) => {
    await seedCart(page, [50, 50]);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('button', { name: /^View Cart \(99\+ items\)/ })).toBeVisible();
  });

  test('favourites toggle and report add/remove_from_wishlist', async ({ page }) => {
    await gotoHydrated(page, '/');
    const save = page.getByRole('button', { name: 'Save Chapati to favourites' });
    await save.click();
    const remove = page.getByRole('button', { name: 'Remove Chapati from favourites' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await remove.click();
    await expect(page.getByRole('button', { name: 'Save Chapati to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const names = (await dataLayerEvents(page)).map((e) => e.event);
    expect(names).toEqual(['add_to_wishlist', 'remove_from_wishlist']);
  });
});

// The business status banner's three states, and the menu's skeletons and empty state, are
// component tests (tests/component/storefront.test.tsx): the shared server's shop is always open and
// its menu never empty.

test('the delivery areas list every zone @desktop', async ({ page }) => {
  await gotoHydrated(page, '/');
  const zones = page.getByTestId('delivery-zones').getByRole('listitem');
  await expect(zones).toHaveText([
    /Local 0-10\s*\$3\.50/,
    /Local 10-20\s*\$5\.50/,
    /Local 20-30\s*\$7\.50/,
    /Local 30-50\s*\$10\.00/,
    /Long Distance\s*\$15\.00/,
  ]);
  await expect(page.getByText('Delivery fees calculated based on distance from your address')).toBeVisible();
  await expect(menuHeadings(page)).toContainText(SEEDED_DISHES);
});
