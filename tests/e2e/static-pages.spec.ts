import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const PAGES = [
  { path: '/privacy', heading: 'Privacy Policy', mentions: [/one year/i, /samosa/i, /chapati/i] },
  {
    path: '/terms',
    heading: 'Terms and Conditions',
    mentions: [
      /10 minutes/,
      /30 minutes/,
      /2 hours/,
      /3-4 hours/,
      /\$1\.80/,
      /\$1\.70/,
      /\$1\.60/,
      /minimum/i,
      /chapati/i,
    ],
  },
  { path: '/about', heading: 'About Us', mentions: [/samosa/i, /chapati/i] },
  { path: '/contact', heading: 'Contact Us', mentions: [/3-4 hours/, /KBT-/] },
  { path: '/allergens', heading: 'Allergen Information', mentions: [/wheat/i, /samosa/i, /chapati/i] },
  { path: '/faq', heading: 'Frequently Asked Questions', mentions: [] },
] as const;

for (const { path, heading, mentions } of PAGES) {
  test(`${path} shows "${heading}" with a way back to the menu`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${heading} | Authentic Kenyan Food Delivery`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const main = page.getByRole('main');
    for (const mention of mentions) await expect(main).toContainText(mention);

    await expectNoAxeViolations(page);

    // A plain link to the menu (src/components/BackToMenu.astro): following it would only load the
    // home page again, which its own tests open.
    const back = main.getByRole('link', { name: 'Back to Menu' }).first();
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/');
  });
}

test("/allergens' table of dishes scrolls inside its region on a phone, never widening the page", async ({ page }) => {
  await page.goto('/allergens');
  const table = page.getByRole('region', { name: 'The nine major allergens in each dish on our menu' });
  await expect(table.getByRole('row', { name: /Mandazi/ })).toContainText('Contains');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the FAQ has exactly 12 questions that open and close', async ({ page }) => {
  await page.goto('/faq');
  const items = page.getByTestId('faq-item');
  await expect(items).toHaveCount(12);
  for (let i = 0; i < 12; i++) {
    const item = items.nth(i);
    const answer = item.locator('div');
    await expect(answer).toBeHidden();
    await item.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(item).toHaveAttribute('open', '');
    await item.locator('summary').click();
    await expect(answer).toBeHidden();
  }
});

test('the FAQ covers pack sizes from 10 to 50, bulk prices and the 3-4 hour preparation', async ({ page }) => {
  await page.goto('/faq');
  await page.getByText('How do pack sizes and bulk pricing work?').click();
  const main = page.getByRole('main');
  await expect(main).toContainText('10, 20, 30, 40 or 50');
  await expect(main).toContainText('$1.80');
  await page.getByText('How long does it take to prepare my order?').click();
  await expect(main).toContainText('3-4 hours');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ accordion still opens and closes', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByTestId('faq-item').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('div')).toBeVisible();
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open', '');
  });
});
