import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { businessSettingsAnswer, dayWindowsAnswer, menuProductAnswer } from '../fixtures/api-answers';
import { BEEF_SAMOSA, CHAPATI, MANDAZI } from '../fixtures/seeded-menu';
import { storedCart } from '../fixtures/stored-cart';
import { hold, stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';

/*
 * The home page's states the shared e2e server is never in (the shop closed or paused, a message up,
 * an empty or slow menu, dishes running out): the banner and the menu rendered with
 * GET /api/business-settings, /api/products and /api/fulfilment-windows/upcoming stubbed.
 * tests/e2e/home.spec.ts walks the real menu and orders from it.
 */

/** The banner as the owner's settings screen shows it: no settings known until the API answers. */
async function renderBanner(settings: Parameters<typeof businessSettingsAnswer>[0]) {
  const api = stubApi({ '/api/business-settings': { json: businessSettingsAnswer(settings) } });
  const { LiveBusinessBanner } = await import('@/islands/admin/dashboard/shop-status/live-business-banner');
  render(<LiveBusinessBanner />);
  const banner = screen.getByTestId('business-status');
  expect(banner.dataset.state).toBe('pending');
  expect(banner.textContent).toBe('Checking whether we are open');
  await waitFor(() => expect(banner.dataset.state).not.toBe('pending'));
  return { api, banner };
}

test("the banner says 'Open for Orders' with a pulsing green dot", async () => {
  const { banner } = await renderBanner({ isAcceptingOrders: true });
  expect(banner.textContent).toBe('Open for Orders');
  expect(banner.dataset.state).toBe('open');
});

test("the banner says 'Currently Closed' in red", async () => {
  const { banner } = await renderBanner({ isAcceptingOrders: false });
  expect(banner.textContent).toBe('Currently Closed');
  expect(banner.dataset.state).toBe('closed');
});

test("the banner shows the owner's message instead when there is one", async () => {
  const { banner } = await renderBanner({ isAcceptingOrders: false, message: 'Back on Monday - Asante!' });
  expect(banner.textContent).toBe('Back on Monday - Asante!');
});

test('while orders are paused the banner says when they are back, in red', async () => {
  const fivePm = shopInstant(shopDate(new Date()), '17:00').toISOString();
  const { banner } = await renderBanner({ isAcceptingOrders: false, message: 'Back soon', pausedUntil: fivePm });
  expect(banner.textContent).toBe('Paused · back at 5:00 PM');
  expect(banner.dataset.state).toBe('closed');
});

test('when the pause ends the banner reopens by itself, the settings read again then', async () => {
  const pausedUntil = new Date(Date.now() + 1_000).toISOString();
  let asked = 0;
  const api = stubApi({
    '/api/business-settings': () => {
      asked += 1;
      return { json: businessSettingsAnswer(asked === 1 ? { isAcceptingOrders: false, pausedUntil } : {}) };
    },
  });
  const { LiveBusinessBanner } = await import('@/islands/admin/dashboard/shop-status/live-business-banner');
  render(<LiveBusinessBanner />);
  const banner = screen.getByTestId('business-status');
  await waitFor(() => expect(banner.textContent).toMatch(/^Paused · back at /));
  await waitFor(() => expect(banner.textContent).toBe('Open for Orders'));
  expect(banner.dataset.state).toBe('open');
  expect(api.calls.filter((call) => call.path === '/api/business-settings')).toHaveLength(2);
});

test('the menu shows skeletons while loading, and says so when it is empty', async () => {
  const { released, release } = hold();
  stubApi({
    '/api/products': async () => {
      await released;
      return { json: [] };
    },
    '/api/fulfilment-windows/upcoming': { json: { days: [], spots: [] } },
  });
  const { default: Menu } = await import('@/islands/storefront/menu');
  render(<Menu />);
  expect(await screen.findAllByTestId('product-skeleton')).toHaveLength(3);
  expect(screen.getByRole('status', { name: 'Loading the menu' })).toBeTruthy();
  release();
  expect(await screen.findByText('No products available at the moment.')).toBeTruthy();
  expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0);
});

/*
 * What is left of each dish: the upcoming windows' answer (one call, the cart sheet's too) says each
 * day's pieces left; the menu says what today has, and what the cart can still take.
 */
const today = shopDate(new Date());
const tomorrow = addDays(today, 1);
const freeWindow = (date: string) => {
  const start = shopInstant(date, '23:00');
  return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString(), available: true };
};

