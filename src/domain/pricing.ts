/*
 * Pack pricing (docs/behaviour/rules.md#pack-pricing): a product may carry pack tiers, prices per
 * piece from a line quantity up. A line is priced on its whole quantity by the highest tier it
 * reaches; below the first tier, and for a product without tiers, at the list price. The tiers are
 * the product's data (table product_pack_tiers), so the browser's cart and the server's checkout
 * price from the same numbers.
 */
import * as v from 'valibot';
import type { Cents } from './money';

export const packTierSchema = v.object({
  /** Smallest line quantity the tier applies to. */
  minQuantity: v.pipe(v.number(), v.safeInteger(), v.minValue(2)),
  unitPriceCents: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** Shown next to the quantity choice ('5% Off', 'Best Value'). */
  badge: v.nullable(v.string()),
});

export type PackTier = v.InferOutput<typeof packTierSchema>;

/** What pricing needs to know about a product. */
export interface PricedProduct {
  /** Price per piece below the first pack tier, or always when there are none. */
  readonly priceCents: Cents;
  readonly packTiers: readonly PackTier[];
}

/** Whether a product is sold in packs with tiered pricing. */
export function isPackProduct(product: Pick<PricedProduct, 'packTiers'>): boolean {
  return product.packTiers.length > 0;
}

/** The highest tier a line quantity reaches, or null below the first. */
function reachedTier(tiers: readonly PackTier[], quantity: number): PackTier | null {
  let reached: PackTier | null = null;
  for (const tier of tiers) {
    if (quantity >= tier.minQuantity && (reached === null || tier.minQuantity > reached.minQuantity)) reached = tier;
  }
  return reached;
}

/** Price per piece for a line of `quantity`. */
export function unitPriceCents(product: PricedProduct, quantity: number): Cents {
  return reachedTier(product.packTiers, quantity)?.unitPriceCents ?? product.priceCents;
}

/** The badge shown for a quantity ('5% Off' ... 'Best Value'), or null below the first tier. */
export function packBadge(product: Pick<PricedProduct, 'packTiers'>, quantity: number): string | null {
  return reachedTier(product.packTiers, quantity)?.badge ?? null;
}

export const TIER_ABOVE_LIST_PRICE = 'A pack price per piece must be below the list price';

/**
 * A pack tier is a discount: its price per piece below the list price, and lower again the larger
 * the pack. The owner's menu editor refuses tiers that would charge more for buying more.
 */
export function packTiersProblem(priceCents: Cents, tiers: readonly PackTier[]): string | null {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  let ceiling = priceCents;
  for (const tier of sorted) {
    if (tier.unitPriceCents >= ceiling) return TIER_ABOVE_LIST_PRICE;
    ceiling = tier.unitPriceCents;
  }
  return null;
}
