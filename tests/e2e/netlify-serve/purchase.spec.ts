import { expect, test } from '@playwright/test';
import { PICKUP_TOTAL, payWith, TEST_CARD, uniqueEmail, walkToPayment } from '../purchase-steps';

/*
 * A purchase on `netlify serve` itself, Netlify's own local runtime for the build the other
 * journeys run on the warm host: from the home page (rendered on demand) through the cart sheet,
 * the payment page and the test gateway, to the confirmation, every call a function of the build.
 */
test('a customer buys from the home page to the confirmation', async ({ page }) => {
  const chosen = await walkToPayment(page, uniqueEmail());
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await payWith(page, TEST_CARD, PICKUP_TOTAL);

  await expect(page).toHaveURL('/order-confirmation');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText(/^KBT-\d+$/)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: chosen })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
    'href',
    /\/orders\/track\?token=[\w-]{43}$/,
  );
});
