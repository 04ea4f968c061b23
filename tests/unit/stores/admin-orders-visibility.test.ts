import { api } from '@/domain/api';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { eventually } from './eventually';

/*
 * The query cache listens for `visibilitychange` on the page when it is created, so this file
 * gives it a page (a document that can be hidden) before any store is imported.
 */
const page = vi.hoisted(() => {
  const listeners = new Map<string, Array<() => void>>();
  const document = { hidden: false };
  Object.assign(globalThis, {
    window: globalThis,
    document,
    addEventListener: (name: string, listener: () => void) =>
      listeners.set(name, [...(listeners.get(name) ?? []), listener]),
  });
  const setHidden = (hidden: boolean) => {
    document.hidden = hidden;
    for (const listener of listeners.get('visibilitychange') ?? []) listener();
  };
  const remove = () => {
    for (const name of ['window', 'document', 'addEventListener']) Reflect.deleteProperty(globalThis, name);
  };
  return { setHidden, remove };
});

const { invalidateKeys } = await import('@/lib/api/query');
const { $latestOrders, $orderStats, ADMIN_REFRESH_MS } = await import('@/stores/admin/dashboard/orders');

const fetchMock = vi.fn<typeof fetch>(
  async (input) =>
    new Response(
      String(input).startsWith(api.orders.stats.path)
        ? '{"totalOrders":0,"pendingOrders":0,"totalRevenue":"0.00"}'
        : '[]',
      {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      },
    ),
);
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  invalidateKeys(() => true);
  vi.useRealTimers();
});
afterAll(page.remove);

it('asks for the orders and figures every 25 s only while the tab is visible, and at once when it is shown again', async () => {
  vi.useFakeTimers();
  const stops = [$latestOrders.listen(() => {}), $orderStats.listen(() => {})];
  await eventually(() => expect(fetchMock).toHaveBeenCalledTimes(2));

  await vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS);
  expect(fetchMock).toHaveBeenCalledTimes(4);

  page.setHidden(true);
  await vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS * 4);
  expect(fetchMock).toHaveBeenCalledTimes(4);

  page.setHidden(false);
  await eventually(() => expect(fetchMock).toHaveBeenCalledTimes(6));
  for (const stop of stops) stop();
});
