import { newOrderMail, type NewOrderMailOrder, whenLabel } from '@/domain/mail/new-order-mail';
import {
  confirmedText,
  ownerNewOrderText,
  PICKUP_REMINDER_MS,
  pickupReminderText,
  type TextOrder,
} from '@/domain/sms/order-texts';
import { formatUsd } from '@/domain/money';
import { orderNumber } from '@/domain/order-number';
import { newOrderPush } from '@/domain/push/new-order-push';
import { textablePhone } from '@/domain/phone';
import { moneyOf } from '@/domain/order/order-contract';
import type { StoredOrder } from '@/domain/order/stored-order';
import { customerSpotOf } from '@/domain/pickup-spots/pickup-spot';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { enqueue, enqueueMail } from '../outbox/outbox';
import { alertEmails } from './alert-settings-service';
import { listPushSubscriptions, type PushSubscriptionRecord } from '../repositories/push-subscriptions-repository';
import { createTrackingLink } from '../tracking/tracking-links';

/** Where /admin shows the order (its card's id). */
export const adminOrderUrl = (orderId: number): string => `${serverConfig().siteUrl}/admin#order-${orderId}`;

export const alertOrder = (order: StoredOrder): NewOrderMailOrder => ({
  orderNumber: orderNumber(order.id),
  orderType: order.orderType,
  items: order.items,
  ...moneyOf(order),
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
  pickupSpot: order.pickupSpot?.name ?? null,
  notes: order.notes,
});

export const textOrder = (order: StoredOrder): TextOrder => ({
  orderNumber: orderNumber(order.id),
  orderType: order.orderType,
  customerName: order.customerName,
  totalCents: order.totalCents,
  window: order.fulfilmentWindow,
  spot: customerSpotOf(order),
});

/**
 * OWNER_ALERT_PHONE in E.164, or null. A number that cannot take texts is logged, not fatal: the
 * order and the owner's e-mail must not fail for a mistyped optional setting.
 */
function ownerPhone(): string | null {
  const typed = serverConfig().ownerAlertPhone;
  if (!typed) return null;
  const phone = textablePhone(typed);
  if ('e164' in phone) return phone.e164;
  console.error('[config] OWNER_ALERT_PHONE cannot take texts: set a US mobile number. No new-order text is sent.');
  return null;
}

/** The dedupe key of an order's text about `event`: one text per order and event. */
export const textKey = (orderId: number, event: string): string => `text:${orderId}:${event}`;

/** Who hears of a new order: the alert e-mail addresses and the owner's devices with alerts on. */
export interface AlertRecipients {
  emails: readonly string[];
  devices: readonly PushSubscriptionRecord[];
}

/** Read before the booking's lock is taken, so that the lock is held for the booking alone. */
export const alertRecipients = async (db: Db): Promise<AlertRecipients> => ({
  emails: await alertEmails(db),
  devices: await listPushSubscriptions(db),
});

/**
 * Tells the owner about a new paid order (issue 25: an e-mail, a text to OWNER_ALERT_PHONE, a push
 * to each device with alerts on), and the customer who asked for texts that it is confirmed,
 * inside the transaction that booked it: queued only if the order commits, once per order (the
 * dedupe keys), whatever screens are open and whatever day the order is for. The outbox's sender
 * delivers them within the minute; a pickup's reminder waits until two hours before. `recipients`:
 * `alertRecipients`, read before the booking's lock.
 */
export async function queueNewOrderAlerts(tx: Db, order: StoredOrder, recipients: AlertRecipients): Promise<void> {
  const url = adminOrderUrl(order.id);
  const ownerAlertPhone = ownerPhone();
  const alert = alertOrder(order);
  const mail = newOrderMail(alert, url);
  for (const to of recipients.emails) {
    await enqueueMail(tx, {
      kind: 'new-order',
      orderId: order.id,
      to,
      ...mail,
      dedupeKey: `new-order:${order.id}:email:${to}`,
    });
  }
  if (ownerAlertPhone) {
    await enqueue(tx, {
      channel: 'sms',
      kind: 'new-order',
      orderId: order.id,
      to: ownerAlertPhone,
      ...ownerNewOrderText(textOrder(order), whenLabel(alert), url),
      dedupeKey: `new-order:${order.id}:sms`,
    });
  }
  await queuePushes(tx, order, alert, recipients.devices);
  if (order.textPhone) await queueCustomerTexts(tx, order, order.textPhone);
}

/** A push to each device where the owner turned alerts on. */
async function queuePushes(
  tx: Db,
  order: StoredOrder,
  alert: NewOrderMailOrder,
  devices: readonly PushSubscriptionRecord[],
): Promise<void> {
  const payload = newOrderPush(alert.orderNumber, whenLabel(alert), formatUsd(order.totalCents), order.id);
  for (const subscription of devices) {
    await enqueue(tx, {
      channel: 'push',
      kind: 'new-order',
      orderId: order.id,
      to: subscription.endpoint,
      subject: payload.title,
      text: JSON.stringify(payload),
      dedupeKey: `new-order:${order.id}:push:${subscription.id}`,
    });
  }
}

async function queueCustomerTexts(tx: Db, order: StoredOrder, to: string): Promise<void> {
  const trackingUrl = await createTrackingLink(tx, order.id);
  await enqueue(tx, {
    channel: 'sms',
    kind: 'status:confirmed',
    orderId: order.id,
    to,
    ...confirmedText(textOrder(order), trackingUrl),
    secrets: [trackingUrl],
    dedupeKey: textKey(order.id, 'confirmed'),
  });
  const window = order.fulfilmentWindow;
  const remindAt = window && new Date(window.start.getTime() - PICKUP_REMINDER_MS);
  if (order.orderType === 'pickup' && window && remindAt && remindAt > new Date()) {
    await enqueue(tx, {
      channel: 'sms',
      kind: 'pickup-reminder',
      orderId: order.id,
      to,
      ...pickupReminderText({ ...textOrder(order), window }),
      dedupeKey: textKey(order.id, 'pickup-reminder'),
      sendAfter: remindAt,
    });
  }
}
