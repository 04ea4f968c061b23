/*
 * Cancelling a catering event (issue 48; docs/behaviour/rules.md#catering) by the accepted quote's
 * terms: the deposit back in full until the cut-off (its days before the event, on the shop's
 * clock), kept after it; a balance paid is always paid back. The customer cancels from her page
 * before the cut-off; the owner at any time, and may pay back more than the terms say. The money
 * goes back through the one cancellation path (cancel-with-refund.ts), which keeps what the terms
 * keep; the request follows its order ('cancelled', status-change.ts). A request with no order
 * yet (not accepted, or its deposit unpaid) is cancelled with its hold released.
 */
import {
  CANNOT_CANCEL,
  REQUEST_LINK_INVALID,
  refundAbovePaid,
  refundBelowTerms,
} from '@/domain/catering/catering-actions';
import { depositRefundCents } from '@/domain/catering/catering-terms';
import type { Cents } from '@/domain/money';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { database, withTransaction } from '../db';
import { conflict, notFound, refuseFields } from '../http/http-error';
import { cancelWithRefund } from '../orders/cancel-with-refund';
import { changeOrderStatusIn } from '../orders/status-change';
import { listQuotes } from '../repositories/catering-quotes-repository';
import { canCancel, notCancellable, REQUEST_NOT_FOUND } from '@/domain/catering/catering-quote-steps';
import {
  findCateringRequest,
  lockCateringRequest,
  setCateringStatus,
  type StoredCateringRequest,
} from '../repositories/catering-requests-repository';
import { findCateringOrder, type StatusChanger, type StoredOrder } from '../repositories/orders-repository';
import { heldPayments } from '../repositories/order-changes-repository';
import { cateringRequestForToken } from '../catering-states/catering-request-link';

/** What the event's card payments hold now, and what the terms keep of it at `now`. */
export async function cancellationTerms(
  request: StoredCateringRequest,
  order: StoredOrder,
  now: Date,
): Promise<{ heldCents: Cents; keepCents: Cents; cutOff: Date }> {
  const held = (await heldPayments(database(), order.id)).reduce((sum, payment) => sum + payment.heldCents, 0);
  const accepted = (await listQuotes(database(), request.id)).filter((quote) => quote.acceptedAt !== null).at(-1);
  const depositPaidCents = Math.min(accepted?.money.depositCents ?? 0, held);
  const terms = { fullRefundDays: accepted?.body.fullRefundDays ?? 0 };
  const { refundCents, cutOff } = depositRefundCents(terms, { at: request.eventAt, depositPaidCents }, now);
  return { heldCents: held, keepCents: depositPaidCents - refundCents, cutOff };
}

/** A request with no paid order: cancelled, and a pending order's hold released with it. */
async function cancelUnpaid(request: StoredCateringRequest, order: StoredOrder | null, changer: StatusChanger) {
  await withTransaction(async (tx) => {
    if (order && order.status !== 'cancelled') await changeOrderStatusIn(tx, order.id, 'cancelled', changer);
    const locked = await lockCateringRequest(tx, request.id);
    if (locked && canCancel(locked.status)) await setCateringStatus(tx, request.id, 'cancelled');
  });
}

/**
 * Cancels the event, paying back all it holds but `keepCents`. Answers what was paid back. 409 for
 * a request that is over (declined, expired, completed, cancelled already).
 */
export async function cancelCatering(
  request: StoredCateringRequest,
  keep: (held: { heldCents: Cents; keepCents: Cents; cutOff: Date }) => Cents,
  changer: StatusChanger,
  now = new Date(),
): Promise<{ refundedCents: Cents }> {
  if (!canCancel(request.status)) throw conflict(CANNOT_CANCEL);
  const order = await findCateringOrder(database(), request.id);
  if (!order || order.status === 'pending' || order.status === 'cancelled') {
    await cancelUnpaid(request, order, changer);
    return { refundedCents: 0 };
  }
  const terms = await cancellationTerms(request, order, now);
  const keepCents = keep(terms);
  await cancelWithRefund(order.id, changer, keepCents);
  return { refundedCents: terms.heldCents - keepCents };
}

/**
 * POST /api/catering-requests/cancel: the customer cancels from her page, before the terms'
 * cut-off only (after it, she is told to call); everything paid comes back. 404 for a token that
 * opens no request, 409 after the cut-off or for a request that is over.
 */
export async function cancelCateringByCustomer(token: string, now = new Date()): Promise<{ refunded: string }> {
  const request = await cateringRequestForToken(database(), token);
  if (!request) throw notFound(REQUEST_LINK_INVALID);
  const customer = { userId: null, email: request.email };
  const { refundedCents } = await cancelCatering(
    request,
    (terms) => {
      if (now > terms.cutOff) throw conflict(CANNOT_CANCEL);
      return 0;
    },
    customer,
    now,
  );
  return { refunded: centsToApiDecimal(refundedCents) };
}

/**
 * POST /api/admin/catering/{id}/cancel: the owner cancels the event at any time, paying back what
 * the accepted terms give back, or more (`refundCents`, at most all the payments hold); 400 naming
 * `refund` outside that. Answers what was paid back.
 */
export async function cancelCateringByOwner(
  id: number,
  refundCents: Cents | undefined,
  owner: StatusChanger,
  now = new Date(),
): Promise<{ refundedCents: Cents }> {
  const request = await findCateringRequest(database(), id);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  if (!canCancel(request.status)) throw conflict(notCancellable(request.status));
  return cancelCatering(
    request,
    (terms) => {
      const termsRefund = terms.heldCents - terms.keepCents;
      const refund = refundCents ?? termsRefund;
      if (refund < termsRefund) refuseFields({ refund: refundBelowTerms(termsRefund) });
      if (refund > terms.heldCents) refuseFields({ refund: refundAbovePaid(terms.heldCents) });
      return terms.heldCents - refund;
    },
    owner,
    now,
  );
}
