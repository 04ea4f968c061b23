import { expect, test, type Page } from '@playwright/test';
import type { CompletedOrder } from '@/stores/checkout/completed-order';
import type { PendingOrder } from '@/stores/checkout/pending-order';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';
import { expectNoAxeViolations } from './axe';
import { saveScreen } from './screens';

/*
 * The order confirmation, against the production build. The checkout leaves the
 * paid order in localStorage ('completedOrder', beside the 'pendingOrder' it came from); here both
 * are written once from another page of the site, and the confirmation is opened as the checkout
 * opens it. The whole purchase from the home page is the checkout's own e2e.
 */

const CUSTOMER = { name: 'Wanjiru Kamau', phone: '913-555-0142', email: 'wanjiru@example.com' };
const ADDRESS = '123 Main St, Overland Park, KS 66212';

function completedOrder(overrides: Partial<CompletedOrder>): CompletedOrder {
  return {
    ...SAMPLE_DELIVERY_ORDER,
    orderId: 42,
    orderNumber: 'KBT-42',
    createdAt: new Date().toISOString(),
    feedbackToken: 'feedback-token-of-order-42',
    trackingUrl: null,
    status: 'confirmed',
    paymentStatus: 'paid',
    giftCards: [],
    paymentIntentId: 'pi_e2e_confirmation',
    ...overrides,
  };
}

const DELIVERY = completedOrder({});
const PICKUP = completedOrder({
  orderId: 43,
  orderNumber: 'KBT-43',
  orderType: 'pickup',
  deliveryZone: null,
  customerInfo: { ...CUSTOMER, address: null },
  items: [{ productId: 2, name: 'Chicken Samosa', quantity: 30, priceCents: 180, totalCents: 5400 }],
  subtotalCents: 5400,
  deliveryFeeCents: 0,
  tipCents: 0,
  totalCents: 5400,
  tipPercent: 0,
});

function pendingOrderOf(order: CompletedOrder): PendingOrder {
  const {
    orderId: _id,
    orderNumber: _number,
    createdAt: _at,
    status: _s,
    paymentStatus: _p,
    paymentIntentId: _pi,
    ...pending
  } = order;
  return pending;
}

/**
 * Leaves the order in storage as the checkout does, once (from another page of the site, so no
 * script writes it again on a reload), then opens the confirmation.
 */
async function openConfirmation(page: Page, order: CompletedOrder | null): Promise<void> {
  if (order) {
    await page.goto('/about');
    await page.evaluate(
      ([completed, pending]) => {
        localStorage.setItem('completedOrder', completed);
        localStorage.setItem('pendingOrder', pending);
      },
      [JSON.stringify(order), JSON.stringify(pendingOrderOf(order))] as const,
    );
  }
  await page.goto('/order-confirmation');
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    completedOrder: localStorage.getItem('completedOrder'),
    pendingOrder: localStorage.getItem('pendingOrder'),
    recentOrder: JSON.parse(localStorage.getItem('recentOrder') ?? 'null') as unknown,
  }));

const details = (page: Page) => page.getByRole('region', { name: 'Order Details' });
const whatsNext = (page: Page) => page.getByRole('region', { name: "What's Next" });
const confetti = (page: Page) => page.getByTestId('confetti');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectConfirmedHeading(page: Page): Promise<void> {
  await expect(heading(page)).toHaveText('Order Confirmed!');
  await expect(heading(page)).toHaveCount(1);
  await expect(
    page.getByText("Thank you for your order. We've received your payment and will begin preparing your food.", {
      exact: true,
    }),
  ).toBeVisible();
}

