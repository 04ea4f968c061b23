/*
 * How many of a product a customer can pick (docs/behaviour/rules.md#quantities). Packs start at 10 pieces, the stated
 * minimum order for samosas and chapatis.
 */
import { isPackProduct, type PricedProduct } from './pricing';

const PACK_CHOICES: readonly number[] = [10, 20, 30, 40, 50];
const SINGLE_CHOICES: readonly number[] = [1, 2, 3, 5, 10];

/**
 * Largest quantity one cart line may hold. Repeated adds merge into one line, so a line can exceed
 * the largest choice; the cap keeps a cart the UI builds within what the API accepts.
 */
export const MAX_LINE_QUANTITY = 999;

/** The quantities offered in a product's selector: packs for a product with pack tiers. */
export function quantityChoices(product: Pick<PricedProduct, 'packTiers'>): readonly number[] {
  return isPackProduct(product) ? PACK_CHOICES : SINGLE_CHOICES;
}

/**
 * The selector's starting value: 10 for samosas, otherwise 0, meaning nothing chosen yet
 * (the selector shows 0 as a disabled option, so the customer must pick deliberately).
 */
export function defaultQuantity(name: string): number {
  return /samosa/i.test(name) ? 10 : 0;
}
