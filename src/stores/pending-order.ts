import { cartTotals, type Cart } from '@/domain/cart';
import type { OrderType } from '@/domain/order-type';
import type { TipPercent } from '@/domain/tip';
import type { ContactDetails, DeliveryCheck } from './checkout-details';

export const PENDING_ORDER_KEY = 'pendingOrder';

/** SPEC.md §3 'Pending order', in dollars as the browser shows them; the server re-prices it all. */
export interface PendingOrder {
  orderType: OrderType;
  items: Array<{ id: string; productId: number; name: string; price: number; quantity: number; total: number }>;
  subtotal: number;
  deliveryFee: number;
  tip: number;
  total: number;
  /** What the server needs to re-price the tip and fee itself. */
  tipPercent: TipPercent;
  deliveryZone: string | null;
  customerInfo: { name: string; phone: string; email: string; address: string | null };
}

const dollars = (cents: number) => cents / 100;

export function buildPendingOrder(cart: Cart, contact: ContactDetails, check: DeliveryCheck | null): PendingOrder {
  const orderType = cart.orderType ?? 'pickup';
  const totals = cartTotals(cart);
  const isDelivery = orderType === 'delivery';
  return {
    orderType,
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      price: dollars(item.unitPriceCents),
      quantity: item.quantity,
      total: dollars(item.totalCents),
    })),
    subtotal: dollars(totals.subtotalCents),
    deliveryFee: dollars(totals.deliveryFeeCents),
    tip: dollars(totals.tipCents),
    total: dollars(totals.totalCents),
    tipPercent: isDelivery ? cart.tipPercent : 0,
    deliveryZone: isDelivery ? (check?.zone ?? null) : null,
    customerInfo: {
      name: contact.name.trim(),
      phone: contact.phone.trim(),
      email: contact.email.trim(),
      address: isDelivery ? contact.address.trim() : null,
    },
  };
}

export function savePendingOrder(order: PendingOrder): void {
  localStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(order));
}
