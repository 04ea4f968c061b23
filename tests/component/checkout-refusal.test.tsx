import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { WINDOW_FILLED_CODE } from '@/domain/test-cards';
import { CHOOSE_ANOTHER_TIME, WINDOW_FILLED_TITLE } from '@/components/payment/payment-messages';
import { savePendingOrder } from '@/stores/checkout/pending-order';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';
import { stubApi } from './support/api-stub';

/*
 * The payment page when the chosen window fills while the customer pays (docs/behaviour/screens.md#payment):
 * the payment is only authorised, the server refuses to book it and lets it go, and the page says
 * so in the server's words, with the way back to the cart to choose another time. Both gateways'
 * paths: the test card form's answer, and a Stripe return whose report (POST /api/orders) is refused.
 */

const REFUSAL =
  'That delivery time filled up while you were paying, so your card was not charged. The next free time is Thu, Nov 26, 2:00–2:30 PM.';
const SECRET = 'pi_test_abc_secret_def';

const savePending = () => savePendingOrder(SAMPLE_DELIVERY_ORDER);

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('the test card form: the refusal and the way back to the cart, and nothing is confirmed', async () => {
  savePending();
  window.history.replaceState(null, '', '/checkout');
  const { calls } = stubApi({
    'POST /api/create-payment-intent': { json: { clientSecret: SECRET, gateway: 'test', publishableKey: null } },
    'POST /api/test-gateway/confirm': {
      json: {
        paymentIntent: { id: 'pi_test_abc', status: 'canceled', amount: 5640 },
        error: { code: WINDOW_FILLED_CODE, message: REFUSAL },
      },
    },
  });
  const { default: CheckoutPage } = await import('@/islands/checkout/payment/checkout-page');
  render(<CheckoutPage />);

  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $56.40' }));

  const alert = await screen.findByRole('alert');
  expect(alert.querySelector('h3')?.textContent).toBe(WINDOW_FILLED_TITLE);
  expect(alert.textContent).toContain(REFUSAL);
  const chooseAgain = screen.getByRole('link', { name: CHOOSE_ANOTHER_TIME });
  expect(chooseAgain.getAttribute('href')).toBe('/?cart=open');
  // The pay button is gone; the keyboard goes on from the way back.
  expect(document.activeElement).toBe(chooseAgain);
  // Not booked, so not reported as an order, and the cart is kept for the next choice.
  expect(calls.some((call) => call.path === '/api/orders')).toBe(false);
  expect(localStorage.getItem('completedOrder')).toBeNull();
  expect(localStorage.getItem('pendingOrder')).not.toBeNull();
});

test('back from Stripe: the report refused with 409 shows the refusal, not the confirmation', async () => {
  savePending();
  window.history.replaceState(
    null,
    '',
    `/checkout?payment_intent=pi_abc&payment_intent_client_secret=pi_abc_secret_x&redirect_status=succeeded`,
  );
  stubApi({ 'POST /api/orders': { status: 409, json: { message: REFUSAL } } });
  const { default: CheckoutPage } = await import('@/islands/checkout/payment/checkout-page');
  render(<CheckoutPage />);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(REFUSAL);
  expect(screen.getByRole('link', { name: CHOOSE_ANOTHER_TIME })).toBeTruthy();
  expect(localStorage.getItem('completedOrder')).toBeNull();
});
