/*
 * The owner's quote of a catering request (issue 48; docs/behaviour/rules.md#catering): its draft
 * saved and priced, then sent to the customer. Each change takes the request's lock first, so two
 * never interleave; the customer's e-mail is queued in the transaction that sends.
 */
import type { Answer } from '@/domain/api';
import type * as cateringApi from '@/domain/api/catering';
import type { QuoteBody } from '@/domain/catering/catering-quote-body';
import { quoteDateProblems } from '@/domain/catering/catering-quote-body';
import { cateringQuoteMail } from '@/domain/catering/catering-quote-mail';
import {
  canQuote,
  NOTHING_TO_SEND,
  notQuotable,
  REQUEST_NOT_FOUND,
  statusAfterSending,
} from '@/domain/catering/catering-quote-steps';
import { toCateringQuoteView } from '@/domain/catering/catering-quote-view';
import { database, type Db, withTransaction } from '../db';
import { conflict, HttpError, notFound, refuseFields } from '../http/http-error';
import { enqueueMail } from '../outbox/outbox';
import { listQuotes, markQuoteSent, saveDraftQuote } from '../repositories/catering-quotes-repository';
import { findCateringOrder } from '../repositories/orders-repository';
import { endOpenLinks } from '../repositories/payment-links-repository';
import {
  lockCateringRequest,
  type StoredCateringRequest,
  setCateringStatus,
} from '../repositories/catering-requests-repository';
import { type CateringDetailView, cateringRequestDetail, openRequest } from './catering-admin-detail';
import { quoteLimitWarnings } from './catering-limit-warnings';
import { priceCateringQuote } from './catering-quote-pricing';
import { createCateringRequestLink } from '../catering-states/catering-request-link';

export type SavedQuoteView = Answer<typeof cateringApi.saveQuote>;

/** Locks the request for the caller's transaction: 404 when there is none, 409 once it can no longer be quoted. */
async function lockQuotable(tx: Db, id: number): Promise<StoredCateringRequest> {
  const request = await lockCateringRequest(tx, id);
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  if (!canQuote(request.status)) throw conflict(notQuotable(request.status));
  return request;
}

/**
 * PUT /api/admin/catering/{id}/quote: the draft priced from the menu and the owner's defaults and
 * saved (the newest unsent version, else a new one after the one sent); answers it with the day's
 * limits it passes.
 */
export async function saveCateringQuote(id: number, body: QuoteBody, now = new Date()): Promise<SavedQuoteView> {
  const request = await openRequest(id);
  const priced = await priceCateringQuote(request, body, now);
  const saved = await withTransaction(async (tx) => {
    await lockQuotable(tx, id);
    return saveDraftQuote(tx, id, priced);
  });
  const limitWarnings = await quoteLimitWarnings(database(), id, request.eventAt, saved.body.lines);
  return { ...toCateringQuoteView(saved, request.eventAt), limitWarnings };
}

/** A refusal the owner may go past: the quote passes the day's limit; sending it again with overrideLimits sends it. */
const passesLimits = (warnings: string[]) =>
  new HttpError(409, warnings.join(' '), {}, { limitWarnings: warnings, overridable: true });

/**
 * POST /api/admin/catering/{id}/send: sends the newest unsent version. 409 when there is none, and
 * (with the warnings) when it passes the day's limit unless `overrideLimits`; its dates are checked
 * again against today. Stamps it sent, moves the request to 'quoted' before acceptance, and queues
 * the customer's e-mail with a fresh link to her request's page. Answers the request as it is now.
 */
export async function sendCateringQuote(
  id: number,
  overrideLimits: boolean,
  now = new Date(),
): Promise<CateringDetailView> {
  await openRequest(id);
  await withTransaction(async (tx) => {
    // A deposit still to pay was for the version sent before: its link ends (the links before the
    // request, the order a payment takes its locks in), so she accepts this one.
    const pending = await findCateringOrder(tx, id);
    if (pending?.status === 'pending') await endOpenLinks(tx, pending.id, 'cancelled');
    const request = await lockQuotable(tx, id);
    const draft = (await listQuotes(tx, id)).at(-1);
    if (!draft || draft.sentAt) throw conflict(NOTHING_TO_SEND);
    const dates = quoteDateProblems(draft.body, request.eventAt, now);
    if (Object.keys(dates).length > 0) refuseFields(dates);
    const warnings = await quoteLimitWarnings(tx, id, request.eventAt, draft.body.lines);
    if (warnings.length > 0 && !overrideLimits) throw passesLimits(warnings);
    await markQuoteSent(tx, draft.id, warnings.length > 0);
    // Before acceptance each quote sent is a step of the timeline; a revision of an accepted or
    // paid request keeps its state, which the customer's acceptance of the change moves on.
    const status = statusAfterSending(request.status);
    if (status === 'quoted') await setCateringStatus(tx, id, status);
    const pageUrl = await createCateringRequestLink(tx, id, request.eventAt);
    await enqueueMail(tx, {
      kind: 'catering-quote',
      to: request.email,
      ...cateringQuoteMail(request, draft, pageUrl),
      secrets: [pageUrl],
      // Under the request's key, so removing its personal details removes this mail too.
      dedupeKey: `catering-request:${id}:quote:${draft.version}`,
    });
  });
  return cateringRequestDetail(id, now);
}
