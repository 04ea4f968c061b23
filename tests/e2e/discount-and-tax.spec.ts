import { expect, test } from '@playwright/test';
import { chooseFirstFreeTime } from './cart-steps';
import { cartOfTwentySamosas, payWith, TEST_CARD, uniqueEmail } from './purchase-steps';
import { saveScreen } from './screens';
import { asAdministrator } from './session-fixtures';

/*
 * A purchase with a discount code and sales tax, as a customer on a phone walks it: the owner's
 * code from a thank-you card typed into the cart sheet, the Discount and Tax lines from the
 * server's quote, and the same lines on the payment page and the confirmation. The rules (rates,
 * sharing, rounding, refusals, the race for a code's last use) are the unit and integration tests'.
 */

test('a code from a thank-you card: 20 samosas, 10% off, taxed after the discount, the same on every screen', async ({
  page,
  baseURL,
}, testInfo) => {
  const code = `THANKS${Date.now().toString(36).toUpperCase()}`;
  await asAdministrator(baseURL!, async (admin) => {
    const created = await admin.post('/api/admin/discount-codes', { data: { code, percentOff: 10 } });
    expect(created.status(), await created.text()).toBe(201);
  });

  const sheet = await cartOfTwentySamosas(page);
  const totals = sheet.getByRole('definition');
  // Picked up in Overland Park: the kitchen's 9.35% on prepared food.
  await expect(totals).toHaveText(['$38.00', '$3.55', '$41.55']);

  await sheet.getByRole('button', { name: 'Add a code' }).click();
  await sheet.getByRole('textbox', { name: 'Discount code' }).fill('NOTACODE');
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('NOTACODE is not a valid code.');

  await sheet.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet.getByText(`Code ${code} applied`)).toBeVisible();
  const lines = ['Subtotal', `Discount (${code})`, 'Prepared food tax (9.35%)', 'Total'];
  // $3.80 off, then 9.35% of the $34.20 left: $3.20.
  const amounts = ['$38.00', '-$3.80', '$3.20', '$37.40'];
  await expect(sheet.getByRole('term')).toHaveText(lines);
  await expect(totals).toHaveText(amounts);

  await sheet.getByLabel('Name').fill('Wanjiru Kamau');
  await sheet.getByLabel('Phone').fill('913-555-0142');
  await sheet.getByLabel('Email').fill(uniqueEmail());
  await chooseFirstFreeTime(sheet);
  await saveScreen(page, testInfo, 'cart-sheet-code-and-tax', false);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page).toHaveURL('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('term')).toHaveText(lines);
  await expect(summary.getByRole('definition')).toHaveText(amounts);
  await payWith(page, TEST_CARD, '$37.40');

  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const paid = page.getByRole('region', { name: 'Order Details' }).getByLabel('Order totals');
  await expect(paid.getByRole('term')).toHaveText(lines);
  await expect(paid.getByRole('definition')).toHaveText(amounts);
  await saveScreen(page, testInfo, 'confirmation-code-and-tax');
});