async function expectNotFound(page: Page): Promise<void> {
  await expect(heading(page)).toHaveText('Order Not Found');
  await expect(heading(page)).toHaveCount(1);
  await expect(page.getByText("We couldn't find your order details.", { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
}

test.describe('a delivery order', () => {
  test('shows the order, its details, totals and what happens next @desktop', async ({ page }) => {
    await openConfirmation(page, DELIVERY);
    await expectConfirmedHeading(page);
    await expect(page.getByTestId('order-number')).toHaveText('KBT-42');

    const card = details(page);
    await expect(card.getByRole('term')).toHaveText([
      'Order Type',
      'Delivery Time',
      'Payment Status',
      'Name',
      'Phone',
      'Email',
      'Delivery Address',
      'Subtotal',
      'Delivery Fee',
      'Tip',
      'Total',
    ]);
    await expect(card.getByRole('definition')).toHaveText([
      'Delivery',
      'Wed, Nov 25, 2:00–2:30 PM',
      'Paid',
      'Wanjiru Kamau',
      '913-555-0142',
      'wanjiru@example.com',
      ADDRESS,
      '$46.00',
      '$3.50',
      '$6.90',
      '$56.40',
    ]);
    await expect(card.getByRole('columnheader')).toHaveText(['Item', 'Qty', 'Price', 'Total']);
    await expect(card.getByRole('rowheader')).toHaveText(['Beef Samosa', 'Mandazi (6 pieces)']);
    const rows = card.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows.nth(0).getByRole('cell')).toHaveText(['20', '$1.90', '$38.00']);
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['1', '$8.00', '$8.00']);

    await expect(whatsNext(page).getByRole('listitem')).toHaveText([
      "1We'll email your receipt to wanjiru@example.com.",
      '2Our kitchen will start preparing your food, made fresh to order.',
      `3We'll deliver your order to ${ADDRESS}.`,
    ]);
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  });

  test('takes the order out of storage, keeps it for the rating popup, and a reload finds nothing', async ({
    page,
  }) => {
    await openConfirmation(page, DELIVERY);
    await expectConfirmedHeading(page);
    await expect
      .poll(() => storage(page))
      .toEqual({
        completedOrder: null,
        pendingOrder: null,
        recentOrder: {
          id: 42,
          createdAt: DELIVERY.createdAt,
          customerName: 'Wanjiru Kamau',
          customerEmail: 'wanjiru@example.com',
          orderType: 'delivery',
          feedbackToken: 'feedback-token-of-order-42',
        },
      });

    await page.reload();
    await expectNotFound(page);
    await expect(confetti(page)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('throws confetti on its own canvas, which is gone when the 3 seconds are over', async ({ page }) => {
    // The library's default canvas runs in a Web Worker made from a blob: URL, which the CSP refuses.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    // The 3 seconds and the second after are the page's clock, run through below rather than waited for.
    await page.clock.install();
    await openConfirmation(page, DELIVERY);
    await expect(confetti(page)).toBeVisible();
    await expect(confetti(page)).toHaveAttribute('aria-hidden', 'true');
    // Over the whole page, and the page underneath still takes clicks.
    await expect(confetti(page)).toHaveCSS('position', 'fixed');
    await expect(confetti(page)).toHaveCSS('pointer-events', 'none');
    await page.clock.runFor(4_000);
    await expect(confetti(page)).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('Return to Home goes home and Print Receipt opens the print dialog', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {
        sessionStorage.setItem('e2e-printed', String(Number(sessionStorage.getItem('e2e-printed') ?? 0) + 1));
      };
    });
    await openConfirmation(page, DELIVERY);
    await page.getByRole('button', { name: 'Print Receipt' }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-printed'))).toBe('1');

    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('prints as a receipt: no site header, footer, buttons or confetti, black on white @desktop', async ({
    page,
  }, testInfo) => {
    await openConfirmation(page, DELIVERY);
    await expectConfirmedHeading(page);
    await expect(confetti(page)).toHaveAttribute('data-print-hidden');
    const businessName = page.getByRole('main').getByText('Kenyan Bites · Authentic Kenyan Flavors');
    await expect(businessName).toBeHidden();
    await saveScreen(page, testInfo, 'receipt-screen');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeHidden();
    await expect(confetti(page)).toBeHidden();
    await expect(page.getByTestId('notify-form')).toBeHidden();
    // The business name and the order number head the receipt.
    await expect(businessName).toBeVisible();
    await expect(businessName).toHaveText('Kenyan Bites · Authentic Kenyan Flavors · Overland Park, KS');
    await expect(page.getByTestId('order-number')).toHaveText('KBT-42');
    await expect(heading(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(details(page).getByRole('definition').last()).toHaveCSS('color', 'rgb(0, 0, 0)');
    await saveScreen(page, testInfo, 'receipt-print');
  });
});

test('a pickup order has no address, delivery fee or tip, and says it will be ready for pickup @desktop', async ({
  page,
}) => {
  // No confetti to wait out before axe checks the page (its own test is above). Not the page's
  // clock: Playwright's fake Date puts the window in UTC ('8:00–8:30 PM') instead of the shop's zone.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openConfirmation(page, PICKUP);
  await expectConfirmedHeading(page);
  await expect(page.getByTestId('order-number')).toHaveText('KBT-43');
  const card = details(page);
  await expect(card.getByRole('term')).toHaveText([
    'Order Type',
    'Pickup Time',
    'Payment Status',
    'Name',
    'Phone',
    'Email',
    'Subtotal',
    'Total',
  ]);
  await expect(card.getByRole('definition')).toHaveText([
    'Pickup',
    'Wed, Nov 25, 2:00–2:30 PM',
    'Paid',
    'Wanjiru Kamau',
    '913-555-0142',
    'wanjiru@example.com',
    '$54.00',
    '$54.00',
  ]);
  await expect(card.getByRole('rowheader')).toHaveText(['Chicken Samosa']);
  await expect(card.getByRole('cell')).toHaveText(['30', '$1.80', '$54.00']);
  await expect(whatsNext(page).getByRole('listitem')).toHaveText([
    "1We'll email your receipt to wanjiru@example.com.",
    '2Our kitchen will start preparing your food, made fresh to order.',
    "3We'll let you know as soon as your order is ready for pickup.",
  ]);
  await expect.poll(async () => (await storage(page)).recentOrder).toMatchObject({ id: 43, orderType: 'pickup' });
  await expect(confetti(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an order the server has not numbered yet shows Processing and is not kept for rating', async ({ page }) => {
  await openConfirmation(page, completedOrder({ orderId: null, orderNumber: null, createdAt: null }));
  await expectConfirmedHeading(page);
  await expect(page.getByTestId('order-number')).toHaveText('Processing');
  await expect(details(page).getByRole('definition').last()).toHaveText('$56.40');
  expect(await storage(page)).toEqual({ completedOrder: null, pendingOrder: null, recentOrder: null });
});

test('with no completed order it says Order Not Found, with a way home', async ({ page }) => {
  await openConfirmation(page, null);
  await expectNotFound(page);
  await expect(confetti(page)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('there is no confetti', async ({ page }) => {
    await openConfirmation(page, DELIVERY);
    await expectConfirmedHeading(page);
    // The canvas would come in the same render as the heading; without it, none is drawn.
    await expect(confetti(page)).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});
