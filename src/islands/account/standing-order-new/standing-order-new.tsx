import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { SignedOutNotice } from '@/components/session/signed-out-notice';
import { useSessionState } from '@/components/session/use-session-state';
import { LoadFailed } from '@/components/ui/load-failed';
import type { SessionUser } from '@/domain/session-user';
import { prefillFrom, reloadStandingForm, type StandingPrefill } from '@/stores/account/standing-order-prefill';
import { $standingOrders, returnedCard, type SavedStandingOrder } from '@/stores/account/standing-orders';
import { $products } from '@/stores/storefront/storefront-data';
import { CardReturn, type CardReturned } from './card-return';
import { NewStandingCard } from './new-standing-card';
import { NewStandingForm } from './new-standing-form';
import { startValues } from './standing-form-values';

function Heading() {
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">New Standing Order</h1>
      <p className="mt-1 text-muted">Your usual order, placed for you each time and charged to your saved card.</p>
    </div>
  );
}

/** The page's skeleton: no control is shown until the form can work. */
function Loading({ label }: { label: string }) {
  const bar = 'animate-pulse rounded bg-brand-100 motion-reduce:animate-none';
  return (
    <div role="status" className="mt-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-6">
        {[0, 1, 2].map((part) => (
          <div key={part} className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-5 sm:p-6">
            <div className={`h-6 w-40 ${bar}`} />
            <div className={`h-11 w-full ${bar}`} />
            <div className={`h-11 w-full ${bar}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

type Start =
  | { status: 'loading' }
  | { status: 'ready'; prefill: StandingPrefill | null; missing: string | null }
  | { status: 'failed' };

/** The past order or cart it starts from, read once from the page's address. */
function useStart(): [Start, () => void] {
  const [start, setStart] = useState<Start>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per try ('Try Again' counts one more)
  useEffect(() => {
    let live = true;
    setStart({ status: 'loading' });
    prefillFrom(window.location.search).then(
      (found) => live && setStart({ status: 'ready', ...found }),
      () => live && setStart({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return [start, () => setAttempt((count) => count + 1)];
}

/** The card's authentication that came back to this page (`?card={id}` and the gateway's parameters), if any. */
function cardReturned(search: string): CardReturned | null {
  const returned = returnedCard(search);
  const id = Number(new URLSearchParams(search).get('card'));
  return returned && Number.isSafeInteger(id) && id > 0 ? { id, ...returned } : null;
}

function NewStandingOrder({ user }: { user: SessionUser }) {
  const [returned] = useState(() => cardReturned(window.location.search));
  return returned ? <CardReturn returned={returned} /> : <NewStandingOrderForm user={user} />;
}

function NewStandingOrderForm({ user }: { user: SessionUser }) {
  const menu = useStore($products);
  const standing = useStore($standingOrders);
  const [start, retryStart] = useStart();
  const [saved, setSaved] = useState<SavedStandingOrder | null>(null);

  if (saved) return <NewStandingCard saved={saved} />;
  if (menu.error || standing.error || start.status === 'failed') {
    const retry = () => {
      if (menu.error || standing.error) reloadStandingForm();
      if (start.status === 'failed') retryStart();
    };
    return (
      <LoadFailed onRetry={retry} className="mt-6">
        <strong className="font-semibold">We couldn't open the form.</strong> Please check your connection.
      </LoadFailed>
    );
  }
  if (!menu.data || !standing.data || start.status === 'loading') return <Loading label="Loading the form" />;
  return (
    <div className="mt-6 flex flex-col gap-4">
      {start.missing && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          We couldn't find order {start.missing} among your recent orders: choose the dishes below.
        </p>
      )}
      <NewStandingForm
        start={startValues(start.prefill, menu.data, user)}
        menu={menu.data}
        agreement={standing.data.agreement}
        frequency={standing.data.frequency}
        onSaved={setSaved}
      />
    </div>
  );
}

/**
 * /standing-orders/new (issue 49; docs/behaviour/screens.md#new-standing-order): a signed-in
 * customer's new standing order, from a past order, from the cart or blank; saved, then its card.
 * Skeletons until who is signed in and the form's data are known; 'Sign In Required' for a visitor.
 */
export default function StandingOrderNew() {
  const session = useSessionState();
  if (session.status === 'signed-out') {
    return (
      <SignedOutNotice
        heading="Sign In Required"
        message="Please sign in to make a standing order."
        alternative={{ href: '/register', label: 'Create Account' }}
      />
    );
  }
  return (
    <>
      <Heading />
      {session.status === 'loading' ? <Loading label="Loading the form" /> : <NewStandingOrder user={session.user} />}
    </>
  );
}
