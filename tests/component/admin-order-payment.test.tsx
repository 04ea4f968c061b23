import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { AdminOrderView } from '@/domain/api-shapes';
import { PAID_AMOUNT_INVALID } from '@/domain/owner-orders/in-person-payment';
import { sampleAdminOrder } from '../fixtures/sample-order';
import { type ApiCall, stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The payment on a dashboard card of an order the owner entered (issue 37): what is still to
 * collect, the payment link waiting, who entered it, and 'Record payment' for money taken in
 * person, with the server's answers stubbed.
 */

type Routes = Parameters<typeof stubApi>[0];

const never = () => new Promise<StubAnswer>(() => {});

/** An order the owner entered, to be paid in person: $21.87 to collect. */
const enteredOrder = (changes: Partial<AdminOrderView> = {}) =>
  sampleAdminOrder({
    id: 990_301,
    customerName: 'Otieno At The Door',
    subtotal: '20.00',
    tax: '1.87',
    taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '20.00', amount: '1.87' }],
    total: '21.87',
    paymentIntentId: null,
    payment: {
      method: 'in-person',
      toCollect: '21.87',
      paidInPerson: null,
      openLink: null,
      enteredBy: 'owner@kenyanbites.local',
      overLimits: false,
    },
    ...changes,
  });

/** The administrator's dashboard, with GET /api/orders answered by `orders` and any `more` routes. */
async function renderDashboard(orders: Routes[string], more: Routes = {}) {
  carrySessionHint();
  const api = stubApi({
    ...more,
    '/api/auth/user': { json: sessionUser({ isAdmin: true, firstName: 'Owner', email: 'owner@kenyanbites.local' }) },
    '/api/orders/stats': { json: { totalOrders: 1, pendingOrders: 0, totalRevenue: '21.87' } },
    '/api/business-settings': { json: { isAcceptingOrders: true, message: null } },
    '/api/fulfilment-settings': never,
    '/api/admin/messages': { json: [] },
    '/api/orders': orders,
  });
  const { default: AdminDashboard } = await import('@/islands/admin/dashboard/admin-dashboard');
  render(<AdminDashboard />);
  const card = await screen.findByRole('article', { name: 'Order KBT-990301' });
  return { api, card };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

test("'To collect $21.87', who entered it and the limits badge; a waiting link says until when it holds", async () => {
  const { card } = await renderDashboard({
    json: [
      enteredOrder({
        payment: {
          method: 'link',
          toCollect: '21.87',
          paidInPerson: null,
          // 6:30 PM in Kansas City.
          openLink: { amount: '21.87', expiresAt: '2026-11-29T00:30:00.000Z' },
          enteredBy: 'owner@kenyanbites.local',
          overLimits: true,
        },
      }),
    ],
  });
  const text = card.textContent ?? '';
  expect(text).toContain('To collect $21.87');
  expect(text).toContain('Payment link sent · held until 6:30 PM');
  expect(text).toContain('Entered by owner@kenyanbites.local');
  expect(text).toContain("Over the kitchen's limits");
  expect(within(card).getByRole('button', { name: 'Record payment for order KBT-990301' })).toBeTruthy();
  await expectNoAxeViolations();
});

test("a storefront order's card says nothing of collecting", async () => {
  const { card } = await renderDashboard({ json: [sampleAdminOrder({ id: 990_301 })] });
  expect(card.textContent).not.toContain('To collect');
  expect(within(card).queryByRole('button', { name: /Record payment/ })).toBeNull();
});

test("recording a payment sends the amount and how; the card then shows 'Paid in person: Cash $21.87'", async () => {
  let current = enteredOrder();
  const paid = enteredOrder({
    payment: {
      ...current.payment,
      toCollect: null,
      paidInPerson: { amount: '21.87', how: 'cash', at: '2026-11-28T20:10:00.000Z' },
    },
  });
  const { api, card } = await renderDashboard(() => ({ json: [current] }), {
    'POST /api/admin/orders/990301/paid': () => {
      current = paid;
      return { json: paid };
    },
  });

  const user = userEvent.setup();
  const open = within(card).getByRole('button', { name: 'Record payment for order KBT-990301' });
  await user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
  const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
  expect(amount.value).toBe('21.87');
  expect(amount.inputMode).toBe('decimal');
  expect(document.activeElement).toBe(amount);
  // The dialog alone: Radix hides the page behind it with aria-hidden, which axe reads as hiding its buttons.
  await expectNoAxeViolations(dialog);

  await user.click(within(dialog).getByRole('radio', { name: 'Cash' }));
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts(api.calls)).toEqual([
    { method: 'POST', path: '/api/admin/orders/990301/paid', body: { amount: '21.87', how: 'cash' } },
  ]);
  const updated = screen.getByRole('article', { name: 'Order KBT-990301' });
  expect(await within(updated).findByText('Paid in person: Cash $21.87')).toBeTruthy();
  expect(updated.textContent).not.toContain('To collect');
  // Said politely, once the dialog has gone.
  expect((await within(updated).findByText('Payment recorded')).getAttribute('role')).toBe('status');
  // The button is gone with nothing left to collect: the focus is on the card's payment.
  expect(updated.contains(document.activeElement)).toBe(true);
});

