import { orderStatusMail, type StatusMailOrder } from '@/domain/mail/order-status-mail';
import { ratingRequestMail } from '@/domain/mail/rating-request-mail';
import { orderNumber } from '@/domain/order-number';
import type { OrderStatus } from '@/domain/order-status';
import type { StoredOrder } from '@/domain/order/stored-order';
import type { Queryable } from '../db';
import { issueTrackingLink } from '../orders/tracking-links';
import { isOrderRated } from '../repositories/feedback-repository';
import { getPickupNote } from '../repositories/fulfilment-repository';
import { enqueueMail } from './outbox';

/** The rating request goes out a day after the order was delivered or picked up. */
export const RATING_REQUEST_DELAY_MS = 24 * 60 * 60_000;

const ratingRequestKey = (orderId: number) => `rating-request:${orderId}`;

// A refund gives back the whole order (src/server/orders/cancel-with-refund.ts).
const mailOrder = (order: StoredOrder): StatusMailOrder => ({
  orderNumber: orderNumber(order.id),
  orderType: order.orderType,
  customerName: order.customerName,
  items: order.items,
  totalCents: order.totalCents,
  window: order.fulfilmentWindow,
  refundedCents: order.refundedAt ? order.totalCents : null,
});

/**
 * Tells the customer that their order moved to `order.status`, inside the transaction that moved
 * it (issue 16): queued only if the change commits, once per order and status (the dedupe key),
 * and only for the statuses customers hear about. Setting the status it already had tells nobody.
 * Reaching 'delivered' also queues the one rating request for a day later; leaving it (or
 * cancelling) withdraws the request if it has not gone yet.
 */
export async function queueOrderUpdateMail(tx: Queryable, order: StoredOrder, previous: OrderStatus): Promise<void> {
  if (order.status === previous) return;
  if (order.status !== 'delivered') await withdrawRatingRequest(order.id, tx);
  const to = order.customerEmail;
  if (!to) return;
  const trackingUrl = await issueTrackingLink(order.id, tx);
  const content = orderStatusMail(order.status, mailOrder(order), {
    trackingUrl,
    pickupNote: await getPickupNote(tx),
  });
  if (!content) return;
  await enqueueMail(
    { to, ...content, secrets: [trackingUrl], dedupeKey: `order-status:${order.id}:${order.status}` },
    tx,
  );
  if (order.status === 'delivered') await queueRatingRequest(tx, order, to);
}

/** The one rating request of an order, held back a day; none for an order already rated. */
async function queueRatingRequest(tx: Queryable, order: StoredOrder, to: string): Promise<void> {
  if (await isOrderRated(order.id, tx)) return;
  const ratingUrl = `${await issueTrackingLink(order.id, tx)}#rate`;
  await enqueueMail(
    {
      to,
      ...ratingRequestMail(mailOrder(order), ratingUrl),
      secrets: [ratingUrl],
      dedupeKey: ratingRequestKey(order.id),
      sendAfter: new Date(Date.now() + RATING_REQUEST_DELAY_MS),
    },
    tx,
  );
}

/** A customer who rated before the request went out is not asked. */
export async function withdrawRatingRequest(orderId: number, db: Queryable): Promise<void> {
  await db.query('DELETE FROM mail_outbox WHERE dedupe_key = $1 AND sent_at IS NULL', [ratingRequestKey(orderId)]);
}
