import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ExpressCheckout } from './express-checkout';
import type { PaymentAttempt } from './payment-messages';
import { confirmStripePayment } from './payment-result';
import { stripeFor } from './stripe-loader';

interface FormProps {
  payLabel: string;
  busy: boolean;
  onAttempt: (attempt: PaymentAttempt) => Promise<void>;
  /**
   * The page a redirect (a card's authentication) comes back to, which finishes the payment from
   * Stripe's return parameters: the checkout's, or a payment link's pay page.
   */
  returnPath?: string;
}

function PaymentForm({ payLabel, busy, onAttempt, returnPath = '/checkout' }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  async function pay(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      await onAttempt(await confirmStripePayment(stripe, elements, returnPath));
    } finally {
      setSubmitting(false);
    }
  }

  const disabled = !stripe || busy || submitting;
  return (
    <form onSubmit={(event) => void pay(event)}>
      <ExpressCheckout onAttempt={onAttempt} returnPath={returnPath} />
      {/* The wallets are the Express Checkout's, above: not offered twice. */}
      <PaymentElement options={{ layout: 'tabs', wallets: { applePay: 'never', googlePay: 'never' } }} />
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={disabled}>
        {busy || submitting ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}

/**
 * Stripe's wallets (Express Checkout Element) above its Payment Element, for one PaymentIntent;
 * loaded only when the server says Stripe is the gateway.
 */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  ...form
}: FormProps & { publishableKey: string; clientSecret: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm {...form} />
    </Elements>
  );
}
