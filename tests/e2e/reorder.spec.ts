import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveScreen } from './screens';
import {
  asAdministrator,
  firstFreeWindow,
  gotoHydrated,
  payWithTestCard,
  placeOrder,
  quoteOf,
  signUp,
} from './session-fixtures';

/*
 * 'Order again' on /order-history (docs/behaviour/rules.md#order-again), on real paid orders.
 * Price changes and sold-out dishes are made for real, on dishes the test adds for itself: the
 * home page's HTML carries the menu (issue 27), and the other specs share the server's menu.
 */

/** Two dishes of this test's own, priced as the seeded samosas and mandazi; archived afterwards. */
interface OwnDishes {
  samosa: { id: number; name: string };
  mandazi: { id: number; name: string };
  change(id: number, body: Record<string, unknown>): Promise<void>;
  archive(): Promise<void>;
}

async function ownDishes(baseURL: string): Promise<OwnDishes> {
  const tag = Date.now().toString(36);
  const add = (body: Record<string, unknown>) =>
    asAdministrator(baseURL, async (admin) => {
      const created = await admin.post('/api/products', {
        data: { description: 'Made for this test.', imageAlt: 'A dish', ...body },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as { id: number; name: string };
    });
  const samosa = await add({
    name: `Beef Samosa ${tag}`,
    unit: 'per piece',
    price: '2.00',
    packTiers: [{ minQuantity: 20, unitPrice: '1.90', badge: '5% Off' }],
    quantityChoices: [10, 20, 30],
  });
  const mandazi = await add({
    name: `Mandazi ${tag}`,
    unit: 'per 6 pieces',
    price: '8.00',
    quantityChoices: [1, 2, 3],
  });
  const change = (id: number, body: Record<string, unknown>) =>
    asAdministrator(baseURL, async (admin) => {
      const changed = await admin.patch(`/api/products/${id}`, { data: body });
      expect(changed.status(), await changed.text()).toBe(200);
    });
  return {
    samosa,
    mandazi,
    change,
    archive: async () => {
      await change(samosa.id, { status: 'archived' });
      await change(mandazi.id, { status: 'archived' });
    },
  };
}

/**
 * A real paid pickup order of 20 beef samosas ($1.90 each) and 2 mandazi ($8.00 each), quoted and
 * placed as the checkout does it (placeOrder's steps, with a second dish).
 */
async function placeTwoDishOrder(
  page: Page,
  dishes: Pick<OwnDishes, 'samosa' | 'mandazi'>,
): Promise<{ orderNumber: string; beefId: number }> {
  const { samosa: beef, mandazi } = dishes;
  const customerInfo = { name: 'Amina Odhiambo', phone: '913-555-0142', email: 'amina@example.com', address: null };
  const orderData = {
    orderType: 'pickup',
    items: [
      { productId: beef.id, quantity: 20 },
      { productId: mandazi.id, quantity: 2 },
    ],
    customerInfo,
    tipPercent: 0,
  };
  const money = await quoteOf(page, orderData);
  const started = await page.request.post('/api/create-payment-intent', {
    data: {
      amount: Number(money.total),
      orderData: { ...orderData, fulfilmentWindow: (await firstFreeWindow(page)).start },
    },
  });
  expect(started.status(), await started.text()).toBe(200);
  const paymentIntentId = await payWithTestCard(page, (await started.json()) as { clientSecret: string });
  const recorded = await page.request.post('/api/orders', {
    data: {
      customerName: customerInfo.name,
      customerEmail: customerInfo.email,
      customerPhone: customerInfo.phone,
      orderType: 'pickup',
      status: 'confirmed',
      ...money,
      items: JSON.stringify([
        { productId: beef.id, name: beef.name, quantity: 20, price: '1.90' },
        { productId: mandazi.id, name: mandazi.name, quantity: 2, price: '8.00' },
      ]),
      deliveryAddress: null,
      paymentIntentId,
    },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
  const { orderNumber } = (await recorded.json()) as { orderNumber: string };
  return { orderNumber, beefId: beef.id };
}

/** While the modal sheet is open Radix hides the rest of the page, the toasts included. */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });

const cartLine = (sheet: Locator, name: string) => sheet.getByRole('listitem').filter({ hasText: name });

/**
 * The menu with the cart sheet open holding one line, the beef samosas, as said, and the toast
 * 'Added to your cart' with `description`.
 */
async function expectSamosasInSheet(
  page: Page,
  line: { quantity: string; each: string; total: string },
  description: string,
  name = 'Beef Samosa',
): Promise<void> {
  await expect(page).toHaveURL('/');
  const sheet = page.getByRole('dialog', { name: 'Your Order' });
  await expect(sheet).toBeVisible({ timeout: 10_000 });
  const samosas = cartLine(sheet, name);
  await expect(samosas.getByRole('status', { name: `${name} quantity` })).toHaveText(line.quantity);
  await expect(samosas).toContainText(`${line.each} each`);
  await expect(samosas).toContainText(line.total);
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
  const toast = notifications(page);
  await expect(toast.getByText('Added to your cart', { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

async function pressOrderAgain(page: Page, orderNumber: string): Promise<void> {
  await gotoHydrated(page, '/order-history');
  const card = page.getByRole('main').getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: `Order again (${orderNumber})` }).click();
}

test("'Order again' fills the cart with the order's dishes and opens the cart sheet on the menu", async ({
  page,
}, testInfo) => {
  await signUp(page, { firstName: 'Amina' });
  const order = await placeOrder(page, { customerName: 'Amina Odhiambo' });
  await gotoHydrated(page, '/order-history');
  const card = page.getByRole('main').getByRole('article', { name: `Order ${order.orderNumber}` });
  const button = card.getByRole('button', { name: `Order again (${order.orderNumber})` });
  await expect(button).toBeVisible();
  await saveScreen(page, testInfo, 'order-history-order-again');

  await button.click();
  await expectSamosasInSheet(
    page,
    { quantity: '20', each: '$1.90', total: '$38.00' },
    `1 item from order ${order.orderNumber} at today's prices.`,
  );
  await saveScreen(page, testInfo, 'order-again-cart-sheet', false);
});

test("today's prices, a sold-out dish left out and named in the toast, and what the cart already held kept", async ({
  page,
  baseURL,
}, testInfo) => {
  const dishes = await ownDishes(baseURL!);
  await signUp(page, { firstName: 'Amina' });
  const order = await placeTwoDishOrder(page, dishes);
  // Since the order: the samosas cost more and the mandazi are sold out.
  await dishes.change(dishes.samosa.id, {
    price: '2.50',
    packTiers: [{ minQuantity: 20, unitPrice: '2.25', badge: '10% Off' }],
  });
  await dishes.change(dishes.mandazi.id, { status: 'sold_out' });
  // Already in the cart, added last week at last week's price: 10 beef samosas. Order again adds to them.
  await page.goto('/order-history');
  await page.evaluate(
    (cart) => window.localStorage.setItem('cart', cart),
    JSON.stringify({
      items: [
        {
          id: 'line-1',
          productId: order.beefId,
          name: dishes.samosa.name,
          listPriceCents: 200,
          packTiers: [],
          unitPriceCents: 200,
          quantity: 10,
          totalCents: 2000,
        },
      ],
      orderType: 'pickup',
      deliveryFeeCents: 0,
      tipPercent: 0,
    }),
  );

  await pressOrderAgain(page, order.orderNumber);
  await expectSamosasInSheet(
    page,
    { quantity: '30', each: '$2.25', total: '$67.50' },
    `1 item from order ${order.orderNumber} at today's prices. Not added: ${dishes.mandazi.name} (sold out).`,
    dishes.samosa.name,
  );
  await saveScreen(page, testInfo, 'order-again-sold-out-skipped', false);
  await dishes.archive();
});
