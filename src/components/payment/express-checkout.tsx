import { ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  ExpressCheckoutPaymentMethodsOption,
  StripeExpressCheckoutElementAvailablePaymentMethodsChangeEvent,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import { useState } from 'react';
import type { PaymentAttempt } from './payment-messages';
import { confirmStripePayment } from './payment-result';

export const WALLET_CLOSED = 'The wallet was closed: nothing was charged. You can pay by card below.';
export const OR_PAY_BY_CARD = 'Or pay by card';

/** The wallets, as the phone and the account offer them; no pay-later or other redirecting method. */
const WALLETS: ExpressCheckoutPaymentMethodsOption = {
  applePay: 'auto',
  googlePay: 'auto',
  link: 'auto',
  amazonPay: 'never',
  paypal: 'never',
  klarna: 'never',
};

/** Whether Stripe shows any button: it says `undefined` when none will render. */
const anyWallet = ({ paymentMethods }: StripeExpressCheckoutElementAvailablePaymentMethodsChangeEvent) =>
  Object.values(paymentMethods ?? {}).some((method) => method?.available);

interface ExpressCheckoutProps {
  onAttempt: (attempt: PaymentAttempt) => Promise<void>;
  /** The page a redirect comes back to, which finishes the payment (as the card form's). */
  returnPath: string;
}

/**
 * Apple Pay, Google Pay and Link (whichever the Stripe account and the phone offer), above the card
 * form and inside its <Elements>: the same PaymentIntent, so the same amount, the same
 * authorise-then-capture and the same booking. Until Stripe says a button shows, and whenever none
 * does or the element fails to load, it is hidden (as Stripe's guide hides it: still laid out at the
 * form's width) and takes no height.
 */
export function ExpressCheckout({ onAttempt, returnPath }: ExpressCheckoutProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [shown, setShown] = useState(false);
  const [notice, setNotice] = useState('');

  async function confirm(event: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) {
      event.paymentFailed();
      return;
    }
    setNotice('');
    const attempt = await confirmStripePayment(stripe, elements, returnPath);
    // The wallet's sheet shows the failure too, then closes; the card form stays below.
    if (attempt.kind === 'failed') event.paymentFailed({ reason: 'fail' });
    await onAttempt(attempt);
  }

  return (
    <div className={shown ? 'mb-6' : 'invisible h-0 overflow-hidden'} data-testid="express-checkout">
      <ExpressCheckoutElement
        options={{ buttonHeight: 48, paymentMethods: WALLETS }}
        onAvailablePaymentMethodsChange={(event) => setShown(anyWallet(event))}
        onLoadError={() => setShown(false)}
        onCancel={() => setNotice(WALLET_CLOSED)}
        onConfirm={(event) => void confirm(event)}
      />
      <p role="status" className="mt-2 text-sm text-muted empty:hidden">
        {notice}
      </p>
      {shown && (
        <p className="mt-4 flex items-center gap-3 text-sm text-muted">
          <span aria-hidden="true" className="h-px flex-1 bg-brand-200" />
          {OR_PAY_BY_CARD}
          <span aria-hidden="true" className="h-px flex-1 bg-brand-200" />
        </p>
      )}
    </div>
  );
}
