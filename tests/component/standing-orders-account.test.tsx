import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { STANDING_QUANTITY_INVALID } from '@/domain/standing/standing-order-body';
import type { StandingOrder } from '@/stores/account/standing-orders';
import { menuProductAnswer } from '../fixtures/api-answers';
import { SEEDED_MENU } from '../fixtures/seeded-menu';
import { standingOrder, standingOrdersAnswer, upcomingRun } from '../fixtures/standing-order';
import { type ApiCall, stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { descriptionOf } from './support/described-by';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * Her standing orders on /account (issue 49; docs/behaviour/screens.md#account-settings): each
 * card's states as the server answers them (active with this drop's order, a failed charge, paused
 * by the shop, none at all), and each action calling its route with its body, the answer drawn and
 * a refusal shown. The account screen and the toaster are rendered for a signed-in customer.
 */

async function renderAccount(routes: Parameters<typeof stubApi>[0]) {
  carrySessionHint();
  const api = stubApi({
    '/api/auth/user': { json: sessionUser() },
    'GET /api/products': { json: SEEDED_MENU.map((dish) => menuProductAnswer(dish)) },
    ...routes,
  });
  const [{ default: Account }, { default: Toaster }] = await Promise.all([
    import('@/islands/account/settings/account'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <Account />
      <Toaster />
    </>,
  );
  const section = await screen.findByRole('region', { name: 'Standing Orders' });
  return {
    api,
    section: within(section),
    notifications: () => within(screen.getByRole('region', { name: 'Notifications' })),
  };
}

test('each card says where it stands: active with this drop’s order, a failed charge, paused by the shop', async () => {
  const { section } = await renderAccount({
    'GET /api/standing-orders': {
      json: standingOrdersAnswer([
        standingOrder({ id: 11, upcoming: upcomingRun({ notes: ['Only 10 of 20 Beef Samosa were left.'] }) }),
        standingOrder({
          id: 12,
          window: { weekday: 2, time: '12:00', label: 'Tuesdays around 12:00 PM' },
          orderType: 'delivery',
          address: '12 Oak St, Overland Park, KS 66212',
          endsOn: null,
          upcoming: upcomingRun({
            orderNumber: 'KBT-502',
            status: 'failed',
            // 7:00 PM on Friday, Dec 11.
            failure: { reason: 'Your card was declined.', payBy: '2026-12-12T01:00:00.000Z' },
          }),
        }),
        standingOrder({
          id: 13,
          status: 'paused',
          pausedBy: 'owner',
          ownerMessage: 'We are closed for the holidays until January 4.',
          window: { weekday: 6, time: '10:30', label: 'Saturdays around 10:30 AM' },
          upcoming: null,
          history: [{ at: '2026-12-04T23:00:00.000Z', status: 'paid', text: 'KBT-480 paid: $46.52' }],
        }),
      ]),
    },
  });

  const active = section.getByRole('article', { name: 'Fridays around 5:00 PM · Every drop' });
  const text = active.textContent ?? '';
  expect(text).toContain('Status: Active');
  expect(text).toContain('20 × Beef Samosa');
  expect(text).toContain('10 × Mango Chapati (not on the menu now)');
  expect(text).toContain('Pickup from our kitchen');
  expect(text).toContain('Visa ending 4242, expires 12/2029');
  expect(text).toContain('Ends Wed, Mar 31, 2027');
  const upcoming = within(active).getByRole('heading', { name: "This drop's order" }).parentElement!;
  expect(upcoming.textContent).toContain('KBT-501');
  expect(upcoming.textContent).toContain('Fri, Dec 11, 5:00–5:30 PM');
  expect(upcoming.textContent).toContain('$46.52');
  expect(upcoming.textContent).toContain('Charged Thu, Dec 10, 7:00 PM — change or skip until then');
  expect(upcoming.textContent).toContain('Only 10 of 20 Beef Samosa were left.');
  expect(within(active).getByRole('button', { name: 'Pause' })).toBeTruthy();
  expect(within(active).getByRole('button', { name: 'Skip this order' })).toBeTruthy();

  const failed = section.getByRole('article', { name: 'Tuesdays around 12:00 PM · Every drop' });
  expect(failed.textContent).toContain('Delivery to 12 Oak St, Overland Park, KS 66212');
  expect(failed.textContent).toContain('No end date');
  expect(failed.textContent).toContain('Payment failed: Your card was declined.');
  expect(failed.textContent).toContain('Pay by Fri, Dec 11, 7:00 PM with the link we sent you');
  expect(failed.textContent).not.toContain('change or skip until then');

  const paused = section.getByRole('article', { name: 'Saturdays around 10:30 AM · Every drop' });
  expect(paused.textContent).toContain('Status: Paused by the shop');
  expect(paused.textContent).toContain('From the shop: We are closed for the holidays until January 4.');
  expect(paused.textContent).toContain('Fri, Dec 4 KBT-480 paid: $46.52');
  // Only the shop can resume its own pause; she can still change it or cancel it.
  expect(within(paused).queryByRole('button', { name: 'Resume' })).toBeNull();
  expect(within(paused).getByRole('button', { name: 'Change dishes' })).toBeTruthy();
  await expectNoAxeViolations();
});

test("with none: 'No standing orders yet', how to make one, and the way to", async () => {
  const { section } = await renderAccount({ 'GET /api/standing-orders': { json: standingOrdersAnswer([]) } });

  expect(await section.findByRole('heading', { name: 'No standing orders yet' })).toBeTruthy();
  expect(section.getByRole('link', { name: 'order history' }).getAttribute('href')).toBe('/order-history');
  expect(section.getByRole('link', { name: 'Make a standing order' }).getAttribute('href')).toBe(
    '/standing-orders/new',
  );
  expect(section.queryByRole('article')).toBeNull();
});

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const NAMES: Record<number, string> = Object.fromEntries(SEEDED_MENU.map((dish) => [dish.id, dish.name]));

/** The server's answer to a change, as far as the card shows it. */
function changed(order: StandingOrder, patch: Record<string, unknown>): StandingOrder {
  const next = { ...order };
  if (typeof patch['paused'] === 'boolean') {
    next.status = patch['paused'] ? 'paused' : 'active';
    next.pausedBy = patch['paused'] ? 'customer' : null;
  }
  if (typeof patch['skipNext'] === 'boolean') next.skipNext = patch['skipNext'];
  if (patch['cancelled']) next.status = 'cancelled';
  const window = patch['window'] as { weekday: number; time: string } | undefined;
  if (window) next.window = { ...window, label: `${WEEKDAYS[window.weekday]} around 6:30 PM` };
  const items = patch['items'] as Array<{ productId: number; quantity: number }> | undefined;
  if (items) {
    next.items = items.map((item) => ({
      ...item,
      name: NAMES[item.productId] ?? 'Mango Chapati',
      available: item.productId !== 9,
    }));
  }
  return next;
}

test('each action calls its route with its body, draws the answer and says so; a refusal shows its words', async () => {
  // Before this drop's order is placed: skipping is for the next one.
  let current = standingOrder({ id: 11, upcoming: null });
  let refuseNext = false;
  const { api, section, notifications } = await renderAccount({
    'GET /api/standing-orders': () => ({ json: standingOrdersAnswer([current]) }),
    'POST /api/standing-orders/11/card': {
      json: { setup: { clientSecret: 'seti_11_secret', gateway: 'test', publishableKey: null } },
    },
    'POST /api/test-gateway/setup': { json: { setupIntent: { id: 'seti_11', status: 'succeeded' } } },
    'POST /api/standing-orders/11/card-saved': () => {
      current = { ...current, card: { brand: 'mastercard', last4: '4444', expMonth: 1, expYear: 2031 } };
      return { json: current };
    },
    'PATCH /api/standing-orders/11': (call) => {
      if (refuseNext) {
        refuseNext = false;
        return { status: 409, json: { message: "This drop's order is being charged: it can no longer be skipped." } };
      }
      current = changed(current, call.body as Record<string, unknown>);
      return { json: current };
    },
  });
  const user = userEvent.setup();
  const patches = () => api.calls.filter((call: ApiCall) => call.method === 'PATCH').map((call) => call.body);
  const card = () => within(section.getByRole('article'));

  await user.click(await card().findByRole('button', { name: 'Pause' }));
  expect(await card().findByRole('button', { name: 'Resume' })).toBeTruthy();
  expect(card().getByText('Paused')).toBeTruthy();
  expect(await notifications().findByText('Standing Order Paused')).toBeTruthy();
  await user.click(card().getByRole('button', { name: 'Resume' }));
  await user.click(await card().findByRole('button', { name: 'Skip the next' }));
  expect(await card().findByText('The next order is skipped.')).toBeTruthy();

  // The server's refusal shows its words on the card, and nothing changes.
  refuseNext = true;
  await user.click(card().getByRole('button', { name: "Don't skip" }));
  expect((await card().findByRole('alert')).textContent).toBe(
    "This drop's order is being charged: it can no longer be skipped.",
  );
  expect(card().getByText('The next order is skipped.')).toBeTruthy();

  await user.click(card().getByRole('button', { name: 'Change time' }));
  await user.selectOptions(card().getByLabelText(/^Day/), 'Saturday');
  await user.selectOptions(card().getByLabelText(/^Time/), '6:30 PM');
  await user.click(card().getByRole('button', { name: 'Save time' }));
  expect(await section.findByRole('article', { name: 'Saturdays around 6:30 PM · Every drop' })).toBeTruthy();
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Change time'));

  await user.click(card().getByRole('button', { name: 'Change dishes' }));
  const beef = card().getByLabelText('Beef Samosa');
  await user.clear(beef);
  await user.type(beef, 'lots');
  await user.click(card().getByRole('button', { name: 'Save dishes' }));
  // Checked as the server checks it: nothing is sent, the problem is beside its count.
  expect(descriptionOf(beef)).toBe(STANDING_QUANTITY_INVALID);
  expect(document.activeElement).toBe(beef);
  const sentBefore = patches().length;
  await user.clear(beef);
  await user.type(beef, '30');
  await user.click(card().getByRole('button', { name: 'Remove Mandazi (6 pieces)' }));
  await user.selectOptions(card().getByLabelText('Add a dish'), 'Chicken Samosa');
  await user.click(card().getByRole('button', { name: 'Add Chicken Samosa' }));
  expect((card().getByLabelText('Chicken Samosa') as HTMLInputElement).value).toBe('10');
  await user.click(card().getByRole('button', { name: 'Save dishes' }));
  await waitFor(() => expect(card().queryByRole('button', { name: 'Save dishes' })).toBeNull());
  expect(patches().length).toBe(sentBefore + 1);
  expect(section.getByRole('article').textContent).toContain('30 × Beef Samosa');

  await user.click(card().getByRole('button', { name: 'Change card' }));
  await user.type(await card().findByLabelText('Card number'), '5555555555554444');
  await user.type(card().getByLabelText('Expiry (MM / YY)'), '0131');
  await user.type(card().getByLabelText('CVC'), '123');
  await user.click(card().getByRole('button', { name: 'Save card' }));
  expect(await card().findByText('Mastercard ending 4444, expires 1/2031')).toBeTruthy();
  expect(await notifications().findByText('Each order is charged to the card ending 4444.')).toBeTruthy();
  expect(api.calls.filter((call) => call.path.startsWith('/api/standing-orders/11/card'))).toEqual([
    { method: 'POST', path: '/api/standing-orders/11/card', body: undefined },
    { method: 'POST', path: '/api/standing-orders/11/card-saved', body: { setupIntentId: 'seti_11' } },
  ]);
  const setup = api.calls.find((call) => call.path === '/api/test-gateway/setup');
  expect(setup?.body).toMatchObject({ returnPath: '/account?standing-card=11' });

  await user.click(card().getByRole('button', { name: 'Cancel standing order' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this standing order?' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel It' }));
  expect(await card().findByText('Cancelled')).toBeTruthy();
  expect(card().queryByRole('button')).toBeNull();
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Saturdays around 6:30 PM · Every drop'));

  expect(patches()).toEqual([
    { paused: true },
    { paused: false },
    { skipNext: true },
    { skipNext: false },
    { window: { weekday: 6, time: '18:30' } },
    {
      items: [
        { productId: 1, quantity: 30 },
        // Not on the menu now: kept, never blocking the change.
        { productId: 9, quantity: 10 },
        { productId: 2, quantity: 10 },
      ],
    },
    { cancelled: true },
  ]);
});

test('skipping this drop’s order asks first, then cancels it', async () => {
  let current = standingOrder({ id: 12 });
  const { api, section } = await renderAccount({
    'GET /api/standing-orders': () => ({ json: standingOrdersAnswer([current]) }),
    'PATCH /api/standing-orders/12': () => {
      current = { ...current, upcoming: null };
      return { json: current };
    },
  });
  const user = userEvent.setup();
  const card = () => within(section.getByRole('article'));
  await user.click(await card().findByRole('button', { name: 'Skip this order' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Skip order KBT-501?' });
  expect(dialog.textContent).toContain(
    'Order KBT-501 for Fri, Dec 11, 5:00–5:30 PM is cancelled and nothing is charged.',
  );
  expect(api.calls.filter((call: ApiCall) => call.method === 'PATCH')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Skip It' }));
  await waitFor(() => expect(card().queryByRole('heading', { name: "This drop's order" })).toBeNull());
  expect(api.calls.filter((call: ApiCall) => call.method === 'PATCH').map((call) => call.body)).toEqual([
    { skipNext: true },
  ]);
});
