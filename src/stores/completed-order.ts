import { completedOrderSchema, type CompletedOrder } from '@/domain/order/browser-orders';
import { readStoredJson } from '@/lib/stored-json';
import { PENDING_ORDER_KEY, type PendingOrder } from './pending-order';

export const COMPLETED_ORDER_KEY = 'completedOrder';

export type { CompletedOrder };

/** What the server answered when it recorded the order (POST /api/orders). */
export interface RecordedOrder {
  id: number;
  orderNumber: string;
  createdAt: string;
  /** The buyer's proof for rating the order as a guest. */
  feedbackToken: string;
  /** The link to the order's tracking page. */
  trackingUrl: string;
}

/** The pending order, now paid: confirmed, with its order number when the server gave one. */
export function completeOrder(
  pending: PendingOrder,
  paymentIntentId: string,
  recorded: RecordedOrder | null,
): CompletedOrder {
  return {
    ...pending,
    orderId: recorded?.id ?? null,
    orderNumber: recorded?.orderNumber ?? null,
    createdAt: recorded?.createdAt ?? null,
    feedbackToken: recorded?.feedbackToken ?? null,
    trackingUrl: recorded?.trackingUrl ?? null,
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
