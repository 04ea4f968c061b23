import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminDetail from '../../netlify/functions/admin-catering-request.mts';
import adminReconciliation from '../../netlify/functions/admin-reconciliation.mts';
import adminStep from '../../netlify/functions/admin-catering-step.mts';
import paymentLinkOpen from '../../netlify/functions/payment-link-open.mts';
import { CANNOT_CANCEL, NO_BALANCE_DUE, NO_QUOTE_TO_ACCEPT, QUOTE_EXPIRED } from '@/domain/catering/catering-actions';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { sendDueBalanceLinks } from '@/server/catering/catering-balance';
import { expireCateringQuotes } from '@/server/catering/catering-expiry';
import { cateringRequestPage } from '@/server/catering/catering-request-page';
import { expireDueLinks } from '@/server/owner-orders/link-expiry';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { pageToken, requestCatering, sendQuote, inShopDays } from './support/catering';
import { cateringStep, payLink } from './support/catering-events';
import { sql } from './support/db';
import { race } from './support/race';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * A catering event booked and paid from its request's page (issue 48): accepting the owner's quote
 * books the event's order (its pieces held on the day) and opens the deposit's payment; paying it
 * accepts the quote; the balance's link goes out on its due date and pays the event in full; and
 * the event is cancelled by the terms, on each side of the cut-off. Through the real functions and
 * the test gateway, on this file's own database.
 */

let admin: TestAccount;

beforeAll(async () => {
  await useShopDefaultSchedule();
  admin = await adminAccount();
});

afterEach(async () => {
  await sql('DELETE FROM orders WHERE catering_request_id IS NOT NULL');
  await sql('DELETE FROM catering_requests');
  await sql('DELETE FROM outbox');
  await sql('DELETE FROM rate_limits');
});

const step = cateringStep;
const open = (token: string) =>
  call<OpenedLink & ErrorAnswer>(paymentLinkOpen, '/api/payment-links/open', { method: 'POST', body: { token } });
const linkToken = (payUrl: string | null) => new URL(payUrl ?? '').searchParams.get('token') ?? '';

const requestRow = async (id: number) =>
  (await sql<{ status: string }>('SELECT status FROM catering_requests WHERE id = $1', [id]))[0]?.status;
const orderOf = async (requestId: number) =>
  (
    await sql<{ id: string; status: string; total_cents: number; service_charge_cents: number; over_limits: boolean }>(
      'SELECT id, status, total_cents, service_charge_cents, over_limits FROM orders WHERE catering_request_id = $1',
      [requestId],
    )
  )[0];

/** A request quoted and accepted, its deposit paid: answers its ids, token and money. */
async function bookedEvent(eventAt = inShopDays(20)) {
  const request = await requestCatering(eventAt);
  const money = await sendQuote(request.id, eventAt);
  const token = await pageToken(request.id, eventAt);
  const accepted = await step('accept', token);
  expect(accepted.status).toBe(200);
  await payLink(accepted.body.payUrl);
  return { request, money, token, eventAt };
}

