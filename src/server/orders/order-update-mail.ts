import { orderStatusMail, type StatusMailOrder } from '@/domain/mail/order-status-mail';
import { ratingRequestKey, ratingRequestMail } from '@/domain/mail/rating-request-mail';
import { orderNumber } from '@/domain/order-number';
import type { OrderStatus } from '@/domain/order-status';
import type { StoredOrder } from '@/domain/order/stored-order';
import { customerSpotOf } from '@/domain/pickup-spots/pickup-spot';
import type { Db } from '../db';
import { readyText } from '@/domain/sms/order-texts';
import { textKey, textOrder } from '../alerts/new-order-alerts';
import { enqueue, enqueueMail } from '../outbox/outbox';
import { isOrderRated } from '../repositories/feedback-repository';
import { getPickupNote } from '../repositories/fulfilment-repository';
import { getPickupSpot } from '../repositories/pickup-spots-repository';
import { withdrawUnsentMail } from '../repositories/outbox-repository';
import { createTrackingLink } from '../tracking/tracking-links';

/** The rating request goes out a day after the order was delivered or picked up. */
export const RATING_REQUEST_DELAY_MS = 24 * 60 * 60_000;

// A refund gives back the whole order (src/server/orders/cancel-with-refund.ts).
const mailOrder = (order: StoredOrder): StatusMailOrder => ({
  orderNumber: orderNumber(order.id),
  orderType: order.orderType,
  customerName: order.customerName,
  items: order.items,
  totalCents: order.totalCents,
  window: order.fulfilmentWindow,
  refundedCents: order.refundedAt ? order.totalCents : null,
  spot: customerSpotOf(order),
});

/**
 * Tells the customer that their order moved to `order.status`, inside the transaction that moved
 * it (issue 16): queued only if the change commits, once per order and status (the dedupe key),
 * and only for the statuses customers hear about. Setting the status it already had tells nobody.
 * Reaching 'delivered' also queues the one rating request for a day later; leaving it (or
 * cancelling) withdraws the request if it has not gone yet. Customers who asked for texts are also
 * texted when it is ready (queueOrderUpdateText).
 */
export async function queueOrderUpdateMail(tx: Db, order: StoredOrder, previous: OrderStatus): Promise<void> {
  if (order.status === previous) return;
  if (order.status !== 'delivered') await withdrawUnsentMail(tx, ratingRequestKey(order.id));
  await queueOrderUpdateText(tx, order);
  const to = order.customerEmail;
  if (!to) return;
  const trackingUrl = await createTrackingLink(tx, order.id);
  const content = orderStatusMail(order.status, mailOrder(order), {
    trackingUrl,
    pickupNote: await pickupNoteFor(tx, order),
  });
  if (!content) return;
  await enqueueMail(tx, {
    kind: `status:${order.status}`,
    orderId: order.id,
    to,
    ...content,
    secrets: [trackingUrl],
    dedupeKey: `order-status:${order.id}:${order.status}`,
  });
  if (order.status === 'delivered') await queueRatingRequest(tx, order, to);
}

/**
 * The kitchen's words for collecting an order ('collect it from our kitchen…'): for the kitchen's
 * own pickups. A pickup at another spot has that spot's address and notes in the mail instead.
 */
async function pickupNoteFor(tx: Db, order: StoredOrder): Promise<string> {
  const spot = order.pickupSpot && (await getPickupSpot(tx, order.pickupSpot.id));
  return spot && !spot.isKitchen ? '' : getPickupNote(tx);
}

/**
 * Texts a customer who asked for them when the order is ready for pickup or on its way, once; a
 * cancelled order's pickup reminder is taken back if it has not gone.
 */
async function queueOrderUpdateText(tx: Db, order: StoredOrder): Promise<void> {
  if (order.status === 'cancelled') await withdrawUnsentMail(tx, textKey(order.id, 'pickup-reminder'));
  if (order.status !== 'ready' || !order.textPhone) return;
  await enqueue(tx, {
    channel: 'sms',
    kind: 'status:ready',
    orderId: order.id,
    to: order.textPhone,
    ...readyText(textOrder(order)),
    dedupeKey: textKey(order.id, 'ready'),
  });
}

/** The one rating request of an order, held back a day; none for an order already rated. */
async function queueRatingRequest(tx: Db, order: StoredOrder, to: string): Promise<void> {
  if (await isOrderRated(tx, order.id)) return;
  const ratingUrl = `${await createTrackingLink(tx, order.id)}#rate`;
  await enqueueMail(tx, {
    kind: 'rating-request',
    orderId: order.id,
    to,
    ...ratingRequestMail(mailOrder(order), ratingUrl),
    secrets: [ratingUrl],
    dedupeKey: ratingRequestKey(order.id),
    sendAfter: new Date(Date.now() + RATING_REQUEST_DELAY_MS),
  });
}
