import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { OwnersStandingOrder, StandingOrdersList } from '@/stores/admin/standing/standing-orders';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's standing orders at /admin/standing (issue 49): the groups with their counts, a card
 * whose charge failed, the forecast, the empty state, pause and end with her message (End asked
 * first), the settings' problems; and the dashboard's panel of charges that failed. The server
 * stands in as a stub; what it answers is checked against the real functions in
 * tests/integration/standing-admin.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });
const LIST = '/api/admin/standing-orders';

const ROW: OwnersStandingOrder = {
  id: 3,
  customerName: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  phone: '913-555-0148',
  status: 'active',
  pausedBy: null,
  ownerMessage: null,
  items: [
    { productId: 1, name: 'Beef Samosa', quantity: 10, available: true },
    { productId: 5, name: 'Mandazi (6 pieces)', quantity: 2, available: false },
  ],
  orderType: 'pickup',
  address: null,
  windowLabel: 'Fridays around 5:00 PM',
  endsOn: null,
  skipNext: false,
  card: { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2030 },
  createdAt: '2026-11-01T15:00:00.000Z',
  upcoming: {
    orderNumber: 'KBT-120',
    status: 'failed',
    window: { start: '2026-12-11T23:00:00.000Z', end: '2026-12-11T23:30:00.000Z' },
    windowLabel: 'Fri, Dec 11, 5:00–5:30 PM',
    total: '38.00',
    chargeAt: '2026-12-10T03:00:00.000Z',
    failure: {
      reason: 'Your bank declined the card ending 4242: not enough funds.',
      payBy: '2026-12-11T11:00:00.000Z',
    },
    notes: [],
  },
};

const ACTIVE: OwnersStandingOrder = {
  ...ROW,
  id: 4,
  customerName: 'Otieno Family',
  email: 'otieno@example.com',
  items: [{ productId: 4, name: 'Chapati', quantity: 5, available: true }],
  orderType: 'delivery',
  address: '100 E Park St, Olathe, KS 66061',
  endsOn: '2027-01-31',
  skipNext: true,
  upcoming: { ...ROW.upcoming!, orderNumber: 'KBT-121', status: 'placed', failure: null },
};

const PAUSED: OwnersStandingOrder = {
  ...ROW,
  id: 5,
  customerName: 'Njeri',
  status: 'paused',
  pausedBy: 'customer',
  upcoming: null,
};
const ENDED: OwnersStandingOrder = {
  ...ROW,
  id: 6,
  customerName: 'Achieng',
  status: 'cancelled',
  ownerMessage: 'No more samosas',
  upcoming: null,
};

const listOf = (
  standingOrders: OwnersStandingOrder[],
  changes: Partial<StandingOrdersList> = {},
): StandingOrdersList => ({
  mode: 'always',
  settings: { placeWeekday: 5, placeTime: '08:45', payHours: 12 },
  next: {
    label: 'Fri, Dec 11 at 8:45 AM',
    placeAt: '2026-12-11T14:45:00.000Z',
    pieces: [
      { date: '2026-12-12', dayLabel: 'Sat, Dec 12', productId: 1, name: 'Beef Samosa', pieces: 16 },
      { date: '2026-12-12', dayLabel: 'Sat, Dec 12', productId: 4, name: 'Chapati', pieces: 5 },
      { date: '2026-12-13', dayLabel: 'Sun, Dec 13', productId: 1, name: 'Beef Samosa', pieces: 4 },
    ],
  },
  standingOrders,
  ...changes,
});

type Routes = Parameters<typeof stubApi>[0];

async function renderPage(list: StubAnswer | (() => StubAnswer), more: Routes = {}) {
  carrySessionHint();
  const api = stubApi({ '/api/auth/user': { json: ADMIN }, [`GET ${LIST}`]: list, ...more });
  const [{ default: AdminStanding }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/standing/admin-standing'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <AdminStanding />
      <Toaster />
    </>,
  );
  return api;
}

const cardOf = (name: string) => screen.getByRole('listitem', { name });

