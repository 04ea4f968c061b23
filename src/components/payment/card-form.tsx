import { lazy, Suspense } from 'react';
import type { PaymentAttempt } from './payment-messages';
import { Spinner } from './spinner';
import { TestCardForm } from './test-card-form';

// Stripe.js and its form load only when Stripe is the gateway (docs/architecture.md#browser-state).
const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface CardFormProps {
  /** The payment the server started: its secret and the gateway whose form takes the card. */
  payment: { clientSecret: string; gateway: 'stripe' | 'test'; publishableKey: string | null };
  payLabel: string;
  busy: boolean;
  onAttempt: (attempt: PaymentAttempt) => Promise<void>;
  /** Where Stripe comes back to after a redirect (the checkout's page unless said). */
  returnPath?: string;
}

/**
 * The card form of the gateway the server chose, as the checkout and a payment link's pay page
 * both show it: Stripe's Payment Element, or the built-in test gateway's form.
 */
export function CardForm({ payment, returnPath, ...form }: CardFormProps) {
  if (payment.gateway === 'stripe' && payment.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the card form..." />}>
        <StripeCardForm
          publishableKey={payment.publishableKey}
          clientSecret={payment.clientSecret}
          {...(returnPath !== undefined && { returnPath })}
          {...form}
        />
      </Suspense>
    );
  }
  return <TestCardForm clientSecret={payment.clientSecret} {...form} />;
}
