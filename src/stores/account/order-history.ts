import * as ordersApi from '@/domain/api/orders';
import type { OrderView } from '@/domain/api-shapes';
import { ApiError } from '@/lib/api/api-error';
import { urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, revalidateKeys } from '@/lib/api/query';

export const ORDER_HISTORY_KEY = urlOf(ordersApi.history);

/**
 * The signed-in user's orders (docs/behaviour/screens.md#order-history): never cached, always refetched. A 401 becomes
 * 'Not authenticated', any other failure 'Failed to fetch orders'.
 */
export async function fetchOrderHistory(): Promise<OrderView[]> {
  try {
    return await callApi(ordersApi.history, { noCache: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Error('Not authenticated');
    throw new Error('Failed to fetch orders');
  }
}

/**
 * Subscribe only while someone is signed in: every new subscriber (a mount) fetches, and so does
 * the page becoming visible again.
 */
export const $orderHistory = createFetcherStore<OrderView[]>(ORDER_HISTORY_KEY, {
  fetcher: fetchOrderHistory,
  dedupeTime: 0,
  revalidateOnFocus: true,
});

/**
 * Fetches the orders again (the Refresh and Try Again buttons, window focus). While the list is
 * shown, the store keeps the orders it has and reports `loading` until the new answer arrives.
 */
export function refreshOrderHistory(): void {
  revalidateKeys(ORDER_HISTORY_KEY);
}
