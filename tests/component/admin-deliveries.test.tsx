import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import type { DeliveryRun, RunStop } from '@/stores/admin/deliveries/delivery-run';
import { type ApiCall, stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The delivery run at /admin/deliveries (issue 50): the empty day, the stops as cards with their
 * marks and links, Move up / Move down keeping the order, and 'Start the run' saying how many will
 * be told. The server stands in as a stub; what it answers is checked against the real functions
 * in tests/integration/delivery-run.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });
const RUN = '/api/admin/deliveries';
const today = shopDate(new Date());

const STOP: RunStop = {
  orderId: 41,
  orderNumber: 'KBT-41',
  status: 'confirmed',
  customerName: 'Achieng Otieno',
  phone: '(913) 555-0141',
  address: '100 E Park St, Olathe, KS 66061',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=100%20E%20Park%20St%2C%20Olathe%2C%20KS%2066061',
  notes: 'Gate code 1234',
  packs: [{ name: 'Beef Samosa', quantity: 20, packs: 2 }],
  window: { start: '2026-12-08T23:00:00.000Z', end: '2026-12-08T23:30:00.000Z' },
  miles: 6.2,
  eta: '2026-12-08T23:12:00.000Z',
  late: false,
  approximate: false,
  tellBy: 'sms',
  told: null,
};
const SECOND: RunStop = {
  ...STOP,
  orderId: 42,
  orderNumber: 'KBT-42',
  customerName: 'Baraka Mwangi',
  notes: null,
  eta: '2026-12-08T23:45:00.000Z',
  late: true,
  approximate: true,
  tellBy: 'email',
};

const runOf = (stops: RunStop[]): DeliveryRun => ({
  date: today,
  pace: { mph: 25, minutesPerStop: 4 },
  kitchen: { name: 'Home kitchen', address: '8800 W 95th St, Overland Park, KS 66212' },
  ordered: false,
  startedAt: null,
  leaves: '2026-12-08T22:00:00.000Z',
  stops,
  totals: { stops: stops.length, miles: 14.8, backAt: '2026-12-09T00:10:00.000Z', late: 1, approximate: 1 },
});

async function renderPage(routes: Record<string, StubAnswer | ((call: ApiCall) => StubAnswer)>) {
  carrySessionHint();
  const api = stubApi({ '/api/auth/user': { json: ADMIN }, ...routes });
  const [{ default: AdminDeliveries }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/deliveries/admin-deliveries'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <AdminDeliveries />
      <Toaster />
    </>,
  );
  return api;
}

const stopNames = () =>
  within(screen.getByRole('list', { name: 'Stops in order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('a day without deliveries says so', async () => {
  await renderPage({ [`GET ${RUN}`]: { json: runOf([]) } });
  expect(await screen.findByText(`No deliveries on ${dayLabel(today)}`)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Start the run' })).toBeNull();
});

test('the stops in order with their links, packs, window, ETA and marks', async () => {
  await renderPage({ [`GET ${RUN}`]: { json: runOf([STOP, SECOND]) } });
  const first = await screen.findByRole('listitem', { name: /Achieng Otieno/ });
  const text = first.textContent ?? '';
  expect(text).toContain('ETA 5:12 PM');
  expect(text).toContain('window 5:00–5:30 PM');
  expect(text).toContain('20 × Beef Samosa (2 packs)');
  expect(text).toContain('Gate code 1234');
  expect(text).not.toContain('Late');
  expect(within(first).getByRole('link', { name: '(913) 555-0141' }).getAttribute('href')).toBe('tel:9135550141');
  expect(within(first).getByRole('link', { name: STOP.address }).getAttribute('href')).toBe(STOP.mapsUrl);
  const second = screen.getByRole('listitem', { name: /Baraka Mwangi/ }).textContent ?? '';
  expect(second).toContain('Late');
  expect(second).toContain('Approximate location');
  expect(screen.getByRole('heading', { level: 2, name: '2 stops, 14.8 mi, back about 6:10 PM' })).toBeTruthy();
  await expectNoAxeViolations();
});

test('Move down keeps the new order, and the moved stop keeps the focus', async () => {
  const api = await renderPage({
    [`GET ${RUN}`]: { json: runOf([STOP, SECOND]) },
    [`PUT ${RUN}/order`]: { json: { ...runOf([SECOND, STOP]), ordered: true } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Move stop 1, Achieng Otieno down' }));
  await waitFor(() => expect(stopNames()).toEqual(['Baraka Mwangi KBT-42', 'Achieng Otieno KBT-41']));
  expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ date: today, orderIds: [42, 41] });
  expect(screen.getByText('Achieng Otieno is now stop 2 of 2.')).toBeTruthy();
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move stop 2, Achieng Otieno up' })),
  );
  expect(screen.getByText(/In your order\./)).toBeTruthy();
});

test("'Start the run' says how many will be told, then tells them", async () => {
  const api = await renderPage({
    [`GET ${RUN}`]: { json: runOf([STOP, SECOND]) },
    [`POST ${RUN}/start`]: {
      json: { run: { ...runOf([STOP, SECOND]), startedAt: '2026-12-08T22:00:00.000Z' }, told: 2 },
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start the run' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain('2 customers will be told their estimated time by text or e-mail.');
  await user.click(within(dialog).getByRole('button', { name: 'Start the Run' }));
  expect(await screen.findByText('2 customers told their estimated time.')).toBeTruthy();
  expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ date: today });
});
