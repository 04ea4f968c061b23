/** Item count as shown on the cart badges: capped at '99+' so the badge keeps its size. */
export function formatCount(n: number): string {
  return n > 99 ? '99+' : String(n);
}
