import { type Answer, type Body, urlOf } from '@/domain/api';
import * as pickupSpotsApi from '@/domain/api/pickup-spots';
import * as settingsApi from '@/domain/api/settings';
import type { SpotAction } from '@/domain/schemas/pickup-spot';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, invalidateKeys, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's pickup spots (issue 50; /admin/pickup-spots, and the drop form's choice of spots):
 * every spot from GET /api/admin/pickup-spots, archived ones too, and the changes to them. After each
 * change the list is asked again, and the windows this browser remembers are forgotten, so the
 * cart asks for the spots' new ones on its next look.
 */
export type AdminSpot = Answer<typeof pickupSpotsApi.list>[number];
export type SpotPayload = Body<typeof pickupSpotsApi.create>;
export type SpotProblems = Partial<Record<string, string>>;
export type { SpotAction };

const SPOTS_KEY = urlOf(pickupSpotsApi.list);
const WINDOWS_KEY = urlOf(settingsApi.windows);

export const $pickupSpots = createFetcherStore<AdminSpot[]>(SPOTS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(pickupSpotsApi.list, true),
  dedupeTime: 0,
});

/** Asks for the spots again (the page's Try Again, and after each change). */
export const reloadPickupSpots = (): void => revalidateKeys(SPOTS_KEY);

const afterChange = () => {
  reloadPickupSpots();
  invalidateKeys((key) => key.startsWith(WINDOWS_KEY));
};

export const SPOT_CHANGE_FAILED = 'Something went wrong. Please try again.';

export type SpotSaveResult =
  | { ok: true; spot: AdminSpot }
  /** `message`: the server's words (or SPOT_CHANGE_FAILED); `fields`: its 400's problems by path ('hours.1.0.end'). */
  | { ok: false; message: string; fields: SpotProblems };

/** Adds a spot (`id` null) or saves every field of one; the refusal's words otherwise. */
export async function saveSpot(id: number | null, payload: SpotPayload): Promise<SpotSaveResult> {
  let spot: AdminSpot;
  try {
    spot =
      id === null
        ? await callApi(pickupSpotsApi.create, { body: payload })
        : await callApi(pickupSpotsApi.update, { params: { id }, body: payload });
  } catch (error) {
    return { ...refusedChange(error, SPOT_CHANGE_FAILED), fields: refusedFields(error) };
  }
  afterChange();
  showToast({
    title: id === null ? 'Spot Added' : 'Spot Saved',
    description: `${spot.name} is saved. Tick it in a drop for customers to choose it.`,
  });
  return { ok: true, spot };
}

const DONE: Record<SpotAction, { title: string; said: string }> = {
  archive: { title: 'Spot Archived', said: 'Customers can no longer choose it.' },
  restore: { title: 'Spot Restored', said: 'Tick it in a drop for customers to choose it again.' },
};

/** Archives or restores a spot; false when the server refused (its words are shown in a toast). */
export async function actOnSpot(spot: AdminSpot, action: SpotAction): Promise<boolean> {
  try {
    await callApi(pickupSpotsApi.act, { params: { id: spot.id, action } });
  } catch (error) {
    const { message } = refusedChange(error, SPOT_CHANGE_FAILED);
    showToast({ title: 'Not Changed', description: message, variant: 'destructive' });
    return false;
  }
  afterChange();
  showToast({ title: DONE[action].title, description: `${spot.name}: ${DONE[action].said}` });
  return true;
}
