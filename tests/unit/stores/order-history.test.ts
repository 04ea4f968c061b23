import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/domain/api-shapes';
import { invalidateKeys } from '@/lib/api/query';
import {
  $orderHistory,
  fetchOrderHistory,
  ORDER_HISTORY_KEY,
  refreshOrderHistory,
} from '@/stores/account/order-history';
import { sampleOrder } from '../../fixtures/sample-order';
import { eventually } from './eventually';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const order = (id: number, status: OrderView['status']) => sampleOrder({ id, status });

let unsubscribe: (() => void) | undefined;
afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  invalidateKeys(() => true);
  fetchMock.mockReset();
});

describe('fetchOrderHistory', () => {
  it('returns the orders, asked for without any cache', async () => {
    fetchMock.mockResolvedValue(json(200, [order(2, 'ready'), order(1, 'delivered')]));
    await expect(fetchOrderHistory()).resolves.toEqual([order(2, 'ready'), order(1, 'delivered')]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ORDER_HISTORY_KEY);
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache' },
    });
  });

  it("says 'Not authenticated' for a 401, whatever the server's message", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Session expired' }));
    await expect(fetchOrderHistory()).rejects.toThrow(new Error('Not authenticated'));
  });

  it("says 'Failed to fetch orders' for any other failure", async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Database unavailable' }));
    await expect(fetchOrderHistory()).rejects.toThrow(new Error('Failed to fetch orders'));
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(fetchOrderHistory()).rejects.toThrow(new Error('Failed to fetch orders'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchOrderHistory()).rejects.toThrow(new Error('Failed to fetch orders'));
  });
});

describe('$orderHistory', () => {
  it('fetches on every mount, never reusing an earlier answer', async () => {
    fetchMock.mockImplementation(async () => json(200, [order(1, 'pending')]));
    unsubscribe = $orderHistory.listen(() => {});
    await eventually(() => expect($orderHistory.get().data).toEqual([order(1, 'pending')]));
    unsubscribe();

    fetchMock.mockImplementation(async () => json(200, [order(1, 'confirmed')]));
    unsubscribe = $orderHistory.listen(() => {});
    await eventually(() => expect($orderHistory.get().data).toEqual([order(1, 'confirmed')]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the orders on screen while a refresh runs, marked as loading, then shows the new ones', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [order(1, 'preparing')]));
    unsubscribe = $orderHistory.listen(() => {});
    await eventually(() =>
      expect($orderHistory.get()).toMatchObject({ loading: false, data: [order(1, 'preparing')] }),
    );

    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    refreshOrderHistory();
    expect($orderHistory.get()).toMatchObject({ loading: true, data: [order(1, 'preparing')] });

    answer(json(200, [order(1, 'ready')]));
    await eventually(() => expect($orderHistory.get()).toMatchObject({ loading: false, data: [order(1, 'ready')] }));
  });

  it('reports a failed fetch as its error and tries again on request (no automatic retry)', async () => {
    fetchMock.mockResolvedValueOnce(json(500, {}));
    unsubscribe = $orderHistory.listen(() => {});
    await eventually(() => expect($orderHistory.get().error).toEqual(new Error('Failed to fetch orders')));
    expect($orderHistory.get().data).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(200, []));
    refreshOrderHistory();
    await eventually(() => expect($orderHistory.get()).toMatchObject({ loading: false, data: [] }));
    expect($orderHistory.get().error).toBeUndefined();
  });
});
