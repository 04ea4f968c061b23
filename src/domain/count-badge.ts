/** Item count as shown on the cart badges: capped at '99+' so the badge keeps its size. */
export function formatCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** What a screen reader hears for the header's cart button, badge included. */
export function cartButtonLabel(itemCount: number): string {
  if (itemCount === 0) return 'Open cart, empty';
  return `Open cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}
