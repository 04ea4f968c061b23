import { cancellingRefunds, refundIdempotencyKey } from '@/domain/order/refund';
import { withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import { loggableFailure } from '../http/loggable-failure';
import { gatewayThatTook } from '../payments/refund-gateway';
import { lockOrderForRefund, recordRefund } from '../repositories/refunds-repository';
import type { StatusChanger, StoredOrder } from '../repositories/orders-repository';
import { changeOrderStatus } from './status-change';

export const REFUND_FAILED = 'The refund failed, so the order was not cancelled. Please try again.';

/**
 * Cancels an order, paying a paid one back first (docs/behaviour/rules.md#refunds). The refund is
 * decided and recorded with the order's row locked, so two cancels at once make one refund: the
 * second waits, then finds it refunded. The gateway is called inside that transaction; its
 * idempotency key (one per order) makes a retry after any failure, even one after the gateway had
 * refunded, answer that same refund rather than make another. A refund that fails leaves the order
 * as it was: 502. The cancellation itself (status, history row with who, the customer's e-mail)
 * is the ordinary status change, once the refund is recorded. Null when there is no such order.
 */
export async function cancelWithRefund(orderId: number, changer: StatusChanger): Promise<StoredOrder | null> {
  const exists = await withTransaction(async (tx) => {
    const order = await lockOrderForRefund(tx, orderId);
    if (!order) return false;
    if (!cancellingRefunds(order) || order.paymentIntentId === null) return true;
    const refundId = await refundThroughGateway(orderId, order.paymentIntentId, order.totalCents);
    await recordRefund(tx, orderId, refundId);
    return true;
  });
  return exists ? changeOrderStatus(orderId, 'cancelled', changer) : null;
}

async function refundThroughGateway(orderId: number, paymentIntentId: string, amountCents: number): Promise<string> {
  try {
    const gateway = await gatewayThatTook(paymentIntentId);
    const refund = await gateway.refund({
      paymentIntentId,
      amountCents,
      idempotencyKey: refundIdempotencyKey(orderId),
    });
    return refund.id;
  } catch (error) {
    console.error(`[refunds] Refunding order ${orderId} failed: ${loggableFailure(error)}`);
    throw new HttpError(502, REFUND_FAILED);
  }
}
