import { cartTotals, type Cart, type CartItem } from '@/domain/cart';
import { trackEcommerce, type AnalyticsItem } from './analytics';

/** Analytics (GA4) takes amounts as currency units: its edge, the one place cents become a number of dollars. */
export const analyticsValue = (cents: number): number => cents / 100;

export function analyticsItem(
  item: Pick<CartItem, 'productId' | 'name' | 'unitPriceCents' | 'quantity'>,
): AnalyticsItem {
  return {
    item_id: String(item.productId),
    item_name: item.name,
    price: analyticsValue(item.unitPriceCents),
    quantity: item.quantity,
  };
}

/** view_cart with the whole cart, fired when the header's cart button is pressed. */
export function trackViewCart(cart: Cart): void {
  trackEcommerce('view_cart', analyticsValue(cartTotals(cart).subtotalCents), cart.items.map(analyticsItem));
}
