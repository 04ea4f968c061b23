/*
 * The cart as plain immutable values: every function returns a new cart and never changes its
 * argument, so stores can compare by reference and the server can rebuild the same cart from the
 * same inputs to re-price it (the server never trusts the browser's numbers).
 */
import type { Cents } from './money';
import type { OrderType } from './order-type';
import { unitPriceCents, type PackTier } from './pricing';
import { MAX_LINE_QUANTITY } from './quantity';
import { tipCents, type TipPercent } from './tip';

export interface CartItem {
  /** Generated per line, so a line can be addressed even if the product appears again later. */
  id: string;
  productId: number;
  name: string;
  /** The product's list price and pack tiers when it was added: what the line is re-priced from. */
  listPriceCents: Cents;
  packTiers: readonly PackTier[];
  /** Price per piece for this line's quantity (pack tier or list price). */
  unitPriceCents: Cents;
  quantity: number;
  totalCents: Cents;
}

export interface Cart {
  items: CartItem[];
  /** Unset until the customer chooses; pricing needs it for the fee and tip. */
  orderType: OrderType | null;
  deliveryFeeCents: Cents;
  tipPercent: TipPercent;
}

export interface CartTotals {
  subtotalCents: Cents;
  deliveryFeeCents: Cents;
  tipCents: Cents;
  totalCents: Cents;
  /** Pieces, not lines: the sum of quantities. */
  itemCount: number;
}

/** What the cart needs to know about a product to add it. */
export interface CartProduct {
  id: number;
  name: string;
  /** List price: the price per piece below the first pack tier. */
  priceCents: Cents;
  packTiers: readonly PackTier[];
}

export function emptyCart(): Cart {
  return { items: [], orderType: null, deliveryFeeCents: 0, tipPercent: 0 };
}

const isUsableQuantity = (quantity: number): boolean => Number.isInteger(quantity);

/** Prices a line for its quantity from the list price and pack tiers it carries. */
function priced(line: Omit<CartItem, 'unitPriceCents' | 'totalCents'>): CartItem {
  const unit = unitPriceCents({ priceCents: line.listPriceCents, packTiers: line.packTiers }, line.quantity);
  return { ...line, unitPriceCents: unit, totalCents: unit * line.quantity };
}

/** What a line takes from its product: name, list price and tiers, as the menu has them now. */
const fromProduct = (product: CartProduct) => ({
  productId: product.id,
  name: product.name,
  listPriceCents: product.priceCents,
  packTiers: product.packTiers,
});

/**
 * Adds `quantity` of a product. A product already in the cart gets the quantity merged into its
 * line, which is re-priced on the new total (docs/behaviour/rules.md#cart). A quantity below 1 or not whole adds
 * nothing; a line never grows past MAX_LINE_QUANTITY.
 */
export function addItem(cart: Cart, product: CartProduct, quantity: number, newId: () => string): Cart {
  if (!isUsableQuantity(quantity) || quantity <= 0) return cart;
  const existing = cart.items.find((item) => item.productId === product.id);
  if (existing) {
    const merged = Math.min(existing.quantity + quantity, MAX_LINE_QUANTITY);
    return {
      ...cart,
      items: cart.items.map((item) =>
        item === existing ? priced({ ...item, ...fromProduct(product), quantity: merged }) : item,
      ),
    };
  }
  const line = priced({ id: newId(), ...fromProduct(product), quantity: Math.min(quantity, MAX_LINE_QUANTITY) });
  return { ...cart, items: [...cart.items, line] };
}

export function removeItem(cart: Cart, itemId: string): Cart {
  return { ...cart, items: cart.items.filter((item) => item.id !== itemId) };
}

/**
 * Sets a line's quantity and re-prices it; 0 or less removes the line (docs/behaviour/rules.md#cart). A quantity that
 * is not a whole number changes nothing.
 */
export function setQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  if (!isUsableQuantity(quantity)) return cart;
  if (quantity <= 0) return removeItem(cart, itemId);
  return {
    ...cart,
    items: cart.items.map((item) =>
      item.id === itemId ? priced({ ...item, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }) : item,
    ),
  };
}

/**
 * Brings the lines up to date with the menu as it is now (names, list prices, pack tiers) and
 * re-prices them, so the cart shows what the server will charge. Lines of products no longer on
 * the menu are kept for the customer to see; the server refuses them at checkout. Answers the
 * same cart when nothing changed.
 */
export function syncWithMenu(cart: Cart, menu: readonly CartProduct[]): Cart {
  const byId = new Map(menu.map((product) => [product.id, product]));
  let changed = false;
  const items = cart.items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) return item;
    const updated = priced({ ...item, ...fromProduct(product) });
    const same =
      updated.name === item.name &&
      updated.unitPriceCents === item.unitPriceCents &&
      updated.listPriceCents === item.listPriceCents &&
      JSON.stringify(updated.packTiers) === JSON.stringify(item.packTiers);
    if (same) return item;
    changed = true;
    return updated;
  });
  return changed ? { ...cart, items } : cart;
}

/** Empties the items and zeroes fee and tip; the chosen order type stays (docs/behaviour/rules.md#cart). */
export function clearCart(cart: Cart): Cart {
  return { ...cart, items: [], deliveryFeeCents: 0, tipPercent: 0 };
}

/**
 * Chooses the order type. Any change resets the fee, which belonged to the old choice's address
 * check; pickup also drops the tip, which is for delivery only (docs/behaviour/rules.md#order-type).
 */
export function setOrderType(cart: Cart, orderType: OrderType): Cart {
  if (orderType === cart.orderType) return cart;
  return {
    ...cart,
    orderType,
    deliveryFeeCents: 0,
    tipPercent: orderType === 'pickup' ? 0 : cart.tipPercent,
  };
}

/** Records the fee of the detected delivery zone. Ignored unless the order is for delivery. */
export function setDeliveryFee(cart: Cart, feeCents: Cents): Cart {
  if (!Number.isSafeInteger(feeCents) || feeCents < 0) {
    throw new RangeError(`A delivery fee must be whole, non-negative cents: ${feeCents}`);
  }
  if (cart.orderType !== 'delivery') return cart;
  return { ...cart, deliveryFeeCents: feeCents };
}

/** Chooses the tip. Ignored unless the order is for delivery, so pickup always stays at no tip. */
export function setTipPercent(cart: Cart, tipPercent: TipPercent): Cart {
  if (cart.orderType !== 'delivery') return cart;
  return { ...cart, tipPercent };
}

/** The money of a cart: total = subtotal + delivery fee + tip; fee and tip only for delivery. */
export function cartTotals(cart: Cart): CartTotals {
  const subtotalCents = cart.items.reduce((sum, item) => sum + item.totalCents, 0);
  const deliveryFeeCents = cart.orderType === 'delivery' ? cart.deliveryFeeCents : 0;
  const tip = tipCents(subtotalCents, cart.tipPercent, cart.orderType);
  return {
    subtotalCents,
    deliveryFeeCents,
    tipCents: tip,
    totalCents: subtotalCents + deliveryFeeCents + tip,
    itemCount: cart.items.reduce((sum, item) => sum + item.quantity, 0),
  };
}
