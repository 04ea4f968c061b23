/*
 * Lists of orders read a page at a time by cursor (GET /api/orders, GET /api/orders/history;
 * docs/behaviour/api.md#orders): the next page starts after the last order shown.
 */

/** Whether another page may follow: only a full page can have more behind it. */
export function mayHaveMore(page: readonly unknown[], pageSize: number): boolean {
  return page.length >= pageSize;
}

/**
 * The orders shown, then the next page's without any already shown: orders placed between two
 * asks push older ones down into the next page.
 */
export function appendPage<T extends { id: number }>(shown: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(shown.map((order) => order.id));
  return [...shown, ...page.filter((order) => !seen.has(order.id))];
}

/**
 * Whether orders may be missing between `page` and the `older` orders shown below it: new orders
 * pushed some out of the newest page when it was asked again. Not when the page reaches an order
 * of `older`, nor when it came back short (nothing is left below it).
 */
export function leavesGap(
  page: readonly { id: number }[],
  older: readonly { id: number }[],
  pageSize: number,
): boolean {
  const last = page.at(-1);
  if (older.length === 0 || last === undefined || !mayHaveMore(page, pageSize)) return false;
  return !older.some((order) => order.id === last.id);
}
