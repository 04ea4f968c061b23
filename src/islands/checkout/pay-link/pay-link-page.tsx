import { useCallback, useEffect, useRef, useState } from 'react';
import { formatAmount } from '@/components/orders/order-format';
import { CardForm } from '@/components/payment/card-form';
import {
  PAYMENT_PROCESSING_TOAST,
  paymentFailedToast,
  type PaymentAttempt,
} from '@/components/payment/payment-messages';
import { Spinner } from '@/components/payment/spinner';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { readPaymentReturn } from '@/stores/checkout/checkout-payment';
import { openPayLink, payLinkToken, reportPayLink, type OpenedLink, type PaidLink } from '@/stores/checkout/pay-link';
import { showToast } from '@/stores/shell/toasts';
import { LinkGone } from './link-gone';
import { LinkOrderSummary } from './link-order-summary';
import { LinkPaid } from './link-paid';
import {
  COMPLETING_PAYMENT,
  PURPOSE_SENTENCES,
  holdSentence,
  OPEN_FAILED,
  OPENING_ORDER,
  PAY_NEW_AMOUNT,
  PAY_PAGE_TITLE,
  payForOrderTitle,
  REPORT_FAILED_TEXT,
  REPORT_FAILED_TITLE,
  TRY_AGAIN,
} from './pay-link-messages';

type Phase =
  | { kind: 'opening' }
  | { kind: 'completing' }
  | { kind: 'open-failed'; message: string }
  /** `notice`: why the link was opened again (the order changed while the customer paid). */
  | { kind: 'ready'; link: OpenedLink; notice?: string }
  | { kind: 'report-failed'; paymentIntentId: string; message: string }
  | { kind: 'paid'; paid: PaidLink }
  /** `whilePaying`: it ended under the customer's hands, so the page moves the focus. */
  | { kind: 'gone'; whilePaying: boolean };

const TITLE_CLASS = 'text-3xl font-extrabold tracking-tight text-brand-900';
const CARD_CLASS = 'rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6';

/**
 * /pay?token=...: the order a payment link pays for and the card form, as the checkout shows it
 * (issue 37; docs/behaviour/rules.md#orders-the-owner-enters). The link's payment is started when the page
 * opens it; an authorised card is reported, and the server confirms the order and takes the money.
 * Back from a card's authentication (Stripe's redirect), the payment is reported directly.
 */
