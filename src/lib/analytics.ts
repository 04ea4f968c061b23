/**
 * GA4 e-commerce events pushed to window.dataLayer. Google's tag reads the queue when it is
 * loaded (only with PUBLIC_GA_MEASUREMENT_ID); without it the events simply stay in the page.
 */
export type AnalyticsEventName =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'add_to_wishlist'
  | 'remove_from_wishlist';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface EcommerceEvent {
  event: AnalyticsEventName;
  ecommerce: { currency: 'USD'; value: number; items: AnalyticsItem[] };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackEcommerce(event: AnalyticsEventName, value: number, items: AnalyticsItem[]): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  // GA4 asks for the previous ecommerce object to be cleared before pushing a new one.
  window.dataLayer.push({ ecommerce: null });
  const payload: EcommerceEvent = { event, ecommerce: { currency: 'USD', value, items } };
  window.dataLayer.push(payload);
}
