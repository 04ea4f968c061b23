/*
 * The order as the API shows it (docs/behaviour/api.md#shapes): the stored order with its money as
 * 2-decimal strings, its number, and its time as an ISO string. Derived from the stored order, so it
 * cannot drift from it. The customer's view (GET /api/orders/history, /api/orders/track) leaves out
 * the payment's id, which the gateway would take as a key; the administrator's (GET /api/orders,
 * the status change's answer, the kitchen) carries it.
 */
import { orderNumber } from '../order-number';
import { toApiMoney, type ApiMoney } from './api-money';
import type { StoredOrder } from './stored-order';

type ShownOrder = Omit<
  StoredOrder,
  'userId' | 'createdAt' | 'fulfilmentWindow' | 'refundedAt' | 'paymentIntentId' | 'paymentCapturedAt' | 'textPhone'
>;

/** A window as the API sends it: ISO instants. */
export interface FulfilmentWindowView {
  start: string;
  end: string;
}

export type OrderView = ApiMoney<ShownOrder> & {
  orderNumber: string;
  createdAt: string;
  fulfilmentWindow: FulfilmentWindowView | null;
  /** When cancelling the order refunded it (ISO); null while it has not been refunded. */
  refundedAt: string | null;
};

/** The administrator's view: the customer's, with the payment's id (null for orders without one). */
export type AdminOrderView = OrderView & { paymentIntentId: string | null };

export type OrderItemView = OrderView['items'][number];

export type DeliveryAddressView = OrderView['deliveryAddress'];

export function toOrderView(order: StoredOrder): OrderView {
  const {
    userId: _userId,
    paymentIntentId: _paymentIntentId,
    // Internal bookkeeping: the order is paid either way as far as anyone reading it is concerned.
    paymentCapturedAt: _paymentCapturedAt,
    textPhone: _textPhone,
    createdAt,
    fulfilmentWindow,
    refundedAt,
    ...shown
  } = order;
  return {
    ...toApiMoney<ShownOrder>(shown),
    orderNumber: orderNumber(order.id),
    createdAt: createdAt.toISOString(),
    fulfilmentWindow: fulfilmentWindow && {
      start: fulfilmentWindow.start.toISOString(),
      end: fulfilmentWindow.end.toISOString(),
    },
    refundedAt: refundedAt?.toISOString() ?? null,
  };
}

export const toAdminOrderView = (order: StoredOrder): AdminOrderView => ({
  ...toOrderView(order),
  paymentIntentId: order.paymentIntentId,
});
