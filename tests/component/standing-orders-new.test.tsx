import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { STANDING_AGREEMENT_MISSING } from '@/domain/standing/standing-order-body';
import { menuProductAnswer } from '../fixtures/api-answers';
import { sampleOrder } from '../fixtures/sample-order';
import { SEEDED_MENU } from '../fixtures/seeded-menu';
import { STANDING_AGREEMENT, standingOrder, standingOrdersAnswer } from '../fixtures/standing-order';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { descriptionOf } from './support/described-by';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * /standing-orders/new (issue 49; docs/behaviour/screens.md#new-standing-order) with the server's
 * answers stubbed: the form prefilled from a past order (a dish no longer on the menu shown and left
 * out of what is sent), a refusal of a field shown beside it with nothing typed lost, and the
 * agreement required before anything is sent.
 */

const ADDRESS = '12 Oak St, Overland Park, KS 66212';

/** Amina's delivery of Friday, Dec 4 at 5:00 PM: 20 Beef Samosa and 10 of a dish since taken off the menu. */
const pastOrder = sampleOrder({
  id: 42,
  orderType: 'delivery',
  deliveryAddress: { fullAddress: ADDRESS, zone: 'Zone 1', fee: '3.00' },
  items: [
    { productId: 1, name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' },
    { productId: 9, name: 'Mango Chapati', quantity: 10, price: '1.50', total: '15.00' },
  ],
  fulfilmentWindow: { start: '2026-12-04T23:00:00.000Z', end: '2026-12-04T23:30:00.000Z' },
});

async function renderPage(search: string, routes: Parameters<typeof stubApi>[0] = {}) {
  carrySessionHint();
  window.history.replaceState(null, '', `/standing-orders/new${search}`);
  const api = stubApi({
    '/api/auth/user': { json: sessionUser() },
    'GET /api/products': { json: SEEDED_MENU.map((dish) => menuProductAnswer(dish)) },
    'GET /api/standing-orders': { json: standingOrdersAnswer([]) },
    'GET /api/orders/history': { json: [pastOrder] },
    ...routes,
  });
  const { default: StandingOrderNew } = await import('@/islands/account/standing-order-new/standing-order-new');
  render(<StandingOrderNew />);
  await screen.findByRole('button', { name: 'Save and add a card' });
  return api;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

test('prefilled from a past order: a dish off the menu is shown and left out; a refused field keeps all that was typed', async () => {
  const api = await renderPage('?from=order&number=KBT-42', {
    'POST /api/standing-orders': {
      status: 400,
      json: {
        message: 'We do not deliver on Fridays',
        fields: { 'window.weekday': 'We do not deliver on Fridays' },
      },
    },
  });
  const user = userEvent.setup();

  expect(screen.getByRole('heading', { level: 1, name: 'New Standing Order' })).toBeTruthy();
  expect(field('Beef Samosa').value).toBe('20');
  const dishes = screen.getByRole('group', { name: 'Dishes' });
  expect(dishes.textContent).toContain('10 × Mango Chapati Not on the menu now: left out');
  expect(within(dishes).queryByLabelText('Mango Chapati')).toBeNull();
  expect((screen.getByRole('radio', { name: 'Delivery' }) as HTMLInputElement).checked).toBe(true);
  expect(field(/^Delivery address/).value).toBe(ADDRESS);
  expect(field(/^Day/).value).toBe('5');
  expect(field(/^Time/).value).toBe('17:00');
  expect(field(/^Name/).value).toBe('Amina Odhiambo');
  // Her profile has no phone: the order's.
  expect(field(/^Phone/).value).toBe('913-555-0142');
  expect(screen.getByText(STANDING_AGREEMENT)).toBeTruthy();
  await expectNoAxeViolations();

  await user.click(screen.getByRole('checkbox', { name: 'I agree to these terms' }));
  await user.click(screen.getByRole('button', { name: 'Save and add a card' }));

  const day = field(/^Day/);
  await waitFor(() => expect(descriptionOf(day)).toBe('We do not deliver on Fridays'));
  expect(day.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(day));
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/api/standing-orders',
      body: {
        items: [{ productId: 1, quantity: 20 }],
        orderType: 'delivery',
        address: ADDRESS,
        window: { weekday: 5, time: '17:00' },
        endsOn: null,
        name: 'Amina Odhiambo',
        phone: '913-555-0142',
        channel: 'email',
        agreed: true,
      },
    },
  ]);
  // Nothing typed is lost.
  expect(field('Beef Samosa').value).toBe('20');
  expect(field(/^Delivery address/).value).toBe(ADDRESS);
  expect((screen.getByRole('checkbox', { name: 'I agree to these terms' }) as HTMLInputElement).checked).toBe(true);
});

test('the agreement must be ticked before anything is sent; then the card, and on to her standing orders', async () => {
  const saved = standingOrder({ id: 31, status: 'setting-up', card: null, upcoming: null });
  const api = await renderPage('', {
    'POST /api/standing-orders': {
      json: { standingOrder: saved, setup: { clientSecret: 'seti_31_secret', gateway: 'test', publishableKey: null } },
    },
    'POST /api/test-gateway/setup': { json: { setupIntent: { id: 'seti_31', status: 'succeeded' } } },
    'POST /api/standing-orders/31/card-saved': { json: standingOrder({ id: 31 }) },
  });
  const leave = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Add Beef Samosa' }));
  expect(field('Beef Samosa').value).toBe('10');
  await user.selectOptions(field(/^Day/), 'Friday');
  await user.selectOptions(field(/^Time/), '5:00 PM');
  await user.type(field(/^Phone/), '913-555-0142');
  await user.click(screen.getByRole('button', { name: 'Save and add a card' }));

  const agreed = screen.getByRole('checkbox', { name: 'I agree to these terms' });
  expect(agreed.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(agreed)).toBe(`${STANDING_AGREEMENT} ${STANDING_AGREEMENT_MISSING}`);
  await waitFor(() => expect(document.activeElement).toBe(agreed));
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

  await user.click(agreed);
  expect(agreed.getAttribute('aria-invalid')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Save and add a card' }));
  const heading = await screen.findByRole('heading', { name: 'Add a card' });
  await waitFor(() => expect(document.activeElement).toBe(heading));

  // The card form in its save mode; a card's authentication would come back to this page, for this one.
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Save card' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/account#standing-orders'));
  expect(JSON.parse(sessionStorage.getItem('flashToast') ?? '{}').title).toBe('Standing Order Saved');

  const posts = api.calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => call.path)).toEqual([
    '/api/standing-orders',
    '/api/test-gateway/setup',
    '/api/standing-orders/31/card-saved',
  ]);
  expect(posts[0]?.body).toEqual({
    items: [{ productId: 1, quantity: 10 }],
    orderType: 'pickup',
    address: '',
    window: { weekday: 5, time: '17:00' },
    endsOn: null,
    name: 'Amina Odhiambo',
    phone: '913-555-0142',
    channel: 'email',
    agreed: true,
  });
  expect(posts[1]?.body).toMatchObject({ returnPath: '/standing-orders/new?card=31' });
  expect(posts[2]?.body).toEqual({ setupIntentId: 'seti_31' });
});
