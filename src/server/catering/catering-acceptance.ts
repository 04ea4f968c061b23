/*
 * The customer accepts her catering quote (issue 48; docs/behaviour/rules.md#catering) from her
 * request's page, whose link is the only authority. Accepting books the event's order at once
 * (its pieces held on the day's kitchen limit) and opens a payment link for the deposit, which the
 * page goes on to: the checkout's card form and wallets (/pay). Paying it books the event
 * ('accepted'); a deposit not paid by the quote's expiry ends with its order (link-expiry.ts).
 * Accepting again before paying makes the order again from the newest version and a new link.
 */
import { NO_QUOTE_TO_ACCEPT, QUOTE_EXPIRED, REQUEST_LINK_INVALID } from '@/domain/catering/catering-actions';
import { quoteExpiresAt } from '@/domain/catering/catering-quote-body';
import { sentQuote, type StoredCateringQuote } from '@/domain/catering/catering-quote-view';
import type { FulfilmentSchedule } from '@/domain/fulfilment/schedule';
import { contestedPoint, database, type Db, withTransaction } from '../db';
import { conflict, notFound } from '../http/http-error';
import { lockSchedule } from '../repositories/fulfilment-repository';
import { clearQuoteAccepted, listQuotes } from '../repositories/catering-quotes-repository';
import { lockCateringRequest, type StoredCateringRequest } from '../repositories/catering-requests-repository';
import { findCateringOrder, lockOrder, recordStatusChange, type StoredOrder } from '../repositories/orders-repository';
import { endOpenLinks, lockOpenLinksOf } from '../repositories/payment-links-repository';
import { settleChangeMoney } from '../owner-orders/change-money';
import { reviseCateringOrder } from './catering-revision';
import { sendPaymentLink } from '../owner-orders/payment-links';
import { bookCateringOrder, rebookCateringOrder } from './catering-order-booking';
import { cateringRequestForToken } from '../catering-states/catering-request-link';
import { acceptQuoteVersion } from '../catering-states/catering-states';

/**
 * The quote the customer may accept now: the newest sent, not yet accepted and not expired, while
 * the request waits on its quote or (a revision) is booked; 409 otherwise.
 */
async function acceptableQuote(tx: Db, request: StoredCateringRequest, now: Date): Promise<StoredCateringQuote> {
  const open = request.status === 'quoted' || request.status === 'accepted' || request.status === 'paid';
  const quote = open ? sentQuote(await listQuotes(tx, request.id)) : null;
  if (!quote || quote.acceptedAt) throw conflict(NO_QUOTE_TO_ACCEPT);
  if (quoteExpiresAt(quote.body) <= now) throw conflict(QUOTE_EXPIRED);
  return quote;
}

/**
 * The event's order made from the version first accepted: booked now, or the pending one (its
 * deposit not paid, its old link ended) made again. Answers where to pay the deposit, or null when
 * the quote asks none (the event is then booked at once).
 */
async function firstAcceptance(
  tx: Db,
  booking: { schedule: FulfilmentSchedule; existing: StoredOrder | null },
  request: StoredCateringRequest,
  quote: StoredCateringQuote,
): Promise<string | null> {
  const { schedule, existing } = booking;
  if (existing) await rebookCateringOrder(tx, existing, schedule, request, quote);
  const order = existing
    ? ((await findCateringOrder(tx, request.id)) ?? existing)
    : await bookCateringOrder(tx, schedule, request, quote);
  if (quote.money.depositCents === 0) {
    await recordStatusChange(tx, order.id, 'confirmed', { userId: null, email: 'system' });
    await acceptQuoteVersion(tx, request.id, quote.id);
    return null;
  }
  const { url } = await sendPaymentLink(tx, order, {
    purpose: 'deposit',
    amountCents: quote.money.depositCents,
    holdHours: { until: quoteExpiresAt(quote.body) },
    // She is on the page, and goes on to pay: nothing is sent.
    textTo: null,
    emailTo: null,
  });
  return url;
}

/** A booked order with what its payments hold: the event whose quote a revision changes. */
const bookedOrder = (order: StoredOrder | null) =>
  order?.catering && order.status !== 'pending' && order.status !== 'cancelled'
    ? (order as StoredOrder & { catering: { paidCents: number } })
    : null;

/**
 * POST /api/catering-requests/accept: the first acceptance answers where to pay the deposit (null
 * when no deposit is asked); a revision of a booked event is made at once, its refund (if any) at
 * the gateway after the locks, and answers null. 404 for a token that opens no request; 409 when
 * there is no quote to accept or it expired; 502 when a revision's refund failed (nothing changed).
 */
export async function acceptCateringQuote(token: string, now = new Date()): Promise<{ payUrl: string | null }> {
  const found = await cateringRequestForToken(database(), token);
  if (!found) throw notFound(REQUEST_LINK_INVALID);
  const planned = await withTransaction(async (tx) => {
    // The locks in the order a payment of a link takes them (link-booking.ts): the schedule, the
    // links, the order, then the request; a refusal below rolls an ended link back.
    const schedule = await lockSchedule(tx);
    const existing = await findCateringOrder(tx, found.id);
    await contestedPoint('catering-acceptance');
    const booked = bookedOrder(existing);
    if (existing && !booked) await endOpenLinks(tx, existing.id, 'cancelled');
    if (booked) await lockOpenLinksOf(tx, booked.id);
    const order = booked && bookedOrder(await lockOrder(tx, booked.id));
    const request = (await lockCateringRequest(tx, found.id)) ?? found;
    const quote = await acceptableQuote(tx, request, now);
    const revised = { quoteId: quote.id, payUrl: null };
    if (order) return { ...revised, changeId: await reviseCateringOrder(tx, { schedule, order }, request, quote) };
    if (request.status !== 'quoted') throw conflict(NO_QUOTE_TO_ACCEPT);
    return { ...revised, changeId: null, payUrl: await firstAcceptance(tx, { schedule, existing }, request, quote) };
  });
  if (planned.changeId !== null) {
    // A refund that failed put the order back as it was: the revision waits to be accepted again.
    await settleChangeMoney(planned.changeId).catch(async (error: unknown) => {
      await withTransaction((tx) => clearQuoteAccepted(tx, planned.quoteId));
      throw error;
    });
  }
  return { payUrl: planned.payUrl };
}
