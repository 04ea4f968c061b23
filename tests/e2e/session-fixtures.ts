import { expect, type Page } from '@playwright/test';

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

export const ADMIN_EMAIL = 'admin@kenyanbites.local';
const PASSWORD = 'e2e-password-42';
let sequence = 0;

/**
 * Creates a real account through the API in the page's browser context, so the session cookie is
 * the browser's own. The administrator's account can exist only once: if it does, sign in.
 */
export async function signUp(page: Page, who: { firstName: string; admin?: boolean }): Promise<string> {
  sequence += 1;
  const email = who.admin ? ADMIN_EMAIL : `e2e-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, passwordHash: PASSWORD, firstName: who.firstName, lastName: 'Odhiambo' },
  });
  if (registered.status() === 409) {
    const signedIn = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(signedIn.status()).toBe(200);
  } else {
    expect(registered.status()).toBe(201);
  }
  return email;
}

/**
 * Opens a page and waits until every island has hydrated (Astro removes `ssr` from an island once
 * it has), so a click is handled by React rather than lost on the server-rendered HTML.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
}
