import { expect } from 'vitest';
import adminCateringStep from '../../../netlify/functions/admin-catering-step.mts';
import cateringSteps from '../../../netlify/functions/catering-request-actions.mts';
import paymentLinkOpen from '../../../netlify/functions/payment-link-open.mts';
import paymentLinkPaid from '../../../netlify/functions/payment-link-paid.mts';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { call, type ErrorAnswer } from './call';
import { pageToken, requestCatering } from './catering';
import { intentIdOf, payWithCard, productId } from './checkout';
import { sql } from './db';

/*
 * Catering events booked as the owner and the customer book them (issue 48): the request from
 * /catering, the owner's quote priced and sent by her endpoints (taxed as the shop has it), then
 * from the customer's page: accept, pay the deposit's link, pay the balance's. Through the real
 * functions and the test gateway.
 */

/** A step from the customer's request page. */
export const cateringStep = (action: 'accept' | 'balance' | 'cancel', token: string) =>
  call<{ payUrl: string | null; refunded: string } & ErrorAnswer>(cateringSteps, `/api/catering-requests/${action}`, {
    method: 'POST',
    body: { token },
    params: { action },
  });

/** Pays a payment link's page by card, as the customer does; answers the amount it asked. */
export async function payLink(payUrl: string | null): Promise<string> {
  const token = new URL(payUrl ?? '').searchParams.get('token') ?? '';
  const opened = await call<OpenedLink & ErrorAnswer>(paymentLinkOpen, '/api/payment-links/open', {
    method: 'POST',
    body: { token },
  });
  expect(opened.status).toBe(200);
  const card = await payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242');
  expect(card.body.paymentIntent.status).toBe('succeeded');
  const reported = await call<ErrorAnswer>(paymentLinkPaid, '/api/payment-links/paid', {
    method: 'POST',
    body: { token, paymentIntentId: intentIdOf(opened.body.payment.clientSecret) },
  });
  expect(reported.status).toBe(200);
  return opened.body.amount;
}

/**
 * The owner's quote of the request, priced by her endpoint and sent: `samosas` Beef Samosa and 100
 * Chapati at the menu's pack price ($1.60 each), a 10% service charge, half down.
 */
export async function quoteAndSend(requestId: number, adminCookie: string, samosas = 200): Promise<void> {
  const lines = [
    { productId: await productId('Beef Samosa'), pieces: samosas },
    { productId: await productId('Chapati'), pieces: 100 },
  ];
  const params = (action: string) => ({ id: String(requestId), action });
  const saved = await call(adminCateringStep, `/api/admin/catering/${requestId}/quote`, {
    method: 'PUT',
    body: { lines, serviceChargePercent: 10 },
    cookie: adminCookie,
    params: params('quote'),
  });
  expect(saved.status).toBe(200);
  const sent = await call(adminCateringStep, `/api/admin/catering/${requestId}/send`, {
    method: 'POST',
    body: {},
    cookie: adminCookie,
    params: params('send'),
  });
  expect(sent.status).toBe(200);
}

/** A pickup event at `eventAt` quoted, accepted and its deposit paid: answers its ids and page token. */
export async function bookedEvent(eventAt: Date, adminCookie: string) {
  const request = await requestCatering(eventAt);
  await quoteAndSend(request.id, adminCookie);
  const token = await pageToken(request.id, eventAt);
  const accepted = await cateringStep('accept', token);
  expect(accepted.status).toBe(200);
  await payLink(accepted.body.payUrl);
  const [order] = await sql<{ id: string }>('SELECT id FROM orders WHERE catering_request_id = $1', [request.id]);
  return { requestId: request.id, orderId: Number(order?.id), token };
}

/** Pays the event's balance from its page. */
export async function payBalance(token: string): Promise<string> {
  const balance = await cateringStep('balance', token);
  expect(balance.status).toBe(200);
  return payLink(balance.body.payUrl);
}
