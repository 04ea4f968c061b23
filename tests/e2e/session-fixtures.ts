import type { Page } from '@playwright/test';

/** Puts a cart with the given quantities in localStorage before any page script runs. */
export async function seedCart(page: Page, quantities: number[]): Promise<void> {
  const items = quantities.map((quantity, i) => ({
    id: `item-${i}`,
    productId: i + 1,
    name: `Beef Samosa ${i}`,
    unitPriceCents: 200,
    quantity,
    totalCents: 200 * quantity,
  }));
  const cart = { items, orderType: 'pickup', deliveryFeeCents: 0, tipPercent: 0 };
  await page.addInitScript((value) => window.localStorage.setItem('cart', value), JSON.stringify(cart));
}

/**
 * Answers GET /api/auth/user the way the API answers for a signed-in person. The shell is built
 * before the auth endpoints; the API issue's tests sign in for real.
 */
export async function signInAs(page: Page, user: { firstName: string; isAdmin: boolean }): Promise<void> {
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({
      json: {
        id: 7,
        email: 'amina@example.com',
        firstName: user.firstName,
        lastName: 'Odhiambo',
        phone: null,
        isAdmin: user.isAdmin,
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    }),
  );
}
