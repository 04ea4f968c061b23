import * as standingApi from '@/domain/api/standing';
import { type Answer, type Body, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { readSetupReturn } from '@/stores/checkout/card-setup';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast, showToastAfterNavigation } from '@/stores/shell/toasts';

/*
 * A signed-in customer's standing orders (issue 49; docs/behaviour/screens.md#standing-orders):
 * the list with the words she agrees to (GET /api/standing-orders), saving a new one with its card,
 * and each change she makes to one, through her session. The same changes through a message's
 * token link are in ./standing-order-link.ts; both answer a card's actions alike
 * (`StandingOrderActions`), so one card shows either.
 */
export type StandingOrders = Answer<typeof standingApi.list>;
export type StandingOrder = StandingOrders['standingOrders'][number];
export type NewStandingOrderBody = Body<typeof standingApi.create>;
export type StandingPatch = Body<typeof standingApi.change>;
/** The gateway's setup for the card form in its save mode. */
export type StandingSetup = Answer<typeof standingApi.newCard>['setup'];
export type SavedStandingOrder = Answer<typeof standingApi.create>;

/** What a call came to: its answer, or the server's refusal in words with its problems by field (a 400's). */
export type StandingOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; fields: Partial<Record<string, string>> };

/** What a standing order's card can do, whichever way it was opened. */
export interface StandingOrderActions {
  change: (patch: StandingPatch) => Promise<StandingOutcome<StandingOrder>>;
  newCard: () => Promise<StandingOutcome<StandingSetup>>;
  cardSaved: (setupIntentId: string) => Promise<StandingOutcome<StandingOrder>>;
}

export const STANDING_FAILED = 'Something went wrong. Please try again.';

/** A call's answer, or its refusal's words and fields (a 401 re-asks who is signed in). */
export async function outcomeOf<T>(call: Promise<T>): Promise<StandingOutcome<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ...refusedChange(error, STANDING_FAILED), fields: refusedFields(error) };
  }
}

const STANDING_KEY = urlOf(standingApi.list);

/** Her standing orders, asked on every mount (the shop places, charges and pauses them meanwhile). */
export const $standingOrders = createFetcherStore<StandingOrders>(STANDING_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(standingApi.list, true),
  dedupeTime: 0,
});

export const reloadStandingOrders = (): void => revalidateKeys(STANDING_KEY);

/** Puts a changed standing order in the list as the server answered it, the others as they were. */
function keep(changed: StandingOrder): void {
  const list = $standingOrders.get().data;
  if (!list) return;
  mutateCache(STANDING_KEY, {
    ...list,
    standingOrders: list.standingOrders.map((shown) => (shown.id === changed.id ? changed : shown)),
  });
}

/** The toast that says what a change did, by what it changed. */
export function changedToast(patch: StandingPatch): { title: string; description: string } {
  if (patch.cancelled) return { title: 'Standing Order Cancelled', description: 'Nothing more is placed or charged.' };
  if (patch.paused === true) {
    return { title: 'Standing Order Paused', description: 'No orders are placed until you resume it.' };
  }
  if (patch.paused === false) {
    return { title: 'Standing Order Resumed', description: 'Your next order is placed as usual.' };
  }
  if (patch.skipNext === true) {
    return { title: 'Next Order Skipped', description: 'Nothing is placed or charged for the next one.' };
  }
  if (patch.skipNext === false) {
    return { title: 'Next Order Back On', description: 'Your next order is placed as usual.' };
  }
  if (patch.items) return { title: 'Dishes Changed', description: 'Your order is priced again with them.' };
  return { title: 'Standing Order Changed', description: 'Your order is priced again.' };
}

/** The toast once a card is saved for it. */
export const cardSavedToast = (saved: StandingOrder) => ({
  title: 'Card Saved',
  description: saved.card
    ? `Each order is charged to the card ending ${saved.card.last4}.`
    : 'Each order is charged to this card.',
});

/** The card's actions through her session, each change written into the list and said in a toast. */
export function accountActions(id: number): StandingOrderActions {
  const changed = async (call: Promise<StandingOrder>, toast: { title: string; description: string }) => {
    const outcome = await outcomeOf(call);
    if (outcome.ok) {
      keep(outcome.value);
      showToast(toast);
    }
    return outcome;
  };
  return {
    change: (patch) => changed(callApi(standingApi.change, { params: { id }, body: patch }), changedToast(patch)),
    newCard: async () => {
      const outcome = await outcomeOf(callApi(standingApi.newCard, { params: { id } }));
      return outcome.ok ? { ok: true, value: outcome.value.setup } : outcome;
    },
    cardSaved: async (setupIntentId) => {
      const outcome = await outcomeOf(callApi(standingApi.cardSaved, { params: { id }, body: { setupIntentId } }));
      if (outcome.ok) {
        keep(outcome.value);
        showToast(cardSavedToast(outcome.value));
      }
      return outcome;
    },
  };
}

/** POST /api/standing-orders: the standing order saved (waiting for its card) and the card form's setup. */
export const createStandingOrder = (body: NewStandingOrderBody): Promise<StandingOutcome<SavedStandingOrder>> =>
  outcomeOf(callApi(standingApi.create, { body }));

/** Where a new standing order's page goes once its card is saved. */
export const STANDING_ORDERS_ON_ACCOUNT = '/account#standing-orders';

/** The new standing order's card is saved: on to her standing orders on /account, with the toast there. */
export async function finishNewStandingOrder(
  id: number,
  setupIntentId: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<StandingOutcome<StandingOrder>> {
  const outcome = await outcomeOf(callApi(standingApi.cardSaved, { params: { id }, body: { setupIntentId } }));
  if (!outcome.ok) return outcome;
  showToastAfterNavigation({
    title: 'Standing Order Saved',
    description: `${outcome.value.window.label} · ${outcome.value.frequency}. We place each order for you.`,
  });
  navigate(STANDING_ORDERS_ON_ACCOUNT);
  return outcome;
}

/** Why a card's authentication saved nothing, when it came back refused. */
export const CARD_NOT_SAVED = 'Your card could not be saved. Please try again.';

/**
 * A card's authentication came back to the page (Stripe's return parameters, or the test bank's):
 * the setup it saved, or that it saved nothing; null when the address names none. The page then
 * takes the parameters out of its address, so a reload does not report the card again.
 */
export function returnedCard(search: string): { saved: true; setupIntentId: string } | { saved: false } | null {
  const returned = readSetupReturn(search);
  if (!returned) return null;
  return returned.redirectStatus === 'succeeded'
    ? { saved: true, setupIntentId: returned.setupIntentId }
    : { saved: false };
}

/**
 * Back on /account from a card's authentication (`?standing-card={id}` and the gateway's
 * parameters): the card is reported for that standing order, or a toast says it was not saved.
 * Answers whether the address named such a return.
 */
export function reportReturnedCard(search: string): boolean {
  const returned = returnedCard(search);
  const id = Number(new URLSearchParams(search).get('standing-card'));
  if (!returned || !Number.isSafeInteger(id) || id <= 0) return false;
  const cardNotSaved = (description: string) =>
    showToast({ title: 'Card Not Saved', description, variant: 'destructive' });
  if (!returned.saved) cardNotSaved(CARD_NOT_SAVED);
  else {
    void accountActions(id)
      .cardSaved(returned.setupIntentId)
      .then((outcome) => outcome.ok || cardNotSaved(outcome.message));
  }
  return true;
}
