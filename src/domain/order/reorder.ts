/*
 * 'Order again' (docs/behaviour/rules.md#order-again): what a past order puts in the cart today. The
 * order's lines name products and quantities; today's menu decides whether each can be bought and
 * at what price. The cart is added to, not replaced, as Square and Hotplate do: a customer who has
 * already picked a dish keeps it, and a dish in both gets the quantities merged (addItem).
 */
import type { Cart, CartProduct } from '../cart';
import { MAX_LINE_QUANTITY } from '../quantity';
import { MAX_CART_LINES } from '../quantity';

/** A line of the past order: the product, and its name and quantity as charged. */
export interface PastOrderLine {
  productId: number;
  name: string;
  quantity: number;
}

/** A product as today's menu (GET /api/products) has it; archived products are not on it. */
export interface TodaysProduct extends CartProduct {
  soldOut: boolean;
}

export type SkipReason = 'sold_out' | 'gone' | 'line_full' | 'cart_full';

/** Why a line was not added, as the toast says it after the dish's name. */
export const SKIP_REASON_LABELS: Record<SkipReason, string> = {
  sold_out: 'sold out',
  gone: 'no longer on the menu',
  line_full: `already ${MAX_LINE_QUANTITY} in your cart`,
  cart_full: `your cart holds at most ${MAX_CART_LINES} different items`,
};

export interface ReorderPlan {
  /** What to add to the cart, at today's prices (the product as the menu has it now). */
  add: Array<{ product: TodaysProduct; quantity: number }>;
  /** The lines left out, named as the order charged them. */
  skipped: Array<{ name: string; reason: SkipReason }>;
}

/** The order's lines with one line per product (an order built from a cart has that already). */
function mergedByProduct(lines: readonly PastOrderLine[]): PastOrderLine[] {
  const byId = new Map<number, PastOrderLine>();
  for (const line of lines) {
    const seen = byId.get(line.productId);
    byId.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byId.values()];
}

/**
 * The cart lines to add for `lines` given today's `menu` and the cart as it is: a sold-out product
 * or one no longer on the menu is skipped; a line never grows past MAX_LINE_QUANTITY (what fits is
 * added, a line already full is skipped) and the cart never holds more than MAX_CART_LINES lines.
 */
export function planReorder(
  lines: readonly PastOrderLine[],
  menu: readonly TodaysProduct[],
  cart: Pick<Cart, 'items'>,
): ReorderPlan {
  const menuById = new Map(menu.map((product) => [product.id, product]));
  const inCart = new Map(cart.items.map((item) => [item.productId, item.quantity]));
  let lineCount = cart.items.length;
  const plan: ReorderPlan = { add: [], skipped: [] };

  for (const line of mergedByProduct(lines)) {
    const skip = (reason: SkipReason) => plan.skipped.push({ name: line.name, reason });
    const product = menuById.get(line.productId);
    const already = inCart.get(line.productId);
    if (!product) skip('gone');
    else if (product.soldOut) skip('sold_out');
    else if (already !== undefined && already >= MAX_LINE_QUANTITY) skip('line_full');
    else if (already === undefined && lineCount >= MAX_CART_LINES) skip('cart_full');
    else {
      if (already === undefined) lineCount += 1;
      plan.add.push({ product, quantity: Math.min(line.quantity, MAX_LINE_QUANTITY - (already ?? 0)) });
    }
  }
  return plan;
}
