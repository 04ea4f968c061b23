import { centsToDecimal, toCents, type Cents } from '@/domain/money';
import { orderNumber } from '@/domain/order-number';
import type { DeliveryAddressView, OrderItemView, OrderView } from '@/domain/api-shapes';
import type { OrderRecord } from '../repositories/orders-repository';

export type { DeliveryAddressView, OrderItemView, OrderView };

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored amount in cents: `priceCents`-style integers as they are, `price`-style decimal strings
 * or numbers through toCents. The stored JSON is written by our own validated code, but one odd
 * record must not make a whole list fail, so anything unreadable counts as 0.
 */
function storedCents(cents: unknown, decimal: unknown): Cents {
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) return cents;
  if (typeof decimal === 'string' || typeof decimal === 'number') {
    try {
      return toCents(decimal);
    } catch {
      return 0;
    }
  }
  return 0;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const wholeNumber = (value: unknown): number => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0);

function toItemView(item: unknown): OrderItemView {
  const line = isObject(item) ? item : {};
  const quantity = wholeNumber(line['quantity']);
  const priceCents = storedCents(line['priceCents'], line['price']);
  const totalCents = quantity * priceCents;
  return {
    productId: wholeNumber(line['productId']),
    name: text(line['name']),
    quantity,
    price: centsToDecimal(priceCents),
    total: centsToDecimal(Number.isSafeInteger(totalCents) ? totalCents : 0),
  };
}

/** The stored address: a legacy string as is, an object with its fee as a 2-decimal string. */
function toAddressView(address: unknown): DeliveryAddressView {
  if (typeof address === 'string') return address;
  if (!isObject(address)) return null;
  return {
    fullAddress: text(address['fullAddress']),
    zone: text(address['zone']),
    fee: centsToDecimal(storedCents(address['feeCents'], address['fee'])),
  };
}

export function toOrderView(order: OrderRecord): OrderView {
  return {
    id: order.id,
    orderNumber: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    orderType: order.orderType,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    subtotal: centsToDecimal(order.subtotalCents),
    deliveryFee: centsToDecimal(order.deliveryFeeCents),
    tip: centsToDecimal(order.tipCents),
    total: centsToDecimal(order.totalCents),
    notes: order.notes,
    deliveryAddress: toAddressView(order.deliveryAddress),
    items: Array.isArray(order.items) ? order.items.map(toItemView) : [],
    paymentIntentId: order.paymentIntentId,
  };
}
