import * as v from 'valibot';
import { ORDER_TYPES } from '@/domain/order-type';
import { isRecentOrderFresh } from '@/domain/timings';
import { readStoredJson } from '@/lib/stored-json';

export const RECENT_ORDER_KEY = 'recentOrder';

/** The recent order (docs/behaviour/api.md#browser-storage): what the rate-your-order popup needs, kept 24 hours. */
export interface RecentOrder {
  id: number;
  createdAt: string;
  customerName: string;
  customerEmail: string | null;
  orderType: (typeof ORDER_TYPES)[number];
  /** The buyer's proof for rating the order as a guest (POST /api/orders answers it). */
  feedbackToken: string | null;
}

const storedRecentOrder = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  createdAt: v.string(),
  customerName: v.string(),
  customerEmail: v.nullable(v.string()),
  orderType: v.picklist(ORDER_TYPES),
  feedbackToken: v.optional(v.nullable(v.string()), null),
});

export function saveRecentOrder(order: RecentOrder): void {
  localStorage.setItem(RECENT_ORDER_KEY, JSON.stringify(order));
}

/**
 * The stored recent order if it is under 24 hours old. An expired or unreadable
 * entry is removed, so it is never offered again.
 */
export function readFreshRecentOrder(now: Date = new Date()): RecentOrder | null {
  if (localStorage.getItem(RECENT_ORDER_KEY) === null) return null;
  const order = readStoredJson(RECENT_ORDER_KEY, storedRecentOrder);
  if (order && isRecentOrderFresh(order.createdAt, now)) return order;
  removeRecentOrder();
  return null;
}

/** Dismissed or rated: the popup is not offered again. */
export function removeRecentOrder(): void {
  localStorage.removeItem(RECENT_ORDER_KEY);
}
