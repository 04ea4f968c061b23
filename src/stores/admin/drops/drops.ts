import { type Answer, type Body, urlOf } from '@/domain/api';
import * as dropsApi from '@/domain/api/drops';
import * as settingsApi from '@/domain/api/settings';
import type { BusinessSettings } from '@/domain/api-shapes';
import type { OrderingMode } from '@/domain/fulfilment/drops';
import type { OrderingPeriodField } from '@/domain/schemas/ordering-period';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { $businessSettings, BUSINESS_SETTINGS_KEY } from '@/stores/storefront/storefront-data';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's drops (/admin/drops): every ordering period from GET /api/admin/drops, the changes to
 * them, and how the shop takes orders (always, or only in drops), which is the home page's own
 * settings store, so the banner and the switch on /admin agree with it. After each change the list
 * is asked again, so each drop's state is the server's.
 */
export type Drop = Answer<typeof dropsApi.list>[number];
export type DropPayload = Body<typeof dropsApi.create>;
export type DropProblems = Partial<Record<OrderingPeriodField, string>>;

export { $businessSettings };
/** The spots a drop can sell at (issue 50): the owner's list, shared with /admin/pickup-spots. */
export {
  $pickupSpots,
  type AdminSpot as PickupSpot,
  reloadPickupSpots,
} from '@/stores/admin/pickup-spots/pickup-spots';

const DROPS_KEY = urlOf(dropsApi.list);

export const $drops = createFetcherStore<Drop[]>(DROPS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(dropsApi.list, true),
  dedupeTime: 0,
});

/** Asks for every drop again (the page's Try Again), and the settings, whose next opening may have moved. */
export const reloadDrops = (): void => revalidateKeys((key) => key === DROPS_KEY || key === BUSINESS_SETTINGS_KEY);

export const DROP_CHANGE_FAILED = 'Something went wrong. Please try again.';

export type DropSaveResult =
  | { ok: true; drop: Drop }
  /** `message`: the server's words (or DROP_CHANGE_FAILED); `fields`: its 400's problems by field. */
  | { ok: false; message: string; fields: DropProblems };

/** Schedules a drop (`id` null) or saves every field of one; the refusal's words otherwise. */
export async function saveDrop(id: number | null, payload: DropPayload): Promise<DropSaveResult> {
  let drop: Drop;
  try {
    drop =
      id === null
        ? await callApi(dropsApi.create, { body: payload })
        : await callApi(dropsApi.update, { params: { id }, body: payload });
  } catch (error) {
    return { ...refusedChange(error, DROP_CHANGE_FAILED), fields: refusedFields(error) };
  }
  reloadDrops();
  showToast({
    title: id === null ? 'Drop Scheduled' : 'Drop Saved',
    description: 'Customers see it on the home page.',
  });
  return { ok: true, drop };
}

/** Deletes a drop; false when the server refused (its words are shown in a toast). */
export async function deleteDrop(drop: Drop): Promise<boolean> {
  try {
    await callApi(dropsApi.remove, { params: { id: drop.id } });
  } catch (error) {
    const { message } = refusedChange(error, DROP_CHANGE_FAILED);
    showToast({ title: 'Not Deleted', description: message, variant: 'destructive' });
    return false;
  }
  reloadDrops();
  showToast({
    title: 'Drop Deleted',
    description: drop.state === 'open' ? 'Ordering in it has stopped.' : 'It will not open.',
  });
  return true;
}

const MODE_SAVED: Record<OrderingMode, { title: string; description: string }> = {
  always: { title: 'Always Open', description: 'Customers can order whenever the shop is switched on.' },
  drops: { title: 'Only During Drops', description: 'Customers can order only while a drop is open.' },
};

/** Takes orders always, or only during drops; answers the settings now in force, or null when refused (toast). */
export async function saveOrderingMode(orderingMode: OrderingMode): Promise<BusinessSettings | null> {
  let settings: BusinessSettings;
  try {
    settings = await callApi(settingsApi.updateBusiness, { body: { orderingMode } });
  } catch (error) {
    const { message } = refusedChange(error, DROP_CHANGE_FAILED);
    showToast({ title: 'Update Failed', description: message, variant: 'destructive' });
    return null;
  }
  mutateCache(BUSINESS_SETTINGS_KEY, settings);
  // The cache keeps a mutated answer only briefly; asking again stores the server's answer for good.
  revalidateKeys(BUSINESS_SETTINGS_KEY);
  showToast(MODE_SAVED[orderingMode]);
  return settings;
}
