import { expect, test, type Page } from '@playwright/test';
import { windowViewLabel } from '@/domain/fulfilment/window-label';
import type { PendingOrder } from '@/domain/order/browser-orders';
import { expectNoAxeViolations } from './axe';
import { PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail, walkToPayment } from './purchase-steps';
import { saveScreen } from './screens';
import { asAdministrator, beefSamosa, firstFreeWindow, gotoHydrated, signUp } from './session-fixtures';

/*
 * Buying, as a customer does it: the menu, the 'Your Order' sheet, the payment page with the
 * built-in test gateway's card form (Stripe's test numbers), and the confirmation. Everything runs
 * against the production build and its real functions and database; nothing is stubbed.
 */

const LOCAL_ADDRESS = '123 Main St, Overland Park, KS 66212';
const DECLINED_CARD = '4000 0000 0000 0002';
const AUTHENTICATION_CARD = '4000 0025 0000 3155';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(notifications(page).getByText(title, { exact: true })).toBeVisible();
  await expect(notifications(page).getByText(description, { exact: true })).toBeVisible();
}

/**
 * The payment page for 20 beef samosas, as the cart sheet leaves it: the pending order in this
 * browser's storage, for the first window that can be chosen (delivered: to Overland Park with a
 * 15% tip). The first test walks from the menu to the payment page and cart-sheet.spec.ts checks
 * what the sheet saves, so the tests of what the payment page does with a card start here.
 */
async function atPaymentPage(page: Page, orderType: 'pickup' | 'delivery', email: string): Promise<void> {
  const delivery = orderType === 'delivery';
  const beef = await beefSamosa(page);
  const pending: PendingOrder = {
    orderType,
    items: [{ productId: beef.id, name: beef.name, quantity: 20, priceCents: 190, totalCents: 3800 }],
    // As the sheet's quote gave it: Overland Park's 9.35% on the samosas, none on the fee or the tip.
    subtotalCents: 3800,
    discountCents: 0,
    deliveryFeeCents: delivery ? 350 : 0,
    taxCents: 355,
    taxLines: [{ name: 'Prepared food', rate: 9350, taxableCents: 3800, amountCents: 355 }],
    tipCents: delivery ? 570 : 0,
    totalCents: delivery ? 5075 : 4155,
    discountCode: null,
    tipPercent: delivery ? 15 : 0,
    deliveryZone: delivery ? 'Local 0-10' : null,
    customerInfo: { name: 'Wanjiru Kamau', phone: '913-555-0142', email, address: delivery ? LOCAL_ADDRESS : null },
    fulfilmentWindow: await firstFreeWindow(page, orderType),
    textUpdates: false,
    pickupSpot: null,
  };
  // Storage belongs to the site, so a page of it (a static one, the quickest) is opened first.
  await page.goto('/about');
  await page.evaluate((value) => localStorage.setItem('pendingOrder', value), JSON.stringify(pending));
  await page.goto('/checkout');
}

/** The administrator's view of the order, through the real admin API. */
function adminOrderFor(baseURL: string, customerEmail: string) {
  return asAdministrator(baseURL, async (admin) => {
    const orders = (await (await admin.get('/api/orders?limit=200')).json()) as Array<Record<string, unknown>>;
    return orders.find((order) => order['customerEmail'] === customerEmail);
  });
}

