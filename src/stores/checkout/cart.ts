import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import {
  addItem,
  cartTotals,
  clearCart as clearItems,
  emptyCart,
  removeItem,
  setDeliveryFee,
  setOrderType,
  setQuantity,
  setTipPercent,
  syncWithMenu,
  type Cart,
  type CartProduct,
} from '@/domain/cart';
import type { OrderType } from '@/domain/order-type';
import type { TipPercent } from '@/domain/tip';
import { analyticsItem, analyticsValue } from '@/lib/cart-analytics';
import { trackEcommerce } from '@/lib/analytics';
import { $deliveryCheck, updateContactDetails } from './checkout-details';
import { decodeStoredCart } from './stored-cart';

/**
 * The cart, kept in localStorage so it survives a reload. Every calculation is src/domain/cart's;
 * the actions here only store the result and report analytics.
 */
export const $cart = persistentAtom<Cart>('cart', emptyCart(), { encode: JSON.stringify, decode: decodeStoredCart });

export const $cartTotals = computed($cart, cartTotals);

/** Totals of an empty cart: what the server renders, so hydration matches before storage is read. */
export const EMPTY_CART_TOTALS = cartTotals(emptyCart());

const newLineId = () => globalThis.crypto.randomUUID();

export function addToCart(product: CartProduct, quantity: number): void {
  const before = $cart.get();
  const after = addItem(before, product, quantity, newLineId);
  if (after === before) return;
  $cart.set(after);
  const line = after.items.find((item) => item.productId === product.id);
  if (line) {
    trackEcommerce('add_to_cart', analyticsValue(line.unitPriceCents * quantity), [
      analyticsItem({ ...line, quantity }),
    ]);
  }
}

/** Brings the cart's lines up to date with the menu as loaded (prices, names, pack tiers). */
export function syncCartWithMenu(menu: readonly CartProduct[]): void {
  const before = $cart.get();
  const after = syncWithMenu(before, menu);
  if (after !== before) $cart.set(after);
}

export function removeFromCart(itemId: string): void {
  const line = $cart.get().items.find((item) => item.id === itemId);
  if (!line) return;
  $cart.set(removeItem($cart.get(), itemId));
  trackEcommerce('remove_from_cart', analyticsValue(line.totalCents), [analyticsItem(line)]);
}

/** 0 or less removes the line (and reports it as removed). */
export function changeQuantity(itemId: string, quantity: number): void {
  if (quantity <= 0) {
    removeFromCart(itemId);
    return;
  }
  $cart.set(setQuantity($cart.get(), itemId, quantity));
}

/** Empties the cart and zeroes fee and tip; the checked address goes with the fee. */
export function emptyTheCart(): void {
  $cart.set(clearItems($cart.get()));
  $deliveryCheck.set(null);
}

/** Any change of order type resets the fee, so the address must be checked again. */
export function chooseOrderType(orderType: OrderType): void {
  const before = $cart.get();
  const after = setOrderType(before, orderType);
  if (after === before) return;
  $cart.set(after);
  $deliveryCheck.set(null);
}

/** Records the zone found for the address and charges its fee. */
export function applyDeliveryCheck(check: {
  address: string;
  zone: string;
  feeCents: number;
  distanceMiles: number;
}): void {
  $deliveryCheck.set(check);
  $cart.set(setDeliveryFee($cart.get(), check.feeCents));
}

export function chooseTip(percent: TipPercent): void {
  $cart.set(setTipPercent($cart.get(), percent));
}

/**
 * The delivery address as typed. A different address drops the old check (updateContactDetails)
 * and, with it, the fee that check charged, so the totals never show a fee for an unchecked address.
 */
export function changeDeliveryAddress(address: string): void {
  updateContactDetails({ address });
  if ($deliveryCheck.get() === null && $cart.get().deliveryFeeCents !== 0) {
    $cart.set(setDeliveryFee($cart.get(), 0));
  }
}
