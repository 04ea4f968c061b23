import * as standingApi from '@/domain/api/standing';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { showToast } from '@/stores/shell/toasts';
import {
  cardSavedToast,
  changedToast,
  outcomeOf,
  STANDING_FAILED,
  type StandingOrder,
  type StandingOrderActions,
} from './standing-orders';

/*
 * A standing order opened by the token link in her messages (/standing-orders/manage?token=...,
 * issue 49): the token is the proof instead of a session, sent in each call's body. The page keeps
 * the token in its address, so a card's authentication comes back to it with the token still there.
 */

/** What opening the link came to: the standing order, a link that opens nothing, or a failure to show. */
export type LinkOpened =
  | { kind: 'open'; standingOrder: StandingOrder }
  | { kind: 'gone' }
  | { kind: 'failed'; message: string };

/** The link's token from the page's address; null when there is none. */
export const standingLinkToken = (search: string): string | null => new URLSearchParams(search).get('token') || null;

/** A token the server does not know, or no longer honours (a cancelled standing order's, an old one's). */
const isGone = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** POST /api/standing-order-links/open. */
export async function openStandingLink(token: string): Promise<LinkOpened> {
  try {
    return { kind: 'open', standingOrder: await callApi(standingApi.linkOpen, { body: { token } }) };
  } catch (error) {
    if (isGone(error)) return { kind: 'gone' };
    return { kind: 'failed', message: error instanceof ApiError ? error.message : STANDING_FAILED };
  }
}

/** The card's actions through the link, each change said in a toast; the page keeps what they answer. */
export function linkActions(token: string): StandingOrderActions {
  return {
    change: async (patch) => {
      const outcome = await outcomeOf(callApi(standingApi.linkChange, { body: { token, ...patch } }));
      if (outcome.ok) showToast(changedToast(patch));
      return outcome;
    },
    newCard: async () => {
      const outcome = await outcomeOf(callApi(standingApi.linkCard, { body: { token } }));
      return outcome.ok ? { ok: true, value: outcome.value.setup } : outcome;
    },
    cardSaved: async (setupIntentId) => {
      const outcome = await outcomeOf(callApi(standingApi.linkCardSaved, { body: { token, setupIntentId } }));
      if (outcome.ok) showToast(cardSavedToast(outcome.value));
      return outcome;
    },
  };
}
