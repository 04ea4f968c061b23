/*
 * Pack pricing: samosas and chapatis are priced per piece by how many are on the cart
 * line, on the line's total quantity (docs/behaviour/rules.md#pack-pricing). Everything else sells at list price.
 */
import type { Cents } from './money';

export interface PackTier {
  /** Smallest line quantity the tier applies to. */
  readonly minQuantity: number;
  readonly unitPriceCents: Cents;
  /** Shown next to the quantity choice; the base tier has none. */
  readonly badge: string | null;
}

/** Highest tier first, so the first tier a quantity reaches is its tier. */
export const PACK_TIERS: readonly PackTier[] = [
  { minQuantity: 50, unitPriceCents: 160, badge: 'Best Value' },
  { minQuantity: 40, unitPriceCents: 170, badge: '15% Off' },
  { minQuantity: 30, unitPriceCents: 180, badge: '10% Off' },
  { minQuantity: 20, unitPriceCents: 190, badge: '5% Off' },
  { minQuantity: 0, unitPriceCents: 200, badge: null },
];

const PACK_NAME = /samosa|chapati/i;

/** Whether a product is sold in packs with tiered pricing, judged by its name. */
export function isPackProduct(name: string): boolean {
  return PACK_NAME.test(name);
}

/** The pack tier a line quantity reaches. */
export function packTier(quantity: number): PackTier {
  const tier = PACK_TIERS.find((t) => quantity >= t.minQuantity) ?? PACK_TIERS.at(-1);
  if (!tier) throw new Error('PACK_TIERS is empty');
  return tier;
}

/** The badge for a pack quantity ('5% Off' from 20 ... 'Best Value' from 50), or null below 20. */
export function packBadge(quantity: number): string | null {
  return packTier(quantity).badge;
}

/** Price per piece for a line of `quantity`: the pack tier for pack products, else list price. */
export function unitPriceCents(
  product: { readonly name: string; readonly priceCents: Cents },
  quantity: number,
): Cents {
  return isPackProduct(product.name) ? packTier(quantity).unitPriceCents : product.priceCents;
}