test.describe('buying as a guest with the test gateway', () => {
  test('pickup with 4242, texts asked for: the payment page, the confirmation, the order and its text the owner sees', async ({
    page,
    baseURL,
    browser,
  }) => {
    const email = uniqueEmail();
    const chosen = await walkToPayment(page, email);

    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Order progress' }).locator('[aria-current="step"]'),
    ).toContainText('Payment');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Order type: Pickup')).toBeVisible();
    await expect(summary.getByText(`Pickup Time: ${chosen}`)).toBeVisible();
    await expect(summary.getByText('Beef Samosa')).toBeVisible();
    await expect(summary.getByText('20 × $1.90')).toBeVisible();
    await expect(summary.getByRole('term')).toHaveText(['Subtotal', 'Prepared food tax (9.35%)', 'Total']);
    await expect(summary.getByRole('definition')).toHaveText(['$38.00', '$3.55', PICKUP_TOTAL]);
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();

    await payWith(page, TEST_CARD, PICKUP_TOTAL);

    await expect(page).toHaveURL('/order-confirmation');
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const number = page.getByText(/^KBT-\d+$/);
    await expect(number).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: chosen })).toBeVisible();
    await expectToast(page, 'Payment Successful', 'Your order has been placed.');
    // The cart is empty again.
    await expect(page.getByRole('banner').getByTestId('cart-count')).toBeHidden();

    const order = await adminOrderFor(baseURL!, email);
    expect(order).toMatchObject({
      orderNumber: await number.textContent(),
      status: 'confirmed',
      orderType: 'pickup',
      customerName: 'Wanjiru Kamau',
      subtotal: '38.00',
      discount: '0.00',
      deliveryFee: '0.00',
      tax: '3.55',
      taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '38.00', amount: '3.55' }],
      tip: '0.00',
      total: '41.55',
      discountCode: null,
      deliveryAddress: null,
      items: [expect.objectContaining({ name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' })],
    });
    // The owner sees the window the customer chose.
    expect(windowViewLabel(order?.['fulfilmentWindow'] as { start: string; end: string })).toBe(chosen);

    // ... and, on the order's card, the text the customer asked for (no text provider here: it waits).
    const owner = await browser.newPage();
    await signUp(owner, { firstName: 'Owner', admin: true });
    await gotoHydrated(owner, '/admin');
    const card = owner.getByRole('article', { name: `Order ${order?.['orderNumber']}` });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('region', { name: `Messages about ${order?.['orderNumber']}` })).toContainText(
      'Text: order confirmed · waiting to be sent',
    );
    await saveScreen(card, test.info(), 'admin-card-messages');
    await owner.close();

    // The confirmation links the order's tracking page, which needs no account.
    const track = page.getByRole('link', { name: 'Track Your Order' });
    await expect(track).toHaveAttribute('href', /\/orders\/track\?token=[\w-]{43}$/);
    const trackingUrl = (await track.getAttribute('href')) ?? '';

    // The confirmation is shown once: a reload finds nothing.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();

    await page.goto(trackingUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order?.['orderNumber']}`);
    await expect(page.getByText(`Pickup Time: ${chosen}`)).toBeVisible();
  });

  test('delivery with a tip: the summary shows fee and tip, the server charges the same', async ({ page, baseURL }) => {
    const email = uniqueEmail();
    await atPaymentPage(page, 'delivery', email);

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Order type: Delivery')).toBeVisible();
    await expect(summary.getByRole('term')).toHaveText([
      'Subtotal',
      'Delivery Fee',
      'Prepared food tax (9.35%)',
      'Tip',
      'Total',
    ]);
    await expect(summary.getByRole('definition')).toHaveText(['$38.00', '$3.50', '$3.55', '$5.70', '$50.75']);

    await payWith(page, TEST_CARD, '$50.75');
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

    expect(await adminOrderFor(baseURL!, email)).toMatchObject({
      orderType: 'delivery',
      subtotal: '38.00',
      deliveryFee: '3.50',
      tax: '3.55',
      tip: '5.70',
      total: '50.75',
      deliveryAddress: { fullAddress: LOCAL_ADDRESS, zone: 'Local 0-10', fee: '3.50' },
    });
  });

  // The payment page's desktop layout (summary beside the form) is checked here, with its error.
  test("a declined card shows 'Payment Failed' with the provider's message and no order @desktop", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail();
    await atPaymentPage(page, 'pickup', email);
    await payWith(page, DECLINED_CARD, PICKUP_TOTAL);

    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await adminOrderFor(baseURL!, email)).toBeUndefined();

    // Another card on the same payment goes through.
    await payWith(page, TEST_CARD, PICKUP_TOTAL);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  });

  test('a card that needs authentication comes back through the return path to the confirmation', async ({ page }) => {
    await atPaymentPage(page, 'pickup', uniqueEmail());
    await payWith(page, AUTHENTICATION_CARD, PICKUP_TOTAL);

    await expect(page).toHaveURL(/\/checkout\/authenticate\?payment_intent_client_secret=/);
    await expect(page.getByText(`Kenyan Bites asks you to confirm a payment of ${PICKUP_TOTAL}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page).toHaveURL('/order-confirmation');
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText(/^KBT-\d+$/)).toBeVisible();
  });

  test('a failed authentication returns to the payment form with Payment Failed', async ({ page }) => {
    await atPaymentPage(page, 'pickup', uniqueEmail());
    await payWith(page, AUTHENTICATION_CARD, PICKUP_TOTAL);
    await page.getByRole('button', { name: 'Fail authentication' }).click();

    await expect(page).toHaveURL('/checkout');
    await expectToast(page, 'Payment Failed', 'Payment could not be processed. Please try again.');
    await expect(page.getByRole('button', { name: `Pay ${PICKUP_TOTAL}` })).toBeVisible();
  });
});

test.describe('the payment page without a payable order', () => {
  test('goes back to the menu when there is no pending order', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL('/');
  });

  test("shows 'Payment Error' with Return to Home when the server refuses the total", async ({ page }) => {
    const email = uniqueEmail();
    await atPaymentPage(page, 'pickup', email);
    // The stored order claims a lower total than the menu's prices give.
    await page.evaluate(() => {
      const pending = JSON.parse(localStorage.getItem('pendingOrder') ?? '{}');
      localStorage.setItem(
        'pendingOrder',
        JSON.stringify({ ...pending, subtotalCents: 100, taxCents: 0, taxLines: [], totalCents: 100 }),
      );
    });
    await page.reload();

    const alert = page.getByRole('alert').filter({ hasText: 'Payment Error' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('Unable to initialize payment. Please try again.')).toBeVisible();
    await expect(
      alert.getByText(
        `Your order total is ${PICKUP_TOTAL}, not the amount shown. Please review your order and try again.`,
      ),
    ).toBeVisible();
    await alert.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('a signed-in customer finds the order in their history', async ({ page }) => {
  const email = await signUp(page, { firstName: 'Achieng' });
  await atPaymentPage(page, 'pickup', email);
  await payWith(page, TEST_CARD, PICKUP_TOTAL);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const number = await page.getByText(/^KBT-\d+$/).textContent();

  const history = (await (await page.request.get('/api/orders/history')).json()) as Array<{
    orderNumber: string;
    total: string;
  }>;
  expect(history[0]).toMatchObject({ orderNumber: number, total: '41.55' });
});
