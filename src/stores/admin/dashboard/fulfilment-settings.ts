import * as settingsApi from '@/domain/api/settings';
import type { FulfilmentSettings, FulfilmentSettingsProblems } from '@/domain/schemas/fulfilment-settings';
import { ApiError } from '@/lib/api/api-error';
import { type Body, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, invalidateKeys, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's "Pickup & Delivery Hours" (/admin): the order-ahead schedule from
 * GET /api/fulfilment-settings, saved whole with PUT. After a save the windows this browser
 * remembers are forgotten, so the cart in another tab asks for the new ones on its next look.
 */
export const FULFILMENT_SETTINGS_KEY = urlOf(settingsApi.fulfilment);
const WINDOWS_KEY = urlOf(settingsApi.upcomingWindows);

export const $fulfilmentSettings = createFetcherStore<FulfilmentSettings>(FULFILMENT_SETTINGS_KEY, {
  // Only the administrator may read it: never from the browser's HTTP cache.
  ...fromRoute(settingsApi.fulfilment, true),
  dedupeTime: 0,
});

export const HOURS_SAVE_FAILED = 'Something went wrong. Please try again.';

export type HoursSaveResult =
  | { ok: true; settings: FulfilmentSettings }
  /** `message`: the server's words (or HOURS_SAVE_FAILED); `fields`: its problems by field path. */
  | { ok: false; message: string; fields: FulfilmentSettingsProblems };

/** The per-field problems of a 400 answer, when it names any. */
function fieldsOf(error: unknown): FulfilmentSettingsProblems {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = error.details['fields'];
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Saves the whole schedule; a toast says so. A refusal leaves the form as typed, with the server's words. */
export async function saveFulfilmentSettings(settings: FulfilmentSettings): Promise<HoursSaveResult> {
  let saved: FulfilmentSettings;
  try {
    // The form offers only the window lengths the schema allows; the server checks it all again.
    saved = await callApi(settingsApi.saveFulfilment, { body: settings as Body<typeof settingsApi.saveFulfilment> });
  } catch (error) {
    const { message } = refusedChange(error, HOURS_SAVE_FAILED);
    return { ok: false, message, fields: fieldsOf(error) };
  }
  mutateCache(FULFILMENT_SETTINGS_KEY, saved);
  // The cache keeps a mutated answer only briefly; asking again stores the server's answer for good.
  revalidateKeys(FULFILMENT_SETTINGS_KEY);
  invalidateKeys((key) => key.startsWith(WINDOWS_KEY));
  showToast({ title: 'Hours Saved', description: 'Customers now see the new pickup and delivery times.' });
  return { ok: true, settings: saved };
}
