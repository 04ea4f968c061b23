import * as paymentsApi from '@/domain/api/payments';
import { WINDOW_FILLED_CODE } from '@/domain/test-cards';
import type { SetupAttempt } from './card-setup';
import { isAuthorised, type PaymentAttempt } from './checkout-payment';
import type { Answer } from '@/domain/api';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';

/*
 * The built-in test gateway's calls (docs/architecture.md#payments), made for its card form and its
 * stand-in authentication page as Stripe.js makes them for Stripe's: the islands only show the outcome.
 */

function toAttempt(answer: Answer<typeof paymentsApi.testConfirm>): PaymentAttempt {
  if (answer.error?.code === WINDOW_FILLED_CODE) return { kind: 'refused', message: answer.error.message };
  if (answer.error) return { kind: 'failed', message: answer.error.message };
  if (answer.nextAction) return { kind: 'redirect', url: answer.nextAction.redirectUrl };
  if (isAuthorised(answer.paymentIntent.status)) return { kind: 'succeeded', paymentIntentId: answer.paymentIntent.id };
  return { kind: 'processing' };
}

/** Pays with a test card; a refusal or a failed call is a failed attempt with the gateway's words. */
export async function confirmTestPayment(
  clientSecret: string,
  card: { number: string; expiry: string; cvc: string },
): Promise<PaymentAttempt> {
  try {
    return toAttempt(await callApi(paymentsApi.testConfirm, { body: { clientSecret, card } }));
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : undefined };
  }
}

function toSetupAttempt(answer: Answer<typeof paymentsApi.testSetup>): SetupAttempt {
  if (answer.error) return { kind: 'failed', message: answer.error.message };
  if (answer.nextAction) return { kind: 'redirect', url: answer.nextAction.redirectUrl };
  if (answer.setupIntent.status === 'succeeded') return { kind: 'saved', setupIntentId: answer.setupIntent.id };
  if (answer.setupIntent.status === 'processing') return { kind: 'processing' };
  // Canceled: nothing will be saved on it.
  return { kind: 'failed', message: undefined };
}

/**
 * Saves a test card for later charges; a card the bank must check first goes to the test bank's
 * page, which comes back to `returnPath`. A refusal or a failed call is a failed attempt with its words.
 */
export async function confirmTestSetup(
  clientSecret: string,
  card: { number: string; expiry: string; cvc: string },
  returnPath: string,
): Promise<SetupAttempt> {
  try {
    return toSetupAttempt(await callApi(paymentsApi.testSetup, { body: { clientSecret, card, returnPath } }));
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : undefined };
  }
}

const problemOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong');

/**
 * What waits for authentication: a payment (its amount) or a card being saved; or the reason it
 * cannot be shown.
 */
export async function lookUpTestPayment(
  clientSecret: string,
): Promise<{ kind: 'ready'; amountCents: number } | { kind: 'saving' } | { kind: 'error'; message: string }> {
  try {
    const answer = await callApi(paymentsApi.testPayment, { body: { clientSecret } });
    return 'paymentIntent' in answer ? { kind: 'ready', amountCents: answer.paymentIntent.amount } : { kind: 'saving' };
  } catch (error) {
    return { kind: 'error', message: problemOf(error) };
  }
}

/** Approves or fails the authentication; answers where to go next, or the problem. */
export async function decideTestAuthentication(
  clientSecret: string,
  approve: boolean,
): Promise<{ kind: 'redirect'; url: string } | { kind: 'error'; message: string }> {
  try {
    const { redirectUrl } = await callApi(paymentsApi.testAuthenticate, { body: { clientSecret, approve } });
    return { kind: 'redirect', url: redirectUrl };
  } catch (error) {
    return { kind: 'error', message: problemOf(error) };
  }
}
