import { lazy, Suspense } from 'react';
import { Spinner } from './spinner';
import { TestSaveCardForm } from './test-save-card-form';

// Stripe.js and its form load only when Stripe is the gateway (docs/architecture.md#browser-state).
const StripeSaveCardForm = lazy(() => import('./stripe-save-card-form'));

interface SaveCardFormProps {
  /** The setup the server started: its secret and the gateway whose form takes the card. */
  setup: { clientSecret: string; gateway: 'stripe' | 'test'; publishableKey: string | null };
  saveLabel: string;
  busy: boolean;
  /** The card is saved: the page has the server read it from the setup. */
  onSaved: (setupIntentId: string) => Promise<void>;
  /**
   * Where a bank's check comes back to (this page unless said), which finishes the saving from
   * Stripe's return parameters (readSetupReturn, src/stores/checkout/card-setup.ts).
   */
  returnPath?: string;
}

/**
 * The card form in "save a card" mode (issue 49): a card saved for later charges made without its
 * customer, with the gateway the server chose: Stripe's Payment Element for a SetupIntent, or the
 * built-in test gateway's form.
 */
export function SaveCardForm({ setup, ...form }: SaveCardFormProps) {
  if (setup.gateway === 'stripe' && setup.publishableKey) {
    return (
      <Suspense fallback={<Spinner label="Loading the card form..." />}>
        <StripeSaveCardForm publishableKey={setup.publishableKey} clientSecret={setup.clientSecret} {...form} />
      </Suspense>
    );
  }
  return <TestSaveCardForm clientSecret={setup.clientSecret} {...form} />;
}
