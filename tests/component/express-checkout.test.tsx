import type { ExpressCheckoutElementProps } from '@stripe/react-stripe-js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { OR_PAY_BY_CARD, WALLET_CLOSED } from '@/components/payment/express-checkout';
import StripeCardForm from '@/components/payment/stripe-card-form';

/*
 * The wallets above the card form (Stripe's Express Checkout Element), with Stripe's React library
 * mocked at its boundary: the element is a stand-in whose events the test fires as Stripe would
 * (which buttons show, confirm, cancel, a load error), and confirmPayment answers what the test says.
 * What is checked is what the customer sees and what the checkout is told: paid (authorised),
 * processing, failed, or nothing at all.
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

const onAttempt = vi.fn(async () => undefined);
const paymentFailed = vi.fn();

beforeEach(() => {
  stripeDouble.element = null;
  stripeDouble.confirmPayment.mockReset();
  onAttempt.mockClear();
  paymentFailed.mockClear();
});

const CONFIRM_WITH_THE_ELEMENTS = {
  elements: stripeDouble.elements,
  confirmParams: { return_url: `${window.location.origin}/checkout` },
  redirect: 'if_required',
};

/** The checkout's Stripe form as the customer gets it: wallets, then the card form. */
function renderStripeForm() {
  render(
    <StripeCardForm
      publishableKey="pk_test_1"
      clientSecret="pi_1_secret_2"
      payLabel="Pay $21.87"
      busy={false}
      onAttempt={onAttempt}
    />,
  );
}

const element = () => {
  if (!stripeDouble.element) throw new Error('the Express Checkout Element was not rendered');
  return stripeDouble.element;
};
const wallets = () => screen.getByTestId('express-checkout');
const takesNoSpace = () => wallets().classList.contains('h-0') && wallets().classList.contains('invisible');
const payByCard = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $21.87' });

/** Stripe says which buttons show (`undefined`: none will), on first render and on any change. */
const walletsOffered = (paymentMethods: Record<string, { available: boolean }> | undefined) =>
  act(() => element().onAvailablePaymentMethodsChange?.({ elementType: 'expressCheckout', paymentMethods }));
const applePayOffered = () => walletsOffered({ applePay: { available: true }, link: { available: true } });

const confirmWallet = () =>
  act(async () => {
    await element().onConfirm({
      elementType: 'expressCheckout',
      expressPaymentType: 'apple_pay',
      paymentFailed,
    } as unknown as Parameters<ExpressCheckoutElementProps['onConfirm']>[0]);
  });

test('the wallets come first, with "Or pay by card" between them and the card form, whose own wallets are off', async () => {
  renderStripeForm();
  expect(takesNoSpace()).toBe(true);
  expect(screen.queryByText(OR_PAY_BY_CARD)).toBeNull();

  await applePayOffered();
  expect(takesNoSpace()).toBe(false);
  expect(screen.getByText(OR_PAY_BY_CARD)).toBeTruthy();
  const [walletButtons, cardFields] = [
    screen.getByTestId('stripe-wallet-buttons'),
    screen.getByTestId('stripe-card-fields'),
  ];
  expect(walletButtons.compareDocumentPosition(cardFields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(stripeDouble.paymentElementOptions).toMatchObject({ wallets: { applePay: 'never', googlePay: 'never' } });
  expect(element().options?.paymentMethods).toMatchObject({ applePay: 'auto', googlePay: 'auto', link: 'auto' });
});

test('with no wallet to offer, the wallets take no space and no separator is shown; the card form is there', async () => {
  renderStripeForm();
  await walletsOffered(undefined);
  expect(takesNoSpace()).toBe(true);
  expect(screen.queryByText(OR_PAY_BY_CARD)).toBeNull();

  await walletsOffered({ applePay: { available: false }, googlePay: { available: false } });
  expect(takesNoSpace()).toBe(true);
  expect(screen.queryByText(OR_PAY_BY_CARD)).toBeNull();
  expect(payByCard().disabled).toBe(false);
});

test('when Stripe cannot load the wallets, they take no space and say nothing', async () => {
  renderStripeForm();
  await applePayOffered();
  await act(() => element().onLoadError?.({ elementType: 'expressCheckout', error: { type: 'api_error' } }));
  expect(takesNoSpace()).toBe(true);
  expect(screen.queryByText(OR_PAY_BY_CARD)).toBeNull();
  expect(screen.queryByRole('status')?.textContent ?? '').toBe('');
});

test.each([
  ['paid', 'succeeded'],
  ['authorised (the shop captures it once the order is booked)', 'requires_capture'],
])('a wallet payment %s confirms the same payment intent and is reported paid with its id', async (_, status) => {
  stripeDouble.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_wallet', status } });
  renderStripeForm();
  await applePayOffered();
  await confirmWallet();

  expect(stripeDouble.confirmPayment).toHaveBeenCalledWith(CONFIRM_WITH_THE_ELEMENTS);
  expect(onAttempt).toHaveBeenCalledExactlyOnceWith({ kind: 'succeeded', paymentIntentId: 'pi_wallet' });
  expect(paymentFailed).not.toHaveBeenCalled();
});

test('a wallet payment still on its way is reported as processing, not paid', async () => {
  stripeDouble.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_wallet', status: 'processing' } });
  renderStripeForm();
  await applePayOffered();
  await confirmWallet();
  expect(onAttempt).toHaveBeenCalledExactlyOnceWith({ kind: 'processing' });
});

test('a declined wallet closes its sheet as failed and reports Stripe’s reason; the card form still pays', async () => {
  stripeDouble.confirmPayment.mockResolvedValueOnce({
    error: { type: 'card_error', message: 'Your card was declined.' },
  });
  renderStripeForm();
  await applePayOffered();
  await confirmWallet();

  expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
  expect(onAttempt).toHaveBeenCalledExactlyOnceWith({ kind: 'failed', message: 'Your card was declined.' });

  stripeDouble.confirmPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_card', status: 'requires_capture' } });
  expect(payByCard().disabled).toBe(false);
  await userEvent.click(payByCard());
  expect(stripeDouble.confirmPayment).toHaveBeenLastCalledWith(CONFIRM_WITH_THE_ELEMENTS);
  expect(onAttempt).toHaveBeenLastCalledWith({ kind: 'succeeded', paymentIntentId: 'pi_card' });
});

test('closing the wallet books nothing, and says politely that the card form is still there', async () => {
  renderStripeForm();
  await applePayOffered();
  await act(() => element().onCancel?.({ elementType: 'expressCheckout' }));

  expect(stripeDouble.confirmPayment).not.toHaveBeenCalled();
  expect(onAttempt).not.toHaveBeenCalled();
  expect(screen.getByRole('status').textContent).toBe(WALLET_CLOSED);
  expect(payByCard().disabled).toBe(false);
});
