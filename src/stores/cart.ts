import { persistentJSON } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { cartTotals, emptyCart, type Cart } from '@/domain/cart';

/**
 * The cart, kept in localStorage so it survives a reload. Actions that change it live with the
 * storefront; every calculation is done by src/domain/cart.
 */
export const $cart = persistentJSON<Cart>('cart', emptyCart());

export const $cartTotals = computed($cart, cartTotals);

/** Totals of an empty cart: what the server renders, so hydration matches before storage is read. */
export const EMPTY_CART_TOTALS = cartTotals(emptyCart());
