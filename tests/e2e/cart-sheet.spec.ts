import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROOMY_WINDOW_MINUTES } from '../../scripts/lib/roomy-schedule.mjs';
import { chooseFirstFreeTime } from './cart-steps';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';
import {
  BEEF_SAMOSAS_20,
  CUSTOMER,
  LOCAL_ADDRESS,
  MANDAZI_1,
  type OrderType,
  type SeededLine,
  storedCart,
  storedContact,
} from '../fixtures/stored-cart';

/*
 * The 'Your Order' sheet (docs/behaviour/screens.md#cart-sheet), against the production build. Carts are written to
 * localStorage in the shape of src/domain/cart.ts before the page loads; the rest is done the way
 * a customer does it. The sheet's states and rules (the steppers, the empty cart, each Proceed to
 * Payment check's toast, the address check, the tip, a closed kitchen) are component tests:
 * tests/component/cart-sheet.test.tsx.
 */

/**
 * Seeds the cart (and optionally the contact details) once per tab: the init script runs again on
 * every navigation, and a reload must show what the customer left, not the seed.
 */
async function seed(
  page: Page,
  cart: { orderType: OrderType; lines: SeededLine[] },
  contact?: Partial<typeof CUSTOMER & { address: string }>,
): Promise<void> {
  await page.addInitScript(
    ([cartJson, contactJson]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('cart', cartJson);
      if (contactJson) localStorage.setItem('contactDetails', contactJson);
    },
    [JSON.stringify(storedCart(cart)), contact ? JSON.stringify(storedContact(contact)) : null] as const,
  );
}

