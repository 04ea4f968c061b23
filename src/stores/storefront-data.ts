import { createFetcherStore, mutateCache } from '@/lib/api/query';
import { apiGet } from '@/lib/api/request';

/** A menu item as GET /api/products answers it (money as a 2-decimal string). */
export interface MenuProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  unit: string;
  image: string;
  imageAlt: string;
}

export interface BusinessSettings {
  isAcceptingOrders: boolean;
  message: string | null;
}

export const $products = createFetcherStore<MenuProduct[]>('/api/products');
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