test("an amount of 0 is answered beside the field, and nothing is sent; 'How' must be chosen", async () => {
  const { api, card } = await renderDashboard({ json: [enteredOrder()] });
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Record payment for order KBT-990301' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
  const amount = within(dialog).getByLabelText('Amount');
  await user.clear(amount);
  await user.type(amount, '0');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

  expect(await within(dialog).findByText(PAID_AMOUNT_INVALID)).toBeTruthy();
  expect(amount.getAttribute('aria-invalid')).toBe('true');
  expect(amount.getAttribute('aria-describedby')).toContain(
    within(dialog).getByText(PAID_AMOUNT_INVALID).getAttribute('id') ?? 'none',
  );
  expect(document.activeElement).toBe(amount);
  expect(within(dialog).getByText('Choose cash or card reader')).toBeTruthy();
  expect(posts(api.calls)).toEqual([]);
});

test("the server's refusals: a 400's beside its field, a 409's in the dialog", async () => {
  let answer: StubAnswer = {
    status: 400,
    json: {
      message: 'The order is $21.87: enter at most that',
      fields: { amount: 'The order is $21.87: enter at most that' },
    },
  };
  const { card } = await renderDashboard(
    { json: [enteredOrder()] },
    { 'POST /api/admin/orders/990301/paid': () => answer },
  );
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Record payment for order KBT-990301' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
  await user.click(within(dialog).getByRole('radio', { name: 'Card reader' }));
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect(await within(dialog).findByText('The order is $21.87: enter at most that')).toBeTruthy();
  expect(within(dialog).queryByRole('alert')).toBeNull();

  answer = { status: 409, json: { message: 'This order has nothing left to collect.' } };
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe('This order has nothing left to collect.');

  // Closed without saving: back to the button that opened it.
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(
    within(card).getByRole('button', { name: 'Record payment for order KBT-990301' }),
  );
});

/** A catering event's order of $528.00, its deposit paid by its link: $264.00 still owed. */
const cateringEvent = (changes: Partial<AdminOrderView> = {}) =>
  sampleAdminOrder({
    id: 990_301,
    customerName: 'Wanjiru Kamau',
    items: [
      { productId: 1, name: 'Beef Samosa', quantity: 200, price: '1.60', total: '320.00' },
      { productId: 4, name: 'Chapati', quantity: 100, price: '1.60', total: '160.00' },
    ],
    subtotal: '480.00',
    serviceCharge: '48.00',
    total: '528.00',
    catering: { reference: 'CAT-3', paid: '264.00' },
    paymentIntentId: null,
    payment: {
      method: 'link',
      toCollect: '264.00',
      paidInPerson: null,
      openLink: null,
      enteredBy: null,
      overLimits: false,
    },
    ...changes,
  });

test("a catering event's card: 'Catering CAT-3' beside its status, 'Balance due $264.00' recorded in person, then nothing due", async () => {
  let current = cateringEvent();
  const paid = cateringEvent({
    catering: { reference: 'CAT-3', paid: '528.00' },
    payment: {
      ...current.payment,
      toCollect: null,
      paidInPerson: { amount: '264.00', how: 'card-reader', at: '2026-11-28T20:10:00.000Z' },
    },
  });
  const { api, card } = await renderDashboard(() => ({ json: [current] }), {
    'POST /api/admin/orders/990301/paid': () => {
      current = paid;
      return { json: paid };
    },
  });
  expect(within(card).getByText('Catering CAT-3')).toBeTruthy();
  expect(within(card).getByText('Balance due $264.00')).toBeTruthy();
  expect(card.textContent).not.toContain('To collect');
  await expectNoAxeViolations();

  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Record payment for order KBT-990301' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Record payment',
    description: 'Money taken in person for order KBT-990301, Catering CAT-3.',
  });
  expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('264.00');
  await user.click(within(dialog).getByRole('radio', { name: 'Card reader' }));
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posts(api.calls)).toEqual([
    { method: 'POST', path: '/api/admin/orders/990301/paid', body: { amount: '264.00', how: 'card-reader' } },
  ]);
  const updated = screen.getByRole('article', { name: 'Order KBT-990301' });
  expect(await within(updated).findByText('Paid in person: Card reader $264.00')).toBeTruthy();
  expect(updated.textContent).not.toContain('Balance due');
  // Still the event's order once paid.
  expect(within(updated).getByText('Catering CAT-3')).toBeTruthy();
});
