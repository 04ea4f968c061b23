import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { saveScreen } from './screens';
import { seedPaidOrder } from './seeded-order';
import { gotoHydrated, placeOrder, signUp } from './session-fixtures';

/*
 * The owner cancels a real paid order (paid with the test gateway's 4242 card) from the dashboard:
 * the choice asks first, then refunds it, and the order shows 'Refunded' on the dashboard and in
 * the order history. Other specs share the server: each test finds its order by a name of its own.
 */

test.use({ timezoneId: 'America/Chicago' });
test.describe.configure({ timeout: 120_000 });

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

function uniqueName(testInfo: TestInfo, who: string): string {
  return `${who} ${testInfo.project.name} ${Date.now().toString(36)}${testInfo.workerIndex}`;
}

const cardOf = (page: Page, customerName: string): Locator =>
  page.getByRole('list', { name: 'Orders' }).getByRole('article').filter({ hasText: customerName });

/** The owner, signed in, places a real paid order and opens the dashboard at its card. */
async function ownersPaidOrder(page: Page, testInfo: TestInfo, who: string) {
  await signUp(page, { firstName: 'Owner', admin: true });
  const name = uniqueName(testInfo, who);
  const placed = await placeOrder(page, { customerName: name });
  await gotoHydrated(page, '/admin');
  const card = cardOf(page, name);
  await expect(card).toContainText('Status: Confirmed');
  const select = card.getByRole('combobox', { name: `Change status of order ${placed.orderNumber}` });
  return { placed, card, select };
}

async function chooseCancelled(page: Page, select: Locator): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
}

test('the owner cancels a paid order through the confirmation and it shows refunded', async ({ page }, testInfo) => {
  const { placed, card, select } = await ownersPaidOrder(page, testInfo, 'Wanjiru Refund');
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches.push(request.url());
  });

  await chooseCancelled(page, select);
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${placed.orderNumber}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "The customer is refunded $41.55 to the card they paid with and told by e-mail. This can't be undone.",
  );
  // The dialog has the focus (its title and text are read); nothing is sent until the owner confirms.
  await expect(dialog).toBeFocused();
  expect(patches).toEqual([]);
  await saveScreen(page, testInfo, 'order-refund-confirm', false);

  await dialog.getByRole('button', { name: 'Cancel and Refund' }).click();

  await expect(notifications(page).getByText('Order Cancelled', { exact: true })).toBeVisible();
  await expect(notifications(page)).toContainText(`Order ${placed.orderNumber} was refunded $41.55.`);
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Status: Cancelled');
  await expect(card.getByText('Payment: Refunded', { exact: true })).toBeVisible();
  await expect(select).toHaveText('Cancelled');
  await expect(select).toBeFocused();
  expect(patches).toHaveLength(1);
  await card.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'order-refund-done', false);

  // The server has it refunded, and the order's history shows it too.
  const orders = (await (await page.request.get('/api/orders?status=cancelled&limit=200')).json()) as Array<{
    id: number;
    refundedAt: string | null;
  }>;
  expect(orders.find((order) => order.id === placed.id)?.refundedAt).toEqual(expect.any(String));
  await gotoHydrated(page, '/order-history');
  const historyCard = page.getByRole('article', { name: `Order ${placed.orderNumber}` });
  await expect(historyCard).toContainText('Status: Cancelled');
  await expect(historyCard).toContainText('Payment: Refunded');
  await historyCard.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'order-refund-history', false);
});

// One order for the two ways the owner backs out of a cancel. Nothing is refunded, so the order only
// has to exist, paid by card: it is seeded (seeded-order.ts) rather than bought. A refund the gateway
// refuses is a state the shared server cannot be put in: tests/component/admin-dashboard.test.tsx.
test('Keep Order and Escape both leave the order as it was', async ({ page }, testInfo) => {
  await signUp(page, { firstName: 'Owner', admin: true });
  const name = uniqueName(testInfo, 'Njeri Keep');
  const placed = await seedPaidOrder(page.request, { customerName: name });
  await gotoHydrated(page, '/admin');
  const card = cardOf(page, name);
  await expect(card).toContainText('Status: Confirmed');
  const select = card.getByRole('combobox', { name: `Change status of order ${placed.orderNumber}` });
  const dialog = page.getByRole('alertdialog', { name: `Cancel order ${placed.orderNumber}?` });

  await chooseCancelled(page, select);
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toBeFocused();

  // With the keyboard alone: open the list, pick Cancelled, then Escape.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Confirmed', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('option', { name: 'Cancelled', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // The Enter that chose Cancelled does not go on to press a button in the dialog: it stays open.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(select).toBeFocused();

  await expect(select).toHaveText('Confirmed');
  await expect(card).toContainText('Status: Confirmed');
  await expect(card.getByText('Payment: Refunded', { exact: true })).toHaveCount(0);
});
