import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseFirstFreeTime } from './cart-steps';
import { firstFreeWindow } from './session-fixtures';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';
import { SEEDED_PACK_TIERS } from '../fixtures/seeded-menu';

/*
 * The 'Your Order' sheet (docs/behaviour/screens.md#cart-sheet), against the production build. Carts are written to
 * localStorage in the shape of src/domain/cart.ts before the page loads; the rest is done the way
 * a customer does it.
 */

type OrderType = 'pickup' | 'delivery' | null;

interface SeededLine {
  productId: number;
  name: string;
  listPriceCents: number;
  packTiers: typeof SEEDED_PACK_TIERS;
  unitPriceCents: number;
  quantity: number;
}

/** Cart lines as the cart saves them: with the list price and pack tiers they are re-priced from. */
const BEEF_SAMOSAS_20: SeededLine = {
  productId: 1,
  name: 'Beef Samosa',
  listPriceCents: 200,
  packTiers: SEEDED_PACK_TIERS,
  unitPriceCents: 190,
  quantity: 20,
};
const MANDAZI_1: SeededLine = {
  productId: 5,
  name: 'Mandazi (6 pieces)',
  listPriceCents: 800,
  packTiers: [],
  unitPriceCents: 800,
  quantity: 1,
};

const CUSTOMER = { name: 'Wanjiru Kamau', phone: '913-555-0142', email: 'wanjiru@example.com' };
const LOCAL_ADDRESS = '123 Main St, Overland Park, KS 66212';
const NEW_YORK_ADDRESS = '350 5th Ave, New York, NY 10118';

/**
 * Seeds the cart (and optionally the contact details) once per tab: the init script runs again on
 * every navigation, and a reload must show what the customer left, not the seed.
 */
