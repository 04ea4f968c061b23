import type { BusinessSettings } from '@/domain/api-shapes';
import { menuFromApi, type MenuItem } from '@/domain/menu';
import { createFetcherStore, mutateCache } from '@/lib/api/query';
import { apiGet } from '@/lib/api/request';

/** The menu, its prices read into cents as it arrives (a malformed answer is an error, shown as such). */
export const $products = createFetcherStore<MenuItem[]>('/api/products', {
  fetcher: async (...keyParts) => menuFromApi(await apiGet(keyParts.join(''))),
});
export const $businessSettings = createFetcherStore<BusinessSettings>('/api/business-settings');

const SETTINGS_PATH = '/api/business-settings';

/**
 * Whether orders are accepted right now, asked afresh because the owner may have closed since the
 * page loaded; the answer also updates the banner. If the question fails, the last known answer
 * decides (the server refuses an order while closed anyway).
 */
export async function refreshIsAcceptingOrders(): Promise<boolean> {
  try {
    const fresh = await apiGet<BusinessSettings>(SETTINGS_PATH, { noCache: true });
    mutateCache(SETTINGS_PATH, fresh);
    return fresh.isAcceptingOrders !== false;
  } catch {
    return $businessSettings.get().data?.isAcceptingOrders !== false;
  }
}

export type { BusinessSettings, MenuItem };
