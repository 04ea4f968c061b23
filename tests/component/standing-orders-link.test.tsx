import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { standingOrder } from '../fixtures/standing-order';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';

/*
 * /standing-orders/manage?token=... (issue 49; docs/behaviour/screens.md#standing-order-link), the
 * link in her standing order's messages, with the server's answers stubbed: a link that opens
 * nothing, and one that opens her standing order, whose actions go through the link's routes with
 * the token in the body.
 */

const TOKEN = 'standing-token-abc';

async function renderManage(search: string) {
  window.history.replaceState(null, '', `/standing-orders/manage${search}`);
  const { default: StandingOrderManage } = await import(
    '@/islands/account/standing-order-manage/standing-order-manage'
  );
  render(<StandingOrderManage />);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

test("a link that opens nothing says 'This link is no longer valid', with Sign In", async () => {
  const { calls } = stubApi({
    'POST /api/standing-order-links/open': { status: 404, json: { message: 'This link is no longer valid' } },
  });
  await renderManage(`?token=${TOKEN}`);

  expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  expect(calls).toEqual([{ method: 'POST', path: '/api/standing-order-links/open', body: { token: TOKEN } }]);
  expect(screen.queryByRole('article')).toBeNull();
  await expectNoAxeViolations();
});

test('the link opens her standing order; its actions carry the token', async () => {
  let current = standingOrder({ id: 11, upcoming: null });
  const { calls } = stubApi({
    'POST /api/standing-order-links/open': { json: current },
    'POST /api/standing-order-links/change': (call) => {
      current = { ...current, skipNext: (call.body as { skipNext: boolean }).skipNext };
      return { json: current };
    },
  });
  await renderManage(`?token=${TOKEN}`);

  const card = within(await screen.findByRole('article', { name: 'Fridays around 5:00 PM · Every drop' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Your Standing Order' })).toBeTruthy();
  await userEvent.click(card.getByRole('button', { name: 'Skip the next' }));
  expect(await card.findByText('The next order is skipped.')).toBeTruthy();
  expect(calls.at(-1)).toEqual({
    method: 'POST',
    path: '/api/standing-order-links/change',
    body: { token: TOKEN, skipNext: true },
  });
});
