import { cancellingRefunds, refundIdempotencyKey } from '@/domain/order/refund';
import { refundPlan } from '@/domain/owner-orders/order-change';
import { contestedPoint, database, withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import { loggableFailure } from '../http/loggable-failure';
import { gatewayThatTook, refundFoundAtGateway } from '../payments/refund-gateway';
import { type PaymentGateway, PaymentGoneError, RefundRefusedError } from '../payments/payment-gateway';
import { captureDifference, capturePayment } from '../payments/settle-payment';
import { recordOrderTax } from '../payments/tax-records';
import type { StatusChanger, StoredOrder } from '../repositories/orders-repository';
import {
  clearRefundRequest,
  type RefundCandidate,
  recordRefund,
  recordRefundRequest,
  unfinishedRefundRequests,
} from '../repositories/refunds-repository';
import { heldPayments, insertCancellationRefund, refundedByChanges } from '../repositories/order-changes-repository';
import { endOpenLinks } from '../repositories/payment-links-repository';
import { changeOrderStatusIn } from './status-change';

export const REFUND_FAILED = 'The refund failed, so the order was not cancelled. Please try again.';

/**
 * Cancels an order, paying a paid one back first (docs/behaviour/rules.md#refunds), as one recorded
 * sequence: requested (who asked, committed at once), refunded, cancelled. No gateway call is made
 * while a row is locked. The refund and the cancellation (status, history row, the customer's
 * e-mail) commit together, so an order is never left refunded and active by this request; a
 * function that stops after the request is finished by a retry or by the scheduled sender
 * (`finishUnfinishedCancellations`). The gateway's idempotency key (one per order) makes any retry
 * answer the refund already made; where the gateway no longer knows the key (Stripe keeps it for a
 * day) or the payment was refunded elsewhere (Stripe's Dashboard), the payment's own refunds are
 * read. A refund that cannot be made leaves the order as it was: 502. Null when there is no such order.
 */
export async function cancelWithRefund(
  orderId: number,
  changer: StatusChanger,
  keepCents = 0,
): Promise<StoredOrder | null> {
  // Its payment links end first, under their locks: one being paid this moment has then paid the
  // order, which the refund below reads and pays back; any later payment of them is let go.
  await withTransaction((tx) => endOpenLinks(tx, orderId, 'cancelled'));
  const candidate = await withTransaction((tx) => recordRefundRequest(tx, orderId, changer, keepCents));
  if (!candidate) return null;
  return finishCancellation(orderId, candidate, changer);
}

async function finishCancellation(
  orderId: number,
  candidate: RefundCandidate,
  changer: StatusChanger,
): Promise<StoredOrder | null> {
  const refundId =
    cancellingRefunds(candidate) && candidate.paymentIntentId !== null
      ? await refundEveryPayment(orderId, candidate.paymentIntentId, candidate.refundKeepCents ?? 0)
      : null;
  const cancelled = await withTransaction(async (tx) => {
    if (refundId) await recordRefund(tx, orderId, refundId);
    await clearRefundRequest(tx, orderId);
    return changeOrderStatusIn(tx, orderId, 'cancelled', changer);
  });
  // The refund reverses the sale recorded with Stripe Tax (never throws: a failure is retried later).
  if (refundId) await recordOrderTax(orderId);
  return cancelled;
}

/**
 * Pays back what each of the order's payments still holds, but what the cancellation keeps (a
 * catering deposit after its terms' cut-off, issue 48), newest payment first: its own payment (the
 * answer, recorded with the cancellation) and each link that paid a change's difference or a
 * balance; what changes already paid back is not paid again (issue 37).
 */
async function refundEveryPayment(orderId: number, ownPayment: string, keepCents: number): Promise<string | null> {
  let ownRefund: string | null = null;
  const held = (await heldPayments(database(), orderId)).filter((payment) => payment.heldCents > 0);
  const heldCents = held.reduce((sum, payment) => sum + payment.heldCents, 0);
  const parts = refundPlan(held, Math.max(heldCents - keepCents, 0));
  for (const payment of held.flatMap((each) => {
    const part = parts.find((planned) => planned.paymentIntentId === each.paymentIntentId);
    return part ? [{ ...each, cents: part.cents }] : [];
  })) {
    const own = payment.paymentIntentId === ownPayment;
    const key = own ? refundIdempotencyKey(orderId) : `${refundIdempotencyKey(orderId)}-${payment.paymentIntentId}`;
    const refund = await refundThroughGateway(orderId, payment.paymentIntentId, payment.cents, {
      captured: payment.captured,
      capture: (gateway) =>
        own
          ? capturePayment(gateway, orderId, payment.paymentIntentId)
          : captureDifference(gateway, payment.paymentIntentId),
      idempotencyKey: key,
    });
    if (refund && keepCents > 0) {
      const part = { orderId, paymentIntentId: payment.paymentIntentId, cents: payment.cents, refundId: refund };
      await withTransaction((tx) => insertCancellationRefund(tx, part));
    }
    if (own) ownRefund = refund;
  }
  return ownRefund;
}

/**
 * Pays one of the order's payments back; null when none was taken. A payment cancelled in the
 * moment between its booking and its capture is captured first (a capture left undone would
 * otherwise follow), unless its authorisation is already gone: nothing was taken, nothing refunded.
 */
async function refundThroughGateway(
  orderId: number,
  paymentIntentId: string,
  amountCents: number,
  payment: { captured: boolean; capture: (gateway: PaymentGateway) => Promise<unknown>; idempotencyKey: string },
): Promise<string | null> {
  let gateway: PaymentGateway | undefined;
  const before = await refundedByChanges(database(), paymentIntentId);
  try {
    gateway = await gatewayThatTook(paymentIntentId);
    if (!payment.captured && !(await capturedNow(gateway, payment.capture))) return null;
    await contestedPoint('refund-at-gateway');
    const refund = await gateway.refund({ paymentIntentId, amountCents, idempotencyKey: payment.idempotencyKey });
    return refund.id;
  } catch (error) {
    const found = gateway
      ? await refundFoundAtGateway(gateway, paymentIntentId, amountCents, before).catch(() => undefined)
      : undefined;
    if (found) return found.id;
    console.error(`[refunds] Refunding order ${orderId} failed: ${loggableFailure(error)}`);
    // Refused for good: the owner decides again. A fault (the gateway unreachable) stays requested,
    // for a retry or the scheduled sender, since the refund may have been made after all.
    if (error instanceof RefundRefusedError) await withTransaction((tx) => clearRefundRequest(tx, orderId));
    throw new HttpError(502, REFUND_FAILED);
  }
}

/** Takes a payment's authorised money; false when the authorisation is gone (nothing taken). */
async function capturedNow(
  gateway: PaymentGateway,
  capture: (gateway: PaymentGateway) => Promise<unknown>,
): Promise<boolean> {
  try {
    await capture(gateway);
    return true;
  } catch (error) {
    if (error instanceof PaymentGoneError) return false;
    throw error;
  }
}

/**
 * The scheduled sender's repair (every minute): finishes the cancellations asked for over a minute
 * ago that a stopped function left half-done. Answers how many it finished.
 */
export async function finishUnfinishedCancellations(): Promise<number> {
  let finished = 0;
  for (const { orderId, candidate, changer } of await unfinishedRefundRequests(database(), '1 minute')) {
    try {
      await finishCancellation(orderId, candidate, changer);
      finished += 1;
    } catch (error) {
      console.error(`[refunds] Finishing the cancellation of order ${orderId} failed: ${loggableFailure(error)}`);
    }
  }
  return finished;
}
