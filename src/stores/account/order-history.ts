import * as ordersApi from '@/domain/api/orders';
import { atom } from 'nanostores';
import type { OrderView } from '@/domain/api-shapes';
import { appendPage, leavesGap, mayHaveMore } from '@/domain/order/order-pages';
import { ApiError } from '@/lib/api/api-error';
import { urlOf } from '@/domain/api';
import { getAt } from '@/lib/api/call';
import { createFetcherStore, revalidateKeys } from '@/lib/api/query';

/** Orders per page: the newest page first, then one more per 'Show more orders'. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /api/orders/history for one page: the newest, or those after the order `after` (the cursor). */
export function historyPageUrl(after: number | null): string {
  return urlOf(ordersApi.history, undefined, { limit: HISTORY_PAGE_SIZE, after: after ?? undefined });
}

/** The newest page's key: signing in or out invalidates it (auth-actions). */
export const ORDER_HISTORY_KEY = historyPageUrl(null);

/**
 * One page of the signed-in user's orders (docs/behaviour/screens.md#order-history): never cached.
 * A 401 becomes 'Not authenticated', any other failure 'Failed to fetch orders'.
 */
export async function fetchOrderHistory(url: string = ORDER_HISTORY_KEY): Promise<OrderView[]> {
  try {
    return await getAt(ordersApi.history, url, true);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Error('Not authenticated');
    throw new Error('Failed to fetch orders');
  }
}

export interface OlderOrderPages {
  orders: OrderView[];
  /** null until 'Show more orders' has asked once: the newest page's size decides until then. */
  hasMore: boolean | null;
  loading: boolean;
  error: string | null;
}

const NO_OLDER_PAGES: OlderOrderPages = { orders: [], hasMore: null, loading: false, error: null };

/** The pages 'Show more orders' added below the newest one; kept through a refresh and a failure. */
export const $olderOrderPages = atom<OlderOrderPages>(NO_OLDER_PAGES);

/**
 * The newest page; with older pages shown, also the orders new ones pushed out of it, put at the
 * top of the older pages, so none goes missing between the two.
 */
async function fetchNewestPage(): Promise<OrderView[]> {
  const newest = await fetchOrderHistory();
  let between: OrderView[] = [];
  let page = newest;
  while (leavesGap(page, $olderOrderPages.get().orders, HISTORY_PAGE_SIZE)) {
    page = await fetchOrderHistory(historyPageUrl(page.at(-1)?.id ?? null));
    between = appendPage(between, page);
  }
  if (between.length > 0) {
    const older = $olderOrderPages.get();
    $olderOrderPages.set({ ...older, orders: appendPage(between, older.orders) });
  }
  return newest;
}

/**
 * The newest page. Subscribe only while someone is signed in: every new subscriber (a mount)
 * fetches, and so does the page becoming visible again.
 */
export const $orderHistory = createFetcherStore<OrderView[]>(ORDER_HISTORY_KEY, {
  fetcher: fetchNewestPage,
  dedupeTime: 0,
  revalidateOnFocus: true,
});

/** The orders to show, newest first: the newest page, then the older pages' others. */
export function shownOrders(newest: readonly OrderView[], older: OlderOrderPages): OrderView[] {
  return appendPage(newest, older.orders);
}

/** Whether 'Show more orders' can find anything: decided by the last page asked for. */
export function hasMoreHistory(newest: readonly OrderView[], older: OlderOrderPages): boolean {
  return older.hasMore ?? mayHaveMore(newest, HISTORY_PAGE_SIZE);
}

/**
 * Asks for the page after the last order shown, so orders placed meanwhile neither repeat an
 * order nor skip one. Resolves to the orders it added; a failure keeps every order shown.
 */
export async function showMoreOrders(): Promise<OrderView[]> {
  const older = $olderOrderPages.get();
  const newest = $orderHistory.get().data;
  if (older.loading || newest === undefined) return [];
  const shown = shownOrders(newest, older);
  $olderOrderPages.set({ ...older, loading: true, error: null });
  try {
    const page = await fetchOrderHistory(historyPageUrl(shown.at(-1)?.id ?? null));
    // A refresh meanwhile may have put the orders it found between the pages at their top.
    const orders = appendPage($olderOrderPages.get().orders, page);
    $olderOrderPages.set({ orders, hasMore: mayHaveMore(page, HISTORY_PAGE_SIZE), loading: false, error: null });
    return appendPage(shown, page).slice(shown.length);
  } catch (error) {
    $olderOrderPages.set({ ...$olderOrderPages.get(), loading: false, error: (error as Error).message });
    return [];
  }
}

/** Forgets the older pages on signing in: another person's orders must never follow. */
export function forgetOlderOrderPages(): void {
  $olderOrderPages.set(NO_OLDER_PAGES);
}

/**
 * Fetches the newest page again (the Refresh and Try Again buttons, window focus). While the list is
 * shown, the store keeps the orders it has and reports `loading` until the new answer arrives.
 */
export function refreshOrderHistory(): void {
  revalidateKeys(ORDER_HISTORY_KEY);
}
