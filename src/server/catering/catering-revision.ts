/*
 * A revision of a booked catering event (issue 48; docs/behaviour/rules.md#catering): the owner
 * sends a new version of the quote after the deposit, and the customer accepts it from her page.
 * The event's order becomes the new version as an order change (the one path of changes, issue
 * 37): recorded with what it was and became, the pieces counted again, and the money following:
 * what her payments hold above the new total is refunded at the gateway after the locks are let go
 * (a failure puts the order back as it was), a higher total waits in the balance, or, once the
 * event was paid in full, gets a balance link of its own; the request's state then follows what the
 * event owes (catering-states.ts).
 */
import { revisionAdjustment } from '@/domain/catering/catering-order';
import type { StoredCateringQuote } from '@/domain/catering/catering-quote-view';
import type { FulfilmentSchedule } from '@/domain/fulfilment/schedule';
import { CHANGE_AFTER_READY, CHANGE_UNDER_WAY } from '@/domain/owner-orders/order-change';
import type { Db } from '../db';
import { conflict } from '../http/http-error';
import { completeChange } from '../owner-orders/change-money';
import { snapshotOf } from '../owner-orders/change-order-service';
import { markQuoteAccepted } from '../repositories/catering-quotes-repository';
import type { StoredCateringRequest } from '../repositories/catering-requests-repository';
import { insertOrderChange } from '../repositories/order-changes-repository';
import { markOverLimits, pendingChangeOf, rewriteOrder, type StoredOrder } from '../repositories/orders-repository';
import { passesLimits, snapshotOfQuote } from './catering-order-booking';

/**
 * Makes the event's order the accepted revision, inside the caller's transaction (which holds the
 * schedule's, the order's and the request's locks). Answers the change whose refund is still to
 * make at the gateway, or null when its money needed none.
 */
export async function reviseCateringOrder(
  tx: Db,
  booking: { schedule: FulfilmentSchedule; order: StoredOrder & { catering: { paidCents: number } } },
  request: StoredCateringRequest,
  quote: StoredCateringQuote,
): Promise<number | null> {
  const { schedule, order } = booking;
  if (order.status === 'ready' || order.status === 'delivered') throw conflict(CHANGE_AFTER_READY);
  if ((await pendingChangeOf(tx, order.id)) !== null) throw conflict(CHANGE_UNDER_WAY);
  const after = snapshotOfQuote(schedule, request, quote);
  const paidInFull = request.status === 'paid';
  const adjustment = revisionAdjustment(order, after.money.totalCents, paidInFull);
  const changeId = await insertOrderChange(tx, {
    orderId: order.id,
    changer: { userId: null, email: request.email },
    before: snapshotOf(order),
    after,
    adjustment,
  });
  const atGateway = adjustment.kind === 'refund';
  await rewriteOrder(tx, order.id, after, atGateway ? changeId : null);
  if (await passesLimits(tx, request, quote)) await markOverLimits(tx, order.id);
  await markQuoteAccepted(tx, quote.id);
  if (atGateway) return changeId;
  await completeChange(tx, changeId);
  return null;
}
