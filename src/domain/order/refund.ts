/*
 * Cancelling a paid order pays its money back (docs/behaviour/rules.md#refunds). Shared by the
 * server, which decides, and the dashboard, which asks the owner to confirm before it does.
 */

/** What the rule reads of an order; `refundedAt` is a Date on the server and an ISO string in the browser. */
export interface RefundableOrder {
  status: string;
  paymentIntentId: string | null;
  refundedAt: Date | string | null;
}

/**
 * Whether cancelling this order refunds it: it was paid (has a payment), has not been refunded yet,
 * and is not already cancelled (setting 'cancelled' again changes nothing about the money).
 */
export function cancellingRefunds(order: RefundableOrder): boolean {
  return order.paymentIntentId !== null && order.refundedAt === null && order.status !== 'cancelled';
}

/**
 * The idempotency key of an order's refund: one per order, so a repeated click, a retried request or
 * two requests at once can only ever make the one refund (the gateway answers a repeated key with it).
 */
export const refundIdempotencyKey = (orderId: number): string => `refund-order-${orderId}`;
