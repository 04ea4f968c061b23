import type { Cart } from '@/domain/cart';
import { pendingOrderSchema, type PendingOrder } from '@/domain/order/browser-orders';
import { orderLine } from '@/domain/order/order-contract';
import type { FulfilmentWindowView, QuotedMoney } from '@/domain/order/order-view';
import { readStoredJson } from '@/lib/stored-json';
import type { ContactDetails, DeliveryCheck } from './checkout-details';

export const PENDING_ORDER_KEY = 'pendingOrder';

export type { PendingOrder };

/**
 * The pending order (docs/behaviour/api.md#browser-storage), in cents, with the money the server
 * quoted for it (discount, tax, total); the server prices it all again when the payment starts.
 */
export function buildPendingOrder(
  cart: Cart,
  contact: ContactDetails,
  check: DeliveryCheck | null,
  fulfilmentWindow: FulfilmentWindowView | null,
  quoted: QuotedMoney,
  pickupSpot: PendingOrder['pickupSpot'] = null,
): PendingOrder {
  const orderType = cart.orderType ?? 'pickup';
  const isDelivery = orderType === 'delivery';
  return {
    orderType,
    items: cart.items.map(({ productId, name, quantity, unitPriceCents }) =>
      orderLine({ productId, name, quantity, priceCents: unitPriceCents }),
    ),
    ...quoted,
    tipPercent: isDelivery ? cart.tipPercent : 0,
    deliveryZone: isDelivery ? (check?.zone ?? null) : null,
    customerInfo: {
      name: contact.name.trim(),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
      address: isDelivery ? contact.address.trim() : null,
    },
    fulfilmentWindow,
    textUpdates: contact.textUpdates === true,
    pickupSpot: isDelivery ? null : pickupSpot,
  };
}

export function savePendingOrder(order: PendingOrder): void {
  localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
}

/** The saved pending order, or null when there is none (or it cannot be read). */
export function readPendingOrder(): PendingOrder | null {
  return readStoredJson(PENDING_ORDER_KEY, pendingOrderSchema);
}
