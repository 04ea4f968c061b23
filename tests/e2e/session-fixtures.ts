import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BrowserContext,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  test,
} from '@playwright/test';
import { safeToChoose } from './cart-steps';

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
/** The password of every e2e account, the administrator's included. */
export const E2E_PASSWORD = 'e2e-password-42';
let sequence = 0;

/**
 * Where administrator.setup.ts keeps the administrator's session (its cookies) for the run's later
 * tests. Under the output folder, which Playwright empties as each run starts, so a session from
 * another run's server is never carried.
 */
const ADMIN_SESSION = path.join('test-results', '.auth', 'administrator.json');

/** Keeps the administrator's session, signed in by administrator.setup.ts, for the tests after it. */
export async function keepAdminSession(context: BrowserContext): Promise<void> {
  const { cookies } = await context.storageState();
  mkdirSync(path.dirname(ADMIN_SESSION), { recursive: true });
  writeFileSync(ADMIN_SESSION, JSON.stringify(cookies));
}

/**
 * Creates a real account through the API in the page's browser context, so the session cookie is
 * the browser's own. The administrator's account exists once, signed in by administrator.setup.ts:
 * the browser carries that session's cookies, as a second tab of the owner's browser would, rather
 * than signing in again (a password check and a new session per test); no test signs it out. Run
 * without the setup (`--no-deps`), the administrator signs in through the API.
 */
