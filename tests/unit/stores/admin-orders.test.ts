import { api, urlOf } from '@/domain/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatsView, OrderView } from '@/domain/api-shapes';
import { invalidateKeys } from '@/lib/api/query';
import {
  $latestOrders,
  $olderOrders,
  $orderStats,
  $statusFilter,
  ADMIN_PAGE_SIZE,
  ADMIN_REFRESH_MS,
  cancelAndRefund,
  changeOrderStatus,
  countNewOrders,
  hasMoreOrders,
  loadMoreOrders,
  mergeOrderPages,
  ordersPageUrl,
  setStatusFilter,
  type OlderOrders,
} from '@/stores/admin/dashboard/orders';
import { $toast } from '@/stores/shell/toasts';
import { sampleAdminOrder } from '../../fixtures/sample-order';
import { eventually } from './eventually';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Orders with ids from `newest` down to `oldest`, newest first as the API answers. */
const ordersFrom = (newest: number, oldest: number, status: OrderView['status'] = 'confirmed') =>
  Array.from({ length: newest - oldest + 1 }, (_, i) => sampleAdminOrder({ id: newest - i, status }));
const ids = (orders: readonly OrderView[] | undefined) => orders?.map((order) => order.id);

const stats: OrderStatsView = { totalOrders: 3, pendingOrders: 1, totalRevenue: '60.00' };

/** The server's orders, newest first; GET /api/orders answers pages of them like the real one. */
let orders: OrderView[];
let patchAnswer: (id: number, status: OrderView['status']) => Response;

function answerPage(url: URL): Response {
  const status = url.searchParams.get('status');
  const limit = Number(url.searchParams.get('limit'));
  const after = url.searchParams.get('after');
  const matching = orders.filter((order) => status === null || order.status === status);
  const start = after === null ? 0 : matching.findIndex((order) => order.id === Number(after)) + 1;
  return json(200, matching.slice(start, start + limit));
}

const gets = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'GET' && String(url).startsWith(path))
    .map(([url]) => String(url));

const stops: Array<() => void> = [];
const watch = (store: { listen: (listener: () => void) => () => void }) => stops.push(store.listen(() => {}));

beforeEach(() => {
  orders = [];
  patchAnswer = (id, status) => {
    const order = orders.find((o) => o.id === id);
    if (!order) return json(404, { message: 'Order not found' });
    order.status = status;
    return json(200, order);
  };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === api.orders.stats.path) return json(200, stats);
    if (url.pathname === api.orders.list.path) return answerPage(url);
    const patch = /^\/api\/orders\/(\d+)\/status$/.exec(url.pathname);
    if (patch && init?.method === 'PATCH') return patchAnswer(Number(patch[1]), JSON.parse(String(init.body)).status);
    return json(404, {});
  });
  $toast.set(null);
  setStatusFilter('all');
  $olderOrders.set({ filter: 'all', orders: [], hasMore: null, loading: false, error: null });
});

afterEach(() => {
  while (stops.length > 0) stops.pop()?.();
  invalidateKeys(() => true);
  fetchMock.mockReset();
  vi.useRealTimers();
});

describe('pages of orders', () => {
  it('asks for 50 at a time, with the cursor and status only when there is one', () => {
    expect(ordersPageUrl('all', null)).toBe(`${api.orders.list.path}?limit=50`);
    expect(ordersPageUrl('pending', null)).toBe(`${api.orders.list.path}?limit=50&status=pending`);
    expect(ordersPageUrl('ready', 1234)).toBe(`${api.orders.list.path}?limit=50&after=1234&status=ready`);
  });

  it('shows the newest page, then the older orders it does not already hold', () => {
    expect(ids(mergeOrderPages(ordersFrom(12, 10), ordersFrom(10, 8)))).toEqual([12, 11, 10, 9, 8]);
    expect(ids(mergeOrderPages([], ordersFrom(3, 1)))).toEqual([3, 2, 1]);
  });

  it("offers 'Load more' while the last page asked for was full", () => {
    const none: OlderOrders = { filter: 'all', orders: [], hasMore: null, loading: false, error: null };
    expect(hasMoreOrders(ordersFrom(50, 1), none)).toBe(true);
    expect(hasMoreOrders(ordersFrom(49, 1), none)).toBe(false);
    expect(hasMoreOrders(ordersFrom(100, 51), { ...none, orders: ordersFrom(50, 1), hasMore: false })).toBe(false);
  });

  it('counts the orders placed since the last answer, none on the first', () => {
    expect(countNewOrders(undefined, ordersFrom(5, 1))).toBe(0);
    expect(countNewOrders(ordersFrom(5, 1), ordersFrom(7, 2))).toBe(2);
    expect(countNewOrders([], ordersFrom(1, 1))).toBe(1);
    // An older order moving into a filtered list (its status changed) is not new.
    expect(countNewOrders(ordersFrom(9, 8), [sampleAdminOrder({ id: 3 }), ...ordersFrom(9, 8)])).toBe(0);
  });
});

