import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { comeBackTo, confirmStripeSetup, setupProblem } from './setup-result';
import { stripeFor } from './stripe-loader';

interface FormProps {
  saveLabel: string;
  busy: boolean;
  onSaved: (setupIntentId: string) => Promise<void>;
  /** The page a bank's check comes back to, which finishes the saving from Stripe's return parameters. */
  returnPath?: string | undefined;
}

function SetupForm({ saveLabel, busy, onSaved, returnPath }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const problemId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setProblem(null);
    try {
      const attempt = await confirmStripeSetup(stripe, elements, comeBackTo(returnPath));
      if (attempt.kind === 'saved') await onSaved(attempt.setupIntentId);
      // A redirect leaves the page; the Payment Element keeps what was typed otherwise.
      else if (attempt.kind !== 'redirect') setProblem(setupProblem(attempt));
    } finally {
      setSubmitting(false);
    }
  }

  const disabled = !stripe || busy || submitting;
  return (
    <form onSubmit={(event) => void save(event)} aria-describedby={problemId}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <p id={problemId} role="alert" className="mt-3 min-h-5 text-sm font-semibold text-kenya-red">
        {problem}
      </p>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={disabled}>
        {busy || submitting ? 'Saving...' : saveLabel}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for a SetupIntent: a card saved for later; loaded only when Stripe is the gateway. */
export default function StripeSaveCardForm({
  publishableKey,
  clientSecret,
  ...form
}: FormProps & { publishableKey: string; clientSecret: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <SetupForm {...form} />
    </Elements>
  );
}
