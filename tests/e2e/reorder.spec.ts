import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';
import { firstFreeWindow, gotoHydrated, payWithTestCard, placeOrder, signUp } from './session-fixtures';

/*
 * 'Order again' on /order-history (docs/behaviour/rules.md#order-again), on real paid orders.
 * Sold-out dishes and price changes are answered by page.route on GET /api/products, so no real
 * product changes: the other specs share the server's menu.
 */

type ApiProduct = { id: number; name: string; price: string; soldOut: boolean; packTiers: unknown[] };

/**
 * Today's menu as the server answers it, changed for this page only; `change` returning null
 * makes the menu fail to load (500).
 */
async function menuChanged(page: Page, change: (product: ApiProduct) => ApiProduct | null): Promise<void> {
  const products = (await (await page.request.get('/api/products')).json()) as ApiProduct[];
  await page.route('**/api/products', async (route) => {
    const changed = products.map(change);
    if (changed.includes(null)) await route.fulfill({ status: 500, json: { message: 'Database unavailable' } });
    else await route.fulfill({ json: changed });
  });
}

/**
 * A real paid pickup order of 20 beef samosas ($1.90 each) and 2 mandazi ($8.00 each), placed as
 * the checkout does it (placeOrder's steps, with a second dish).
 */
async function placeTwoDishOrder(page: Page): Promise<{ orderNumber: string; beefId: number }> {
  const products = (await (await page.request.get('/api/products')).json()) as ApiProduct[];
  const beef = products.find((product) => product.name === 'Beef Samosa');
  const mandazi = products.find((product) => product.name === 'Mandazi (6 pieces)');
  if (!beef || !mandazi) throw new Error('The seeded menu has no Beef Samosa or Mandazi');
  const customerInfo = { name: 'Amina Odhiambo', phone: '913-555-0142', email: 'amina@example.com', address: null };
  const started = await page.request.post('/api/create-payment-intent', {
    data: {
      amount: 54,
      orderData: {
        orderType: 'pickup',
        items: [
          { productId: beef.id, quantity: 20 },
          { productId: mandazi.id, quantity: 2 },
        ],
        customerInfo,
        tipPercent: 0,
        fulfilmentWindow: (await firstFreeWindow(page)).start,
      },
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
      subtotal: '54.00',
      deliveryFee: '0.00',
      tip: '0.00',
      total: '54.00',
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
): Promise<void> {
  await expect(page).toHaveURL('/');
  const sheet = page.getByRole('dialog', { name: 'Your Order' });
  await expect(sheet).toBeVisible({ timeout: 10_000 });
  const samosas = cartLine(sheet, 'Beef Samosa');
  await expect(samosas.getByRole('status', { name: 'Beef Samosa quantity' })).toHaveText(line.quantity);
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
  await expectNoAxeViolations(page);
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
}, testInfo) => {
  await signUp(page, { firstName: 'Amina' });
  const order = await placeTwoDishOrder(page);
  // Since the order: the samosas cost more and the mandazi are sold out (for this page only).
  await menuChanged(page, (product) => {
    if (product.name === 'Beef Samosa') {
      return { ...product, price: '2.50', packTiers: [{ minQuantity: 20, unitPrice: '2.25', badge: '10% Off' }] };
    }
    return product.name === 'Mandazi (6 pieces)' ? { ...product, soldOut: true } : product;
  });
  // Already in the cart, added last week at last week's price: 10 beef samosas. Order again adds to them.
  await page.goto('/order-history');
  await page.evaluate(
    (cart) => window.localStorage.setItem('cart', cart),
    JSON.stringify({
      items: [
        {
          id: 'line-1',
          productId: order.beefId,
          name: 'Beef Samosa',
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
    `1 item from order ${order.orderNumber} at today's prices. Not added: Mandazi (6 pieces) (sold out).`,
  );
  await saveScreen(page, testInfo, 'order-again-sold-out-skipped', false);
});
