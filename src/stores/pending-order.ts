import * as v from 'valibot';
import { cartTotals, type Cart } from '@/domain/cart';
import { ORDER_TYPES, type OrderType } from '@/domain/order-type';
import { TIP_PERCENTS, type TipPercent } from '@/domain/tip';
import { readStoredJson } from '@/lib/stored-json';
import type { ContactDetails, DeliveryCheck } from './checkout-details';

export const PENDING_ORDER_KEY = 'pendingOrder';

/** The pending order (docs/behaviour/api.md#browser-storage), in dollars as shown; the server re-prices it all. */
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

const money = v.pipe(v.number(), v.finite(), v.minValue(0));

/** The pending order as stored; see readStoredJson. */
const storedPendingOrder = v.object({
  orderType: v.picklist(ORDER_TYPES),
  items: v.pipe(
    v.array(
      v.object({
        id: v.string(),
        productId: v.pipe(v.number(), v.integer()),
        name: v.string(),
        price: money,
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
        total: money,
      }),
    ),
    v.nonEmpty(),
  ),
  subtotal: money,
  deliveryFee: money,
  tip: money,
  total: money,
  tipPercent: v.picklist(TIP_PERCENTS),
  deliveryZone: v.nullable(v.string()),
  customerInfo: v.object({ name: v.string(), phone: v.string(), email: v.string(), address: v.nullable(v.string()) }),
});

/** The saved pending order, or null when there is none (or it cannot be read). */
export function readPendingOrder(): PendingOrder | null {
  return readStoredJson(PENDING_ORDER_KEY, storedPendingOrder);
}
