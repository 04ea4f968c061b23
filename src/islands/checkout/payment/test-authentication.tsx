import { useEffect, useState } from 'react';
import { formatUsd } from '@/domain/money';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { decideTestAuthentication, lookUpTestPayment } from '@/stores/checkout/test-gateway';
import { Spinner } from '@/components/payment/spinner';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; amountCents: number }
  | { kind: 'saving' }
  | { kind: 'error'; message: string };

/**
 * The test gateway's stand-in for a bank's 3-D Secure page (cards 4000 0025 0000 3155 and 4000 0027
 * 6000 3184), for a payment or a card being saved for later: approve or fail, then back to the page
 * that asked with the provider's return parameters, as a real redirect would.
 */
export default function TestAuthentication() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [deciding, setDeciding] = useState(false);
  const params = new URLSearchParams(window.location.search);
  const clientSecret = params.get('payment_intent_client_secret') ?? params.get('setup_intent_client_secret') ?? '';

  useEffect(() => {
    void lookUpTestPayment(clientSecret).then(setState);
  }, [clientSecret]);

  async function decide(approve: boolean) {
    setDeciding(true);
    const decided = await decideTestAuthentication(clientSecret, approve);
    if (decided.kind === 'redirect') {
      window.location.assign(decided.url);
      return;
    }
    setState(decided);
    setDeciding(false);
  }

  if (state.kind === 'loading') return <Spinner label="Loading the payment..." />;
  if (state.kind === 'error') {
    return (
      <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
        <p>{state.message}</p>
        {params.has('setup_intent_client_secret') ? (
          <Button className="mt-4" onClick={() => window.history.back()}>
            Go Back
          </Button>
        ) : (
          <a href="/checkout" className={`${buttonVariants({ variant: 'primary' })} mt-4`}>
            Back to Payment
          </a>
        )}
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
      <p className="text-sm">
        <span className="mr-2 rounded bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
          Test mode
        </span>
        This page stands in for your bank's security check.
      </p>
      <p className="mt-4 text-lg">
        {state.kind === 'saving' ? (
          'Kenyan Bites asks you to confirm that your card may be saved for later payments.'
        ) : (
          <>
            Kenyan Bites asks you to confirm a payment of <strong>{formatUsd(state.amountCents)}</strong>.
          </>
        )}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => void decide(true)} disabled={deciding}>
          Complete authentication
        </Button>
        <Button size="lg" variant="secondary" onClick={() => void decide(false)} disabled={deciding}>
          Fail authentication
        </Button>
      </div>
    </div>
  );
}