describe('$latestOrders and $orderStats', () => {
  it('ask the API without any cache, and ask for the chosen status only', async () => {
    orders = [sampleAdminOrder({ id: 2, status: 'pending' }), sampleAdminOrder({ id: 1, status: 'ready' })];
    watch($latestOrders);
    watch($orderStats);
    await eventually(() => expect(ids($latestOrders.get().data)).toEqual([2, 1]));
    await eventually(() => expect($orderStats.get().data).toEqual(stats));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === `${api.orders.list.path}?limit=50`)!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store' });

    setStatusFilter('ready');
    await eventually(() => expect(ids($latestOrders.get().data)).toEqual([1]));
    expect(gets(`${api.orders.list.path}?`)).toEqual([
      `${api.orders.list.path}?limit=50`,
      `${api.orders.list.path}?limit=50&status=ready`,
    ]);
  });

  it('ask again every 25 s, so new orders appear without a reload', async () => {
    vi.useFakeTimers();
    orders = ordersFrom(2, 1);
    watch($latestOrders);
    watch($orderStats);
    await eventually(() => expect(ids($latestOrders.get().data)).toEqual([2, 1]));

    orders = ordersFrom(3, 1);
    await vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS);
    await eventually(() => expect(ids($latestOrders.get().data)).toEqual([3, 2, 1]));
    expect(gets(api.orders.stats.path)).toHaveLength(2);
  });
});

describe('loadMoreOrders', () => {
  it('asks for the page after the orders shown and says when there is no more', async () => {
    orders = ordersFrom(70, 1);
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(ADMIN_PAGE_SIZE));

    await loadMoreOrders();
    expect(gets(`${api.orders.list.path}?`).at(-1)).toBe(`${api.orders.list.path}?limit=50&after=21`);
    expect(ids($olderOrders.get().orders)).toEqual(ids(ordersFrom(20, 1)));
    expect($olderOrders.get()).toMatchObject({ hasMore: false, loading: false, error: null });
  });

  it('neither skips nor repeats an order when new ones arrived meanwhile', async () => {
    orders = ordersFrom(100, 1);
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(ADMIN_PAGE_SIZE));
    orders = ordersFrom(103, 1);

    await loadMoreOrders();
    const shown = mergeOrderPages($latestOrders.get().data!, $olderOrders.get().orders);
    expect(ids(shown)).toEqual(ids(ordersFrom(100, 1)));
    expect($olderOrders.get().hasMore).toBe(true);
  });

  it('keeps the status of the pages it adds, and forgets them when the filter changes', async () => {
    orders = ordersFrom(60, 1, 'pending');
    setStatusFilter('pending');
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(ADMIN_PAGE_SIZE));
    await loadMoreOrders();
    expect(gets(`${api.orders.list.path}?`).at(-1)).toBe(`${api.orders.list.path}?limit=50&after=11&status=pending`);
    expect($olderOrders.get().orders).toHaveLength(10);

    setStatusFilter('all');
    expect($olderOrders.get()).toEqual({ filter: 'all', orders: [], hasMore: null, loading: false, error: null });
  });

  it('reports a failed page with the reason and keeps the orders shown', async () => {
    orders = ordersFrom(50, 1);
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(ADMIN_PAGE_SIZE));
    fetchMock.mockResolvedValueOnce(json(503, { message: 'Database unavailable' }));
    await loadMoreOrders();
    expect($olderOrders.get()).toMatchObject({ orders: [], loading: false, error: 'Database unavailable' });
  });
});