async function seed(
  page: Page,
  cart: { orderType: OrderType; lines: SeededLine[] },
  contact?: Partial<typeof CUSTOMER & { address: string }>,
): Promise<void> {
  const storedCart = {
    items: cart.lines.map((line, i) => ({
      id: `line-${i + 1}`,
      ...line,
      totalCents: line.unitPriceCents * line.quantity,
    })),
    orderType: cart.orderType,
    deliveryFeeCents: 0,
    tipPercent: 0,
  };
  const storedContact = contact ? { name: '', phone: '', email: '', address: '', ...contact } : null;
  await page.addInitScript(
    ([cartJson, contactJson]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('cart', cartJson);
      if (contactJson) localStorage.setItem('contactDetails', contactJson);
    },
    [JSON.stringify(storedCart), storedContact && JSON.stringify(storedContact)] as const,
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
  // Proceeding asks the server whether orders are accepted before the first check can answer.
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

    // Pickup: no address, no tip and no fee.
    await expect(totalLabels(sheet)).toHaveText(['Subtotal', 'Total']);
    await expect(totals(sheet)).toHaveText(['$46.00', '$46.00']);
    await expect(sheet.getByLabel('Delivery Address')).toHaveCount(0);
    await expect(sheet.getByRole('group', { name: 'Tip' })).toHaveCount(0);
    for (const label of ['Name', 'Phone', 'Email']) {
      await expect(sheet.getByRole('textbox', { name: label })).toHaveAttribute('required', '');
    }
    await expect(sheet.getByText('*', { exact: true })).toHaveCount(3);
  });

  test('samosas step by 10 and re-price, other items by 1, and minus at the minimum removes the line', async ({
    page,
  }) => {
    await seed(page, { orderType: 'pickup', lines: [BEEF_SAMOSAS_20, MANDAZI_1] });
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20, MANDAZI_1]);
    const samosas = line(sheet, 'Beef Samosa');
    const samosaCount = samosas.getByRole('status', { name: 'Beef Samosa quantity' });

    await sheet.getByRole('button', { name: 'Increase Beef Samosa' }).click();
    await expect(samosaCount).toHaveText('30');
    await expect(samosas).toContainText('$1.80 each');
    await expect(samosas).toContainText('$54.00');
    await expect(totals(sheet).last()).toHaveText('$62.00');

    await sheet.getByRole('button', { name: 'Decrease Beef Samosa' }).click();
    await sheet.getByRole('button', { name: 'Decrease Beef Samosa' }).click();
    await expect(samosaCount).toHaveText('10');
    await expect(samosas).toContainText('$2.00 each');
    await sheet.getByRole('button', { name: 'Decrease Beef Samosa' }).click();
    await expect(samosas).toHaveCount(0);

    await sheet.getByRole('button', { name: 'Increase Mandazi (6 pieces)' }).click();
    await expect(line(sheet, 'Mandazi').getByRole('status')).toHaveText('2');
    await expect(totals(sheet)).toHaveText(['$16.00', '$16.00']);
    await expect(
      page
        .getByRole('banner', { includeHidden: true })
        .getByRole('link', { name: 'Open cart, 2 items', includeHidden: true }),
    ).toBeAttached();

    // Removal is reported to analytics (remove_from_cart).
    const removed = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'remove_from_cart'),
    );
    expect(removed).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'USD',
          value: 20,
          items: [{ item_id: '1', item_name: 'Beef Samosa', price: 2, quantity: 10 }],
        },
      },
    ]);
  });

  test('the remove button empties the cart, and an empty cart cannot proceed', async ({ page }) => {
    await seed(page, { orderType: 'pickup', lines: [MANDAZI_1] });
    const sheet = await openSheet(page, [MANDAZI_1]);
    await sheet.getByRole('button', { name: 'Remove Mandazi (6 pieces)' }).click();

    await expect(sheet.getByText('Your cart is empty.')).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await expect(totals(sheet)).toHaveText(['$0.00', '$0.00']);
    // Focus stays in the sheet, on the items heading, rather than falling to the page.
    await expect(sheet.getByRole('heading', { name: 'Items' })).toBeFocused();
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
  test('each missing or wrong contact detail gets its own toast, in the order of the checks', async ({ page }) => {
    await seed(page, { orderType: 'pickup', lines: [BEEF_SAMOSAS_20] });
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    const proceed = sheet.getByRole('button', { name: 'Proceed to Payment' });

    await proceed.click();
    await expectToast(page, 'Missing Information', 'Please enter your name');

    await fillContact(sheet, { name: CUSTOMER.name });
    await proceed.click();
    await expectToast(page, 'Missing Information', 'Please enter your phone number');

    await fillContact(sheet, { phone: CUSTOMER.phone });
    await proceed.click();
    await expectToast(page, 'Missing Information', 'Please enter your email address');

    await fillContact(sheet, { email: 'wanjiru@example' });
    await proceed.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address');

    await fillContact(sheet, { email: CUSTOMER.email });
    await proceed.click();
    await expectToast(page, 'Choose a pickup time', 'Pick a day and a time in your order.');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('pendingOrder'))).toBeNull();

    const chosen = await chooseFirstFreeTime(sheet);
    await proceed.click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByText(`Pickup Time: ${chosen}`)).toBeVisible();
  });

  test('a delivery order needs a checked address', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    const proceed = sheet.getByRole('button', { name: 'Proceed to Payment' });

    await proceed.click();
    await expectToast(page, 'Missing Address', 'Please select a valid delivery address');

    // Typed but not checked is still missing.
    await sheet.getByLabel('Delivery Address').fill(LOCAL_ADDRESS);
    await proceed.click();
    await expectToast(page, 'Missing Address', 'Please select a valid delivery address');
    await expect(page).toHaveURL('/');
  });

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

