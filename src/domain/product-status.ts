/**
 * Where a product stands on the menu: on it (orderable), sold out (shown with 'Sold out', not
 * orderable) or archived (hidden from customers, kept for the owner and the records).
 */
export const PRODUCT_STATUSES = ['on_menu', 'sold_out', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  on_menu: 'On the menu',
  sold_out: 'Sold out',
  archived: 'Archived',
};

export const ITEM_UNAVAILABLE = 'An item in your cart is no longer on the menu. Please review your cart and try again.';

/** Why a product in a cart cannot be bought now, in words naming it; null when it can. */
export function unorderableReason(product: { name: string; status: ProductStatus } | undefined): string | null {
  if (!product) return ITEM_UNAVAILABLE;
  if (product.status === 'sold_out') return `${product.name} is sold out. Please remove it from your cart to continue.`;
  if (product.status === 'archived') {
    return `${product.name} is no longer on the menu. Please remove it from your cart to continue.`;
  }
  return null;
}
