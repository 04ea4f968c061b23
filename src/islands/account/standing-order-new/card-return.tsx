import { useEffect, useState } from 'react';
import { Spinner } from '@/components/payment/spinner';
import { textLinkClass } from '@/components/ui/text-link-class';
import { CARD_NOT_SAVED, finishNewStandingOrder, STANDING_ORDERS_ON_ACCOUNT } from '@/stores/account/standing-orders';

/** The card's authentication came back to this page: saved (its setup's id), or not. */
export type CardReturned = { id: number } & ({ saved: true; setupIntentId: string } | { saved: false });

/**
 * Back from a card's authentication: a saved card is reported at once and she goes on to her
 * standing orders; a card not saved (or a report refused) says so, with the way to add it from her
 * account, where the standing order waits for it.
 */
export function CardReturn({ returned }: { returned: CardReturned }) {
  const [problem, setProblem] = useState<string | null>(returned.saved ? null : CARD_NOT_SAVED);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the return is reported once, as the page opens
  useEffect(() => {
    if (!returned.saved) return;
    void finishNewStandingOrder(returned.id, returned.setupIntentId).then((outcome) => {
      if (!outcome.ok) setProblem(outcome.message);
    });
  }, []);

  if (!problem) return <Spinner label="Saving your card…" />;
  return (
    <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{problem}</p>
      <p className="mt-1">
        Your standing order is saved and waits for its card:{' '}
        <a href={STANDING_ORDERS_ON_ACCOUNT} className={textLinkClass}>
          add the card from your account
        </a>
        .
      </p>
    </div>
  );
}