export async function signUp(page: Page, who: { firstName: string; admin?: boolean }): Promise<string> {
  sequence += 1;
  if (who.admin && existsSync(ADMIN_SESSION)) {
    await page.context().addCookies(JSON.parse(readFileSync(ADMIN_SESSION, 'utf8')));
    return ADMIN_EMAIL;
  }
  const email = who.admin ? ADMIN_EMAIL : `e2e-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
  await registerOrSignIn(page.request, email, who.firstName);
  return email;
}

async function registerOrSignIn(request: APIRequestContext, email: string, firstName: string): Promise<void> {
  const registered = await request.post('/api/auth/register', {
    data: { email, passwordHash: E2E_PASSWORD, firstName, lastName: 'Odhiambo' },
  });
  if (registered.status() === 409) {
    const signedIn = await request.post('/api/auth/login', { data: { email, password: E2E_PASSWORD } });
    expect(signedIn.status()).toBe(200);
  } else {
    expect(registered.status()).toBe(201);
  }
}

/**
 * Runs `work` with the administrator signed in through the real API, in a request context of its
 * own, so the page's browser keeps whoever is signed in there.
 */
export async function asAdministrator<T>(baseURL: string, work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await registerOrSignIn(admin, ADMIN_EMAIL, 'Owner');
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/**
 * Waits until every island on the page has hydrated (Astro removes `ssr` from an island once it
 * has), so a click is handled by React rather than lost on the server-rendered HTML. An island that
 * wakes only as it comes near the viewport (the home page's menu: client:near) is scrolled to first,
 * as a visitor would, and the page is scrolled back to its top after.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.locator('astro-island[client="near"][ssr]').evaluateAll((islands) => {
    for (const island of islands) island.firstElementChild?.scrollIntoView();
  });
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens a page and waits until every island has hydrated (waitForIslands). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

/** Pays a started checkout with the test gateway's 4242 card, as the payment page would; answers the intent's id. */
export async function payWithTestCard(page: Page, started: { clientSecret: string }): Promise<string> {
  const paid = await page.request.post('/api/test-gateway/confirm', {
    data: { clientSecret: started.clientSecret, card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  });
  const { paymentIntent } = (await paid.json()) as { paymentIntent: { id: string; status: string } };
  expect(paymentIntent.status).toBe('succeeded');
  return paymentIntent.id;
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  createdAt: string;
  customerEmail: string;
  /** The guest's proof for rating the order (POST /api/orders answers it). */
  feedbackToken: string;
  /** The order's tracking page, as the confirmation links it (POST /api/orders answers it). */
  trackingUrl: string;
}

/**
 * The first window a customer can choose now (GET /api/fulfilment-windows/upcoming), as the cart
 * sheet offers it, that the lead time cannot overtake before the payment starts (`safeToChoose`).
 */
export async function firstFreeWindow(
  page: Page,
  orderType: 'pickup' | 'delivery' = 'pickup',
): Promise<{ start: string; end: string }> {
  const answer = await page.request.get(`/api/fulfilment-windows/upcoming?type=${orderType}`);
  const { days } = (await answer.json()) as {
    days: Array<{ windows: Array<{ start: string; end: string; available: boolean }> }>;
  };
  const free = days.flatMap((day) => day.windows).find((window) => window.available && safeToChoose(window.start));
  if (!free) throw new Error('No window is free in the next 7 days');
  return { start: free.start, end: free.end };
}

/** The seeded menu's Beef Samosa, as GET /api/products answers it. */
export async function beefSamosa(page: Page): Promise<{ id: number; name: string }> {
  const products = (await (await page.request.get('/api/products')).json()) as Array<{ id: number; name: string }>;
  const beef = products.find((product) => product.name === 'Beef Samosa');
  if (!beef) throw new Error('The seeded menu has no Beef Samosa');
  return beef;
}

/** The money as the cart sheet has it: the server's quote of the order (tax included), as decimals. */
export async function quoteOf(
  page: Page,
  orderData: unknown,
): Promise<Record<'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'tip' | 'total', string>> {
  const quoted = await page.request.post('/api/checkout/quote', { data: { orderData } });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const { subtotal, discount, deliveryFee, tax, tip, total } = await quoted.json();
  return { subtotal, discount, deliveryFee, tax, tip, total };
}

/**
 * Places a real paid order through the API in the page's browser context (so it belongs to whoever
 * is signed in there): 20 beef samosas for pickup, or delivered to Overland Park with a 15% tip,
 * quoted, then paid with the test gateway's 4242 card, exactly as the cart sheet and the payment page do it.
 */
export async function placeOrder(
  page: Page,
  options: {
    orderType?: 'pickup' | 'delivery';
    customerName?: string;
    customerEmail?: string;
    /** A delivery's address (Overland Park's 123 Main St by default). */
    address?: string;
    /** The window's start (the first free one by default). */
    window?: string;
  } = {},
): Promise<PlacedOrder> {
  const orderType = options.orderType ?? 'pickup';
  const beef = await beefSamosa(page);
  const customerEmail =
    options.customerEmail ?? `order-${Date.now().toString(36)}-${process.pid}-${++sequence}@example.com`;
  const delivery = orderType === 'delivery';
  const customerInfo = {
    name: options.customerName ?? 'Wanjiru Kamau',
    phone: '913-555-0142',
    email: customerEmail,
    address: delivery ? (options.address ?? '123 Main St, Overland Park, KS 66212') : null,
  };
  const orderData = {
    orderType,
    items: [{ productId: beef.id, quantity: 20 }],
    customerInfo,
    tipPercent: delivery ? 15 : 0,
  };
  // The money as the cart sheet has it: the server's quote, tax included.
  const quoted = await page.request.post('/api/checkout/quote', { data: { orderData } });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const money = (await quoted.json()) as Record<
    'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'tip' | 'total',
    string
  >;
  const started = await page.request.post('/api/create-payment-intent', {
    data: {
      amount: Number(money.total),
      orderData: { ...orderData, fulfilmentWindow: options.window ?? (await firstFreeWindow(page, orderType)).start },
    },
  });
  // A refusal names its reason (closed, sold out, the window) in the failure.
  expect(started.status(), await started.text()).toBe(200);
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  const paymentIntentId = await payWithTestCard(page, { clientSecret });
  const recorded = await page.request.post('/api/orders', {
    data: {
      customerName: customerInfo.name,
      customerEmail,
      customerPhone: customerInfo.phone,
      orderType,
      status: 'confirmed',
      ...money,
      items: JSON.stringify([{ productId: beef.id, name: beef.name, quantity: 20, price: '1.90' }]),
      deliveryAddress: delivery
        ? JSON.stringify({ fullAddress: customerInfo.address, zone: 'Local 0-10', fee: '3.50' })
        : null,
      paymentIntentId,
      // As the payment page does: the client secret proves this browser made the checkout.
      clientSecret,
    },
  });
  expect(recorded.ok()).toBe(true);
  const order = (await recorded.json()) as Omit<PlacedOrder, 'customerEmail'>;
  return { ...order, customerEmail };
}

/**
 * The browser of someone whose session has ended (expired, or revoked elsewhere): it still carries
 * the readable kb_signed_in hint, so the page checks the session with the server, which answers 401
 * and clears the hint. A visitor who never signed in has no hint and is not asked about at all.
 */
export async function carryStaleSessionHint(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'kb_signed_in', value: '1', url: test.info().project.use.baseURL ?? '' }]);
}

/** Whether the browser still carries the session hint cookie. */
export async function hasSessionHint(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === 'kb_signed_in' && cookie.value === '1');
}
