import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { AdminOrderView } from '@/domain/api-shapes';
import type { CartProduct } from '@/domain/cart';
import { addDays, shopDate, shopInstant, UPCOMING_DAYS } from '@/domain/fulfilment/schedule';
import { NOTHING_TO_CHANGE } from '@/domain/owner-orders/order-change';
import type { ProductStatus } from '@/domain/product-status';
import { dayWindowsAnswer, menuProductAnswer } from '../fixtures/api-answers';
import { sampleAdminOrder, sampleOrder } from '../fixtures/sample-order';
import { BEEF_SAMOSA, CHAPATI, MANDAZI, PILAU } from '../fixtures/seeded-menu';
import { type ApiCall, stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';

/*
 * Changing an order from its card (issue 37): the dialog sends only what changed, shows the
 * server's refusals beside their fields, offers to go over a kitchen limit, and says how the money
 * followed; the card's and the tracking page's change history. The server stands in as a stub;
 * what it prices, books and refunds is checked against the real functions in
 * tests/integration/owner-orders*.test.ts.
 */

const adminProduct = (dish: CartProduct, position: number, status: ProductStatus = 'on_menu') => ({
  ...menuProductAnswer(dish),
  status,
  position,
  dailyLimit: null,
  taxCategory: 'prepared',
});

/** Beef samosas, chapatis and mandazi on the menu, the pilau archived. */
const PRODUCTS = [
  adminProduct(BEEF_SAMOSA, 1),
  adminProduct(CHAPATI, 2),
  adminProduct(MANDAZI, 3),
  adminProduct(PILAU, 4, 'archived'),
];

const TOMORROW = addDays(shopDate(new Date()), 1);
const at = (date: string, time: string) => shopInstant(date, time).toISOString();

/** The coming days, each with 2:00–2:30 PM free and 3:00–3:30 PM full (the cart sheet's route). */
function upcomingDays(_call: ApiCall, url: URL): StubAnswer {
  const today = shopDate(new Date());
  const days = Array.from({ length: UPCOMING_DAYS }, (_, ahead) => {
    const date = addDays(today, ahead);
    return dayWindowsAnswer({
      date,
      type: url.searchParams.get('type'),
      windows: [
        { start: at(date, '14:00'), end: at(date, '14:30'), available: true },
        { start: at(date, '15:00'), end: at(date, '15:30'), available: false },
      ],
    });
  });
  return { json: { days, spots: [] } };
}

/** KBT-990301: 20 beef samosas and a bag of mandazi for pickup tomorrow at 2:00 PM, paid by card. */
const ORDER = sampleAdminOrder({
  id: 990_301,
  items: [
    { productId: 1, name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' },
    { productId: 5, name: 'Mandazi (6 pieces)', quantity: 1, price: '8.00', total: '8.00' },
  ],
  subtotal: '46.00',
  total: '46.00',
  notes: 'Extra chutney, please.',
  fulfilmentWindow: { start: at(TOMORROW, '14:00'), end: at(TOMORROW, '14:30') },
});

const CHANGE = {
  at: '2026-11-26T20:31:00.000Z',
  lines: ['Beef Samosa: 20 → 10', 'Total: $46.00 → $26.32'],
  money: 'Refunded $19.68 to the card',
};

/** The order as the server changed it: 10 beef samosas, the change kept with who made it. */
const CHANGED: AdminOrderView = {
  ...ORDER,
  items: [
    { productId: 1, name: 'Beef Samosa', quantity: 10, price: '2.00', total: '20.00' },
    { productId: 5, name: 'Mandazi (6 pieces)', quantity: 1, price: '8.00', total: '8.00' },
  ],
  subtotal: '28.00',
  total: '26.32',
  changes: [{ ...CHANGE, by: 'owner@example.com' }],
};

type Routes = Parameters<typeof stubApi>[0];

/** The change's server: the menu editor's dishes, the coming days' windows and PATCH /api/admin/orders/990301 by `patch`. */
function stubChangeApi(patch: (call: ApiCall) => StubAnswer, more: Routes = {}) {
  return stubApi({
    'GET /api/admin/products': { json: PRODUCTS },
    'GET /api/fulfilment-windows/upcoming': upcomingDays,
    'PATCH /api/admin/orders/990301': patch,
    ...more,
  });
}

/** The card's button with the page's toaster; opens the dialog and answers it. */
async function openDialog(onChanged: (order: AdminOrderView) => void = () => {}) {
  const [{ ChangeOrderButton }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/dashboard/orders/change-order-dialog'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <ChangeOrderButton order={ORDER} onChanged={onChanged} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', { name: 'Change order KBT-990301' });
  await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(false));
  await user.click(trigger);
  const element = await screen.findByRole('dialog', { name: 'Change order KBT-990301' });
  return { user, trigger, element, dialog: within(element) };
}

const patches = (api: { calls: ApiCall[] }) =>
  api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

/** The problem shown beside a field, as FormField ties it: marked invalid, its words read with it. */
const problemOf = (field: HTMLElement) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-error`);
  return document.getElementById(`${field.id}-error`)?.textContent;
};

test('the dialog opens on the order as it is and sends only the lines changed; a refund is announced', async () => {
  const api = stubChangeApi(() => ({
    json: { order: CHANGED, adjustment: { kind: 'refund', amount: '19.68', giftCards: [] } },
  }));
  const onChanged = vi.fn();
  const { user, trigger, element, dialog } = await openDialog(onChanged);

  const samosa = dialog.getByLabelText('Beef Samosa') as HTMLInputElement;
  expect(samosa.value).toBe('20');
  expect(samosa.getAttribute('inputmode')).toBe('numeric');
  expect((dialog.getByLabelText('Mandazi (6 pieces)') as HTMLInputElement).value).toBe('1');
  expect((dialog.getByLabelText(/^Notes/) as HTMLTextAreaElement).value).toBe('Extra chutney, please.');
  // The order's window is chosen, its own place never called full; the other full one is, and stays choosable.
  expect(((await dialog.findByRole('radio', { name: '2:00–2:30 PM' })) as HTMLInputElement).checked).toBe(true);
  expect((dialog.getByRole('radio', { name: '3:00–3:30 PM (full)' }) as HTMLInputElement).disabled).toBe(false);
  // Dishes not yet in the order and not archived can be added.
  const add = dialog.getByRole('combobox', { name: 'Add a dish' });
  await waitFor(() => expect(within(add).queryByRole('option', { name: 'Chapati' })).not.toBeNull());
  expect(within(add).queryByRole('option', { name: 'Beef Samosa' })).toBeNull();
  expect(within(add).queryByRole('option', { name: 'Beef Pilau Tray' })).toBeNull();
  // The dialog's own: Radix hides the page behind it, focus guards included.
  await expectNoAxeViolations(element);

  // Nothing changed yet: the server's words, and nothing sent.
  await user.click(dialog.getByRole('button', { name: 'Save change' }));
  expect((await dialog.findByRole('alert')).textContent).toBe(NOTHING_TO_CHANGE);
  expect(patches(api)).toEqual([]);

  await user.clear(samosa);
  await user.type(samosa, '10');
  await user.click(dialog.getByRole('button', { name: 'Save change' }));

  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Order KBT-990301 changed. Refunded $19.68 to the card.')).toBeTruthy();
  expect(patches(api)).toEqual([
    {
      items: [
        { productId: 1, quantity: 10 },
        { productId: 5, quantity: 1 },
      ],
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(onChanged).toHaveBeenCalledWith(CHANGED);
  await waitFor(() => expect(document.activeElement).toBe(trigger));
});

test('0 removes a line and an added dish starts at its fewest pieces; a count below them is named before sending', async () => {
  const api = stubChangeApi(() => ({
    json: { order: CHANGED, adjustment: { kind: 'pay-link', amount: '17.50', giftCards: [] } },
  }));
  const { user, dialog } = await openDialog();
  const add = dialog.getByRole('combobox', { name: 'Add a dish' });
  await waitFor(() => expect(within(add).queryByRole('option', { name: 'Chapati' })).not.toBeNull());
  await user.selectOptions(add, 'Chapati');
  await user.click(dialog.getByRole('button', { name: 'Add' }));
  const chapati = (await dialog.findByLabelText('Chapati')) as HTMLInputElement;
  expect(chapati.value).toBe('10');
  await waitFor(() => expect(document.activeElement).toBe(chapati));

  const samosa = dialog.getByLabelText('Beef Samosa');
  await user.clear(samosa);
  await user.type(samosa, '5');
  await user.click(dialog.getByRole('button', { name: 'Save change' }));
  expect(problemOf(samosa)).toBe('Beef Samosa starts at 10 pieces');
  expect(patches(api)).toEqual([]);

  await user.clear(samosa);
  await user.type(samosa, '0');
  await user.click(dialog.getByRole('button', { name: 'Save change' }));
  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(
    await notifications.findByText('Order KBT-990301 changed. Payment link sent for the difference of $17.50.'),
  ).toBeTruthy();
  expect(patches(api)).toEqual([
    {
      items: [
        { productId: 5, quantity: 1 },
        { productId: 4, quantity: 10 },
      ],
    },
  ]);
});

test("the server's 400 shows beside the line it names, and nothing typed is lost", async () => {
  // The menu has not loaded: the dialog cannot know the fewest pieces, the server names them.
  const api = stubChangeApi(
    () => ({
      status: 400,
      json: {
        message: 'Beef Samosa starts at 10 pieces',
        fields: { 'items.0.quantity': 'Beef Samosa starts at 10 pieces' },
      },
    }),
    { 'GET /api/admin/products': () => new Promise<StubAnswer>(() => {}) },
  );
  const { user, dialog } = await openDialog();
  const samosa = dialog.getByLabelText('Beef Samosa') as HTMLInputElement;
  await user.clear(samosa);
  await user.type(samosa, '5');
  await user.click(dialog.getByRole('button', { name: 'Save change' }));

  await waitFor(() => expect(problemOf(samosa)).toBe('Beef Samosa starts at 10 pieces'));
  expect(patches(api)).toEqual([
    {
      items: [
        { productId: 1, quantity: 5 },
        { productId: 5, quantity: 1 },
      ],
    },
  ]);
  expect(samosa.value).toBe('5');
  expect(screen.getByRole('dialog')).toBeTruthy();
  // Typing takes the server's refusal away: it was about the count as it was.
  await user.type(samosa, '0');
  expect(samosa.getAttribute('aria-invalid')).toBeNull();
});

test("a kitchen limit's 409 offers 'Change it anyway', which sends the same change with overrideLimits", async () => {
  const full = 'The 3:00–3:30 PM window is full. Please choose another time.';
  const api = stubChangeApi((call) =>
    (call.body as { overrideLimits?: boolean }).overrideLimits
      ? { json: { order: CHANGED, adjustment: { kind: 'none', amount: '0.00', giftCards: [] } } }
      : { status: 409, json: { message: full, overridable: true } },
  );
  const { user, dialog } = await openDialog();
  await user.click(await dialog.findByRole('radio', { name: '3:00–3:30 PM (full)' }));
  await user.click(dialog.getByRole('button', { name: 'Save change' }));

  const alert = await dialog.findByRole('alert');
  expect(alert.textContent).toContain(full);
  await user.click(within(alert).getByRole('button', { name: 'Change it anyway' }));

  const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
  expect(await notifications.findByText('Order KBT-990301 changed.')).toBeTruthy();
  const start = at(TOMORROW, '15:00');
  expect(patches(api)).toEqual([{ fulfilmentWindow: start }, { fulfilmentWindow: start, overrideLimits: true }]);
});

test('another 409 and a failed refund (502) show their words in the dialog, the change kept', async () => {
  const answers = [
    { status: 409, json: { message: 'Another change to this order is under way. Please try again in a moment.' } },
    { status: 502, json: { message: 'The refund failed, so the order was not changed. Please try again.' } },
  ];
  stubChangeApi(() => answers.shift() ?? { status: 500, json: {} });
  const { user, dialog } = await openDialog();
  const notes = dialog.getByLabelText(/^Notes/) as HTMLTextAreaElement;
  await user.clear(notes);
  await user.type(notes, 'No chutney.');

  await user.click(dialog.getByRole('button', { name: 'Save change' }));
  expect((await dialog.findByRole('alert')).textContent).toBe(
    'Another change to this order is under way. Please try again in a moment.',
  );
  expect(dialog.queryByRole('button', { name: 'Change it anyway' })).toBeNull();

  await user.click(dialog.getByRole('button', { name: 'Save change' }));
  await waitFor(() =>
    expect(dialog.getByRole('alert').textContent).toBe(
      'The refund failed, so the order was not changed. Please try again.',
    ),
  );
  expect(notes.value).toBe('No chutney.');
});

test("the card's history lists each change with its time, lines, money and who made it", async () => {
  const { OrderChanges } = await import('@/components/orders/order-changes');
  const { container, rerender } = render(<OrderChanges changes={CHANGED.changes} showAuthor />);
  const list = screen.getByRole('list', { name: 'Changes' });
  expect(list.textContent).toContain('Beef Samosa: 20 → 10');
  expect(list.textContent).toContain('Total: $46.00 → $26.32');
  expect(list.textContent).toContain('Refunded $19.68 to the card');
  // 2:31 PM in Kansas City, whatever the test machine's zone.
  expect(list.textContent).toContain('Thu, Nov 26, 2:31 PM by owner@example.com');
  await expectNoAxeViolations();

  rerender(<OrderChanges changes={[]} showAuthor />);
  expect(container.innerHTML).toBe('');
});

test("the tracking page shows the changes under 'Changes to your order', without who made them", async () => {
  const { TrackedOrderDetails } = await import('@/islands/account/order-tracking/tracked-order-details');
  const order = sampleOrder({ id: 990_301, changes: [CHANGE] });
  render(<TrackedOrderDetails tracked={{ order, timeline: [], rated: false, feedbackToken: 'token' }} />);
  const list = screen.getByRole('list', { name: 'Changes to your order' });
  expect(screen.getByRole('heading', { name: 'Changes to your order', level: 2 })).toBeTruthy();
  expect(list.textContent).toContain('Beef Samosa: 20 → 10');
  expect(list.textContent).toContain('Refunded $19.68 to the card');
  expect(list.textContent).not.toContain(' by ');
});
