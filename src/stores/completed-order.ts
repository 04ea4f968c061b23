import * as v from 'valibot';
import { ORDER_TYPES } from '@/domain/order-type';
import { readStoredJson } from '@/lib/stored-json';
import { PENDING_ORDER_KEY, type PendingOrder } from './pending-order';

export const COMPLETED_ORDER_KEY = 'completedOrder';

/**
 * The completed order (docs/behaviour/api.md#browser-storage), in dollars as shown, plus what the confirmation
 * and the rating popup need: the order's id and time (null while the server has not answered:
 * the confirmation then shows 'Processing').
 */
export interface CompletedOrder {
  orderId: number | null;
  orderNumber: string | null;
  createdAt: string | null;
  orderType: PendingOrder['orderType'];
  status: 'confirmed';
  paymentStatus: 'paid';
  paymentIntentId: string;
  deliveryZone: string | null;
  customerInfo: PendingOrder['customerInfo'];
  items: Array<{ name: string; quantity: number; price: number; total: number }>;
  subtotal: number;
  deliveryFee: number;
  tip: number;
  total: number;
}

/** What the server answered when it recorded the order (POST /api/orders). */
export interface RecordedOrder {
  id: number;
  orderNumber: string;
  createdAt: string;
}

/** The pending order, now paid: confirmed, with its order number when the server gave one. */
export function completeOrder(
  pending: PendingOrder,
  paymentIntentId: string,
  recorded: RecordedOrder | null,
): CompletedOrder {
  return {
    orderId: recorded?.id ?? null,
    orderNumber: recorded?.orderNumber ?? null,
    createdAt: recorded?.createdAt ?? null,
    orderType: pending.orderType,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentIntentId,
    deliveryZone: pending.deliveryZone,
    customerInfo: pending.customerInfo,
    items: pending.items.map(({ name, quantity, price, total }) => ({ name, quantity, price, total })),
    subtotal: pending.subtotal,
    deliveryFee: pending.deliveryFee,
    tip: pending.tip,
    total: pending.total,
  };
}

export function saveCompletedOrder(order: CompletedOrder): void {
  localStorage.setItem(COMPLETED_ORDER_KEY, JSON.stringify(order));
}

const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const text = v.string();

/** The completed order as stored; see readStoredJson. */
const storedCompletedOrder = v.object({
  orderId: v.nullable(v.pipe(v.number(), v.integer())),
  orderNumber: v.nullable(text),
  createdAt: v.nullable(text),
  orderType: v.picklist(ORDER_TYPES),
  status: v.literal('confirmed'),
  paymentStatus: v.literal('paid'),
  paymentIntentId: text,
  deliveryZone: v.nullable(text),
  customerInfo: v.object({ name: text, phone: text, email: text, address: v.nullable(text) }),
  items: v.array(v.object({ name: text, quantity: v.pipe(v.number(), v.integer()), price: money, total: money })),
  subtotal: money,
  deliveryFee: money,
  tip: money,
  total: money,
});

/**
 * Reads the completed order and removes it and the pending order (so a reload of the
 * confirmation shows 'Order Not Found'). Null when there is none or it cannot be read.
 */
export function takeCompletedOrder(): CompletedOrder | null {
  const order = readStoredJson(COMPLETED_ORDER_KEY, storedCompletedOrder);
  localStorage.removeItem(COMPLETED_ORDER_KEY);
  localStorage.removeItem(PENDING_ORDER_KEY);
  return order;
}
