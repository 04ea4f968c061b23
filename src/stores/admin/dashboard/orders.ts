import * as ordersApi from '@/domain/api/orders';
import { atom, computed } from 'nanostores';
import type { AdminOrderView, OrderStatsView } from '@/domain/api-shapes';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { appendPage, mayHaveMore } from '@/domain/order/order-pages';
import { statusLabel, type OrderStatus } from '@/domain/order-status';
import type { InPersonMethod } from '@/domain/order/payment-method';
import { ApiError } from '@/lib/api/api-error';
import { urlOf } from '@/domain/api';
import { callApi, getAt } from '@/lib/api/call';
import { createFetcherStore, liveQuery, mutateCache, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { SESSION_USER_KEY } from '@/stores/shell/session';
import { showToast, type ToastInput } from '@/stores/shell/toasts';

/*
 * The owner's dashboard data: the three figures, the newest page of orders for the chosen status
 * and any older pages asked for with 'Load more'. The figures and the newest page are asked again
 * every 25 s and when the tab comes back into view, so new orders show up without a reload; the
 * query cache skips the timed asks while the tab is hidden (it checks document.hidden).
 */

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_REFRESH_MS = 25_000;
export const ORDER_STATS_KEY = urlOf(ordersApi.stats);
const ORDERS_PATH = urlOf(ordersApi.list);

/** 'all' or one status: the filter's choices. */
export type StatusFilter = OrderStatus | 'all';

/**
 * GET /api/orders for one page of `ADMIN_PAGE_SIZE` orders with the filter's status: the newest, or
 * those after the order `after` (the cursor: the last order shown).
 */
export function ordersPageUrl(filter: StatusFilter, after: number | null): string {
  return urlOf(ordersApi.list, undefined, {
    limit: ADMIN_PAGE_SIZE,
    after: after ?? undefined,
    status: filter === 'all' ? undefined : filter,
  });
}

const isOrdersPageKey = (key: string) => key.startsWith(`${ORDERS_PATH}?`);

export const $statusFilter = atom<StatusFilter>('all');

// Admin answers depend on who is signed in, so they never come from the browser's HTTP cache.
export const $orderStats = createFetcherStore<OrderStatsView>(
  ORDER_STATS_KEY,
  liveQuery(ordersApi.stats, ADMIN_REFRESH_MS),
);

/** The newest page for the chosen status, one cache entry per status. */
export const $latestOrders = createFetcherStore<AdminOrderView[]>(
  [computed($statusFilter, (filter) => ordersPageUrl(filter, null))],
  liveQuery(ordersApi.list, ADMIN_REFRESH_MS),
);

export interface OlderOrders {
  /** The status these pages were asked for; pages of another status are never mixed in. */
  filter: StatusFilter;
  orders: AdminOrderView[];
  /** null until a page beyond the first has been asked for: the first page's size decides then. */
  hasMore: boolean | null;
  loading: boolean;
  error: string | null;
}

const noOlderOrders = (filter: StatusFilter): OlderOrders => ({
  filter,
  orders: [],
  hasMore: null,
  loading: false,
  error: null,
});

/** The pages 'Load more' added below the newest one. Not refreshed: older orders rarely change. */
export const $olderOrders = atom<OlderOrders>(noOlderOrders('all'));

export function setStatusFilter(filter: StatusFilter): void {
  if (filter === $statusFilter.get()) return;
  $olderOrders.set(noOlderOrders(filter));
  $statusFilter.set(filter);
}

/**
 * The orders to show, newest first: the newest page, then the older pages without the orders the
 * newest page already holds (new orders push older ones down into the next page).
 */
export function mergeOrderPages(latest: readonly AdminOrderView[], older: readonly AdminOrderView[]): AdminOrderView[] {
  return appendPage(latest, older);
}

/** Whether 'Load more' can find anything: decided by the last page asked for. */
export function hasMoreOrders(latest: readonly AdminOrderView[], older: OlderOrders): boolean {
  return older.hasMore ?? mayHaveMore(latest, ADMIN_PAGE_SIZE);
}

/**
 * How many orders in `next` were placed after every order of `previous` (ids grow with time).
 * None when there was no earlier answer to compare with.
 */
export function countNewOrders(
  previous: readonly AdminOrderView[] | undefined,
  next: readonly AdminOrderView[],
): number {
  if (previous === undefined) return 0;
  const newestSeen = previous.reduce((max, order) => Math.max(max, order.id), 0);
  return next.filter((order) => order.id > newestSeen).length;
}

/**
 * Asks for the page after the last order shown (its cursor), so new orders that arrived meanwhile
 * neither repeat an order nor skip one, and a page far down costs what the first does.
 */
export async function loadMoreOrders(): Promise<void> {
  const filter = $statusFilter.get();
  const older = $olderOrders.get();
  const latest = $latestOrders.get().data;
  if (older.loading || latest === undefined || older.filter !== filter) return;
  const after = mergeOrderPages(latest, older.orders).at(-1)?.id ?? null;
  $olderOrders.set({ ...older, loading: true, error: null });
  try {
    const page = await getAt(ordersApi.list, ordersPageUrl(filter, after), true);
    if ($olderOrders.get().filter !== filter) return;
    const orders = mergeOrderPages(older.orders, page);
    $olderOrders.set({ filter, orders, hasMore: mayHaveMore(page, ADMIN_PAGE_SIZE), loading: false, error: null });
  } catch (error) {
    if ($olderOrders.get().filter !== filter) return;
    const message = error instanceof ApiError ? error.message : 'Something went wrong';
    $olderOrders.set({ ...$olderOrders.get(), loading: false, error: message });
  }
}

/** The figures and the newest page, asked again now (window focus, Try Again). */
export function refreshDashboard(): void {
  revalidateKeys((key) => key === ORDER_STATS_KEY || key === $latestOrders.key);
}

/** The order as changed, or gone from a list filtered on a status it no longer has. */
function withUpdatedOrder(
  orders: readonly AdminOrderView[],
  updated: AdminOrderView,
  filter: StatusFilter,
): AdminOrderView[] {
  const keep = filter === 'all' || updated.status === filter;
  return orders.flatMap((order) => (order.id !== updated.id ? [order] : keep ? [updated] : []));
}

/** Shows the server's answer at once, before the lists and figures are asked again. */
export function showUpdatedOrder(updated: AdminOrderView): void {
  const filter = $statusFilter.get();
  const latest = $latestOrders.get().data;
  if (latest && $latestOrders.key) mutateCache($latestOrders.key, withUpdatedOrder(latest, updated, filter));
  const older = $olderOrders.get();
  $olderOrders.set({ ...older, orders: withUpdatedOrder(older.orders, updated, older.filter) });
}

/** What a status change says, once the server has answered or refused. */
interface StatusChangeToasts {
  failed: (error: unknown) => ToastInput;
  done: (updated: AdminOrderView) => ToastInput;
}

/**
 * PATCH /api/orders/{id}/status: on success the card shows the server's answer and the orders and
 * figures are asked again; either way a toast says what happened. Resolves to whether it was saved.
 */
async function patchStatus(orderId: number, status: OrderStatus, toasts: StatusChangeToasts): Promise<boolean> {
  let updated: AdminOrderView;
  try {
    updated = await callApi(ordersApi.setStatus, { params: { id: orderId }, body: { status } });
  } catch (error) {
    showToast(toasts.failed(error));
    // A 401 means the session ended: asking who is signed in makes the page show it.
    if (error instanceof ApiError && error.status === 401) revalidateKeys(SESSION_USER_KEY);
    return false;
  }
  showUpdatedOrder(updated);
  showToast(toasts.done(updated));
  revalidateKeys((key) => key === ORDER_STATS_KEY || isOrdersPageKey(key));
  return true;
}

/**
 * A status change from the card's select: 'Order Updated – Order KBT-1 is now Preparing.', or
 * 'Update Failed – Failed to update order status. Please try again.'
 */
export function changeOrderStatus(
  order: Pick<AdminOrderView, 'id' | 'orderNumber'>,
  status: OrderStatus,
): Promise<boolean> {
  return patchStatus(order.id, status, {
    failed: () => ({
      title: 'Update Failed',
      description: 'Failed to update order status. Please try again.',
      variant: 'destructive',
    }),
    done: (updated) => ({
      title: 'Order Updated',
      description: `Order ${updated.orderNumber} is now ${statusLabel(updated.status)}.`,
    }),
  });
}

/**
 * Cancels a paid order the owner confirmed, which refunds it: 'Order Cancelled – Order KBT-1 was
 * refunded $38.00.', or 'Refund Failed' with the server's reason (a refund the gateway refused:
 * the order is unchanged).
 */
export function cancelAndRefund(order: Pick<AdminOrderView, 'id' | 'orderNumber' | 'total'>): Promise<boolean> {
  return patchStatus(order.id, 'cancelled', {
    failed: (error) => ({
      title: 'Refund Failed',
      description: error instanceof ApiError ? error.message : 'Failed to update order status. Please try again.',
      variant: 'destructive',
    }),
    done: (updated) => ({
      title: 'Order Cancelled',
      description:
        updated.refundedAt === null
          ? `Order ${updated.orderNumber} is now Cancelled.`
          : `Order ${updated.orderNumber} was refunded ${formatUsd(apiDecimalToCents(order.total))}.`,
    }),
  });
}

export const PAYMENT_NOT_RECORDED = 'Something went wrong. Please try again.';

/** What recording a payment came to: saved, or the server's words (by field for a 400's). */
export type InPersonOutcome =
  | { ok: true }
  | { ok: false; message: string; fields: Partial<Record<'amount' | 'how', string>> };

/**
 * POST /api/admin/orders/{id}/paid (issue 37): money the owner took in person, `amount` a decimal
 * ('21.87'). The card shows the server's answer at once (no longer 'To collect'; a pending order
 * confirmed), then the orders and figures are asked again.
 */
export async function recordPaymentInPerson(
  orderId: number,
  payment: { amount: string; how: InPersonMethod },
): Promise<InPersonOutcome> {
  let updated: AdminOrderView;
  try {
    updated = await callApi(ordersApi.paidInPerson, { params: { id: orderId }, body: payment });
  } catch (error) {
    return { ...refusedChange(error, PAYMENT_NOT_RECORDED), fields: refusedFields<'amount' | 'how'>(error) };
  }
  showUpdatedOrder(updated);
  revalidateKeys((key) => key === ORDER_STATS_KEY || isOrdersPageKey(key));
  return { ok: true };
}