describe('changeOrderStatus', () => {
  it("saves the status, says 'Order Updated', shows it at once and asks for the orders and figures again", async () => {
    orders = [sampleAdminOrder({ id: 7, status: 'confirmed' })];
    watch($latestOrders);
    watch($orderStats);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(1));
    const before = { lists: gets(`${api.orders.list.path}?`).length, stats: gets(api.orders.stats.path).length };

    await expect(changeOrderStatus(orders[0]!, 'ready')).resolves.toBe(true);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe(urlOf(api.orders.setStatus, { id: 7 }));
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'ready' });
    expect($latestOrders.get().data?.[0]?.status).toBe('ready');
    expect($toast.get()).toMatchObject({ title: 'Order Updated', description: 'Order KBT-7 is now Ready.' });
    await eventually(() => expect(gets(`${api.orders.list.path}?`).length).toBe(before.lists + 1));
    await eventually(() => expect(gets(api.orders.stats.path).length).toBe(before.stats + 1));
  });

  it('takes the order out of a list filtered on the status it no longer has', async () => {
    orders = [sampleAdminOrder({ id: 8, status: 'pending' }), sampleAdminOrder({ id: 5, status: 'pending' })];
    setStatusFilter('pending');
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(2));

    await changeOrderStatus(orders[0]!, 'preparing');
    expect(ids($latestOrders.get().data)).toEqual([5]);
    expect($statusFilter.get()).toBe('pending');
  });

  it("says 'Update Failed – Failed to update order status. Please try again.' and changes nothing", async () => {
    orders = [sampleAdminOrder({ id: 9, status: 'confirmed' })];
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(1));
    patchAnswer = () => json(500, { message: 'Database unavailable' });

    await expect(changeOrderStatus(orders[0]!, 'cancelled')).resolves.toBe(false);
    expect($toast.get()).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to update order status. Please try again.',
      variant: 'destructive',
    });
    expect($latestOrders.get().data?.[0]?.status).toBe('confirmed');
  });
});

describe('cancelAndRefund', () => {
  it("cancels the order, says 'Order Cancelled – Order KBT-11 was refunded $38.00.' and shows it refunded at once", async () => {
    orders = [sampleAdminOrder({ id: 11, status: 'preparing', total: '38.00', subtotal: '38.00' })];
    patchAnswer = (id, status) => {
      const order = orders.find((o) => o.id === id)!;
      Object.assign(order, { status, refundedAt: '2026-03-05T21:00:00.000Z' });
      return json(200, order);
    };
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(1));

    await expect(cancelAndRefund(orders[0]!)).resolves.toBe(true);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe(urlOf(api.orders.setStatus, { id: 11 }));
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'cancelled' });
    expect($latestOrders.get().data?.[0]).toMatchObject({
      status: 'cancelled',
      refundedAt: '2026-03-05T21:00:00.000Z',
    });
    expect($toast.get()).toMatchObject({ title: 'Order Cancelled', description: 'Order KBT-11 was refunded $38.00.' });
  });

  it("says 'Refund Failed' with the server's reason and keeps the order as it was", async () => {
    orders = [sampleAdminOrder({ id: 12, status: 'confirmed' })];
    watch($latestOrders);
    await eventually(() => expect($latestOrders.get().data).toHaveLength(1));
    const reason = 'The refund failed, so the order was not cancelled. Please try again.';
    patchAnswer = () => json(502, { message: reason });

    await expect(cancelAndRefund(orders[0]!)).resolves.toBe(false);
    expect($toast.get()).toMatchObject({ title: 'Refund Failed', description: reason, variant: 'destructive' });
    expect($latestOrders.get().data?.[0]).toMatchObject({ status: 'confirmed', refundedAt: null });
  });
});