async function renderMenu(todayLeft: Array<{ productId: number; remaining: number }>, cart?: object) {
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  const api = stubApi({
    '/api/products': {
      json: [
        menuProductAnswer(BEEF_SAMOSA),
        menuProductAnswer(CHAPATI, { maxPerOrder: 40 }),
        menuProductAnswer(MANDAZI),
      ],
    },
    '/api/fulfilment-windows/upcoming': {
      json: {
        days: [
          dayWindowsAnswer({ date: today, windows: [freeWindow(today)], products: todayLeft }),
          dayWindowsAnswer({ date: tomorrow, windows: [freeWindow(tomorrow)] }),
        ],
        spots: [],
      },
    },
  });
  const { default: Menu } = await import('@/islands/storefront/menu');
  render(<Menu />);
  await screen.findAllByTestId('product-card');
  const card = (name: string) => {
    const found = screen
      .getAllByTestId('product-card')
      .find((article) => within(article).queryByRole('heading', { name }) !== null);
    if (!found) throw new Error(`no card for ${name}`);
    return within(found);
  };
  return { api, card };
}

const isDisabled = (element: HTMLElement) => (element as HTMLSelectElement | HTMLButtonElement).disabled;

test("a card says '15 left today' and offers no more than that", async () => {
  const { api, card } = await renderMenu([{ productId: BEEF_SAMOSA.id, remaining: 15 }]);
  const beef = card('Beef Samosa');
  expect((await beef.findByTestId('dish-note')).textContent).toBe('15 left today');

  // The note says why no more can be chosen, once.
  const quantity = beef.getByRole('combobox', { name: 'Quantity', description: '15 left today' });
  expect(isDisabled(within(quantity).getByRole('option', { name: '10' }))).toBe(false);
  for (const more of ['20 (5% Off)', '30 (10% Off)', '40 (15% Off)', '50 (Best Value)']) {
    expect(isDisabled(within(quantity).getByRole('option', { name: more }))).toBe(true);
  }
  expect(isDisabled(beef.getByRole('button', { name: 'Add to Cart' }))).toBe(false);
  // Dishes without a daily limit say nothing.
  expect(card('Mandazi (6 pieces)').queryByTestId('dish-note')).toBeNull();
  // One call for the days, shared with the cart sheet.
  expect(api.calls.filter((call) => call.path.startsWith('/api/fulfilment-windows'))).toEqual([
    { method: 'GET', path: '/api/fulfilment-windows/upcoming?type=pickup', body: undefined },
  ]);
  await expectNoAxeViolations();
});

test('a dish sold out today names the next day that has some, and can still be added for it', async () => {
  const { card } = await renderMenu([{ productId: CHAPATI.id, remaining: 0 }]);
  const chapati = card('Chapati');
  const note = await chapati.findByTestId('dish-note');
  expect(note.textContent).toBe(`Sold out today · more on ${dayLabel(tomorrow)}`);
  expect(note.className).toMatch(/text-kenya-red/);
  // Tomorrow has no daily limit: only the most per order holds.
  expect(isDisabled(chapati.getByRole('option', { name: '40 (15% Off)' }))).toBe(false);
  await userEvent.setup().selectOptions(chapati.getByRole('combobox', { name: 'Quantity' }), '40');
  expect(isDisabled(chapati.getByRole('button', { name: 'Add to Cart' }))).toBe(false);
});

test('the most per order rules out larger quantities, less what the cart holds, and then the Add button', async () => {
  const { card } = await renderMenu([]);
  const chapati = card('Chapati');
  const quantity = await chapati.findByRole('combobox', { name: 'Quantity', description: 'At most 40 per order' });
  expect(isDisabled(within(quantity).getByRole('option', { name: '40 (15% Off)' }))).toBe(false);
  expect(isDisabled(within(quantity).getByRole('option', { name: '50 (Best Value)' }))).toBe(true);
  expect(chapati.getByText('At most 40 per order')).toBeTruthy();
});

test('with the most per order already in the cart, nothing more can be added and the card says why', async () => {
  const cart = storedCart({
    orderType: 'pickup',
    lines: [
      {
        productId: CHAPATI.id,
        name: CHAPATI.name,
        listPriceCents: CHAPATI.priceCents,
        packTiers: [...CHAPATI.packTiers],
        unitPriceCents: 170,
        quantity: 40,
      },
    ],
  });
  const { card } = await renderMenu([], cart);
  const chapati = card('Chapati');
  const add = await chapati.findByRole('button', {
    name: 'Add to Cart',
    description: 'At most 40 per order · 40 in your cart',
  });
  expect(isDisabled(add)).toBe(true);
  expect(isDisabled(chapati.getByRole('combobox', { name: 'Quantity' }))).toBe(true);
  // Other dishes are not held back.
  expect(isDisabled(card('Beef Samosa').getByRole('button', { name: 'Add to Cart' }))).toBe(false);
});
