import * as settingsApi from '@/domain/api/settings';
import * as v from 'valibot';
import type { BusinessSettings } from '@/domain/api-shapes';
import { businessSettingsPatchSchema } from '@/domain/schemas/business-settings';
import { ApiError } from '@/lib/api/api-error';

import { callApi } from '@/lib/api/call';
import { mutateCache, revalidateKeys } from '@/lib/api/query';
import { SESSION_USER_KEY } from './session';
import { $businessSettings, BUSINESS_SETTINGS_KEY } from './storefront-data';
import { showToast } from './toasts';

/*
 * The owner's switch and banner message. They read and write the home page's own settings store,
 * so the banner and the switch share one cache entry and agree after every save.
 */
export { $businessSettings };

export type SettingsSaveResult =
  | { ok: true; settings: BusinessSettings }
  /** `problem`: why this input was refused (the schema's or the server's words), else null. */
  | { ok: false; problem: string | null };

/** The banner message's problem in the schema's words, or null when it may be saved. */
export function bannerMessageProblem(message: string): string | null {
  const result = v.safeParse(businessSettingsPatchSchema, { isAcceptingOrders: true, message });
  return result.success ? null : result.issues[0].message;
}

const SAVE_FAILED = {
  title: 'Update Failed',
  description: 'Failed to update business settings. Please try again.',
} as const;

async function saveSettings(patch: { isAcceptingOrders: boolean; message?: string }): Promise<SettingsSaveResult> {
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
  if (result.ok) {
    showToast(
      result.settings.isAcceptingOrders
        ? { title: 'Accepting Orders', description: 'Customers can place orders now.' }
        : { title: 'Orders Paused', description: 'Customers cannot place orders until you switch this back on.' },
    );
  }
  return result;
}

/**
 * The banner message (blank clears it, so the banner says 'Open for Orders' or 'Currently
 * Closed'), checked with the API's own schema first, keeping whether orders are accepted.
 */
export async function saveBannerMessage(message: string, isAcceptingOrders: boolean): Promise<SettingsSaveResult> {
  const problem = bannerMessageProblem(message);
  if (problem !== null) return { ok: false, problem };
  const result = await saveSettings({ isAcceptingOrders, message });
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