describe('accepting a catering quote', () => {
  it('books the event: the deposit paid through its link accepts the quote and confirms the order', async () => {
    const eventAt = inShopDays(20);
    const request = await requestCatering(eventAt);
    const money = await sendQuote(request.id, eventAt);
    // 200 + 100 pieces at $1.60, 10% service charge, no tax: $528.00, half of it now.
    expect(money).toMatchObject({ subtotalCents: 48_000, serviceChargeCents: 4_800, totalCents: 52_800 });
    expect(money).toMatchObject({ depositCents: 26_400, balanceCents: 26_400 });
    const token = await pageToken(request.id, eventAt);

    const accepted = await step('accept', token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.payUrl).toMatch(/\/pay\?token=/);
    // The event's order holds its pieces on the day from now, waiting on its deposit.
    expect(await orderOf(request.id)).toMatchObject({
      status: 'pending',
      total_cents: 52_800,
      service_charge_cents: 4_800,
    });
    expect(await requestRow(request.id)).toBe('quoted');

    expect(await payLink(accepted.body.payUrl)).toBe('264.00');
    expect(await requestRow(request.id)).toBe('accepted');
    expect((await orderOf(request.id))?.status).toBe('confirmed');
    const page = await cateringRequestPage(token);
    expect(page?.booked).toMatchObject({ paidCents: 26_400, balanceCents: 26_400 });
    expect(page?.states.map((state) => state.status)).toEqual(['requested', 'quoted', 'accepted']);
    expect(page?.quote?.acceptedAt).not.toBeNull();
    // She is told it is booked, with the balance and its date, and a link to her page.
    const [booked] = await sql<{ subject: string; text_body: string; to_address: string }>(
      "SELECT subject, text_body, to_address FROM outbox WHERE kind = 'catering-payment'",
    );
    expect(booked).toMatchObject({
      subject: `Your catering event ${request.reference} is booked`,
      to_address: 'wanjiru@example.com',
    });
    expect(booked?.text_body).toContain('You have paid $264.00.');
    expect(booked?.text_body).toContain('The balance of $264.00 is due on');
    expect(booked?.text_body).toMatch(/\/catering\/request\?token=/);
    // Accepted once: a second press has nothing to accept.
    expect((await step('accept', token)).body.message).toBe(NO_QUOTE_TO_ACCEPT);
  });

  it('accepting again before paying makes a new link and ends the first; the order is booked once', async () => {
    const eventAt = inShopDays(20);
    const request = await requestCatering(eventAt);
    await sendQuote(request.id, eventAt);
    const token = await pageToken(request.id, eventAt);
    const first = await step('accept', token);
    const second = await step('accept', token);
    expect(second.status).toBe(200);
    expect((await open(linkToken(first.body.payUrl))).status).toBe(410);
    expect((await open(linkToken(second.body.payUrl))).status).toBe(200);
    const [count] = await sql<{ n: string }>('SELECT count(*) AS n FROM orders WHERE catering_request_id = $1', [
      request.id,
    ]);
    expect(Number(count?.n)).toBe(1);
  });

  it("books one order when the customer accepts twice at once: the second takes the first's place and link", async () => {
    const eventAt = inShopDays(20);
    const request = await requestCatering(eventAt);
    await sendQuote(request.id, eventAt);
    const token = await pageToken(request.id, eventAt);
    // The first holds the schedule's lock at the point until the second arrives (or waits on it).
    const [first, second] = await race('catering-acceptance', [
      () => step('accept', token),
      () => step('accept', token),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [count] = await sql<{ n: string }>('SELECT count(*) AS n FROM orders WHERE catering_request_id = $1', [
      request.id,
    ]);
    expect(Number(count?.n)).toBe(1);
    const open = await sql<{ n: string }>(
      "SELECT count(*) AS n FROM payment_links WHERE purpose = 'deposit' AND paid_at IS NULL AND ended_at IS NULL",
    );
    expect(Number(open[0]?.n)).toBe(1);
  });

  it('refuses a quote past its expiry, and the scheduled run ends it with its hold released', async () => {
    const eventAt = inShopDays(20);
    const request = await requestCatering(eventAt);
    await sendQuote(request.id, eventAt, { expiresOn: addDays(shopDate(new Date()), 1) });
    const token = await pageToken(request.id, eventAt);
    expect((await step('accept', token)).status).toBe(200);
    const afterExpiry = new Date(Date.now() + 3 * 24 * 60 * 60_000);
    await sql("UPDATE payment_links SET expires_at = now() - interval '1 second' WHERE purpose = 'deposit'");
    expect(await expireDueLinks()).toBe(1);
    expect(await requestRow(request.id)).toBe('expired');
    expect((await orderOf(request.id))?.status).toBe('cancelled');
    expect((await step('accept', token)).body.message).toBe(NO_QUOTE_TO_ACCEPT);

    // A quote never accepted ends at its expiry too.
    const other = await requestCatering(eventAt);
    await sendQuote(other.id, eventAt);
    expect(await expireCateringQuotes(new Date())).toBe(0);
    expect(await expireCateringQuotes(afterExpiry)).toBe(1);
    expect(await requestRow(other.id)).toBe('expired');
  });

  it('says a quote has expired when the customer presses accept after its day', async () => {
    const eventAt = inShopDays(20);
    const request = await requestCatering(eventAt);
    await sendQuote(request.id, eventAt, { expiresOn: addDays(shopDate(new Date()), -1) });
    const refused = await step('accept', await pageToken(request.id, eventAt));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(QUOTE_EXPIRED);
    expect(await orderOf(request.id)).toBeUndefined();
  });
});

describe('the balance', () => {
  it('goes out by e-mail on its due date, once, and paying it pays the event in full', async () => {
    const { request, token, eventAt } = await bookedEvent();
    const dueAt = new Date(inShopDays(18, '08:00').getTime());
    expect(await sendDueBalanceLinks(new Date(dueAt.getTime() - 60_000))).toBe(0);
    expect(await sendDueBalanceLinks(dueAt)).toBe(1);
    expect(await sendDueBalanceLinks(dueAt)).toBe(0);
    const [mail] = await sql<{ to_address: string; kind: string; text_body: string }>(
      "SELECT to_address, kind, text_body FROM outbox WHERE kind = 'payment-link'",
    );
    expect(mail).toMatchObject({ to_address: 'wanjiru@example.com' });
    expect(mail?.text_body).toContain('$264.00');
    expect(eventAt > dueAt).toBe(true);

    // From her page: a new link for what is owed, which pays it all.
    const balance = await step('balance', token);
    expect(balance.status).toBe(200);
    expect(await payLink(balance.body.payUrl)).toBe('264.00');
    expect(await requestRow(request.id)).toBe('paid');
    expect((await cateringRequestPage(token))?.booked).toMatchObject({ paidCents: 52_800, balanceCents: 0 });
    expect((await step('balance', token)).body.message).toBe(NO_BALANCE_DUE);
    const mails = await sql<{ subject: string }>(
      "SELECT subject FROM outbox WHERE kind = 'catering-payment' ORDER BY id",
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your catering event ${request.reference} is booked`,
      `Your catering event ${request.reference} is paid in full`,
    ]);
  });
});

describe('cancelling', () => {
  it('before the cut-off pays everything back and cancels the order and the request', async () => {
    const { request, token } = await bookedEvent(inShopDays(20));
    const cancelled = await step('cancel', token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunded).toBe('264.00');
    expect(await requestRow(request.id)).toBe('cancelled');
    expect((await orderOf(request.id))?.status).toBe('cancelled');
  });

  it("after the cut-off is the owner's: the customer is told to call, and nothing changes", async () => {
    const { request, token } = await bookedEvent(inShopDays(5));
    const refused = await step('cancel', token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CANNOT_CANCEL);
    expect(await requestRow(request.id)).toBe('accepted');
  });
});

describe("the owner's cancellation", () => {
  const cancelAs = (id: number, body: object, cookie: string | null) =>
    call<{ cancellation: unknown } & ErrorAnswer & { fields?: Record<string, string> }>(
      adminStep,
      `/api/admin/catering/${id}/cancel`,
      { method: 'POST', body, cookie, params: { id: String(id), action: 'cancel' } },
    );
  const heldOf = async (orderId: string | undefined) =>
    (
      await sql<{ held: number }>(
        `SELECT (COALESCE(o.captured_cents, 0) - COALESCE((SELECT sum(amount_cents) FROM order_refunds r
           WHERE r.order_id = o.id), 0))::int AS held FROM orders o WHERE o.id = $1`,
        [orderId],
      )
    )[0]?.held;
  /** What the test gateway paid back of the order's payments. */
  const gatewayRefunded = async (orderId: string | undefined) =>
    (
      await sql<{ cents: number }>(
        `SELECT COALESCE(sum(t.amount_cents), 0)::int AS cents FROM test_refunds t
          WHERE t.payment_intent_id IN (SELECT payment_intent_id FROM orders WHERE id = $1
            UNION SELECT payment_intent_id FROM payment_links WHERE order_id = $1 AND payment_intent_id IS NOT NULL)`,
        [orderId],
      )
    )[0]?.cents;

  it("is the administrator's only: 401 signed out, 403 for a customer", async () => {
    const { request } = await bookedEvent();
    expect((await cancelAs(request.id, {}, null)).status).toBe(401);
    expect((await cancelAs(request.id, {}, (await registerAccount()).cookie)).status).toBe(403);
    expect(await requestRow(request.id)).toBe('accepted');
  });

  it('after the cut-off keeps the deposit by default, and may give back more, never less nor above what was paid', async () => {
    const { request } = await bookedEvent(inShopDays(5));
    const detail = await call<{ cancellation: Record<string, string> }>(
      adminDetail,
      `/api/admin/catering/${request.id}`,
      {
        cookie: admin.cookie,
        params: { id: String(request.id) },
      },
    );
    expect(detail.body.cancellation).toMatchObject({ paid: '264.00', termsRefund: '0.00' });
    const above = await cancelAs(request.id, { refund: '264.01' }, admin.cookie);
    expect(above.status).toBe(400);
    expect(above.body.fields?.['refund']).toBe("Refund at most $264.00: that is all the customer's payments hold.");
    expect(await requestRow(request.id)).toBe('accepted');

    const cancelled = await cancelAs(request.id, { refund: '100.00' }, admin.cookie);
    expect(cancelled.status).toBe(200);
    expect(await requestRow(request.id)).toBe('cancelled');
    const order = await orderOf(request.id);
    expect(order?.status).toBe('cancelled');
    // $164.00 of the deposit kept: what the records say the payment holds, as the gateway does.
    expect(await heldOf(order?.id)).toBe(16_400);
    expect(await gatewayRefunded(order?.id)).toBe(10_000);
    expect((await cancelAs(request.id, {}, admin.cookie)).status).toBe(409);
  });

  it('leaves the records of a deposit, a balance and a cancellation that kept some as the gateway holds them', async () => {
    const { request, token } = await bookedEvent(inShopDays(5));
    await payLink((await step('balance', token)).body.payUrl);
    expect((await cancelAs(request.id, { refund: '428.00' }, admin.cookie)).status).toBe(200);
    const order = await orderOf(request.id);
    expect(await gatewayRefunded(order?.id)).toBe(42_800);
    const today = shopDate(new Date());
    const reconciled = await call<{ orders: unknown[] }>(
      adminReconciliation,
      `/api/admin/reconciliation?from=${addDays(today, -1)}&to=${addDays(today, 1)}`,
      { cookie: admin.cookie },
    );
    expect(reconciled.status).toBe(200);
    expect(reconciled.body.orders).toEqual([]);
  });

  it('before the cut-off refunds the deposit in full at the least', async () => {
    const { request } = await bookedEvent(inShopDays(20));
    const below = await cancelAs(request.id, { refund: '200.00' }, admin.cookie);
    expect(below.status).toBe(400);
    expect(below.body.fields?.['refund']).toBe('Refund at least $264.00: the accepted terms give that back.');
    expect((await cancelAs(request.id, {}, admin.cookie)).status).toBe(200);
    expect(await gatewayRefunded((await orderOf(request.id))?.id)).toBe(26_400);
  });
});

describe('a revision after the deposit', () => {
  const lines = async (samosas: number, chapatis: number) => {
    const [rows] = [
      await sql<{ id: string; name: string }>("SELECT id, name FROM products WHERE name IN ('Beef Samosa', 'Chapati')"),
    ];
    const id = (name: string) => Number(rows.find((row) => row.name === name)?.id);
    return [
      { productId: id('Beef Samosa'), pieces: samosas, priceEachCents: 160 },
      { productId: id('Chapati'), pieces: chapatis, priceEachCents: 160 },
    ];
  };
  const changes = async (orderId: string | undefined) =>
    sql<{ adjustment_kind: string; adjustment_cents: number; state: string }>(
      'SELECT adjustment_kind, adjustment_cents, state FROM order_changes WHERE order_id = $1 ORDER BY id',
      [orderId],
    );

  it('waits in the balance when the total goes up before the balance is paid', async () => {
    const { request, token, eventAt } = await bookedEvent();
    // 250 samosas and 100 chapatis: $560.00 and $56.00 service: $616.00.
    await sendQuote(request.id, eventAt, { lines: await lines(250, 100) });
    expect((await cateringRequestPage(token))?.accepted?.total).toBe('528.00');
    const accepted = await step('accept', token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.payUrl).toBeNull();
    const order = await orderOf(request.id);
    expect(order?.total_cents).toBe(61_600);
    expect(await changes(order?.id)).toEqual([{ adjustment_kind: 'none', adjustment_cents: 0, state: 'done' }]);
    expect((await cateringRequestPage(token))?.booked).toMatchObject({ paidCents: 26_400, balanceCents: 35_200 });
    expect(await requestRow(request.id)).toBe('accepted');
    expect((await step('accept', token)).body.message).toBe(NO_QUOTE_TO_ACCEPT);
  });

  it('refunds what the payments hold above a lower total, and the event is then paid in full', async () => {
    const { request, token, eventAt } = await bookedEvent();
    // 50 and 50: $160.00 and $16.00 service: $176.00, below the $264.00 deposit paid.
    await sendQuote(request.id, eventAt, { lines: await lines(50, 50) });
    expect((await step('accept', token)).status).toBe(200);
    const order = await orderOf(request.id);
    expect(order?.total_cents).toBe(17_600);
    expect(await changes(order?.id)).toEqual([{ adjustment_kind: 'refund', adjustment_cents: 8_800, state: 'done' }]);
    expect((await cateringRequestPage(token))?.booked).toMatchObject({ paidCents: 17_600, balanceCents: 0 });
    expect(await requestRow(request.id)).toBe('paid');
  });

  it('asks a link for the difference once the event was paid in full, and paying it pays it in full again', async () => {
    const { request, token, eventAt } = await bookedEvent();
    await payLink((await step('balance', token)).body.payUrl);
    expect(await requestRow(request.id)).toBe('paid');
    // 300 and 100: $640.00 and $64.00 service: $704.00, $176.00 more than the $528.00 paid.
    await sendQuote(request.id, eventAt, { lines: await lines(300, 100) });
    expect((await step('accept', token)).status).toBe(200);
    const order = await orderOf(request.id);
    expect(await changes(order?.id)).toEqual([
      { adjustment_kind: 'pay-link', adjustment_cents: 17_600, state: 'done' },
    ]);
    expect(await requestRow(request.id)).toBe('accepted');
    const [link] = await sql<{ purpose: string; amount_cents: number }>(
      'SELECT purpose, amount_cents FROM payment_links WHERE order_id = $1 AND paid_at IS NULL AND ended_at IS NULL',
      [order?.id],
    );
    expect(link).toEqual({ purpose: 'balance', amount_cents: 17_600 });
    await payLink((await step('balance', token)).body.payUrl);
    expect(await requestRow(request.id)).toBe('paid');
    expect((await cateringRequestPage(token))?.booked).toMatchObject({ paidCents: 70_400, balanceCents: 0 });
  });
});