test('the groups with their counts, a failed charge with its reason and pay-by, and the forecast', async () => {
  await renderPage({ json: listOf([ROW, ACTIVE, PAUSED, ENDED]) });
  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((heading) => heading.textContent)).toEqual([
    'Payment failed (1)',
    'Active (1)',
    'Paused (1)',
    'Ended (1)',
    'Next placement',
    'Settings',
  ]);

  const failing = within(screen.getByRole('list', { name: 'Payment failed (1)' })).getByRole('listitem', {
    name: 'Wanjiru Kamau',
  });
  const text = failing.textContent ?? '';
  expect(text).toContain('10 × Beef Samosa');
  expect(text).toContain('2 × Mandazi (6 pieces) (not on the menu now)');
  expect(text).toContain('Usual timeFridays around 5:00 PM');
  expect(text).toContain('PickupFrom our kitchen');
  expect(text).toContain('CardVisa ending 4242, expires 03/30');
  expect(text).toContain('EndsNo end date');
  expect(text).toContain('Order KBT-120: Payment failed');
  expect(text).toContain('Fri, Dec 11, 5:00–5:30 PM · $38.00');
  expect(text).toContain('Your bank declined the card ending 4242: not enough funds.');
  expect(text).toContain('Pay by Fri, Dec 11, 5:00 AM with the link she was sent.');
  expect(within(failing).getByRole('link', { name: 'wanjiru@example.com' }).getAttribute('href')).toBe(
    'mailto:wanjiru@example.com',
  );

  const active = cardOf('Otieno Family').textContent ?? '';
  expect(active).toContain('DeliveryTo 100 E Park St, Olathe, KS 66061');
  expect(active).toContain('EndsSun, Jan 31');
  expect(active).toContain('Next timeSkipping the next one');
  expect(active).toContain('Order KBT-121: Placed');
  expect(active).toContain('Charged Wed, Dec 9, 9:00 PM');
  expect(cardOf('Njeri').textContent).toContain('Paused by the customer');
  // Her own pause is hers to end: the owner may only end it; an ended one takes nothing.
  expect(within(cardOf('Njeri')).queryByRole('button', { name: /^Resume/ })).toBeNull();
  expect(within(cardOf('Achieng')).queryByRole('button')).toBeNull();
  expect(cardOf('Achieng').textContent).toContain('Your message: “No more samosas”');

  const forecast = screen.getByRole('region', { name: 'Next placement' });
  expect(forecast.textContent).toContain('Next placement: Fri, Dec 11 at 8:45 AM');
  expect(forecast.textContent).toContain('A forecast');
  const rows = within(within(forecast).getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'DishPieces',
    'Sat, Dec 12',
    'Beef Samosa16',
    'Chapati5',
    'Sun, Dec 13',
    'Beef Samosa4',
  ]);
  await expectNoAxeViolations();
});

test('with none yet, where they come from; on drops with none scheduled, nothing is placed', async () => {
  await renderPage({ json: listOf([], { mode: 'drops', next: null }) });
  expect(
    await screen.findByText(
      'No standing orders yet. Signed-in customers set one up from their account, and it shows here.',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Next placement' }).textContent).toContain(
    'No drop is scheduled, so no standing orders will be placed.',
  );
});

test("when the list can't be loaded, the page says so and Try Again asks again", async () => {
  let failing = true;
  await renderPage(() =>
    failing ? { status: 500, json: { message: 'Something went wrong on our side.' } } : { json: listOf([ROW]) },
  );
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the standing orders.");
  failing = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Payment failed (1)' })).toBeTruthy();
});

test('Pause sends her message; the card moves to Paused and takes the focus', async () => {
  let rows = [ROW, ACTIVE];
  const paused = { ...ACTIVE, status: 'paused' as const, pausedBy: 'owner' as const, ownerMessage: 'Oven repairs' };
  const api = await renderPage(() => ({ json: listOf(rows) }), {
    'POST /api/admin/standing-orders/4/pause': () => {
      rows = [ROW, paused];
      return { json: paused };
    },
  });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Active (1)' });
  await user.click(
    within(cardOf('Otieno Family')).getByRole('button', { name: 'Pause the standing order of Otieno Family' }),
  );
  const form = screen.getByRole('region', { name: 'Pause this standing order' });
  await user.type(within(form).getByRole('textbox', { name: 'Message to Otieno Family' }), 'Oven repairs');
  await user.click(within(form).getByRole('button', { name: 'Pause Standing Order' }));

  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Standing Order Paused')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/admin/standing-orders/4/pause', body: { message: 'Oven repairs' } },
  ]);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Paused (1)' });
  const card = within(screen.getByRole('list', { name: heading.textContent ?? '' })).getByRole('listitem', {
    name: 'Otieno Family',
  });
  expect(card.textContent).toContain('Paused by you: “Oven repairs”');
  await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 3 })));
  expect(within(card).getByRole('button', { name: 'Resume the standing order of Otieno Family' })).toBeTruthy();
});