test.describe('delivery address and tip', () => {
  test('Check is enabled from 10 characters and finds the zone of an Overland Park address', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    const address = sheet.getByLabel('Delivery Address');
    const check = sheet.getByRole('button', { name: 'Check', exact: true });

    await expect(address).toHaveAttribute('required', '');
    await expect(check).toBeDisabled();
    await address.fill('  123 Main  '); // 8 characters once trimmed
    await expect(check).toBeDisabled();
    await address.fill('123 Main S');
    await expect(check).toBeEnabled();

    await expect(totalLabels(sheet)).toHaveText(['Subtotal', 'Delivery Fee', 'Total']);
    await expect(totals(sheet)).toHaveText(['$38.00', 'Check your address', '$38.00']);

    await checkAddress(page, sheet, LOCAL_ADDRESS);
    await expect(sheet.getByTestId('delivery-zone')).toHaveText('Local 0-10: 1.9 miles, $3.50 delivery fee');
    await expect(totals(sheet)).toHaveText(['$38.00', '$3.50', '$41.50']);

    // Editing the address drops the zone and its fee until it is checked again.
    await address.fill(`${LOCAL_ADDRESS} `);
    await expect(sheet.getByTestId('delivery-zone')).toHaveCount(0);
    await expect(totals(sheet)).toHaveText(['$38.00', 'Check your address', '$38.00']);
  });

  test('Enter in the address field checks it; a New York address is outside the delivery area', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    await sheet.getByLabel('Delivery Address').fill(NEW_YORK_ADDRESS);
    await sheet.getByLabel('Delivery Address').press('Enter');

    await expectToast(page, 'Outside Delivery Area', "Sorry, we don't deliver to this location yet.");
    await expect(sheet.getByTestId('delivery-zone')).toHaveText(
      "Outside Area (1102.0 miles): we don't deliver there yet.",
    );
    await expect(totals(sheet)).toHaveText(['$38.00', '$0.00', '$38.00']);

    // An address outside the area cannot be paid for.
    await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expectToast(page, 'Outside Delivery Area', "Sorry, we don't deliver to this location yet.");
    await expect(page).toHaveURL('/');
  });

  test('a zone table that cannot load gives the Error toast', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
    // The only way to see this path: the detection code fails to load (e.g. the connection drops).
    await page.route(/\/_astro\/delivery-zones\.[^/?]+\.js(\?.*)?$/, (route) => route.abort());
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    await sheet.getByLabel('Delivery Address').fill(LOCAL_ADDRESS);
    await sheet.getByRole('button', { name: 'Check', exact: true }).click();

    await expectToast(page, 'Error', 'Could not determine delivery zone. Please try again.');
    await expect(sheet.getByTestId('delivery-zone')).toHaveCount(0);
  });

  test('the tip is a share of the subtotal and changes the total', async ({ page }) => {
    await seed(page, { orderType: 'delivery', lines: [BEEF_SAMOSAS_20] }, CUSTOMER);
    const sheet = await openSheet(page, [BEEF_SAMOSAS_20]);
    await checkAddress(page, sheet, LOCAL_ADDRESS);

    const tip = sheet.getByRole('group', { name: 'Tip' });
    await expect(tip.getByRole('radio')).toHaveCount(5);
    for (const label of ['No Tip', '15%', '18%', '20%', '25%']) {
      await expect(tip.getByRole('radio', { name: label, exact: true })).toBeAttached();
    }
    await expect(tip.getByRole('radio', { name: 'No Tip' })).toBeChecked();

    await tip.getByText('15%', { exact: true }).click();
    await expect(totalLabels(sheet)).toHaveText(['Subtotal', 'Delivery Fee', 'Tip', 'Total']);
    await expect(totals(sheet)).toHaveText(['$38.00', '$3.50', '$5.70', '$47.20']);

    // Arrow keys move through the choices.
    await tip.getByRole('radio', { name: '15%' }).press('ArrowRight');
    await expect(tip.getByRole('radio', { name: '18%' })).toBeChecked();
    await expect(totals(sheet)).toHaveText(['$38.00', '$3.50', '$6.84', '$48.34']);

    await tip.getByText('No Tip', { exact: true }).click();
    await expect(totalLabels(sheet)).toHaveText(['Subtotal', 'Delivery Fee', 'Total']);
    await expect(totals(sheet).last()).toHaveText('$41.50');
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
    await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();

    await expect(page).toHaveURL('/checkout');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('pendingOrder') ?? 'null'));
    // The sample order, with a 20% tip instead of 15%, for the window chosen.
    const window = await firstFreeWindow(page, 'delivery');
    expect(saved).toEqual({
      ...SAMPLE_DELIVERY_ORDER,
      tipPercent: 20,
      tipCents: 920,
      totalCents: 5870,
      fulfilmentWindow: { start: window.start, end: window.end },
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
      tipCents: 0,
      totalCents: 800,
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
    await expect(totals(sheet).last()).toHaveText('$41.50');
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

  test('the sheet fits the screen and axe finds no violations with it open @desktop', async ({ page }) => {
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

    await expectNoAxeViolations(page);
  });
});

/*
 * The owner's switch is global state shared by every test on the server; closing it for real would
 * refuse other tests' orders at random. So this page alone is told the kitchen is closed (the
 * server's own refusal is tested with the payment endpoints).
 */
test.describe('closed business', () => {
  test('Proceed to Payment is refused while the business is not accepting orders', async ({ page }) => {
    await page.route('**/api/business-settings', (route) =>
      route.fulfill({ json: { isAcceptingOrders: false, message: null } }),
    );
    await seed(page, { orderType: 'pickup', lines: [MANDAZI_1] }, CUSTOMER);
    const sheet = await openSheet(page, [MANDAZI_1]);
    await expect(page.getByTestId('business-status')).toHaveText('Currently Closed');
    await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expectToast(page, 'Currently Closed', 'We are not accepting orders right now. Please check back soon.');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('pendingOrder'))).toBeNull();
    // The sheet says so too, from the answer it was just given.
    await expect(sheet.getByText('We are not accepting orders right now. Please check back soon.')).toBeVisible();
  });
});
