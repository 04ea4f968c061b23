import { useCallback, useEffect, useRef, useState } from 'react';
import { formatUsd } from '@/domain/money';
import { buttonVariants } from '@/components/ui/button-variants';
import { Button } from '@/components/ui/button';
import { ProgressSteps } from '@/components/storefront/progress-steps';
import { MENU_WITH_CART_OPEN } from '@/stores/checkout/reorder';
import {
  bookingRefusal,
  type CardsSplit,
  placeCoveredOrder,
  readPaymentReturn,
  recordPaidOrder,
  showConfirmation,
  splitWithGiftCards,
  startPayment,
  startRefusal,
  type PaidPayment,
  type StartedCheckout,
  type StartedPayment,
} from '@/stores/checkout/checkout-payment';
import { normaliseGiftCardCode } from '@/domain/gift-cards/gift-card-code';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { GiftCardsPanel } from './gift-cards-panel';
import { readPendingOrder, type PendingOrder } from '@/stores/checkout/pending-order';
import { showToast } from '@/stores/shell/toasts';
import { OrderSummary } from './order-summary';
import {
  CHOOSE_ANOTHER_TIME,
  ORDER_CREATION_FAILED_TOAST,
  PAYMENT_ERROR_TEXT,
  PAYMENT_ERROR_TITLE,
  PAYMENT_PROCESSING_TOAST,
  paymentFailedToast,
  type PaymentAttempt,
  WINDOW_FILLED_TITLE,
} from '@/components/payment/payment-messages';
import { Spinner } from '@/components/payment/spinner';
import { CardForm } from '@/components/payment/card-form';

type Phase =
  | { kind: 'starting' }
  | { kind: 'returning' }
  | { kind: 'ready'; payment: StartedPayment }
  /** The gift cards pay it all: no card form, only the checkout to place. */
  | { kind: 'covered'; checkoutId: string }
  | { kind: 'start-failed'; reason: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'record-failed'; paid: PaidPayment };

/**
 * The payment page (docs/behaviour/screens.md#payment): the payment intent is created on load,
 * the card is confirmed with the gateway the server chose, and an authorised payment becomes an
 * order before the confirmation page. Back from a provider redirect, the order is completed
 * directly. A payment whose window filled while the customer paid is not charged: the page says so
 * and names the next free time (the server's words), with the way back to choose another.
 */
export const GIFT_CARD_ALREADY_ADDED = 'That gift card is already on this order.';

/** The phase a started checkout opens: the card form, or placing an order the gift cards pay in full. */
const readyFor = (started: StartedCheckout): Phase =>
  'covered' in started ? { kind: 'covered', checkoutId: started.checkoutId } : { kind: 'ready', payment: started };

