import { useCallback, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { CardForm } from '@/components/payment/card-form';
import {
  PAYMENT_PROCESSING_TOAST,
  type PaymentAttempt,
  paymentFailedToast,
} from '@/components/payment/payment-messages';
import { Spinner } from '@/components/payment/spinner';
import { buttonVariants } from '@/components/ui/button-variants';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { type Cents, formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { readPaymentReturn } from '@/stores/checkout/checkout-payment';
import { showToast } from '@/stores/shell/toasts';
import { type PurchasedCard, type PurchasePayment, reportGiftCardPaid } from '@/stores/storefront/gift-card-purchase';
import { PurchaseForm } from './purchase-form';

type Phase =
  | { kind: 'form' }
  | { kind: 'paying'; payment: PurchasePayment; amountCents: number }
  | { kind: 'completing' }
  | { kind: 'report-failed'; message: string }
  | { kind: 'bought'; card: PurchasedCard };

/** The card bought: its code once (kept nowhere else), and when it goes to its recipient. */
function Bought({ card }: { card: PurchasedCard }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="bought-heading"
      className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="bought-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        Gift card bought
      </h2>
      <p className="mt-2 text-ink">
        A {formatUsd(apiDecimalToCents(card.amount))} card for {card.recipientName}, e-mailed to them on{' '}
        {dayLabel(card.sendOn)}.
      </p>
      {card.code ? (
        <>
          <p className="mt-4 text-sm text-muted">Its code, shown this once (we keep only a fingerprint of it):</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-widest text-ink">{card.code}</p>
        </>
      ) : (
        <p className="mt-4 text-sm text-muted">Its code is in {card.recipientName}'s e-mail.</p>
      )}
      <a href="/gift-cards/balance" className={`${buttonVariants({ variant: 'secondary' })} mt-6`}>
        Check a card's balance
      </a>
    </section>
  );
}

/**
 * /gift-cards (docs/behaviour/screens.md#gift-cards-page): the form, offering `presets` (the owner's
 * amounts in cents, as the page read them), then the card form for the card's amount, then the card
 * bought with its code. Back from a card's authentication (Stripe's redirect), the payment is
 * reported directly.
 */
export default function GiftCardPurchase({ presets }: { presets: readonly Cents[] }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [reporting, setReporting] = useState(false);

  const report = useCallback(async (paymentIntentId: string, clientSecret: string) => {
    setReporting(true);
    const reported = await reportGiftCardPaid(paymentIntentId, clientSecret);
    setReporting(false);
    setPhase(
      reported.ok ? { kind: 'bought', card: reported.card } : { kind: 'report-failed', message: reported.message },
    );
  }, []);

  useEffect(() => {
    const returned = readPaymentReturn(window.location.search);
    if (!returned) return;
    window.history.replaceState(null, '', '/gift-cards');
    if (returned.redirectStatus !== 'succeeded') {
      showToast(paymentFailedToast(undefined));
      return;
    }
    setPhase({ kind: 'completing' });
    void report(returned.payment.id, returned.payment.clientSecret);
  }, [report]);

  const onAttempt = useCallback(
    async (attempt: PaymentAttempt) => {
      if (phase.kind !== 'paying') return;
      if (attempt.kind === 'failed') showToast(paymentFailedToast(attempt.message));
      else if (attempt.kind === 'processing') showToast(PAYMENT_PROCESSING_TOAST);
      else if (attempt.kind === 'redirect') window.location.assign(attempt.url);
      else if (attempt.kind === 'succeeded') await report(attempt.paymentIntentId, phase.payment.clientSecret);
    },
    [phase, report],
  );

  if (phase.kind === 'bought') return <Bought card={phase.card} />;
  if (phase.kind === 'completing') return <Spinner label="Completing your purchase..." />;
  if (phase.kind === 'report-failed') return <FormAlert message={phase.message} />;
  if (phase.kind === 'paying') {
    return (
      <section
        aria-labelledby="card-payment-heading"
        className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="card-payment-heading" className="text-lg font-bold text-brand-900">
          Card Payment
        </h2>
        <div className="mt-4">
          <CardForm
            payment={phase.payment}
            payLabel={`Pay ${formatUsd(phase.amountCents)}`}
            busy={reporting}
            onAttempt={onAttempt}
            returnPath="/gift-cards"
          />
        </div>
      </section>
    );
  }
  return (
    <PurchaseForm
      presets={presets}
      onStarted={(payment, amountCents) => setPhase({ kind: 'paying', payment, amountCents })}
    />
  );
}
