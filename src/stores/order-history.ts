import type { OrderView } from '@/domain/api-shapes';
import { ApiError } from '@/lib/api/api-error';
import { createFetcherStore } from '@/lib/api/query';
import { apiGet } from '@/lib/api/request';

export const ORDER_HISTORY_KEY = '/api/orders/history';

/**
 * The signed-in person's orders (SPEC.md §7): never cached, always refetched. A 401 becomes
 * 'Not authenticated', any other failure 'Failed to fetch orders'.
 */
export async function fetchOrderHistory(): Promise<OrderView[]> {
  try {
    return await apiGet<OrderView[]>(ORDER_HISTORY_KEY, { noCache: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Error('Not authenticated');
    throw new Error('Failed to fetch orders');
  }
}

export const $orderHistory = createFetcherStore<OrderView[]>(ORDER_HISTORY_KEY, {
  fetcher: fetchOrderHistory,
  dedupeTime: 0,
  revalidateOnFocus: true,
});