export default function CheckoutPage() {
  const [pending] = useState<PendingOrder | null>(() => readPendingOrder());
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [recording, setRecording] = useState(false);
  // The gift cards on the order (their codes as read back) and what each pays, by the server's quote.
  const [giftCards, setGiftCards] = useState<string[]>([]);
  const [split, setSplit] = useState<CardsSplit | null>(null);
  const [changingCards, setChangingCards] = useState(false);
  // The pay button the customer pressed is gone: the way on takes the focus.
  const chooseAnotherTime = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (phase.kind === 'refused') chooseAnotherTime.current?.focus();
  }, [phase.kind]);

  const record = useCallback(
    async (order: PendingOrder, paid: PaidPayment) => {
      setRecording(true);
      try {
        showConfirmation(order, paid.id, await recordPaidOrder(order, paid), split);
      } catch (error) {
        const refusal = bookingRefusal(error);
        if (refusal) setPhase({ kind: 'refused', message: refusal });
        else {
          showToast(ORDER_CREATION_FAILED_TOAST);
          setPhase({ kind: 'record-failed', paid });
        }
        setRecording(false);
      }
    },
    [split],
  );

  useEffect(() => {
    if (!pending) {
      window.location.replace('/');
      return;
    }
    const returned = readPaymentReturn(window.location.search);
    if (returned?.redirectStatus === 'succeeded') {
      setPhase({ kind: 'returning' });
      // Authorised at the provider: the confirmation follows even if reaching the server fails here,
      // since the server books it from the provider's own notice (the webhook). Only the server's
      // refusal (the window filled meanwhile, the card not charged) stops it.
      recordPaidOrder(pending, returned.payment).then(
        (recorded) => showConfirmation(pending, returned.payment.id, recorded),
        (error: unknown) => {
          const refusal = bookingRefusal(error);
          if (refusal) setPhase({ kind: 'refused', message: refusal });
          else showConfirmation(pending, returned.payment.id, null);
        },
      );
      return;
    }
    if (returned) {
      showToast(paymentFailedToast(undefined));
      window.history.replaceState(null, '', '/checkout');
    }
    let current = true;
    startPayment(pending)
      .then((started) => current && setPhase(readyFor(started)))
      .catch((error: unknown) => current && setPhase({ kind: 'start-failed', reason: startRefusal(error) }));
    return () => {
      current = false;
    };
  }, [pending]);

  /** The order's gift cards changed: the split is asked again, then a payment for what is left. */
  const payWithCards = useCallback(
    async (cards: string[]): Promise<string | null> => {
      if (!pending) return null;
      setChangingCards(true);
      const checked = cards.length === 0 ? null : await splitWithGiftCards(pending, cards);
      if (checked && !checked.ok) {
        setChangingCards(false);
        return checked.message;
      }
      setGiftCards(cards);
      setSplit(checked?.split ?? null);
      setPhase({ kind: 'starting' });
      await startPayment(pending, cards).then(
        (started) => setPhase(readyFor(started)),
        (error: unknown) => setPhase({ kind: 'start-failed', reason: startRefusal(error) }),
      );
      setChangingCards(false);
      return null;
    },
    [pending],
  );

  const addGiftCard = (typed: string) => {
    const code = normaliseGiftCardCode(typed) ?? typed;
    if (giftCards.includes(code)) return Promise.resolve(GIFT_CARD_ALREADY_ADDED);
    return payWithCards([...giftCards, code]);
  };

  const placeOrder = async (order: PendingOrder, checkoutId: string) => {
    setRecording(true);
    try {
      showConfirmation(order, null, await placeCoveredOrder(checkoutId), split);
    } catch (error) {
      const refusal = bookingRefusal(error);
      if (refusal) setPhase({ kind: 'refused', message: refusal });
      else showToast(ORDER_CREATION_FAILED_TOAST);
      setRecording(false);
    }
  };

  const onAttempt = useCallback(
    async (attempt: PaymentAttempt) => {
      if (!pending) return;
      if (attempt.kind === 'failed') showToast(paymentFailedToast(attempt.message));
      else if (attempt.kind === 'refused') setPhase({ kind: 'refused', message: attempt.message });
      else if (attempt.kind === 'processing') showToast(PAYMENT_PROCESSING_TOAST);
      else if (attempt.kind === 'redirect') window.location.assign(attempt.url);
      else if (phase.kind === 'ready') {
        await record(pending, { id: attempt.paymentIntentId, clientSecret: phase.payment.clientSecret });
      }
    },
    [pending, phase, record],
  );

  if (!pending) return <Spinner label="Taking you back to the menu..." />;
  const dueCents = split ? apiDecimalToCents(split.amountDue) : pending.totalCents;
  const payLabel = `Pay ${formatUsd(dueCents)}`;

  return (
    <div className="mt-4 space-y-6">
      <ProgressSteps current={5} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <OrderSummary order={pending} />
        <section
          aria-labelledby="payment-heading"
          className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="payment-heading" className="text-lg font-bold text-brand-900">
            Card Payment
          </h2>
          <div className="mt-4">
            {(phase.kind === 'ready' || phase.kind === 'covered' || phase.kind === 'starting') && (
              <GiftCardsPanel
                split={split}
                onAdd={addGiftCard}
                onRemove={(index) => void payWithCards(giftCards.filter((_, i) => i !== index))}
                busy={changingCards || recording}
              />
            )}
            {phase.kind === 'starting' && <Spinner label="Preparing secure payment..." />}
            {phase.kind === 'returning' && <Spinner label="Completing your order..." />}
            {phase.kind === 'start-failed' && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
                <h3 className="font-bold">{PAYMENT_ERROR_TITLE}</h3>
                <p className="mt-1">{PAYMENT_ERROR_TEXT}</p>
                {phase.reason && <p className="mt-2 text-sm">{phase.reason}</p>}
                <a href="/" className={`${buttonVariants({ variant: 'primary' })} mt-4`}>
                  Return to Home
                </a>
              </div>
            )}
            {phase.kind === 'refused' && (
              <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
                <h3 className="font-bold">{WINDOW_FILLED_TITLE}</h3>
                <p className="mt-1">{phase.message}</p>
                <a
                  ref={chooseAnotherTime}
                  href={MENU_WITH_CART_OPEN}
                  className={`${buttonVariants({ variant: 'primary' })} mt-4`}
                >
                  {CHOOSE_ANOTHER_TIME}
                </a>
              </div>
            )}
            {phase.kind === 'record-failed' && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
                <h3 className="font-bold">{ORDER_CREATION_FAILED_TOAST.title}</h3>
                <p className="mt-1">{ORDER_CREATION_FAILED_TOAST.description}</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button onClick={() => void record(pending, phase.paid)} disabled={recording}>
                    {recording ? 'Trying again...' : 'Try Again'}
                  </Button>
                  <a href="/contact" className={buttonVariants({ variant: 'secondary' })}>
                    Contact Us
                  </a>
                </div>
              </div>
            )}
            {phase.kind === 'ready' && (
              // While a gift card is checked, the form is inert: a new amount means a new payment
              // and a fresh form, so nothing may be typed into this one meanwhile; a code refused
              // leaves it as it was, what was typed in it kept.
              <div inert={changingCards} className={changingCards ? 'opacity-50' : undefined}>
                {changingCards && <Spinner label="Updating the amount to pay..." />}
                <CardForm
                  key={phase.payment.clientSecret}
                  payment={phase.payment}
                  payLabel={payLabel}
                  busy={recording || changingCards}
                  onAttempt={onAttempt}
                />
              </div>
            )}
            {phase.kind === 'covered' && (
              <div className="space-y-4">
                <p className="text-sm text-ink">Your gift cards pay the whole order: no card is needed.</p>
                <Button
                  size="lg"
                  className="w-full"
                  disabled={recording}
                  onClick={() => void placeOrder(pending, phase.checkoutId)}
                >
                  {recording ? 'Placing your order...' : 'Place Order'}
                </Button>
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
