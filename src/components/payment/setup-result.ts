import type { SetupIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import type { SetupAttempt } from '@/stores/checkout/card-setup';

/*
 * Saving a card for later charges (issue 49): what confirming a setup came to, whichever gateway's
 * form saved it, and the words the form shows when it saved nothing. A page that a bank's check
 * comes back to finishes the saving from Stripe's return parameters (readSetupReturn,
 * src/stores/checkout/card-setup.ts).
 */

export const SAVE_CARD_FAILED = 'Your card could not be saved. Please try again.';
export const SAVE_CARD_PROCESSING = 'Your bank is still checking your card. Please try again in a moment.';

/** Where a bank's check comes back to: the page given, else this one (read when the card is sent, never on the server). */
export const comeBackTo = (returnPath: string | undefined): string => returnPath ?? window.location.pathname;

/** The words for an attempt that saved nothing: the bank's or Stripe's own when it gave some. */
export const setupProblem = (attempt: Extract<SetupAttempt, { kind: 'failed' | 'processing' }>): string =>
  attempt.kind === 'processing' ? SAVE_CARD_PROCESSING : attempt.message || SAVE_CARD_FAILED;

/** What Stripe's confirmSetup answered, as the form's attempt. */
export function setupAttemptFrom(result: SetupIntentResult): SetupAttempt {
  if (result.error) return { kind: 'failed', message: result.error.message };
  if (result.setupIntent.status === 'succeeded') return { kind: 'saved', setupIntentId: result.setupIntent.id };
  return { kind: 'processing' };
}

/**
 * Confirms the Elements' SetupIntent with no redirect unless the card needs one; then Stripe
 * returns to `returnPath` with its return parameters.
 */
export async function confirmStripeSetup(
  stripe: Stripe,
  elements: StripeElements,
  returnPath: string,
): Promise<SetupAttempt> {
  const result = await stripe.confirmSetup({
    elements,
    confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    redirect: 'if_required',
  });
  return setupAttemptFrom(result);
}
