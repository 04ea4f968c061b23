/*
 * A catering event's balance (issue 48; docs/behaviour/rules.md#catering): what its order still owes
 * once the deposit is in (`amountToCollect`), paid by a link of its own. The link goes out by e-mail
 * at 8 AM shop time on the balance's due date (the scheduled sender, through the outbox), and the
 * request's page makes a new one whenever the customer presses 'Pay the balance'. The owner may
 * record it paid in person instead (POST /api/admin/orders/{id}/paid), which ends the link.
 */
import { NO_BALANCE_DUE, REQUEST_LINK_INVALID } from '@/domain/catering/catering-actions';
import { balanceDueAt } from '@/domain/catering/catering-quote-body';
import { amountToCollect } from '@/domain/order/payment-method';
import { database, type Db, withTransaction } from '../db';
import { conflict, notFound } from '../http/http-error';
import { loggableFailure } from '../http/loggable-failure';
import { sendPaymentLink } from '../owner-orders/payment-links';
import { dueCateringBalances } from '../repositories/catering-quotes-repository';
import { lockCateringRequest } from '../repositories/catering-requests-repository';
import { findCateringOrder, type StoredOrder } from '../repositories/orders-repository';
import { endOpenLinks, hasBalanceLink, lockOpenLinksOf } from '../repositories/payment-links-repository';
import { cateringRequestForToken } from '../catering-states/catering-request-link';

const HOUR_MS = 60 * 60_000;
/** A balance's link holds until the event, and at least two days from when it was made. */
const BALANCE_LINK_MIN_HOURS = 48;

/**
 * Makes the order's balance link (ending any other still open) for what it owes, sent by e-mail or
 * not. The caller holds the request's lock, which makes two links at once one after the other.
 */
async function openBalanceLink(tx: Db, order: StoredOrder, owed: number, emailTo: string | null): Promise<string> {
  await endOpenLinks(tx, order.id, 'cancelled');
  const eventAt = order.fulfilmentWindow?.start ?? new Date();
  const until = new Date(Math.max(eventAt.getTime(), Date.now() + BALANCE_LINK_MIN_HOURS * HOUR_MS));
  const { url } = await sendPaymentLink(tx, order, {
    purpose: 'balance',
    amountCents: owed,
    holdHours: { until },
    textTo: null,
    emailTo,
  });
  return url;
}

/**
 * The request's order, its request locked for the caller's transaction: the links first, then the
 * request, the order a payment of a link takes them in (link-booking.ts); null without an order.
 */
async function lockedCateringOrder(tx: Db, requestId: number): Promise<StoredOrder | null> {
  const order = await findCateringOrder(tx, requestId);
  if (!order) return null;
  await lockOpenLinksOf(tx, order.id);
  const request = await lockCateringRequest(tx, requestId);
  if (request?.status !== 'accepted') return null;
  return findCateringOrder(tx, requestId);
}

/** What the order owes now, when it is an event booked with its deposit paid; null otherwise. */
const balanceOwed = (order: StoredOrder | null): number | null =>
  order && order.status !== 'pending' ? amountToCollect(order) : null;

/**
 * POST /api/catering-requests/balance: a new link for the balance, which the page goes on to. 404
 * for a token that opens no request; 409 when nothing is owed (not yet accepted, paid, cancelled).
 */
export async function payCateringBalance(token: string): Promise<{ payUrl: string }> {
  const request = await cateringRequestForToken(database(), token);
  if (!request) throw notFound(REQUEST_LINK_INVALID);
  return withTransaction(async (tx) => {
    const order = await lockedCateringOrder(tx, request.id);
    const owed = balanceOwed(order);
    if (!order || owed === null || order.catering === null) throw conflict(NO_BALANCE_DUE);
    return { payUrl: await openBalanceLink(tx, order, owed, null) };
  });
}

/**
 * The scheduled sender's (every minute): the balances whose due date has come (8 AM shop time),
 * each a link e-mailed once to the customer. Answers how many went out; a failure is logged and
 * tried again on the next run.
 */
export async function sendDueBalanceLinks(now = new Date()): Promise<number> {
  let sent = 0;
  for (const due of await dueCateringBalances(database())) {
    if (balanceDueAt(due.quote) > now) continue;
    try {
      await withTransaction(async (tx) => {
        const order = await lockedCateringOrder(tx, due.requestId);
        const owed = balanceOwed(order);
        // Once: another run, or the customer, made it meanwhile.
        if (!order || owed === null || (await hasBalanceLink(tx, order.id))) return;
        await openBalanceLink(tx, order, owed, order.customerEmail);
        sent += 1;
      });
    } catch (error) {
      console.error(
        `[catering] The balance link of catering request ${due.requestId} failed: ${loggableFailure(error)}`,
      );
    }
  }
  return sent;
}
