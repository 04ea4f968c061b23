import * as menuApi from '@/domain/api/menu';
import * as settingsApi from '@/domain/api/settings';
import type { BusinessSettings } from '@/domain/api-shapes';
import { menuFromApi, type MenuItem } from '@/domain/menu';
import { urlOf } from '@/domain/api';
import { callApi, getAt } from '@/lib/api/call';
import { createFetcherStore, fromRoute, mutateCache } from '@/lib/api/query';

export const MENU_KEY = urlOf(menuApi.list);
export const BUSINESS_SETTINGS_KEY = urlOf(settingsApi.business);

/** The menu, its prices read into cents as it arrives (a malformed answer is an error, shown as such). */
export const $products = createFetcherStore<MenuItem[]>(MENU_KEY, {
  fetcher: async (...keyParts) => menuFromApi(await getAt(menuApi.list, keyParts.join(''))),
});
export const $businessSettings = createFetcherStore<BusinessSettings>(
  BUSINESS_SETTINGS_KEY,
  fromRoute(settingsApi.business),
);

/**
 * Whether orders are accepted right now, asked afresh because the owner may have closed since the
 * page loaded; the answer also updates the banner. If the question fails, the last known answer
 * decides (the server refuses an order while closed anyway).
 */
export async function refreshIsAcceptingOrders(): Promise<boolean> {
  try {
    const fresh = await callApi(settingsApi.business, { noCache: true });
    mutateCache(BUSINESS_SETTINGS_KEY, fresh);
    return fresh.isAcceptingOrders !== false;
  } catch {
    return $businessSettings.get().data?.isAcceptingOrders !== false;
  }
}

export type { BusinessSettings, MenuItem };
