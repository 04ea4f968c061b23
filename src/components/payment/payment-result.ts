import type { PaymentIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { isAuthorised } from '@/stores/checkout/checkout-payment';
import type { PaymentAttempt } from './payment-messages';

/**
 * What Stripe's confirmPayment answered, as the checkout's attempt: the card form and the wallets
 * confirm the same PaymentIntent and report it the same way, so the order is booked by one path.
 * Authorised ('requires_capture') counts as paid: the shop captures it once the order is booked.
 */
export function attemptFrom(result: PaymentIntentResult): PaymentAttempt {
  if (result.error) return { kind: 'failed', message: result.error.message };
  if (isAuthorised(result.paymentIntent.status)) {
    return { kind: 'succeeded', paymentIntentId: result.paymentIntent.id };
  }
  return { kind: 'processing' };
}

/**
 * Confirms the Elements' PaymentIntent (the card form's or a wallet's), with no redirect unless the
 * payment needs one; then Stripe returns to `returnPath`, which finishes it from Stripe's parameters.
 */
export async function confirmStripePayment(
  stripe: Stripe,
  elements: StripeElements,
  returnPath: string,
): Promise<PaymentAttempt> {
  const result = await stripe.confirmPayment({
    elements,
    confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    redirect: 'if_required',
  });
  return attemptFrom(result);
}
