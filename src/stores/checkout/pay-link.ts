import * as paymentsApi from '@/domain/api/payments';
import type { Answer } from '@/domain/api';
import { LINK_NO_LONGER_VALID } from '@/domain/owner-orders/payment-link-messages';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { readPaymentReturn } from './checkout-payment';

/*
 * The pay page of a payment link the owner sent (/pay?token=..., issue 37): opening the link (the
 * order, what to pay and a payment for the card form) and reporting the payment the card form
 * authorised. The token is the customer's only key to the link, so it is kept for the tab
 * (sessionStorage) while the link is being paid: a card's authentication leaves the page and comes
 * back to /pay with the provider's parameters only, and the report needs the token.
 */

export type OpenedLink = Answer<typeof paymentsApi.openLink>;
export type PaidLink = Answer<typeof paymentsApi.reportLink>;

/**
 * What a call about the link came to: its answer, the link gone (paid, run out, cancelled), the
 * order changed while its page was open (409: the payment was for the old amount and let go), or a
 * failure to show.
 */
export type LinkOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'gone' }
  | { kind: 'changed'; message: string }
  | { kind: 'failed'; message: string };

const TOKEN_KEY = 'payLinkToken';

function keepToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage unavailable: paying still works; only a return from a redirect cannot be reported here.
  }
}

function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function forgetToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The link's token: the page address's, kept for a return from a redirect; on that return (the
 * provider's parameters, no token), the one kept. Null when there is none: the page says the link
 * is no longer valid.
 */
export function payLinkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  if (token) {
    keepToken(token);
    return token;
  }
  return readPaymentReturn(search) ? storedToken() : null;
}

/**
 * 410 is the server's 'This payment link is no longer valid'; a token that cannot be one (too long)
 * is refused with the same words (400), and means the same to the customer.
 */
const isLinkGone = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 410 || error.message === LINK_NO_LONGER_VALID);

async function outcomeOf<T>(call: Promise<T>): Promise<LinkOutcome<T>> {
  try {
    return { kind: 'done', value: await call };
  } catch (error) {
    if (isLinkGone(error)) {
      forgetToken();
      return { kind: 'gone' };
    }
    if (error instanceof ApiError && error.status === 409) return { kind: 'changed', message: error.message };
    return { kind: 'failed', message: error instanceof ApiError ? error.message : 'Something went wrong' };
  }
}

/** Opens the link: the server starts a payment for its amount, as the checkout does. */
export const openPayLink = (token: string): Promise<LinkOutcome<OpenedLink>> =>
  outcomeOf(callApi(paymentsApi.openLink, { body: { token } }));

/**
 * Reports the payment the card form authorised; the server settles it (the order confirmed and the
 * money taken) and answers the tracking link. The link is paid: its token is not needed again.
 */
export async function reportPayLink(token: string, paymentIntentId: string): Promise<LinkOutcome<PaidLink>> {
  const outcome = await outcomeOf(callApi(paymentsApi.reportLink, { body: { token, paymentIntentId } }));
  if (outcome.kind === 'done') forgetToken();
  return outcome;
}
