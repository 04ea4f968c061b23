/*
 * A quote not accepted by its expiry ends (issue 48; docs/behaviour/rules.md#catering): the request
 * is 'expired', and an order its acceptance booked whose deposit was never paid is cancelled, its
 * hold on the day's kitchen limit released (its deposit's link, which runs out at the same moment,
 * may have ended it already: each step is taken once).
 */
import { quoteExpiresAt } from '@/domain/catering/catering-quote-body';
import { database, withTransaction } from '../db';
import { loggableFailure } from '../http/loggable-failure';
import { quotedCateringRequests } from '../repositories/catering-quotes-repository';
import { lockCateringRequest, setCateringStatus } from '../repositories/catering-requests-repository';
import { findCateringOrder, recordStatusChange } from '../repositories/orders-repository';
import { endOpenLinks } from '../repositories/payment-links-repository';

const SYSTEM = { userId: null, email: 'system' };

/** Ends one request's quote, under its locks: the links, then the request (link-booking.ts's order). */
async function expire(requestId: number): Promise<boolean> {
  return withTransaction(async (tx) => {
    const order = await findCateringOrder(tx, requestId);
    if (order) await endOpenLinks(tx, order.id, 'expired');
    const request = await lockCateringRequest(tx, requestId);
    // A deposit paid this moment accepted it first.
    if (request?.status !== 'quoted') return false;
    await setCateringStatus(tx, requestId, 'expired');
    if (order?.status === 'pending') await recordStatusChange(tx, order.id, 'cancelled', SYSTEM);
    return true;
  });
}

/** The scheduled sender's (every minute): the quotes past their expiry. Answers how many ended. */
export async function expireCateringQuotes(now = new Date()): Promise<number> {
  let ended = 0;
  for (const due of await quotedCateringRequests(database())) {
    if (quoteExpiresAt(due.quote) > now) continue;
    try {
      if (await expire(due.requestId)) ended += 1;
    } catch (error) {
      console.error(`[catering] Ending the quote of request ${due.requestId} failed: ${loggableFailure(error)}`);
    }
  }
  return ended;
}
