/*
 * One catering request as the owner's quote editor reads it (GET /api/admin/catering/{id}; issue
 * 48): the request as listed, every version of its quote, its states with their times, her message
 * if she declined it, the day's limits its newest quote passes while it can still be sent, and what
 * a quote leaving a field out takes for it.
 */
import type { Answer } from '@/domain/api';
import type * as cateringApi from '@/domain/api/catering';
import { toCateringQuoteView } from '@/domain/catering/catering-quote-view';
import { canCancel, canQuote, DETAILS_REMOVED, REQUEST_NOT_FOUND } from '@/domain/catering/catering-quote-steps';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { database } from '../db';
import { conflict, notFound } from '../http/http-error';
import { listQuotes } from '../repositories/catering-quotes-repository';
import {
  findCateringRequest,
  findListedCateringRequest,
  type ListedCateringRequest,
  listCateringStates,
  readDeclinedMessage,
} from '../repositories/catering-requests-repository';
import { listedView } from './catering-admin-list';
import { cancellationTerms } from './catering-cancellation';
import { findCateringOrder } from '../repositories/orders-repository';
import { quoteLimitWarnings } from './catering-limit-warnings';
import { quoteDefaultsFor } from './catering-quote-pricing';

export type CateringDetailView = Answer<typeof cateringApi.detail>;

/** The request by its id, 404 when there is none. */
export async function listedRequest(id: number): Promise<ListedCateringRequest> {
  const request = await findListedCateringRequest(database(), id);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/** The request that the owner may still change: 409 once its personal details are removed (no one to write to). */
export async function openRequest(id: number): Promise<ListedCateringRequest> {
  const request = await listedRequest(id);
  if (request.detailsRemovedAt) throw conflict(DETAILS_REMOVED);
  return request;
}

/**
 * A booked event's cancellation as the owner decides it: what its payments hold, what its terms give
 * back now, and the terms' cut-off; null before it is booked or once it is over.
 */
async function cancellationOf(id: number, now: Date): Promise<CateringDetailView['cancellation']> {
  const [request, order] = await Promise.all([findCateringRequest(database(), id), findCateringOrder(database(), id)]);
  if (!request || !order || !canCancel(request.status) || order.status === 'pending' || order.status === 'cancelled') {
    return null;
  }
  const terms = await cancellationTerms(request, order, now);
  return {
    paid: centsToApiDecimal(terms.heldCents),
    termsRefund: centsToApiDecimal(terms.heldCents - terms.keepCents),
    cutOff: terms.cutOff.toISOString(),
  };
}

export async function cateringRequestDetail(id: number, now = new Date()): Promise<CateringDetailView> {
  const db = database();
  const request = await listedRequest(id);
  const [quotes, states, declinedMessage, defaults] = await Promise.all([
    listQuotes(db, id),
    listCateringStates(db, id),
    readDeclinedMessage(db, id),
    quoteDefaultsFor(request, now),
  ]);
  const newest = quotes.at(-1);
  const cancellation = await cancellationOf(id, now);
  const limitWarnings =
    newest && canQuote(request.status) ? await quoteLimitWarnings(db, id, request.eventAt, newest.body.lines) : [];
  const { deliveryFeeCents, ...rest } = defaults;
  return {
    request: listedView(request),
    quotes: quotes.map((quote) => toCateringQuoteView(quote, request.eventAt)),
    states: states.map((state) => ({ status: state.status, at: state.at.toISOString() })),
    declinedMessage,
    limitWarnings,
    defaults: { ...rest, deliveryFee: centsToApiDecimal(deliveryFeeCents) },
    cancellation,
  };
}
