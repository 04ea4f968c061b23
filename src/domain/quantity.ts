/*
 * How many of a product a customer can pick (docs/behaviour/rules.md#quantities). Packs start at 10 pieces, the stated
 * minimum order for samosas and chapatis.
 */
import { isPackProduct, type PricedProduct } from './pricing';

/** The most different lines a cart (and so an order) holds; the server refuses more. */
export const MAX_CART_LINES = 50;

const PACK_CHOICES: readonly number[] = [10, 20, 30, 40, 50];
const SINGLE_CHOICES: readonly number[] = [1, 2, 3, 5, 10];

/**
 * Largest quantity one cart line may hold. Repeated adds merge into one line, so a line can exceed
 * the largest choice; the cap keeps a cart the UI builds within what the API accepts.
 */
export const MAX_LINE_QUANTITY = 1000;

/**
 * The quantities a new product offers unless the owner says otherwise (and what the seeded menu
 * offers): packs of 10 to 50 for a product with pack tiers, 1 to 10 for the rest.
 */
export function defaultQuantityChoices(product: Pick<PricedProduct, 'packTiers'>): readonly number[] {
  return isPackProduct(product) ? PACK_CHOICES : SINGLE_CHOICES;
}

/** The quantities offered in a product's selector: the product's own, set by the owner. */
export function quantityChoices(product: { quantityChoices: readonly number[] }): readonly number[] {
  return product.quantityChoices;
}

/**
 * The selector's starting value: 10 for samosas, otherwise 0, meaning nothing chosen yet
 * (the selector shows 0 as a disabled option, so the customer must pick deliberately).
 */
export function defaultQuantity(name: string): number {
  return /samosa/i.test(name) ? 10 : 0;
}
