import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SaveCardForm } from '@/components/payment/save-card-form';
import type { StandingOutcome, StandingSetup } from '@/stores/account/standing-orders';

/**
 * The card a standing order is charged to: the card form in its save mode (nothing is charged
 * now), then the card reported to the server (`save`). A refusal of the report shows above the
 * form, which stays for another try.
 */
export function CardStep({
  setup,
  saveLabel,
  returnPath,
  save,
}: {
  setup: StandingSetup;
  saveLabel: string;
  /** Where a card's authentication comes back to (the page reads the result there). */
  returnPath: string;
  save: (setupIntentId: string) => Promise<StandingOutcome<unknown>>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSaved = async (setupIntentId: string) => {
    setBusy(true);
    setProblem(null);
    const outcome = await save(setupIntentId);
    // Saved, the page moves on (the form closes, or the next page loads): it stays busy until then.
    if (outcome.ok) return;
    setBusy(false);
    setProblem(outcome.message);
  };

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={problem} />
      <SaveCardForm setup={setup} saveLabel={saveLabel} busy={busy} onSaved={onSaved} returnPath={returnPath} />
    </div>
  );
}
