/*
 * The order an accepted catering quote becomes (issue 48; docs/behaviour/rules.md#catering), booked
 * under the schedule's lock like any order, so its pieces are held on the event day's kitchen limit
 * from then on. The quote was the shop's offer, sent with the owner's warning when it passed the
 * day's limit: accepting it is never refused for the limit; the order records that it went over.
 */
import { cateringOrderLines, cateringOrderMoney } from '@/domain/catering/catering-order';
import type { StoredCateringQuote } from '@/domain/catering/catering-quote-view';
import { deliveryTo } from '@/domain/checkout-pricing';
import type { FulfilmentSchedule } from '@/domain/fulfilment/schedule';
import { moneyOf } from '@/domain/order/order-contract';
import type { OrderSnapshot } from '@/domain/order/order-snapshot';
import type { Db } from '../db';
import { queueOrderGeocode } from '../outbox/geocode-queue';
import { quoteLimitWarnings } from './catering-limit-warnings';
import type { StoredCateringRequest } from '../repositories/catering-requests-repository';
import { insertEnteredOrder, rewriteOrder, markOverLimits, type StoredOrder } from '../repositories/orders-repository';
import { listTaxPlaces } from '../repositories/tax-repository';

/** The event's time in the kitchen's day: from the event, one window long. */
const eventWindow = (schedule: FulfilmentSchedule, eventAt: Date) => ({
  start: eventAt,
  end: new Date(eventAt.getTime() + schedule.windowMinutes * 60_000),
});

/**
 * Whether the quote's pieces pass the event day's kitchen limits, by the rule the owner was warned
 * with before sending (catering-limit-warnings.ts), counted without the event's own order.
 */
export async function passesLimits(
  tx: Db,
  request: StoredCateringRequest,
  quote: StoredCateringQuote,
): Promise<boolean> {
  const lines = quote.money.lines.map((line) => ({ productId: line.productId, pieces: line.pieces }));
  return (await quoteLimitWarnings(tx, request.id, request.eventAt, lines)).length > 0;
}

/** Where a delivery goes, as orders keep it: the address, its zone and the fee the quote charges. */
async function deliveryAddressOf(tx: Db, request: StoredCateringRequest, quote: StoredCateringQuote) {
  if (request.orderType !== 'delivery' || !request.address) return null;
  const to = deliveryTo(request.address, await listTaxPlaces(tx));
  const zone = to.kind === 'in-area' ? to.zone.zone : 'Catering';
  return { fullAddress: request.address, zone, feeCents: quote.money.deliveryFeeCents };
}

/**
 * Books the accepted quote's order, 'pending' until its deposit is paid, inside the caller's
 * transaction (which holds the schedule's and the request's locks).
 */
export async function bookCateringOrder(
  tx: Db,
  schedule: FulfilmentSchedule,
  request: StoredCateringRequest,
  quote: StoredCateringQuote,
): Promise<StoredOrder> {
  const overLimits = await passesLimits(tx, request, quote);
  const order = await insertEnteredOrder(
    tx,
    {
      userId: null,
      orderType: request.orderType,
      customerName: request.name,
      customerEmail: request.email,
      customerPhone: request.phone,
      ...cateringOrderMoney(quote.money),
      items: cateringOrderLines(quote.money),
      discountCodeId: null,
      taxPlace: quote.money.taxPlace,
      notes: request.note,
      deliveryAddress: await deliveryAddressOf(tx, request, quote),
      fulfilmentWindow: eventWindow(schedule, request.eventAt),
      textPhone: null,
      taxCalculationId: null,
    },
    { paymentMethod: 'link', enteredByEmail: null, overLimits, cateringRequestId: request.id },
  );
  await queueOrderGeocode(tx, order);
  return order;
}

/** The order as a quote's version makes it: its lines and money, at the event, with the request's note. */
export const snapshotOfQuote = (
  schedule: FulfilmentSchedule,
  request: StoredCateringRequest,
  quote: StoredCateringQuote,
): OrderSnapshot => ({
  items: cateringOrderLines(quote.money),
  window: eventWindow(schedule, request.eventAt),
  notes: request.note,
  money: moneyOf(cateringOrderMoney(quote.money)),
  taxCalculationId: null,
});

/** A pending order (its deposit not yet paid) made again from a newer version of the quote. */
export async function rebookCateringOrder(
  tx: Db,
  order: StoredOrder,
  schedule: FulfilmentSchedule,
  request: StoredCateringRequest,
  quote: StoredCateringQuote,
): Promise<void> {
  await rewriteOrder(tx, order.id, snapshotOfQuote(schedule, request, quote), null);
  if (await passesLimits(tx, request, quote)) await markOverLimits(tx, order.id);
}
