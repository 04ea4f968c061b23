import { persistentJSON } from '@nanostores/persistent';
import { trackEcommerce, type AnalyticsItem } from '@/lib/analytics';

/** Favourite product ids, kept in localStorage. */
export const $wishlist = persistentJSON<number[]>('wishlist', []);

export function toggleWishlist(item: AnalyticsItem & { productId: number }): void {
  const ids = $wishlist.get();
  const saved = ids.includes(item.productId);
  $wishlist.set(saved ? ids.filter((id) => id !== item.productId) : [...ids, item.productId]);
  const { productId: _ignored, ...gaItem } = item;
  trackEcommerce(saved ? 'remove_from_wishlist' : 'add_to_wishlist', gaItem.price * gaItem.quantity, [gaItem]);
}
