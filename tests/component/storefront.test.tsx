import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { hold, stubApi } from './support/api-stub';

/*
 * The home page's states the shared e2e server is never in (the shop closed, a message up, an empty
 * or slow menu): the banner and the menu rendered with GET /api/business-settings and /api/products
 * stubbed. tests/e2e/home.spec.ts walks the real menu and orders from it.
 */

async function renderBanner(settings: { isAcceptingOrders: boolean; message: string | null }) {
  stubApi({ '/api/business-settings': { json: settings } });
  const { default: BusinessBanner } = await import('@/components/storefront/business-banner');
  render(<BusinessBanner />);
  return screen.findByTestId('business-status');
}

test("the banner says 'Open for Orders' with a pulsing green dot", async () => {
  const banner = await renderBanner({ isAcceptingOrders: true, message: null });
  expect(banner.textContent).toBe('Open for Orders');
  expect(banner.querySelectorAll('.animate-ping')).toHaveLength(1);
});

test("the banner says 'Currently Closed' in red", async () => {
  const banner = await renderBanner({ isAcceptingOrders: false, message: null });
  expect(banner.textContent).toBe('Currently Closed');
  expect(banner.className).toMatch(/text-red-900/);
  expect(banner.querySelectorAll('.animate-ping')).toHaveLength(0);
});

test("the banner shows the owner's message instead when there is one", async () => {
  const banner = await renderBanner({ isAcceptingOrders: false, message: 'Back on Monday - Asante!' });
  expect(banner.textContent).toBe('Back on Monday - Asante!');
});

test('the menu shows skeletons while loading, and says so when it is empty', async () => {
  const { released, release } = hold();
  stubApi({
    '/api/products': async () => {
      await released;
      return { json: [] };
    },
  });
  const { default: Menu } = await import('@/islands/storefront/menu');
  render(<Menu />);
  expect(await screen.findAllByTestId('product-skeleton')).toHaveLength(3);
  expect(screen.getByRole('status', { name: 'Loading the menu' })).toBeTruthy();
  release();
  expect(await screen.findByText('No products available at the moment.')).toBeTruthy();
  expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0);
});