export default function PayLinkPage() {
  const [phase, setPhase] = useState<Phase>({ kind: 'opening' });
  const [reporting, setReporting] = useState(false);
  const token = useRef<string | null>(null);
  // A report that failed replaces the pay button: the way on takes the focus.
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phase.kind === 'report-failed') retry.current?.focus();
  }, [phase.kind]);

  /** Opens the link; `notice`: the server refused the payment just made, whose words are shown with the new one. */
  const open = useCallback(async (linkToken: string, notice?: string) => {
    setPhase({ kind: 'opening' });
    const outcome = await openPayLink(linkToken);
    if (outcome.kind === 'done') setPhase({ kind: 'ready', link: outcome.value, ...(notice && { notice }) });
    else if (outcome.kind === 'gone') setPhase({ kind: 'gone', whilePaying: notice !== undefined });
    else setPhase({ kind: 'open-failed', message: outcome.message });
  }, []);

  const report = useCallback(
    async (linkToken: string, paymentIntentId: string) => {
      setReporting(true);
      const outcome = await reportPayLink(linkToken, paymentIntentId);
      setReporting(false);
      if (outcome.kind === 'done') setPhase({ kind: 'paid', paid: outcome.value });
      // The link ended first (run out, paid otherwise): the server lets the payment go, nothing is charged.
      else if (outcome.kind === 'gone') setPhase({ kind: 'gone', whilePaying: true });
      // The order changed while the page was open: that payment was let go; the link asks its new amount.
      else if (outcome.kind === 'changed') await open(linkToken, outcome.message);
      else setPhase({ kind: 'report-failed', paymentIntentId, message: outcome.message });
    },
    [open],
  );

  useEffect(() => {
    const { search } = window.location;
    const linkToken = payLinkToken(search);
    token.current = linkToken;
    if (!linkToken) {
      setPhase({ kind: 'gone', whilePaying: false });
      return;
    }
    const returned = readPaymentReturn(search);
    if (returned?.redirectStatus === 'succeeded') {
      setPhase({ kind: 'completing' });
      void report(linkToken, returned.payment.id);
      return;
    }
    if (returned) {
      // The card's authentication failed: the link opens again for another try, its address restored.
      showToast(paymentFailedToast(undefined));
      window.history.replaceState(null, '', `/pay?${new URLSearchParams({ token: linkToken })}`);
    }
    void open(linkToken);
  }, [open, report]);

  const onAttempt = useCallback(
    async (attempt: PaymentAttempt) => {
      const linkToken = token.current;
      if (!linkToken) return;
      if (attempt.kind === 'failed') showToast(paymentFailedToast(attempt.message));
      // A link's refusal (the test gateway books as it confirms): the link ended, or the order
      // changed, meanwhile; the payment was let go. Opened again, the link says which.
      else if (attempt.kind === 'refused') await open(linkToken, attempt.message);
      else if (attempt.kind === 'processing') showToast(PAYMENT_PROCESSING_TOAST);
      else if (attempt.kind === 'redirect') window.location.assign(attempt.url);
      else await report(linkToken, attempt.paymentIntentId);
    },
    [open, report],
  );

  const retryWith = (call: (linkToken: string) => Promise<void>) => {
    if (token.current) void call(token.current);
  };

  if (phase.kind === 'gone') return <LinkGone takeFocus={phase.whilePaying} />;
  if (phase.kind === 'paid') return <LinkPaid paid={phase.paid} />;
  if (phase.kind === 'opening' || phase.kind === 'completing') {
    return (
      <>
        <h1 className="sr-only">{PAY_PAGE_TITLE}</h1>
        <Spinner label={phase.kind === 'opening' ? OPENING_ORDER : COMPLETING_PAYMENT} />
      </>
    );
  }
  if (phase.kind === 'open-failed') {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <h1 className={TITLE_CLASS}>{PAY_PAGE_TITLE}</h1>
        <p className="text-red-900">
          {OPEN_FAILED} {phase.message}
        </p>
        <Button variant="secondary" onClick={() => retryWith(open)}>
          {TRY_AGAIN}
        </Button>
      </div>
    );
  }
  if (phase.kind === 'report-failed') {
    return (
      <div className="py-6">
        <h1 className={TITLE_CLASS}>{PAY_PAGE_TITLE}</h1>
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
          <h2 className="font-bold">{REPORT_FAILED_TITLE}</h2>
          <p className="mt-1">{REPORT_FAILED_TEXT}</p>
          <p className="mt-2 text-sm">{phase.message}</p>
          {/* A plain button: the focus is put on it, and it is only shown once the island runs. */}
          <button
            ref={retry}
            type="button"
            className={`${buttonVariants({ variant: 'primary' })} mt-4`}
            disabled={reporting}
            onClick={() => retryWith((linkToken) => report(linkToken, phase.paymentIntentId))}
          >
            {reporting ? 'Trying again...' : TRY_AGAIN}
          </button>
        </div>
      </div>
    );
  }

  const { link } = phase;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className={TITLE_CLASS}>{payForOrderTitle(link.order.orderNumber)}</h1>
        {link.purpose !== 'order' && (
          <p className="mt-2 text-lg font-semibold text-brand-800">
            {PURPOSE_SENTENCES[link.purpose](apiDecimalToCents(link.amount))}
          </p>
        )}
        <p className="mt-2 text-ink">{holdSentence(new Date(link.expiresAt))}</p>
        {phase.notice && (
          <div role="alert" className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
            <p className="font-bold">{phase.notice}</p>
            <p className="mt-1">{PAY_NEW_AMOUNT}</p>
          </div>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <LinkOrderSummary order={link.order} />
        <section aria-labelledby="pay-link-payment-heading" className={CARD_CLASS}>
          <h2 id="pay-link-payment-heading" className="text-lg font-bold text-brand-900">
            Card Payment
          </h2>
          <div className="mt-4">
            {/* A new payment (the link opened again for a changed order) gets a new form. */}
            <CardForm
              key={link.payment.clientSecret}
              payment={link.payment}
              payLabel={`Pay ${formatAmount(link.amount)}`}
              busy={reporting}
              onAttempt={onAttempt}
              returnPath="/pay"
            />
          </div>
        </section>
      </div>
    </div>
  );
}
