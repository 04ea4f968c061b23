import { render, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { BusinessBannerView } from '@/components/storefront/business-banner-view';
import { opensBanner } from '@/domain/fulfilment/drops';
import { businessSettingsAnswer } from '../fixtures/api-answers';
import { stubApi } from './support/api-stub';

/*
 * The storefront banner in drops mode (issue 36), as the home page's plain script keeps it and the
 * owner's screens show it: the state, and the second line saying when ordering opens or closes.
 * The words on a set clock are in tests/unit/components/banner-content.test.ts.
 */

const lines = (banner: HTMLElement) => [
  banner.querySelector('[data-banner-text]')?.textContent,
  banner.querySelector('[data-banner-detail]')?.textContent,
];

test('between drops it says Currently Closed, and when the next drop opens', async () => {
  stubApi({
    '/api/business-settings': {
      json: businessSettingsAnswer({
        isAcceptingOrders: false,
        orderingMode: 'drops',
        nextOpening: '2030-12-06T15:00:00.000Z',
      }),
    },
  });
  const { LiveBusinessBanner } = await import('@/islands/admin/dashboard/shop-status/live-business-banner');
  render(<LiveBusinessBanner />);
  const banner = screen.getByTestId('business-status');
  await waitFor(() => expect(lines(banner)).toEqual(['Currently Closed', 'Orders open Fri, Dec 6 at 9:00 AM']));
  expect(banner.dataset.state).toBe('closed');
});

test('the drop opens by the clock: the page cached closed shows Open, and when it closes, with no reload', async () => {
  const opensAt = new Date(Date.now() + 10 * 60_000);
  const closesAt = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
  let asked = 0;
  const api = stubApi({
    '/api/business-settings': () => {
      asked += 1;
      return {
        json:
          asked === 1
            ? businessSettingsAnswer({
                isAcceptingOrders: false,
                orderingMode: 'drops',
                nextOpening: opensAt.toISOString(),
              })
            : businessSettingsAnswer({ orderingMode: 'drops', closesAt }),
      };
    },
  });
  // The server's HTML as cached before the opening.
  render(<BusinessBannerView content={{ state: 'closed', text: 'Currently Closed', detail: opensBanner(opensAt) }} />);
  const banner = screen.getByTestId('business-status');
  const { watchBusinessBanner } = await import('@/components/storefront/watch-business-banner');
  // The page's timer for the opening runs on a clock the test moves on: nothing waits for the second.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  try {
    watchBusinessBanner(banner);
    await waitFor(() => expect(asked).toBe(1));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await waitFor(() => expect(banner.dataset.state).toBe('open'));
  } finally {
    vi.useRealTimers();
  }
  expect(lines(banner)[0]).toBe('Open for Orders');
  expect(lines(banner)[1]).toMatch(/^Orders close (at|\w{3}, \w{3} \d+ at) \d+:\d{2} [AP]M$/);
  expect(api.calls.filter((call) => call.path === '/api/business-settings')).toHaveLength(2);
});

test("back in 'always' mode the second line goes", async () => {
  stubApi({ '/api/business-settings': { json: businessSettingsAnswer() } });
  render(
    <BusinessBannerView
      content={{ state: 'closed', text: 'Currently Closed', detail: 'Orders open Fri, Dec 6 at 9:00 AM' }}
    />,
  );
  const banner = screen.getByTestId('business-status');
  const { watchBusinessBanner } = await import('@/components/storefront/watch-business-banner');
  watchBusinessBanner(banner);
  await waitFor(() => expect(lines(banner)).toEqual(['Open for Orders', '']));
  expect(banner.textContent).toBe('Open for Orders');
});
