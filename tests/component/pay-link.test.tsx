import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { LINK_NO_LONGER_VALID, LINK_NO_LONGER_VALID_HELP } from '@/domain/owner-orders/payment-link-messages';
import { sampleOrder } from '../fixtures/sample-order';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';

/*
 * The pay page of a payment link the owner sent (/pay?token=..., issue 37), with the server's
 * answers stubbed: the order and the card form of the link opened, a link that is no longer valid,
 * and a test card's payment reported and thanked for with the tracking link.
 */

const TOKEN = 'link-token-abc';
const TRACKING_URL = 'https://kenyanbites.example/orders/track?token=tracking-xyz';

const order = sampleOrder({
  id: 4321,
  orderType: 'delivery',
  customerName: 'Wanjiru Link',
  deliveryAddress: { fullAddress: '12 Oak St, Overland Park, KS 66212', zone: 'Zone 1', fee: '0.00' },
  subtotal: '20.00',
  tax: '1.87',
  taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '20.00', amount: '1.87' }],
  total: '21.87',
  // 2:00–2:30 PM in Kansas City.
  fulfilmentWindow: { start: '2026-11-28T20:00:00.000Z', end: '2026-11-28T20:30:00.000Z' },
});

const openedLink = (
  changes: Partial<{
    purpose: 'order' | 'difference';
    amount: string;
    order: typeof order;
    payment: { clientSecret: string; gateway: string; publishableKey: null };
  }> = {},
) => ({
  order,
  amount: '21.87',
  purpose: 'order',
  // 6:30 PM in Kansas City.
  expiresAt: '2026-11-29T00:30:00.000Z',
  payment: { clientSecret: 'pi_link_secret_1', gateway: 'test', publishableKey: null },
  ...changes,
});

