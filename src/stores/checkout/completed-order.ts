import type * as ordersApi from '@/domain/api/orders';
import type { Answer } from '@/domain/api';
import { completedOrderSchema, type CompletedOrder } from '@/domain/order/browser-orders';
import { readStoredJson } from '@/lib/stored-json';
import { PENDING_ORDER_KEY, type PendingOrder } from './pending-order';

export const COMPLETED_ORDER_KEY = 'completedOrder';

export type { CompletedOrder };

/**
 * What the server answered when it recorded the order (POST /api/orders): with the tracking link and
 * the rating token (the buyer's proof for rating as a guest) when this browser made the checkout.
 */
export type RecordedOrder = Answer<typeof ordersApi.record>;

/** The pending order, now paid: confirmed, with its order number when the server gave one. */
export function completeOrder(
  pending: PendingOrder,
  paymentIntentId: string | null,
  recorded: RecordedOrder | null,
  giftCards: CompletedOrder['giftCards'] = [],
): CompletedOrder {
  return {
    giftCards,
    ...pending,
    orderId: recorded?.id ?? null,
    orderNumber: recorded?.orderNumber ?? null,
    createdAt: (recorded && 'createdAt' in recorded && recorded.createdAt) || null,
    feedbackToken: (recorded && 'feedbackToken' in recorded && recorded.feedbackToken) || null,
    trackingUrl: (recorded && 'trackingUrl' in recorded && recorded.trackingUrl) || null,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentIntentId,
  };
}

export function saveCompletedOrder(order: CompletedOrder): void {
  localStorage.setItem(COMPLETED_ORDER_KEY, JSON.stringify(order));
}

/**
 * Reads the completed order and removes it and the pending order (so a reload of the
 * confirmation shows 'Order Not Found'). Null when there is none or it cannot be read.
 */
export function takeCompletedOrder(): CompletedOrder | null {
  const order = readStoredJson(COMPLETED_ORDER_KEY, completedOrderSchema);
  localStorage.removeItem(COMPLETED_ORDER_KEY);
  localStorage.removeItem(PENDING_ORDER_KEY);
  return order;
}