test('End asks first, saying the placed order is cancelled too; a refusal shows its words and keeps the message', async () => {
  const api = await renderPage(
    { json: listOf([ACTIVE]) },
    {
      'POST /api/admin/standing-orders/4/end': {
        status: 409,
        json: { message: 'This standing order has been cancelled.' },
      },
    },
  );
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Active (1)' });
  await user.click(
    within(cardOf('Otieno Family')).getByRole('button', { name: 'End the standing order of Otieno Family' }),
  );
  const form = screen.getByRole('region', { name: 'End this standing order' });
  const message = within(form).getByRole('textbox', { name: 'Message to Otieno Family' });
  await user.type(message, 'We are closing for winter.');
  await user.click(within(form).getByRole('button', { name: 'End Standing Order' }));

  const dialog = await screen.findByRole('alertdialog', { name: "End Otieno Family's standing order?" });
  expect(dialog.textContent).toContain(
    'Order KBT-121 (Fri, Dec 11, 5:00–5:30 PM) is not charged yet and is cancelled too.',
  );
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'End Standing Order' }));

  expect((await within(form).findByRole('alert')).textContent).toBe('This standing order has been cancelled.');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: '/api/admin/standing-orders/4/end', body: { message: 'We are closing for winter.' } },
  ]);
  expect((message as HTMLTextAreaElement).value).toBe('We are closing for winter.');
});

test('the settings: a problem beside its field, nothing sent; then saved whole', async () => {
  const api = await renderPage(
    { json: listOf([ROW]) },
    {
      'PUT /api/admin/standing-orders/settings': (call) => ({ json: call.body }),
    },
  );
  const user = userEvent.setup();
  const settings = await screen.findByRole('region', { name: 'Settings' });
  const hours = within(settings).getByRole('textbox', { name: /Hours to pay a failed charge/ });
  await user.clear(hours);
  await user.type(hours, '0');
  await user.click(within(settings).getByRole('button', { name: 'Save Settings' }));
  await waitFor(() => expect(document.activeElement).toBe(hours));
  expect(hours.getAttribute('aria-invalid')).toBe('true');
  expect(settings.textContent).toContain('Choose 1 to 72 hours');
  expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

  await user.clear(hours);
  await user.type(hours, '24');
  await user.selectOptions(within(settings).getByRole('combobox', { name: /Day/ }), 'Monday');
  await user.click(within(settings).getByRole('button', { name: 'Save Settings' }));
  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Settings Saved')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      path: '/api/admin/standing-orders/settings',
      body: { placeWeekday: 1, placeTime: '08:45', payHours: 24 },
    },
  ]);
});

test("the dashboard's panel lists each charge that failed, with the way to the page; none, no panel", async () => {
  const { StandingFailures } = await import('@/islands/admin/dashboard/standing-failures');
  stubApi({
    [`GET ${LIST}`]: {
      json: listOf([ROW, ACTIVE, { ...ROW, id: 7, status: 'cancelled', customerName: 'Ended Late' }]),
    },
  });
  render(<StandingFailures />);
  const panel = await screen.findByRole('region', { name: 'Standing orders not paid' });
  expect(
    within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Wanjiru Kamau · Order KBT-120Your bank declined the card ending 4242: not enough funds.Pay by Fri, Dec 11, 5:00 AM',
  ]);
  expect(within(panel).getByRole('link', { name: 'See the standing orders' }).getAttribute('href')).toBe(
    '/admin/standing',
  );
  await expectNoAxeViolations();
});

test("the dashboard shows no panel while every standing order's charge went through", async () => {
  const [{ StandingFailures }, { $standingOrders }] = await Promise.all([
    import('@/islands/admin/dashboard/standing-failures'),
    import('@/stores/admin/standing/standing-orders'),
  ]);
  stubApi({ [`GET ${LIST}`]: { json: listOf([ACTIVE]) } });
  const { container } = render(<StandingFailures />);
  await waitFor(() => expect($standingOrders.get().data?.standingOrders).toHaveLength(1));
  expect(container.innerHTML).toBe('');
});
