import { useEffect, useState } from 'react';
import { Spinner } from '@/components/payment/spinner';
import { Button } from '@/components/ui/button';
import type { StandingOrder, StandingOrderActions, StandingSetup } from '@/stores/account/standing-orders';
import { CardStep } from './card-step';
import { EditPanel } from './edit-panel';

/**
 * 'Change card' (or 'Add a card' while it has none): the server's setup for the card form
 * (`newCard`), the card form in its save mode, then the card reported (`cardSaved`).
 */
export function CardEdit({
  order,
  actions,
  returnPath,
  onDone,
  onClose,
}: {
  order: StandingOrder;
  actions: StandingOrderActions;
  returnPath: string;
  onDone: (changed: StandingOrder) => void;
  onClose: () => void;
}) {
  const [setup, setSetup] = useState<StandingSetup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per try ('Try again' counts one more)
  useEffect(() => {
    let live = true;
    setProblem(null);
    void actions.newCard().then((outcome) => {
      if (!live) return;
      if (outcome.ok) setSetup(outcome.value);
      else setProblem(outcome.message);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const save = async (setupIntentId: string) => {
    const outcome = await actions.cardSaved(setupIntentId);
    if (outcome.ok) onDone(outcome.value);
    return outcome;
  };

  return (
    <EditPanel title={order.card ? 'Change card' : 'Add a card'} problem={problem} onClose={onClose}>
      <p className="text-sm text-muted">
        Nothing is charged now. We charge each order to this card when it is due, and tell you.
      </p>
      {setup ? (
        <CardStep setup={setup} saveLabel="Save card" returnPath={returnPath} save={save} />
      ) : problem ? (
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)} className="self-start">
          Try again
        </Button>
      ) : (
        <Spinner label="Loading the card form..." />
      )}
    </EditPanel>
  );
}