const pieces = (lines: SeededLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Opens '/' and the sheet with the header's cart button, as a customer does. */
async function openSheet(page: Page, lines: SeededLine[]): Promise<Locator> {
  await page.goto('/');
  const count = pieces(lines);
  // The button's label carries the count only once the header island runs, so it can be pressed.
  const cartButton = page.getByRole('banner').getByRole('link', {
    name: count === 0 ? 'Open cart, empty' : `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  });
  await cartButton.click();
  const sheet = page.getByRole('dialog', { name: 'Your Order' });
  // The sheet's code loads on the first open.
  await expect(sheet).toBeVisible({ timeout: 10_000 });
  return sheet;
}

/**
 * The toast region. While the modal sheet is open Radix hides the rest of the page from the
 * accessibility tree, so the region is looked up including hidden nodes; visibility is still checked.
 */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const region = notifications(page);
  // The first address check loads the zone table before it can answer.
  await expect(region.getByText(title, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

const line = (sheet: Locator, name: string) => sheet.getByRole('listitem').filter({ hasText: name });

async function fillContact(sheet: Locator, contact: Partial<typeof CUSTOMER> = CUSTOMER): Promise<void> {
  if (contact.name !== undefined) await sheet.getByLabel('Name').fill(contact.name);
  if (contact.phone !== undefined) await sheet.getByLabel('Phone').fill(contact.phone);
  if (contact.email !== undefined) await sheet.getByLabel('Email').fill(contact.email);
}

const totals = (sheet: Locator) => sheet.getByRole('definition');
const totalLabels = (sheet: Locator) => sheet.getByRole('term');

async function checkAddress(page: Page, sheet: Locator, address: string): Promise<void> {
  await sheet.getByLabel('Delivery Address').fill(address);
  await sheet.getByRole('button', { name: 'Check', exact: true }).click();
  await expectToast(page, 'Delivery Zone Detected', 'Local 0-10 - $3.50 delivery fee (1.9 miles)');
}

test.describe('items', () => {
  test('the header cart button opens Your Order with each item, its price and the totals', async ({ page }) => {
    await seed(page, { orderType: 'pickup', lines: [BEEF_SAMOSAS_20, MANDAZI_1] });
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20, MANDAZI_1]);

    await expect(sheet.getByRole('heading', { name: 'Your Order' })).toBeVisible();
    const samosas = line(sheet, 'Beef Samosa');
    await expect(samosas).toContainText('$1.90 each');
    await expect(samosas.getByRole('status', { name: 'Beef Samosa quantity' })).toHaveText('20');
    await expect(samosas).toContainText('$38.00');
    const mandazi = line(sheet, 'Mandazi (6 pieces)');
    await expect(mandazi).toContainText('$8.00 each');
    await expect(mandazi.getByRole('status')).toHaveText('1');

    // Pickup: no address, no tip and no fee; the kitchen's tax on each kind of dish.
    await expect(totalLabels(sheet)).toHaveText(['Subtotal', 'Prepared food tax (9.35%)', 'Food tax (2.85%)', 'Total']);
    await expect(totals(sheet)).toHaveText(['$46.00', '$3.55', '$0.23', '$49.78']);
    await expect(sheet.getByLabel('Delivery Address')).toHaveCount(0);
    await expect(sheet.getByRole('group', { name: 'Tip' })).toHaveCount(0);
    for (const label of ['Name', 'Phone', 'Email']) {
      await expect(sheet.getByRole('textbox', { name: label })).toHaveAttribute('required', '');
    }
    await expect(sheet.getByText('*', { exact: true })).toHaveCount(3);
  });

  test('Escape and the close button close the sheet and focus returns to the cart button', async ({ page }) => {
    await seed(page, { orderType: 'pickup', lines: [MANDAZI_1] });
    const sheet = await openSheet(page, [MANDAZI_1]);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    const cartButton = page.getByRole('link', { name: 'Open cart, 1 item' });
    await expect(cartButton).toBeFocused();

    await cartButton.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });
});

test.describe('Proceed to Payment checks', () => {
  test('without an order type the sheet closes and brings the order-type selector into view @desktop', async ({
    page,
  }) => {
    await seed(page, { orderType: null, lines: [MANDAZI_1] }, CUSTOMER);
    const sheet = await openSheet(page, [MANDAZI_1]);
    await expect(sheet.getByText('Choose pickup or delivery on the menu before you pay.')).toBeVisible();
    await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect(sheet).toBeHidden();
    const selector = page.locator('#order-type');
    await expect(selector).toBeInViewport();
    await expect(selector).toBeFocused();
    await expect(page).toHaveURL('/');
  });
});

test.describe('saving the order', () => {
  test('a complete delivery order is saved as pendingOrder and the payment page opens', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20, MANDAZI_1] });
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20, MANDAZI_1]);
    await fillContact(sheet);
    await checkAddress(page, sheet, LOCAL_ADDRESS);
    await sheet.getByRole('group', { name: 'Tip' }).getByText('20%', { exact: true }).click();
    await chooseFirstFreeTime(sheet);
    const start = await sheet.locator('input[name="window-time"]:checked').inputValue();
    await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect(page).toHaveURL('/checkout');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrder') ?? 'null'));
    // The sample order, with a 20% tip instead of 15%, for the window chosen, and the money the
    // server quoted: Overland Park's tax on the samosas (prepared food) and the mandazi (food).
    expect(saved).toEqual({
      ...SAMPLE_DELIVERY_ORDER,
      tipPercent: 20,
      tipCents: 920,
      taxCents: 378,
      taxLines: [
        { name: 'Prepared food', rate: 9350, taxableCents: 3800, amountCents: 355 },
        { name: 'Food', rate: 2850, taxableCents: 800, amountCents: 23 },
      ],
      totalCents: 6248,
      fulfilmentWindow: { start, end: new Date(Date.parse(start) + ROOMY_WINDOW_MINUTES * 60_000).toISOString() },
    });
  });

  test('a pickup order is saved without an address', async ({ page }) => {
    await seed(page, { orderType: 'pickup', lines: [MANDAZI_1] }, { ...CUSTOMER, address: LOCAL_ADDRESS });
    const sheet = await openSheet(page, [MANDAZI_1]);
    await chooseFirstFreeTime(sheet);
    await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect(page).toHaveURL('/checkout');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrder') ?? 'null'));
    expect(saved).toMatchObject({
      orderType: 'pickup',
      subtotalCents: 800,
      deliveryFeeCents: 0,
      taxCents: 23,
      tipCents: 0,
      totalCents: 823,
      deliveryZone: null,
      customerInfo: { ...CUSTOMER, address: null },
    });
  });

  test('contact details and the checked address survive a reload', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] });
    let sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    await fillContact(sheet);
    await checkAddress(page, sheet, LOCAL_ADDRESS);

    await page.reload();
    sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    await expect(sheet.getByLabel('Name')).toHaveValue(CUSTOMER.name);
    await expect(sheet.getByLabel('Phone')).toHaveValue(CUSTOMER.phone);
    await expect(sheet.getByLabel('Email')).toHaveValue(CUSTOMER.email);
    await expect(sheet.getByLabel('Delivery Address')).toHaveValue(LOCAL_ADDRESS);
    await expect(sheet.getByTestId('delivery-zone')).toHaveText('Local 0-10: 1.9 miles, $3.50 delivery fee');
    await expect(totals(sheet).last()).toHaveText('$45.05');
  });
});

test.describe('phones, keyboard and assistive technology', () => {
  test('the sheet is usable with the keyboard alone and keeps focus inside', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] });
    await page.goto('/');
    const cartButton = page.getByRole('link', { name: 'Open cart, 20 items' });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Your Order' });
    await expect(sheet).toBeVisible();

    await sheet.getByLabel('Name').focus();
    await page.keyboard.type(CUSTOMER.name);
    await page.keyboard.press('Tab');
    await expect(sheet.getByLabel('Phone')).toBeFocused();
    await page.keyboard.type(CUSTOMER.phone);
    await page.keyboard.press('Tab');
    // 'Text me order updates' comes right after the phone it would text; Space ticks it.
    const texts = sheet.getByRole('checkbox', { name: 'Text me order updates' });
    await expect(texts).toBeFocused();
    await page.keyboard.press('Space');
    await expect(texts).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(sheet.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(CUSTOMER.email);
    await page.keyboard.press('Tab');
    await expect(sheet.getByLabel('Delivery Address')).toBeFocused();
    await page.keyboard.type(LOCAL_ADDRESS);
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Check', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Delivery Zone Detected', 'Local 0-10 - $3.50 delivery fee (1.9 miles)');
    // Escape dismisses the newest layer first: the toast, then (below) the sheet.
    await page.keyboard.press('Escape');
    await expect(notifications(page).getByText('Delivery Zone Detected')).toBeHidden();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Check', exact: true })).toBeFocused();

    // Focus never leaves the sheet, however far one tabs.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('focused controls show a visible outline', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] });
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    await sheet.getByLabel('Email').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const outline = await sheet.getByLabel('Email').evaluate((node) => getComputedStyle(node).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('the sheet fits the screen with a delivery, its address and a tip @desktop', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20, MANDAZI_1] }, CUSTOMER);
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20, MANDAZI_1]);
    await sheet.getByLabel('Delivery Address').fill(LOCAL_ADDRESS);
    await sheet.getByLabel('Delivery Address').press('Enter');
    await expect(sheet.getByTestId('delivery-zone')).toBeVisible();
    await sheet.getByRole('group', { name: 'Tip' }).getByText('18%', { exact: true }).click();

    const box = await sheet.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
    }
    // Nothing inside is wider than the sheet (no sideways scrolling on a 390 px phone).
    expect(
      await sheet.evaluate((node) =>
        [...node.querySelectorAll('*')].every((el) => el.scrollWidth <= node.clientWidth + 1),
      ),
    ).toBe(true);
  });
});
