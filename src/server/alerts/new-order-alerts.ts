import { newOrderMail, type NewOrderMailOrder } from '@/domain/mail/new-order-mail';
import { orderNumber } from '@/domain/order-number';
import type { StoredOrder } from '@/domain/order/stored-order';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { enqueueMail } from '../outbox/outbox';

/** Where /admin shows the order (its card's id). */
export const adminOrderUrl = (orderId: number): string => `${serverConfig().siteUrl}/admin#order-${orderId}`;

export const alertOrder = (order: StoredOrder): NewOrderMailOrder => ({
  orderNumber: orderNumber(order.id),
  orderType: order.orderType,
  items: order.items,
  totalCents: order.totalCents,
  window: order.fulfilmentWindow,
  customerName: order.customerName,
  customerPhone: order.customerPhone,
  customerEmail: order.customerEmail,
  deliveryAddress:
    order.deliveryAddress === null
      ? null
      : typeof order.deliveryAddress === 'string'
        ? order.deliveryAddress
        : order.deliveryAddress.fullAddress,
  notes: order.notes,
});

/**
 * Tells the owner about a new paid order (issue 25), inside the transaction that booked it: queued
 * only if the order commits, once per order (the dedupe key), whatever screens are open and
 * whatever day the order is for. The outbox's sender delivers it within the minute.
 */
export async function queueNewOrderAlerts(tx: Db, order: StoredOrder): Promise<void> {
  const url = adminOrderUrl(order.id);
  await enqueueMail(tx, {
    kind: 'new-order',
    orderId: order.id,
    to: serverConfig().adminEmail,
    ...newOrderMail(alertOrder(order), url),
    dedupeKey: `new-order:${order.id}:email`,
  });
}