async function renderPayPage(search = `?token=${TOKEN}`) {
  window.history.replaceState(null, '', `/pay${search}`);
  const { default: PayLinkPage } = await import('@/islands/checkout/pay-link/pay-link-page');
  render(<PayLinkPage />);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

test("the order's summary, the hold, and the test card form with 'Pay $21.87'", async () => {
  const { calls } = stubApi({ 'POST /api/payment-links/open': { json: openedLink() } });
  await renderPayPage();

  expect(await screen.findByRole('heading', { level: 1, name: 'Pay for order KBT-4321' })).toBeTruthy();
  expect(calls).toEqual([{ method: 'POST', path: '/api/payment-links/open', body: { token: TOKEN } }]);
  expect(screen.getByText('We hold your order until Sat, Nov 28, 6:30 PM')).toBeTruthy();

  const summary = screen.getByRole('region', { name: 'Order KBT-4321' });
  const text = summary.textContent ?? '';
  expect(text).toContain('Delivery');
  expect(text).toContain('Delivery TimeSat, Nov 28, 2:00–2:30 PM');
  expect(text).toContain('12 Oak St, Overland Park, KS 66212');
  expect(within(summary).getByRole('list', { name: 'Items' }).textContent).toBe('10 × Beef Samosa$20.00');
  expect(text).toContain('Prepared food tax (9.35%)$1.87');
  expect(text).toContain('Total$21.87');

  expect(screen.getByRole('button', { name: 'Pay $21.87' })).toBeTruthy();
  expect(screen.getByLabelText('Card number')).toBeTruthy();
  expect(screen.queryByText(/pay the difference/)).toBeNull();
  await expectNoAxeViolations();
});

test('a link for a changed order asks for the difference', async () => {
  stubApi({ 'POST /api/payment-links/open': { json: openedLink({ purpose: 'difference', amount: '4.37' }) } });
  await renderPayPage();
  expect(await screen.findByText('Your order changed: pay the difference of $4.37')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Pay $4.37' })).toBeTruthy();
});

test('a link that is no longer valid (410) says so, and nothing else; so does a missing token', async () => {
  stubApi({ 'POST /api/payment-links/open': { status: 410, json: { message: LINK_NO_LONGER_VALID } } });
  await renderPayPage();
  const heading = await screen.findByRole('heading', { level: 1, name: LINK_NO_LONGER_VALID });
  const page = heading.parentElement as HTMLElement;
  expect(page.textContent).toContain(LINK_NO_LONGER_VALID_HELP);
  expect(within(page).getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  expect(screen.queryByRole('button')).toBeNull();
  await expectNoAxeViolations();
});

test('without a token the page asks the server nothing and says the link is no longer valid', async () => {
  const { calls } = stubApi({});
  await renderPayPage('');
  expect(await screen.findByRole('heading', { level: 1, name: LINK_NO_LONGER_VALID })).toBeTruthy();
  expect(calls).toEqual([]);
});

test('a failure to open says so with Try again, which opens the link again', async () => {
  let answers = 0;
  stubApi({
    'POST /api/payment-links/open': () =>
      ++answers === 1 ? { status: 500, json: { message: 'Database unavailable' } } : { json: openedLink() },
  });
  await renderPayPage();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't open your order. Database unavailable");
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Pay $21.87' })).toBeTruthy();
});

test('a test card paid: the payment is reported, and the thanks name the order, the amount and the tracking link', async () => {
  const { calls } = stubApi({
    'POST /api/payment-links/open': { json: openedLink() },
    'POST /api/test-gateway/confirm': {
      json: { paymentIntent: { id: 'pi_link_1', status: 'succeeded', amount: 2187 } },
    },
    'POST /api/payment-links/paid': {
      json: { orderNumber: 'KBT-4321', status: 'confirmed', amount: '21.87', trackingUrl: TRACKING_URL },
    },
  });
  await renderPayPage();

  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $21.87' }));

  const thanks = await screen.findByRole('heading', { level: 1, name: 'Paid — thank you!' });
  expect(document.activeElement).toBe(thanks);
  expect(calls.find((call) => call.path === '/api/payment-links/paid')?.body).toEqual({
    token: TOKEN,
    paymentIntentId: 'pi_link_1',
  });
  const panel = screen.getByRole('region', { name: 'Paid — thank you!' });
  expect(panel.textContent).toContain('KBT-4321');
  expect(panel.textContent).toContain('$21.87');
  expect(within(panel).getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(TRACKING_URL);
  // The link is paid: the tab no longer keeps its token.
  expect(sessionStorage.getItem('payLinkToken')).toBeNull();
  await expectNoAxeViolations();
});

test('back from a card authentication, the payment is reported with the token kept for the tab', async () => {
  sessionStorage.setItem('payLinkToken', TOKEN);
  const { calls } = stubApi({
    'POST /api/payment-links/paid': {
      json: { orderNumber: 'KBT-4321', status: 'confirmed', amount: '21.87', trackingUrl: TRACKING_URL },
    },
  });
  await renderPayPage(
    '?payment_intent=pi_link_2&payment_intent_client_secret=pi_link_2_secret&redirect_status=succeeded',
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Paid — thank you!' })).toBeTruthy();
  expect(calls).toEqual([
    { method: 'POST', path: '/api/payment-links/paid', body: { token: TOKEN, paymentIntentId: 'pi_link_2' } },
  ]);
});

test('a link that ended while the customer paid (the report answered 410) says it is no longer valid', async () => {
  stubApi({
    'POST /api/payment-links/open': { json: openedLink() },
    'POST /api/test-gateway/confirm': {
      json: { paymentIntent: { id: 'pi_link_3', status: 'requires_capture', amount: 2187 } },
    },
    'POST /api/payment-links/paid': { status: 410, json: { message: LINK_NO_LONGER_VALID } },
  });
  await renderPayPage();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $21.87' }));

  const heading = await screen.findByRole('heading', { level: 1, name: LINK_NO_LONGER_VALID });
  expect(document.activeElement).toBe(heading);
  expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
});

test('an order changed while the customer paid (409): the new amount and its card form at once, paying a new payment', async () => {
  const changedLink = openedLink({
    amount: '59.05',
    order: { ...order, total: '59.05' },
    payment: { clientSecret: 'pi_link_new_secret_1', gateway: 'test', publishableKey: null },
  });
  let opens = 0;
  const { calls } = stubApi({
    'POST /api/payment-links/open': () => ({ json: ++opens === 1 ? openedLink() : changedLink }),
    'POST /api/test-gateway/confirm': (call) => ({
      json: {
        paymentIntent:
          (call.body as { clientSecret: string }).clientSecret === 'pi_link_secret_1'
            ? { id: 'pi_link_old', status: 'requires_capture', amount: 2187 }
            : { id: 'pi_link_new', status: 'requires_capture', amount: 5905 },
      },
    }),
    'POST /api/payment-links/paid': (call) =>
      (call.body as { paymentIntentId: string }).paymentIntentId === 'pi_link_old'
        ? { status: 409, json: { message: 'This order changed: its total is now $59.05.' } }
        : { json: { orderNumber: 'KBT-4321', status: 'confirmed', amount: '59.05', trackingUrl: TRACKING_URL } },
  });
  await renderPayPage();
  const user = userEvent.setup();
  const payWithCard = async (label: string) => {
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: label }));
  };
  await payWithCard('Pay $21.87');

  const alert = (await screen.findByText('This order changed: its total is now $59.05.')).closest('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(alert?.textContent).toContain('Nothing was charged for the old amount.');
  expect(screen.getByRole('region', { name: 'Order KBT-4321' }).textContent).toContain('Total$59.05');
  expect(screen.queryByRole('button', { name: 'Pay $21.87' })).toBeNull();
  await expectNoAxeViolations();

  await payWithCard('Pay $59.05');
  expect(await screen.findByRole('heading', { level: 1, name: 'Paid — thank you!' })).toBeTruthy();
  const confirms = calls.filter((call) => call.path === '/api/test-gateway/confirm');
  expect(confirms.map((call) => (call.body as { clientSecret: string }).clientSecret)).toEqual([
    'pi_link_secret_1',
    'pi_link_new_secret_1',
  ]);
  expect(calls.filter((call) => call.path === '/api/payment-links/paid').map((call) => call.body)).toEqual([
    { token: TOKEN, paymentIntentId: 'pi_link_old' },
    { token: TOKEN, paymentIntentId: 'pi_link_new' },
  ]);
});
