import { createFetcherStore } from '@/lib/api/query';

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
