import * as settingsApi from '@/domain/api/settings';
import { urlOf } from '@/domain/api';
import type { KitchenProfile, KitchenProfileField } from '@/domain/schemas/kitchen-profile';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { $kitchenDate, kitchenDayUrl } from '@/stores/admin/kitchen/kitchen';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The kitchen as its pack labels name it (/admin/kitchen's 'Labels'), from and to
 * /api/admin/kitchen-profile. A save also asks the day again, whose labels carry the profile.
 */
const KITCHEN_PROFILE_KEY = urlOf(settingsApi.kitchenProfile);

export const $kitchenProfile = createFetcherStore<KitchenProfile>(KITCHEN_PROFILE_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(settingsApi.kitchenProfile, true),
  dedupeTime: 0,
});

export const reloadKitchenProfile = (): void => revalidateKeys(KITCHEN_PROFILE_KEY);

export const KITCHEN_PROFILE_FAILED = 'Something went wrong. Please try again.';

export type KitchenProfileSaved =
  | { ok: true }
  | { ok: false; message: string; fields: Partial<Record<KitchenProfileField, string>> };

/** Saves the profile; the refusal's words (by field when it names them) otherwise. */
export async function saveKitchenProfile(profile: KitchenProfile): Promise<KitchenProfileSaved> {
  try {
    mutateCache(KITCHEN_PROFILE_KEY, await callApi(settingsApi.saveKitchenProfile, { body: profile }));
  } catch (error) {
    return { ...refusedChange(error, KITCHEN_PROFILE_FAILED), fields: refusedFields<KitchenProfileField>(error) };
  }
  revalidateKeys(kitchenDayUrl($kitchenDate.get()));
  showToast({ title: 'Labels Saved', description: 'Labels printed from now on show these details.' });
  return { ok: true };
}
