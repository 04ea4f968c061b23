import type { TestCardInput } from '@/domain/test-cards';
import { confirmTestPayment } from '@/stores/checkout/test-gateway';
import { Button } from '@/components/ui/button';
import type { PaymentAttempt } from './payment-messages';
import { TestCardFields, TestNumber, useTestCardEntry } from './test-card-fields';

/**
 * The built-in test gateway's card form (docs/architecture.md#payments): it takes Stripe's public test numbers only,
 * says so plainly, and reports the outcome the way Stripe.js's confirmPayment does.
 */
export function TestCardForm({
  clientSecret,
  payLabel,
  busy,
  onAttempt,
}: {
  clientSecret: string;
  payLabel: string;
  busy: boolean;
  onAttempt: (attempt: PaymentAttempt) => Promise<void>;
}) {
  const entry = useTestCardEntry();

  async function pay(card: TestCardInput) {
    const attempt = await confirmTestPayment(clientSecret, card);
    if (attempt.kind === 'failed' && attempt.message) entry.setProblem(attempt.message);
    await onAttempt(attempt);
  }

  const disabled = busy || entry.submitting;
  return (
    <form onSubmit={entry.onSubmit(pay)} noValidate aria-describedby={`${entry.id}-mode`}>
      <TestCardFields
        entry={entry}
        disabled={disabled}
        hint={
          <>
            Pay with <TestNumber>4242 4242 4242 4242</TestNumber>, any future date and any CVC.{' '}
            <TestNumber>4000 0000 0000 0002</TestNumber> is declined; <TestNumber>4000 0025 0000 3155</TestNumber> asks
            you to authenticate.
          </>
        }
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={disabled}>
        {disabled ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
