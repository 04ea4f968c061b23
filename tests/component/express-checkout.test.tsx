import type { ExpressCheckoutElementProps } from '@stripe/react-stripe-js';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ExpressCheckout, OR_PAY_BY_CARD, WALLET_CLOSED } from '@/components/payment/express-checkout';
import StripeCardForm from '@/components/payment/stripe-card-form';

/*
 * The wallets above the card form (Stripe's Express Checkout Element), with Stripe's React library
 * mocked at its boundary: the element is a stand-in whose events the test fires as Stripe would
 * (ready, confirm, cancel, a load error), and confirmPayment answers what the test says. What is
 * checked is what the customer sees and what the checkout is told: paid (authorised), processing,
 * failed, or nothing at all.
 */

const stripeDouble = vi.hoisted(() => ({
  element: null as ExpressCheckoutElementProps | null,
  paymentElementOptions: null as unknown,
  confirmPayment: vi.fn(),
  elements: { id: 'the-elements' },
}));

vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  ExpressCheckoutElement: (props: ExpressCheckoutElementProps) => {
    stripeDouble.element = props;
    return <div data-testid="stripe-wallet-buttons" />;
  },
  PaymentElement: ({ options }: { options: unknown }) => {
    stripeDouble.paymentElementOptions = options;
    return <div data-testid="stripe-card-fields" />;
  },
  useStripe: () => ({ confirmPayment: stripeDouble.confirmPayment }),
  useElements: () => stripeDouble.elements,
}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve({}) }));

const WALLETS = { applePay: true, googlePay: false, link: true, amazonPay: false, paypal: false, klarna: false };

const onAttempt = vi.fn(async () => undefined);
const paymentFailed = vi.fn();

beforeEach(() => {
  stripeDouble.element = null;
  stripeDouble.confirmPayment.mockReset();
  onAttempt.mockClear();
  paymentFailed.mockClear();
});
afterEach(() => vi.clearAllMocks());

const element = () => {
  if (!stripeDouble.element) throw new Error('the Express Checkout Element was not rendered');
  return stripeDouble.element;
};
const ready = (availablePaymentMethods: typeof WALLETS | undefined) =>
  act(() => element().onReady?.({ elementType: 'expressCheckout', availablePaymentMethods }));
const confirm = () =>
  act(async () => {
    await element().onConfirm({
      elementType: 'expressCheckout',
      expressPaymentType: 'apple_pay',
      paymentFailed,
    } as unknown as Parameters<ExpressCheckoutElementProps['onConfirm']>[0]);
  });

function renderWallets() {
  render(<ExpressCheckout onAttempt={onAttempt} returnPath="/checkout" />);
}

test('a phone with a wallet sees its button above the card form, with "Or pay by card" between', async () => {
  renderWallets();
  expect(screen.queryByText(OR_PAY_BY_CARD)).toBeNull();
  await ready(WALLETS);
  expect(screen.getByText(OR_PAY_BY_CARD)).toBeTruthy();
  expect(screen.getByTestId('express-checkout').className).not.toContain('hidden');
});

test('with no wallet to offer, or when Stripe cannot load it, the wallets take no space and say nothing', async () => {
  renderWallets();
  await ready(undefined);
  expect(screen.getByTestId('express-checkout').className).toContain('hidden');
  expect(screen.queryByText(OR_PAY_BY_CARD)).toBeNull();

  await ready(WALLETS);
  await act(() => element().onLoadError?.({ elementType: 'expressCheckout', error: { type: 'api_error' } }));
  expect(screen.getByTestId('express-checkout').className).toContain('hidden');
});

test('a wallet payment confirms the same payment intent and is reported paid once it is authorised', async () => {
  stripeDouble.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_wallet', status: 'requires_capture' } });
  renderWallets();
  await ready(WALLETS);
  await confirm();

  expect(stripeDouble.confirmPayment).toHaveBeenCalledWith({
    elements: stripeDouble.elements,
    confirmParams: { return_url: `${window.location.origin}/checkout` },
    redirect: 'if_required',
  });
  expect(onAttempt).toHaveBeenCalledWith({ kind: 'succeeded', paymentIntentId: 'pi_wallet' });
  expect(paymentFailed).not.toHaveBeenCalled();
});

test('a wallet payment still on its way is reported as processing, not paid', async () => {
  stripeDouble.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_wallet', status: 'processing' } });
  renderWallets();
  await confirm();
  expect(onAttempt).toHaveBeenCalledWith({ kind: 'processing' });
});

test('a declined wallet payment closes the sheet as failed and reports Stripe’s reason; the card form stays', async () => {
  stripeDouble.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });
  renderWallets();
  await ready(WALLETS);
  await confirm();

  expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
  expect(onAttempt).toHaveBeenCalledWith({ kind: 'failed', message: 'Your card was declined.' });
  expect(screen.getByText(OR_PAY_BY_CARD)).toBeTruthy();
});

test('closing the wallet books nothing, and says the card form is still there', async () => {
  renderWallets();
  await ready(WALLETS);
  await act(() => element().onCancel?.({ elementType: 'expressCheckout' }));

  expect(stripeDouble.confirmPayment).not.toHaveBeenCalled();
  expect(onAttempt).not.toHaveBeenCalled();
  expect(screen.getByRole('status').textContent).toBe(WALLET_CLOSED);
});

test('the Stripe form puts the wallets first and turns the card form’s own wallets off', async () => {
  render(
    <StripeCardForm
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_2"
      payLabel="Pay $21.87"
      busy={false}
      onAttempt={onAttempt}
    />,
  );
  const wallets = screen.getByTestId('stripe-wallet-buttons');
  const cardFields = screen.getByTestId('stripe-card-fields');
  expect(wallets.compareDocumentPosition(cardFields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(stripeDouble.paymentElementOptions).toMatchObject({ wallets: { applePay: 'never', googlePay: 'never' } });
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $21.87' }).disabled).toBe(false);
});
