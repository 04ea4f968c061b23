import type { TestCardInput } from '@/domain/test-cards';
import { confirmTestSetup } from '@/stores/checkout/test-gateway';
import { Button } from '@/components/ui/button';
import { comeBackTo, setupProblem } from './setup-result';
import { TestCardFields, TestNumber, useTestCardEntry } from './test-card-fields';

/**
 * The built-in test gateway's form for saving a card for later charges: Stripe's public test numbers
 * behave as Stripe's test mode saves them (src/domain/test-cards.ts). The bank's words show in the
 * form, what was typed kept; a card that needs its bank's check goes to the test bank's page, which
 * comes back to `returnPath`.
 */
export function TestSaveCardForm({
  clientSecret,
  saveLabel,
  busy,
  onSaved,
  returnPath,
}: {
  clientSecret: string;
  saveLabel: string;
  busy: boolean;
  onSaved: (setupIntentId: string) => Promise<void>;
  returnPath?: string | undefined;
}) {
  const entry = useTestCardEntry();

  async function save(card: TestCardInput) {
    const attempt = await confirmTestSetup(clientSecret, card, comeBackTo(returnPath));
    if (attempt.kind === 'saved') await onSaved(attempt.setupIntentId);
    else if (attempt.kind === 'redirect') window.location.assign(attempt.url);
    else entry.setProblem(setupProblem(attempt));
  }

  const disabled = busy || entry.submitting;
  return (
    <form onSubmit={entry.onSubmit(save)} noValidate aria-describedby={`${entry.id}-mode`}>
      <TestCardFields
        entry={entry}
        disabled={disabled}
        hint={
          <>
            Save <TestNumber>4242 4242 4242 4242</TestNumber>, any future date and any CVC.{' '}
            <TestNumber>4000 0025 0000 3155</TestNumber> asks you to authenticate once;{' '}
            <TestNumber>4000 0027 6000 3184</TestNumber> does too, and its later charges fail;{' '}
            <TestNumber>4000 0000 0000 0341</TestNumber> saves, but its charges are declined.
          </>
        }
      />
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={disabled}>
        {disabled ? 'Saving...' : saveLabel}
      </Button>
    </form>
  );
}
