import * as giftCardsApi from '@/domain/api/gift-cards';
import { type Answer, type Body, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's gift cards (/admin/gift-cards): the cards and what the shop owes on them, from
 * GET /api/admin/gift-cards, store credit issued as a card, and a card disabled or enabled again.
 * After each change the list is asked again, so its balances are the server's.
 */
export type GiftCardList = Answer<typeof giftCardsApi.list>;
export type GiftCard = GiftCardList['cards'][number];
export type StoreCreditPayload = Body<typeof giftCardsApi.issueCredit>;
export type StoreCreditField = 'email' | 'name' | 'amount' | 'reason';

const CARDS_KEY = urlOf(giftCardsApi.list);
/** The list as a spreadsheet, for the page's download link. */
export const GIFT_CARDS_CSV_URL = urlOf(giftCardsApi.list, undefined, { format: 'csv' });

export const $giftCards = createFetcherStore<GiftCardList>(CARDS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(giftCardsApi.list, true),
  dedupeTime: 0,
});

/** Asks for the cards again (the page's Try Again). */
export const reloadGiftCards = (): void => revalidateKeys(CARDS_KEY);

export const CARD_CHANGE_FAILED = 'Something went wrong. Please try again.';

export type CreditResult =
  | { ok: true }
  /** `message`: the server's words (or CARD_CHANGE_FAILED); `fields`: its 400's problems by field. */
  | { ok: false; message: string; fields: Partial<Record<StoreCreditField, string>> };

/** Issues store credit as a card, e-mailed to its recipient; the refusal's words otherwise. */
export async function issueStoreCredit(payload: StoreCreditPayload): Promise<CreditResult> {
  let card: GiftCard;
  try {
    card = await callApi(giftCardsApi.issueCredit, { body: payload });
  } catch (error) {
    return { ...refusedChange(error, CARD_CHANGE_FAILED), fields: refusedFields(error) };
  }
  reloadGiftCards();
  // The address is on the card in the list: a long one would not fit in a toast.
  showToast({ title: 'Credit Sent', description: `The card ending ${card.last4} is on its way to the customer.` });
  return { ok: true };
}

/** Disables a card with a reason, or enables it (reason null); the refusal's words otherwise. */
export async function setCardDisabled(
  card: GiftCard,
  reason: string | null,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await callApi(giftCardsApi.update, {
      params: { id: card.id },
      body: reason === null ? { disabled: false } : { disabled: true, reason },
    });
  } catch (error) {
    return refusedChange(error, CARD_CHANGE_FAILED);
  }
  reloadGiftCards();
  showToast({
    title: reason === null ? 'Card Enabled' : 'Card Disabled',
    description: `The card ending ${card.last4}.`,
  });
  return { ok: true };
}
