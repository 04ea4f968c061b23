/*
 * What a catering request's own page shows (issue 48), opened by its link, the only authority: the
 * request as asked, each state it took with its time, the quote the owner sent (the newest; a
 * revision after acceptance beside the one accepted), and once booked, what was paid, the balance
 * with its date, and until when the customer may cancel with her deposit back. Never the contact
 * details. Reads only.
 */
import { sentQuote, toCateringQuoteView, type CateringQuoteView } from '@/domain/catering/catering-quote-view';
import type { CateringStatus } from '@/domain/catering/catering-request-view';
import type { Cents } from '@/domain/money';
import { amountToCollect } from '@/domain/order/payment-method';
import { database } from '../db';
import { listQuotes } from '../repositories/catering-quotes-repository';
import { listCateringStates, type StoredCateringRequest } from '../repositories/catering-requests-repository';
import { findCateringOrder } from '../repositories/orders-repository';
import { cancellationTerms } from './catering-cancellation';
import { cateringRequestForToken } from '../catering-states/catering-request-link';

export interface CateringRequestPage {
  request: Omit<StoredCateringRequest, 'id' | 'email' | 'phone'>;
  states: Array<{ status: CateringStatus; at: Date }>;
  /** The newest quote sent, or null before the owner sent one. */
  quote: CateringQuoteView | null;
  /** The version accepted last, when a newer one (a revision) waits for her; else null. */
  accepted: CateringQuoteView | null;
  /** Once booked: what its payments hold, what is left to pay, and the cancellation's cut-off. */
  booked: { paidCents: Cents; balanceCents: Cents; cutOff: Date } | null;
}

/** GET /catering/request?token=: the page its link opens, or null for a token that opens none. */
export async function cateringRequestPage(token: string, now = new Date()): Promise<CateringRequestPage | null> {
  const found = await cateringRequestForToken(database(), token);
  if (!found) return null;
  const { id, email: _email, phone: _phone, ...request } = found;
  const [quotes, states, order] = await Promise.all([
    listQuotes(database(), id),
    listCateringStates(database(), id),
    findCateringOrder(database(), id),
  ]);
  const sent = sentQuote(quotes);
  const lastAccepted = quotes.filter((quote) => quote.acceptedAt !== null).at(-1) ?? null;
  const booked =
    order?.catering && order.status !== 'pending' && order.status !== 'cancelled'
      ? {
          paidCents: order.catering.paidCents,
          balanceCents: amountToCollect(order) ?? 0,
          cutOff: (await cancellationTerms(found, order, now)).cutOff,
        }
      : null;
  return {
    request,
    states,
    quote: sent && toCateringQuoteView(sent, found.eventAt),
    accepted:
      lastAccepted && sent && lastAccepted.id !== sent.id ? toCateringQuoteView(lastAccepted, found.eventAt) : null,
    booked,
  };
}
