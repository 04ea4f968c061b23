import * as taxApi from '@/domain/api/tax';
import { type Answer, type Body, urlOf } from '@/domain/api';
import type { TaxPlaceProblems } from '@/domain/schemas/tax-place';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's sales tax (/admin/tax): whether it is collected and the places, from GET
 * /api/admin/tax, and the changes to them. After a change to a place the whole list is asked again,
 * since making one the kitchen's changes another.
 */
export type TaxSettings = Answer<typeof taxApi.settings>;
export type TaxPlace = TaxSettings['places'][number];
export type TaxPlacePayload = Body<typeof taxApi.createPlace>;

const TAX_SETTINGS_KEY = urlOf(taxApi.settings);

export const $taxSettings = createFetcherStore<TaxSettings>(TAX_SETTINGS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(taxApi.settings, true),
  dedupeTime: 0,
});

/** Asks for the settings again (the page's Try Again). */
export const reloadTaxSettings = (): void => revalidateKeys(TAX_SETTINGS_KEY);

export const TAX_CHANGE_FAILED = 'Something went wrong. Please try again.';

export type PlaceSaveResult =
  | { ok: true; place: TaxPlace }
  /** `message`: the server's words (or TAX_CHANGE_FAILED); `fields`: its 400's problems by field. */
  | { ok: false; message: string; fields: TaxPlaceProblems };

/** Turns tax collection on or off; false when it was not saved (the switch moves back). */
export async function saveCollectsTax(collectsTax: boolean): Promise<boolean> {
  try {
    mutateCache(TAX_SETTINGS_KEY, await callApi(taxApi.saveSettings, { body: { collectsTax } }));
  } catch (error) {
    const { message } = refusedChange(error, TAX_CHANGE_FAILED);
    showToast({ title: 'Change Failed', description: message, variant: 'destructive' });
    return false;
  }
  showToast(
    collectsTax
      ? { title: 'Collecting Sales Tax', description: 'Orders show sales tax from now on.' }
      : { title: 'Sales Tax Off', description: 'No order shows tax until you switch this back on.' },
  );
  return true;
}

/** Adds a place (`id` null) or saves one, which confirms its rates; the refusal's words otherwise. */
export async function saveTaxPlace(id: number | null, payload: TaxPlacePayload): Promise<PlaceSaveResult> {
  let place: TaxPlace;
  try {
    place =
      id === null
        ? await callApi(taxApi.createPlace, { body: payload })
        : await callApi(taxApi.updatePlace, { params: { id }, body: payload });
  } catch (error) {
    return {
      ...refusedChange(error, TAX_CHANGE_FAILED),
      fields: refusedFields<keyof TaxPlaceProblems & string>(error),
    };
  }
  reloadTaxSettings();
  showToast({ title: id === null ? 'Place Added' : 'Place Saved', description: `${place.name}'s rates are saved.` });
  return { ok: true, place };
}

/** Deletes a place; false when the server refused (its words are shown in a toast). */
export async function deleteTaxPlace(place: TaxPlace): Promise<boolean> {
  try {
    await callApi(taxApi.deletePlace, { params: { id: place.id } });
  } catch (error) {
    const { message } = refusedChange(error, TAX_CHANGE_FAILED);
    showToast({ title: 'Not Deleted', description: message, variant: 'destructive' });
    return false;
  }
  reloadTaxSettings();
  showToast({ title: 'Place Deleted', description: `${place.name} is no longer a tax place.` });
  return true;
}
