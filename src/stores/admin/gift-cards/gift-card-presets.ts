import * as giftCardsApi from '@/domain/api/gift-cards';
import { type Answer, type Body, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The amounts /gift-cards offers (/admin/gift-cards' 'Amounts on the gift cards page'), from and to
 * /api/admin/gift-card-presets.
 */
export type GiftCardPresets = Answer<typeof giftCardsApi.presets>;
export type PresetsPayload = Body<typeof giftCardsApi.savePresets>;

const PRESETS_KEY = urlOf(giftCardsApi.presets);

export const $giftCardPresets = createFetcherStore<GiftCardPresets>(PRESETS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(giftCardsApi.presets, true),
  dedupeTime: 0,
});

export const reloadGiftCardPresets = (): void => revalidateKeys(PRESETS_KEY);

export const PRESETS_FAILED = 'Something went wrong. Please try again.';

/** Saves the amounts; the refusal's words (by box, `amounts.2`, when it names one) otherwise. */
export async function saveGiftCardPresets(
  payload: PresetsPayload,
): Promise<{ ok: true } | { ok: false; message: string; fields: Partial<Record<string, string>> }> {
  let saved: GiftCardPresets;
  try {
    saved = await callApi(giftCardsApi.savePresets, { body: payload });
  } catch (error) {
    return { ...refusedChange(error, PRESETS_FAILED), fields: refusedFields<string>(error) };
  }
  mutateCache(PRESETS_KEY, saved);
  showToast({ title: 'Amounts Saved', description: 'The gift cards page offers these amounts from now on.' });
  return { ok: true };
}
