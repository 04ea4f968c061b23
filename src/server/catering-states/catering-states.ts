/*
 * A catering request's state follows its order's money (issue 48; docs/behaviour/rules.md#catering):
 * its deposit paid books the event ('accepted', the newest quote sent accepted); its balance paid,
 * by link or in person, makes it 'paid'; its deposit's link running out unpaid ends it ('expired').
 * Each step is taken inside the transaction that moves the money, under the request's lock.
 */
import { sentQuote } from '@/domain/catering/catering-quote-view';
import type { CateringStatus } from '@/domain/catering/catering-request-view';
import type { OrderStatus } from '@/domain/order-status';
import type { Db } from '../db';
import { listQuotes, markQuoteAccepted } from '../repositories/catering-quotes-repository';
import {
  lockCateringRequest,
  setCateringStatus,
  type StoredCateringRequest,
} from '../repositories/catering-requests-repository';
import { cateringRequestIdOf, findOrderById, type StoredOrder } from '../repositories/orders-repository';
import { cateringPaymentMail } from '@/domain/catering/catering-quote-mail';
import { enqueueMail } from '../outbox/outbox';
import { createCateringRequestLink } from './catering-request-link';
import { amountToCollect } from '@/domain/order/payment-method';

/** The version accepted, and the request 'accepted' (the first time). */
export async function acceptQuoteVersion(tx: Db, requestId: number, quoteId: number): Promise<void> {
  await markQuoteAccepted(tx, quoteId);
  await setCateringStatus(tx, requestId, 'accepted');
}

/** The request of a catering order, locked, with its status; null for any other order. */
async function lockedRequestOf(tx: Db, orderId: number) {
  const requestId = await cateringRequestIdOf(tx, orderId);
  return requestId === null ? null : lockCateringRequest(tx, requestId);
}

/**
 * Money came in for a catering order: a first payment books the event (the newest quote sent
 * accepted); once nothing is left to pay, it is paid in full.
 */
async function paymentTaken(tx: Db, orderId: number, paidInFull: boolean): Promise<void> {
  const request = await lockedRequestOf(tx, orderId);
  if (!request) return;
  const quote = request.status === 'quoted' ? sentQuote(await listQuotes(tx, request.id)) : null;
  if (quote) await acceptQuoteVersion(tx, request.id, quote.id);
  if (paidInFull && (quote || request.status === 'accepted')) await setCateringStatus(tx, request.id, 'paid');
  await tellPaymentTaken(tx, request, orderId);
}

/**
 * The customer hears that her money came in (once per state the event reached): booked, with the
 * balance and its date, or paid in full; with a new link to her page.
 */
async function tellPaymentTaken(tx: Db, request: StoredCateringRequest, orderId: number): Promise<void> {
  const [order, current, quotes] = await Promise.all([
    findOrderById(tx, orderId),
    lockCateringRequest(tx, request.id),
    listQuotes(tx, request.id),
  ]);
  if (!order?.catering || !current || !request.email) return;
  const accepted = quotes.filter((quote) => quote.acceptedAt !== null).at(-1);
  const pageUrl = await createCateringRequestLink(tx, request.id, request.eventAt);
  const payment = {
    paidCents: order.catering.paidCents,
    owedCents: amountToCollect(order) ?? 0,
    balanceDueOn: accepted?.body.balanceDueOn ?? null,
  };
  await enqueueMail(tx, {
    kind: 'catering-payment',
    to: request.email,
    ...cateringPaymentMail(current, payment, pageUrl),
    secrets: [pageUrl],
    // Under the request's key, so removing its personal details removes this mail too.
    dedupeKey: `catering-request:${request.id}:payment:${current.status}:${payment.paidCents}`,
  });
}

/** A link of a catering order was paid: the deposit books the event; the balance pays it in full. */
export async function cateringLinkPaid(tx: Db, orderId: number, purpose: string): Promise<void> {
  if (purpose === 'deposit' || purpose === 'balance') await paymentTaken(tx, orderId, purpose === 'balance');
}

/** The owner took a catering order's money in person: the deposit, the balance, or all of it. */
export async function cateringPaidInPerson(tx: Db, order: StoredOrder): Promise<void> {
  await paymentTaken(tx, order.id, amountToCollect(order) === null);
}

/** A catering order ended: its deposit's link ran out ('expired'), it was cancelled, or handed over. */
export async function cateringOrderEnded(tx: Db, orderId: number, status: CateringStatus): Promise<void> {
  const request = await lockedRequestOf(tx, orderId);
  // An expired request stays expired when the order its deposit held is then cancelled.
  if (request && request.status !== status && request.status !== 'expired')
    await setCateringStatus(tx, request.id, status);
}

/** Its order cancelled or handed over: the request is cancelled, or completed. */
export async function cateringOrderStatusChanged(tx: Db, orderId: number, status: OrderStatus): Promise<void> {
  if (status === 'cancelled') await cateringOrderEnded(tx, orderId, 'cancelled');
  if (status === 'delivered') await cateringOrderEnded(tx, orderId, 'completed');
}

/**
 * A change of a catering order is done (a revision, its money moved): owing nothing now, the event
 * is paid in full; owing again (a higher total after it was paid), it has a balance again.
 */
export async function cateringOrderChanged(tx: Db, order: StoredOrder): Promise<void> {
  const request = await lockedRequestOf(tx, order.id);
  const owes = amountToCollect(order) !== null;
  if (request?.status === 'accepted' && !owes) await setCateringStatus(tx, request.id, 'paid');
  if (request?.status === 'paid' && owes) await setCateringStatus(tx, request.id, 'accepted');
}
