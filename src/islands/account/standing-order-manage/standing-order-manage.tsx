import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '@/components/payment/spinner';
import { StandingOrderCard } from '@/components/standing-orders/standing-order-card';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { textLinkClass } from '@/components/ui/text-link-class';
import { linkActions, openStandingLink, standingLinkToken } from '@/stores/account/standing-order-link';
import { CARD_NOT_SAVED, returnedCard, type StandingOrder } from '@/stores/account/standing-orders';
import { showToast } from '@/stores/shell/toasts';

const TITLE = 'Your Standing Order';
const TITLE_CLASS = 'text-3xl font-extrabold tracking-tight text-brand-900';

type Phase =
  | { kind: 'opening' }
  | { kind: 'saving-card' }
  | { kind: 'failed'; message: string }
  | { kind: 'open'; order: StandingOrder }
  | { kind: 'gone' };

/** The page's own address with its token alone: where a card's authentication comes back to. */
const pageOf = (token: string) => `/standing-orders/manage?${new URLSearchParams({ token })}`;

/** A link that opens nothing: said plainly, with the way to her standing orders by signing in. */
function LinkGone() {
  return (
    <section className="flex flex-col items-center py-10 text-center">
      <h1 className={TITLE_CLASS}>This link is no longer valid</h1>
      <p className="mt-4 max-w-md text-muted">
        A newer message may have replaced it, or the standing order has ended. Sign in to see your standing orders.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/login" className={buttonVariants({ variant: 'primary', size: 'md' })}>
          Sign In
        </a>
        <a href="/" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Back to Home
        </a>
      </div>
    </section>
  );
}

/**
 * /standing-orders/manage?token=... (issue 49; docs/behaviour/screens.md#standing-order-link): the
 * standing order her message's link opens, as her account shows it, with the same actions through
 * the link. Back from a card's authentication, the card is reported before the standing order opens.
 */
export default function StandingOrderManage() {
  const [phase, setPhase] = useState<Phase>({ kind: 'opening' });
  const [token, setToken] = useState<string | null>(null);

  const open = useCallback(async (linkToken: string) => {
    setPhase({ kind: 'opening' });
    const opened = await openStandingLink(linkToken);
    if (opened.kind === 'open') setPhase({ kind: 'open', order: opened.standingOrder });
    else if (opened.kind === 'gone') setPhase({ kind: 'gone' });
    else setPhase({ kind: 'failed', message: opened.message });
  }, []);

  useEffect(() => {
    const { search } = window.location;
    const linkToken = standingLinkToken(search);
    setToken(linkToken);
    if (!linkToken) {
      setPhase({ kind: 'gone' });
      return;
    }
    const returned = returnedCard(search);
    if (!returned) {
      void open(linkToken);
      return;
    }
    // The gateway's parameters leave the address, so a reload does not report the card again.
    window.history.replaceState(null, '', pageOf(linkToken));
    if (!returned.saved) {
      showToast({ title: 'Card Not Saved', description: CARD_NOT_SAVED, variant: 'destructive' });
      void open(linkToken);
      return;
    }
    setPhase({ kind: 'saving-card' });
    void linkActions(linkToken)
      .cardSaved(returned.setupIntentId)
      .then((outcome) => {
        if (!outcome.ok) showToast({ title: 'Card Not Saved', description: outcome.message, variant: 'destructive' });
        return open(linkToken);
      });
  }, [open]);

  if (phase.kind === 'gone') return <LinkGone />;
  if (phase.kind === 'opening' || phase.kind === 'saving-card') {
    return (
      <>
        <h1 className="sr-only">{TITLE}</h1>
        <Spinner label={phase.kind === 'opening' ? 'Opening your standing order…' : 'Saving your card…'} />
      </>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <h1 className={TITLE_CLASS}>{TITLE}</h1>
        <p className="text-red-900">We couldn't open your standing order. {phase.message}</p>
        <Button variant="secondary" onClick={() => token && void open(token)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className={TITLE_CLASS}>{TITLE}</h1>
        <p className="mt-1 text-muted">
          Change it, skip the next order or pause it here.{' '}
          <a href="/account#standing-orders" className={textLinkClass}>
            Sign in
          </a>{' '}
          to see all of yours.
        </p>
      </header>
      {token && (
        <StandingOrderCard
          order={phase.order}
          actions={linkActions(token)}
          cardReturnPath={pageOf(token)}
          level="h2"
          onChanged={(order) => setPhase({ kind: 'open', order })}
        />
      )}
    </div>
  );
}
