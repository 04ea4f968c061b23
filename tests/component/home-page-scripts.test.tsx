import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { BusinessBannerView } from '@/components/storefront/business-banner-view';
import { OrderPanel } from '@/components/storefront/order-panel';
import { ViewCartButton } from '@/components/storefront/view-cart-button';
import { shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { businessSettingsAnswer } from '../fixtures/api-answers';
import { BEEF_SAMOSAS_20, storedCart } from '../fixtures/stored-cart';
import { stubApi } from './support/api-stub';

/*
 * The home page's plain-script islands (src/islands/storefront/home-page.ts) over the server's HTML:
 * the banner the page was cached with brought up to date, the order-type choice and progress steps
 * kept with the cart, and the floating cart button. No React runs on the page for these; React
 * renders only the markup here, as Astro does on the server.
 */

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Each step's label and how it shows ('done' with a tick, 'current', 'next'). */
const progress = () =>
  within(screen.getByRole('navigation', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .map((step) => `${step.lastElementChild?.textContent}: ${step.dataset.step}`);
/** The label of the step marked aria-current. */
const progressStep = () =>
  within(screen.getByRole('navigation', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step')?.lastElementChild?.textContent;

test('the banner the page was cached with shows at once, then what the shop says now, with no placeholder between', async () => {
  stubApi({ '/api/business-settings': { json: businessSettingsAnswer({ isAcceptingOrders: false }) } });
  render(<BusinessBannerView content={{ state: 'open', text: 'Open for Orders', detail: null }} />);
  const banner = screen.getByTestId('business-status');
  expect(banner.textContent).toBe('Open for Orders');
  const seen = new Set<string | undefined>();
  new MutationObserver(() => seen.add(banner.dataset.state)).observe(banner, { attributes: true });
  const { watchBusinessBanner } = await import('@/components/storefront/watch-business-banner');
  watchBusinessBanner(banner);
  await waitFor(() => expect(banner.textContent).toBe('Currently Closed'));
  expect(banner.dataset.state).toBe('closed');
  expect(seen).toEqual(new Set(['closed']));
});

test('a pause that began after the page was cached replaces Open with a placeholder until its words arrive', async () => {
  const fivePm = shopInstant(shopDate(new Date()), '17:00').toISOString();
  stubApi({
    '/api/business-settings': { json: businessSettingsAnswer({ isAcceptingOrders: false, pausedUntil: fivePm }) },
  });
  render(<BusinessBannerView content={{ state: 'open', text: 'Open for Orders', detail: null }} />);
  const banner = screen.getByTestId('business-status');
  const seen: Array<string | undefined> = [];
  new MutationObserver(() => seen.push(banner.dataset.state)).observe(banner, { attributes: true });
  const { watchBusinessBanner } = await import('@/components/storefront/watch-business-banner');
  watchBusinessBanner(banner);
  await waitFor(() => expect(banner.textContent).toBe('Paused · back at 5:00 PM'));
  expect(seen).toEqual(['pending', 'closed']);
});

async function renderOrderPanel(cart?: ReturnType<typeof storedCart>) {
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  render(<OrderPanel />);
  return {
    enhance: async () => {
      const { enhanceOrderPanel } = await import('@/islands/storefront/order-panel');
      const panel = document.querySelector<HTMLElement>('[data-order-panel]');
      if (panel) enhanceOrderPanel(panel);
    },
    orderType: screen.getByTestId('order-type'),
    radio: (name: string) => screen.getByRole<HTMLInputElement>('radio', { name: new RegExp(`^${name}`) }),
  };
}

test('a choice made before the script ran is applied to the cart and moves the steps on', async () => {
  const { enhance, orderType, radio } = await renderOrderPanel();
  expect(orderType.dataset.unset).toBe('true');
  expect(progressStep()).toBe('Order Type');
  await userEvent.setup().click(radio('Delivery'));
  await enhance();
  expect(orderType.dataset.unset).toBe('false');
  expect(progressStep()).toBe('Select Items');
  expect(JSON.parse(localStorage.getItem('cart') ?? '{}').orderType).toBe('delivery');
});

test("the radios and steps follow the stored cart, and a new choice changes the cart's order type", async () => {
  const { enhance, radio } = await renderOrderPanel(storedCart({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] }));
  await enhance();
  expect(radio('Pickup').checked).toBe(true);
  expect(progressStep()).toBe('Review Order');
  expect(progress()).toEqual([
    'Order Type: done',
    'Select Items: done',
    'Add to Cart: done',
    'Review Order: current',
    'Payment: next',
  ]);
  await userEvent.setup().click(radio('Delivery'));
  expect(radio('Pickup').checked).toBe(false);
  expect(JSON.parse(localStorage.getItem('cart') ?? '{}').orderType).toBe('delivery');
});

async function renderLauncher(cart?: ReturnType<typeof storedCart>) {
  if (cart) localStorage.setItem('cart', JSON.stringify(cart));
  render(<ViewCartButton />);
  const [{ enhanceCartLauncher }, { $cartSheetOpen }] = await Promise.all([
    import('@/islands/checkout/cart-sheet/cart-launcher'),
    import('@/stores/checkout/cart-sheet'),
  ]);
  const launcher = document.querySelector<HTMLElement>('[data-view-cart]');
  if (launcher) enhanceCartLauncher(launcher);
  return { $cartSheetOpen };
}

test('the floating cart button stays hidden while the cart is empty', async () => {
  await renderLauncher();
  expect(screen.queryByRole('button', { name: /^View Cart/ })).toBeNull();
});

test('the floating cart button says what the cart holds, opens the sheet, and hides while it is open', async () => {
  const { $cartSheetOpen } = await renderLauncher(storedCart({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] }));
  const button = screen.getByRole('button', { name: 'View Cart (20 items) $38.00' });
  await userEvent.setup().click(button);
  expect($cartSheetOpen.get()).toBe(true);
  expect(screen.queryByRole('button', { name: /^View Cart/ })).toBeNull();
  $cartSheetOpen.set(false);
  expect(screen.getByRole('button', { name: 'View Cart (20 items) $38.00' })).toBe(button);
});

test("a '?cart=open' link opens the sheet and leaves the address bar without it", async () => {
  window.history.replaceState(null, '', '/?cart=open&utm_source=menu');
  const { $cartSheetOpen } = await renderLauncher(storedCart({ orderType: 'pickup', lines: [BEEF_SAMOSAS_20] }));
  expect($cartSheetOpen.get()).toBe(true);
  expect(window.location.search).toBe('?utm_source=menu');
});
