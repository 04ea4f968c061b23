import * as v from 'valibot';
import { emptyCart, type Cart } from '@/domain/cart';
import { ORDER_TYPES } from '@/domain/order-type';
import { packTierSchema } from '@/domain/pricing';
import { TIP_PERCENTS } from '@/domain/tip';

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * A cart line as stored. Carts saved before lines carried their list price and pack tiers are
 * read with the unit price as list price and no tiers; the menu brings them up to date as soon
 * as it loads (syncCartWithMenu), so nothing the customer chose is lost.
 */
const storedLine = v.pipe(
  v.object({
    id: v.string(),
    productId: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    name: v.string(),
    unitPriceCents: cents,
    listPriceCents: v.optional(cents),
    packTiers: v.optional(v.array(packTierSchema), []),
    quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
    totalCents: cents,
  }),
  v.transform((line) => ({ ...line, listPriceCents: line.listPriceCents ?? line.unitPriceCents })),
);

const storedCart = v.object({
  items: v.array(storedLine),
  orderType: v.nullable(v.picklist(ORDER_TYPES)),
  deliveryFeeCents: cents,
  tipPercent: v.picklist(TIP_PERCENTS),
});

/** The stored cart, or an empty one when what is stored cannot be read (another version, an edit). */
export function decodeStoredCart(encoded: string): Cart {
  try {
    const parsed = v.safeParse(storedCart, JSON.parse(encoded));
    return parsed.success ? parsed.output : emptyCart();
  } catch {
    return emptyCart();
  }
}
