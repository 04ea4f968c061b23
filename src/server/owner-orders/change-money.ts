import { adjustmentLine, changeLines } from '@/domain/order/change-lines';
import {
  type Adjustment,
  CHANGE_CAPTURE_FAILED,
  CHANGE_REFUND_FAILED,
  refundPlan,
} from '@/domain/owner-orders/order-change';
import { orderChangedMail, orderChangedText } from '@/domain/owner-orders/change-messages';
import { paidByCards } from '@/domain/gift-cards/gift-card-split';
import { database, type Db, withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import { loggableFailure } from '../http/loggable-failure';
import { enqueue, enqueueMail } from '../outbox/outbox';
import { gatewayThatTook, refundFoundAtGateway } from '../payments/refund-gateway';
import { captureDifference, capturePayment } from '../payments/settle-payment';
import {
  type ChangeRecord,
  findOrderChange,
  heldPayments,
  insertOrderRefund,
  recordAdjustmentMade,
  refundedByChanges,
  settleOrderChange,
  stalledChanges,
} from '../repositories/order-changes-repository';
import {
  clearChangePending,
  findOrderById,
  lockOrder,
  rewriteOrder,
  type StoredOrder,
} from '../repositories/orders-repository';
import { appendChangeReturns } from '../repositories/gift-cards-repository';
import {
  linkOrderOf,
  setOpenBalanceLinkAmount,
  setOpenOrderLinkAmount,
} from '../repositories/payment-links-repository';
import { amountToCollect } from '@/domain/order/payment-method';
import { cateringOrderChanged } from '../catering-states/catering-states';
import { createTrackingLink } from '../tracking/tracking-links';
import { linkOrder, sendPaymentLink } from './payment-links';

/** A link for a difference waits a week: the order is the customer's already, only the money is owed. */
const DIFFERENCE_HOLD_HOURS = 7 * 24;

/** The customer hears of the change: by e-mail, and by text when they asked for texts. */
async function tellCustomer(tx: Db, order: StoredOrder, change: ChangeRecord): Promise<void> {
  const lines = changeLines(change.before, change.after);
  const money = adjustmentLine(change.adjustment);
  const trackingUrl = await createTrackingLink(tx, order.id);
  const shown = linkOrder(order);
  if (order.customerEmail) {
    await enqueueMail(tx, {
      kind: 'order-changed',
      orderId: order.id,
      to: order.customerEmail,
      ...orderChangedMail(shown, { lines, money }, trackingUrl),
      secrets: [trackingUrl],
      dedupeKey: `order-changed:${change.id}:email`,
    });
  }
  if (order.textPhone) {
    await enqueue(tx, {
      channel: 'sms',
      kind: 'order-changed',
      orderId: order.id,
      to: order.textPhone,
      ...orderChangedText(shown, money, trackingUrl),
      secrets: [trackingUrl],
      dedupeKey: `order-changed:${change.id}:sms`,
    });
  }
}

/**
 * Finishes a change whose money needs no gateway call, or whose gateway call is done, in the
 * caller's transaction: a link still to pay for the order asks the new total; a difference to pay
 * gets a link of its own (by the ways the customer was reached before); the change is done, the
 * order free to change again, and the customer told.
 */
export async function completeChange(tx: Db, changeId: number): Promise<void> {
  const change = await findOrderChange(tx, changeId);
  const order = change && (await findOrderById(tx, change.orderId));
  if (!change || !order) return;
  // The gift cards get their part back once the bank card's is done (issue 47).
  if (change.adjustment.giftCards.length > 0) {
    await lockOrder(tx, order.id);
    await appendChangeReturns(tx, order.id, changeId, change.adjustment.giftCards);
  }
  await setOpenOrderLinkAmount(tx, order.id, order.totalCents);
  // A catering event's open balance link asks what it owes now (issue 48).
  if (order.catering) await setOpenBalanceLinkAmount(tx, order.id, amountToCollect(order) ?? 0);
  let linkId: number | null = null;
  if (change.adjustment.kind === 'pay-link') {
    const first = await linkOrderOf(tx, order.id);
    const sent = await sendPaymentLink(tx, order, {
      // A catering event's difference is its balance again.
      purpose: order.catering ? 'balance' : 'difference',
      amountCents: change.adjustment.cents,
      holdHours: DIFFERENCE_HOLD_HOURS,
      textTo: order.textPhone ?? first?.sentToPhone ?? null,
      emailTo: order.customerEmail,
    });
    linkId = sent.linkId;
  }
  await settleOrderChange(tx, changeId, 'done', linkId);
  await clearChangePending(tx, order.id);
  if (order.catering) await cateringOrderChanged(tx, order);
  await tellCustomer(tx, order, change);
}

/**
 * Pays back one part of a change's refund, once (one idempotency key per change and payment), and
 * records what the gateway paid back. A call that failed but whose refund the gateway holds all the
 * same (the answer lost on the way) counts as made, so nothing is paid back twice and nothing is lost.
 */
async function refundPart(change: ChangeRecord, part: { paymentIntentId: string; cents: number }): Promise<void> {
  const gateway = await gatewayThatTook(part.paymentIntentId);
  const before = await refundedByChanges(database(), part.paymentIntentId);
  const refund = await gateway
    .refund({
      paymentIntentId: part.paymentIntentId,
      amountCents: part.cents,
      idempotencyKey: `change-${change.id}-${part.paymentIntentId}`,
    })
    .catch(async (error: unknown) => {
      const found = await refundFoundAtGateway(gateway, part.paymentIntentId, part.cents, before).catch(
        () => undefined,
      );
      if (found) return found;
      throw error;
    });
  await withTransaction((tx) =>
    insertOrderRefund(tx, {
      orderId: change.orderId,
      changeId: change.id,
      paymentIntentId: part.paymentIntentId,
      cents: refund.amountCents,
      refundId: refund.id,
    }),
  );
}

/**
 * The smaller capture of an authorised payment. The gateway answers what it took, which is the
 * whole first amount when the payment was captured already (a capture whose answer was lost, taken
 * since by the scheduled sender or this moment): the difference is then refunded instead, and the
 * change records the refund it became.
 */
async function captureLess(change: ChangeRecord, order: StoredOrder, paymentIntentId: string): Promise<Adjustment> {
  // What the gift cards will pay of the new total: the change gives their part back after this.
  const cardsPay =
    paidByCards(order.giftCards) - change.adjustment.giftCards.reduce((sum, card) => sum + card.cents, 0);
  const target = change.after.money.totalCents - cardsPay;
  const received = await capturePayment(await gatewayThatTook(paymentIntentId), order.id, paymentIntentId, target);
  if (received <= target) return change.adjustment;
  const refunded = { ...change.adjustment, kind: 'refund' as const, cents: received - target };
  await refundPart(change, { paymentIntentId, cents: refunded.cents });
  await recordAdjustmentMade(database(), change.id, refunded);
  return refunded;
}

/** The change's gateway call: its refund, part by part, or the smaller capture. Answers the money moved. */
async function moveMoney(change: ChangeRecord): Promise<Adjustment> {
  const order = await findOrderById(database(), change.orderId);
  if (!order) throw new Error(`Order ${change.orderId} is gone`);
  if (change.adjustment.kind === 'capture-less') {
    if (!order.paymentIntentId) throw new Error(`Order ${change.orderId} has no payment to capture`);
    return captureLess(change, order, order.paymentIntentId);
  }
  // A difference paid by link whose capture is still to come is taken first: only money taken is paid back.
  for (const payment of await heldPayments(database(), order.id)) {
    if (payment.captured || payment.paymentIntentId === order.paymentIntentId) continue;
    await captureDifference(await gatewayThatTook(payment.paymentIntentId), payment.paymentIntentId);
  }
  for (const part of refundPlan(await heldPayments(database(), order.id), change.adjustment.cents)) {
    await refundPart(change, part);
  }
  return change.adjustment;
}

/**
 * Moves a change's money at the gateway (no row locked meanwhile), then finishes it. A gateway
 * that refuses or fails puts the order back as it was, under its lock, and answers 502 with what
 * failed; the customer's card is then as it was (a refund made before the failure is kept as made).
 * Answers the money moved (a smaller capture may have become a refund); null for a change not pending.
 */
export async function settleChangeMoney(changeId: number): Promise<Adjustment | null> {
  const change = await findOrderChange(database(), changeId);
  if (change?.state !== 'pending') return null;
  let made: Adjustment;
  try {
    made = await moveMoney(change);
  } catch (error) {
    console.error(`[changes] The money of change ${changeId} failed, the order put back: ${loggableFailure(error)}`);
    await withTransaction(async (tx) => {
      await lockOrder(tx, change.orderId);
      await rewriteOrder(tx, change.orderId, change.before, null);
      await settleOrderChange(tx, changeId, 'failed');
    });
    throw new HttpError(502, change.adjustment.kind === 'refund' ? CHANGE_REFUND_FAILED : CHANGE_CAPTURE_FAILED);
  }
  await withTransaction((tx) => completeChange(tx, changeId));
  return made;
}

/**
 * The scheduled sender's repair (every minute): changes a stopped function left with their money
 * half-way, a minute or more ago. Each is tried again (the gateway's keys answer a refund already
 * made with that refund), then finished, or put back. Answers how many it settled.
 */
export async function finishStalledChanges(): Promise<number> {
  let settled = 0;
  for (const change of await stalledChanges(database(), '1 minute')) {
    await settleChangeMoney(change.id).catch(() => undefined);
    settled += 1;
  }
  return settled;
}
