import { formatAmount } from '@/components/orders/order-format';
import type { AdminMenuProduct } from '@/domain/menu';
import { fewestPieces } from '@/domain/owner-orders/entered-order';

/*
 * How the owner's order screens (a new order, a change) offer and describe the dishes she can sell.
 */

/** The dishes the owner can sell: all but the archived, the sold-out ones too (she knows what she has left). */
export const sellableDishes = (products: readonly AdminMenuProduct[]): AdminMenuProduct[] =>
  products.filter((product) => product.status !== 'archived');

/** What else to know when counting a dish: 'from 10' for a dish sold in packs, and whether the storefront has it sold out. */
export function countWords(dish: AdminMenuProduct): string | null {
  const fewest = fewestPieces(dish);
  const words = [
    fewest > 1 ? `from ${fewest}` : null,
    dish.status === 'sold_out' ? 'sold out on the storefront' : null,
  ];
  const text = words.filter((word) => word !== null).join(' · ');
  return text === '' ? null : text;
}

/** A dish's prices as the owner reads them out: '$2.00 per piece · 20+ $1.90 each · 30+ $1.80 each'. */
export function priceWords(dish: Pick<AdminMenuProduct, 'price' | 'unit' | 'packTiers'>): string {
  const tiers = [...dish.packTiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .map((tier) => `${tier.minQuantity}+ ${formatAmount(tier.unitPrice)} each`);
  return [`${formatAmount(dish.price)} ${dish.unit}`, ...tiers].join(' · ');
}
