import cateringRequests from '../../../netlify/functions/catering-requests.mts';
import { cateringQuoteMoney, DEFAULT_DEPOSIT } from '@/domain/catering/catering-quote';
import type { ResolvedQuote } from '@/domain/catering/catering-quote-body';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { createCateringRequestLink } from '@/server/catering-states/catering-request-link';
import { withTransaction } from '@/server/db';
import { markQuoteSent, saveDraftQuote } from '@/server/repositories/catering-quotes-repository';
import { setCateringStatus } from '@/server/repositories/catering-requests-repository';
import { call } from './call';
import { productId } from './checkout';
import { sql } from './db';

/* Catering requests and quotes as the customer's form and the owner's editor leave them (issue 48). */

/** An instant `days` shop days from today at `time`, shop time. */
export const inShopDays = (days: number, time = '14:00') => shopInstant(addDays(shopDate(new Date()), days), time);

/** A pickup request for 200 beef samosas and 100 chapatis, sent through the real function; answers its id. */
export async function requestCatering(eventAt: Date): Promise<{ id: number; reference: string }> {
  const [samosa, chapati] = [await productId('Beef Samosa'), await productId('Chapati')];
  const sent = await call<{ reference: string }>(cateringRequests, '/api/catering-requests', {
    method: 'POST',
    body: {
      eventAt: eventAt.toISOString(),
      orderType: 'pickup',
      headcount: 120,
      items: [
        { productId: samosa, pieces: 200 },
        { productId: chapati, pieces: 100 },
      ],
      note: 'A graduation party',
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '913-555-0148',
    },
  });
  if (sent.status !== 201) throw new Error(`The request was refused: ${JSON.stringify(sent.body)}`);
  const [row] = await sql<{ id: string }>('SELECT id FROM catering_requests WHERE reference = $1', [
    sent.body.reference,
  ]);
  return { id: Number(row?.id), reference: sent.body.reference };
}

/**
 * The owner's quote, saved and sent as her editor does (prices each $1.60, untaxed, a 10% service
 * charge, the default deposit), with `changes`; the request is then 'quoted'. Answers the quote's money.
 */
export async function sendQuote(requestId: number, eventAt: Date, changes: Partial<ResolvedQuote> = {}) {
  const [samosa, chapati] = [await productId('Beef Samosa'), await productId('Chapati')];
  const body: ResolvedQuote = {
    lines: [
      { productId: samosa, pieces: 200, priceEachCents: 160 },
      { productId: chapati, pieces: 100, priceEachCents: 160 },
    ],
    discountCents: 0,
    serviceChargePercent: 10,
    setupCents: 0,
    deliveryFeeCents: 0,
    deposit: DEFAULT_DEPOSIT,
    balanceDueOn: addDays(shopDate(eventAt), -2),
    expiresOn: addDays(shopDate(new Date()), 1),
    terms: 'Cancel **7 days** before for your deposit back.',
    fullRefundDays: 7,
    ...changes,
  };
  const names = new Map([
    [samosa, 'Beef Samosa'],
    [chapati, 'Chapati'],
  ]);
  const money = cateringQuoteMoney({
    lines: body.lines.map((line) => ({ ...line, name: names.get(line.productId) ?? '', taxCategory: 'prepared' })),
    discountCents: body.discountCents,
    serviceChargePercent: body.serviceChargePercent,
    setupCents: body.setupCents,
    deliveryFeeCents: body.deliveryFeeCents,
    deposit: body.deposit,
    taxPlace: null,
  });
  await withTransaction(async (tx) => {
    const quote = await saveDraftQuote(tx, requestId, { body, money });
    await markQuoteSent(tx, quote.id, false);
    const [row] = await sql<{ status: string }>('SELECT status FROM catering_requests WHERE id = $1', [requestId]);
    if (row?.status === 'requested') await setCateringStatus(tx, requestId, 'quoted');
  });
  return money;
}

/** A fresh link to the request's page, as the owner's mails carry one; answers its token. */
export async function pageToken(requestId: number, eventAt: Date): Promise<string> {
  const url = await withTransaction((tx) => createCateringRequestLink(tx, requestId, eventAt));
  return new URL(url).searchParams.get('token') ?? '';
}
