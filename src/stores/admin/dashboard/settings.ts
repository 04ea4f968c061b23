import * as settingsApi from '@/domain/api/settings';
import * as v from 'valibot';
import type { Body } from '@/domain/api';
import type { BusinessSettings } from '@/domain/api-shapes';
import { businessSettingsPatchSchema } from '@/domain/schemas/business-settings';
import { backAt, pauseProblem } from '@/domain/shop-pause';
import { ApiError } from '@/lib/api/api-error';

import { callApi } from '@/lib/api/call';
import { mutateCache, revalidateKeys } from '@/lib/api/query';
import { SESSION_USER_KEY } from '@/stores/shell/session';
import { $businessSettings, BUSINESS_SETTINGS_KEY } from '@/stores/storefront/storefront-data';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's switch, pause and banner message. They read and write the home page's own settings
 * store, so the banner, the switch and the pause share one cache entry and agree after every save.
 */
export { $businessSettings };

export type SettingsSaveResult =
  | { ok: true; settings: BusinessSettings }
  /** `problem`: why this input was refused (the schema's or the server's words), else null. */
  | { ok: false; problem: string | null };

/**
 * Whether the owner's switch is on. A pause, and drops mode outside an open drop, answer
 * `isAcceptingOrders: false` but leave the switch as it was (on), so whatever is saved beside it
 * must send this, not `isAcceptingOrders`, or saving the banner then would close the shop by hand.
 */
export const switchIsOn = (settings: BusinessSettings): boolean => settings.switchOn;

/** The banner message's problem in the schema's words, or null when it may be saved. */
export function bannerMessageProblem(message: string): string | null {
  const result = v.safeParse(businessSettingsPatchSchema, { isAcceptingOrders: true, message });
  return result.success ? null : result.issues[0].message;
}

const SAVE_FAILED = {
  title: 'Update Failed',
  description: 'Failed to update business settings. Please try again.',
} as const;

/** What the shop now does, as the answer says: open, paused until a time, open with the drops, or closed by hand. */
function statusToast(settings: BusinessSettings) {
  if (settings.isAcceptingOrders) return { title: 'Accepting Orders', description: 'Customers can place orders now.' };
  if (settings.pausedUntil !== null) {
    return {
      title: 'Orders Paused',
      description: `Customers can order again at ${backAt(new Date(settings.pausedUntil), new Date())}.`,
    };
  }
  if (settings.switchOn) {
    // Drops mode outside an open drop: on, and open with the next drop.
    return { title: 'Accepting Orders', description: 'Customers can place orders while a drop is open.' };
  }
  return { title: 'Orders Paused', description: 'Customers cannot place orders until you switch this back on.' };
}

async function saveSettings(patch: Body<typeof settingsApi.updateBusiness>): Promise<SettingsSaveResult> {
  let settings: BusinessSettings;
  try {
    settings = await callApi(settingsApi.updateBusiness, { body: patch });
  } catch (error) {
    showToast({ ...SAVE_FAILED, variant: 'destructive' });
    if (!(error instanceof ApiError)) return { ok: false, problem: null };
    if (error.status === 401) revalidateKeys(SESSION_USER_KEY);
    const refusedInput = error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403;
    return { ok: false, problem: refusedInput ? error.message : null };
  }
  mutateCache(BUSINESS_SETTINGS_KEY, settings);
  // The cache keeps a mutated answer only briefly; asking again stores the server's answer for good.
  revalidateKeys(BUSINESS_SETTINGS_KEY);
  return { ok: true, settings };
}

/** The switch: opens or closes the shop, keeping the banner message as it is. */
export async function saveAcceptingOrders(isAcceptingOrders: boolean): Promise<SettingsSaveResult> {
  const result = await saveSettings({ isAcceptingOrders });
  // Switched back on during a pause that has not ended, the answer is still paused: the toast says so.
  if (result.ok) showToast(statusToast(result.settings));
  return result;
}

/** Pauses new orders until `until` (checked with the server's own rule first); they reopen by themselves then. */
export async function pauseOrders(until: Date): Promise<SettingsSaveResult> {
  const problem = pauseProblem(until, new Date());
  if (problem !== null) return { ok: false, problem };
  const result = await saveSettings({ pausedUntil: until.toISOString() });
  if (result.ok) showToast(statusToast(result.settings));
  return result;
}

/** Ends a pause now. */
export async function resumeOrders(): Promise<SettingsSaveResult> {
  const result = await saveSettings({ pausedUntil: null });
  if (result.ok) showToast(statusToast(result.settings));
  return result;
}

/**
 * The banner message (blank clears it, so the banner says 'Open for Orders' or 'Currently
 * Closed'), checked with the API's own schema first, sent with the switch as it stands
 * (`switchIsOn`), so a pause stays a pause.
 */
export async function saveBannerMessage(message: string, switchOn: boolean): Promise<SettingsSaveResult> {
  const problem = bannerMessageProblem(message);
  if (problem !== null) return { ok: false, problem };
  const result = await saveSettings({ isAcceptingOrders: switchOn, message });
  if (result.ok) {
    const shown = result.settings.message;
    showToast(
      shown === null
        ? { title: 'Banner Cleared', description: 'Customers see whether you are open instead.' }
        : { title: 'Banner Saved', description: `Customers now see: ${shown}` },
    );
  }
  return result;
}
