import { database } from '../db';
import { loggableFailure } from '../http/loggable-failure';
import { refusedUnreleased } from '../repositories/checkouts-repository';
import { findOrderById, uncapturedOrders } from '../repositories/orders-repository';
import { markLinkCaptured, uncapturedDifferences } from '../repositories/payment-links-repository';
import { PaymentGoneError } from '../payments/payment-gateway';
import { gatewayThatTook } from '../payments/refund-gateway';
import { captureBooked, captureDifference, releasePayment } from '../payments/settle-payment';
import { finishUnrecordedTax } from '../payments/tax-records';
import { changeOrderStatus } from './status-change';

/** Orders booked longer ago than this whose money was not taken were left by a stopped request. */
const LEFT_AFTER_MINUTES = 1;
const BATCH = 20;

/** Takes the order's money; an order whose authorisation is gone (nothing can be taken) is cancelled. */
async function captureOrCancel(orderId: number, paymentIntentId: string): Promise<void> {
  const order = await findOrderById(database(), orderId);
  if (!order) return;
  try {
    await captureBooked(order, await gatewayThatTook(paymentIntentId));
  } catch (error) {
    if (!(error instanceof PaymentGoneError)) throw error;
    console.error(`[payments] order ${orderId} cancelled, its payment could not be taken: ${error.message}`);
    await changeOrderStatus(orderId, 'cancelled', { userId: null, email: 'system' });
  }
}

/**
 * The scheduled sender's repair of what a stopped (or timed-out) request left between booking and
 * the gateway (docs/architecture.md#faults): takes the money of booked orders whose capture did not
 * happen (cancelling, which frees its place, an order whose authorisation is gone: nothing was
 * taken) and of changes' differences paid by link, lets go the payments of refused checkouts that were not let go, and records with Stripe
 * Tax the sales and refunds that were not (./tax-records.ts). Answers how many it finished; a
 * failure is logged and tried again on the next run.
 */
export async function finishUnfinishedPayments(): Promise<{ captured: number; released: number; taxRecorded: number }> {
  const db = database();
  let captured = 0;
  for (const { orderId, paymentIntentId } of await uncapturedOrders(db, LEFT_AFTER_MINUTES, BATCH)) {
    try {
      await captureOrCancel(orderId, paymentIntentId);
      captured += 1;
    } catch (error) {
      console.error(`[payments] Capturing order ${orderId} failed: ${loggableFailure(error)}`);
    }
  }
  for (const paymentIntentId of await uncapturedDifferences(db, BATCH)) {
    try {
      await captureDifference(await gatewayThatTook(paymentIntentId), paymentIntentId);
      captured += 1;
    } catch (error) {
      console.error(`[payments] Capturing difference ${paymentIntentId} failed: ${loggableFailure(error)}`);
      // Its authorisation gone, nothing was taken and nothing can be: the link holds nothing to refund.
      if (error instanceof PaymentGoneError) await markLinkCaptured(db, paymentIntentId, 0);
    }
  }
  let released = 0;
  for (const checkout of await refusedUnreleased(db, BATCH)) {
    try {
      await releasePayment(checkout, await gatewayThatTook(checkout.paymentIntentId ?? ''));
      released += 1;
    } catch (error) {
      console.error(`[payments] Letting go the payment of checkout ${checkout.id} failed: ${loggableFailure(error)}`);
    }
  }
  return { captured, released, taxRecorded: await finishUnrecordedTax() };
}
