import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import checkoutPlace from '../../netlify/functions/checkout-place.mts';
import ordersFunction from '../../netlify/functions/orders.mts';
import checkoutQuote from '../../netlify/functions/checkout-quote.mts';
import { TOO_MANY_GIFT_CARDS } from '@/domain/gift-cards/gift-card-terms';
import { centsToApiDecimal as usd } from '@/domain/order/api-money';
import type { Answer } from '@/domain/api';
import type * as ordersApi from '@/domain/api/orders';
import { withTransaction } from '@/server/db';
import { GIFT_CARD_NOT_FOUND } from '@/server/gift-cards/gift-card-balance';
import { completeChange } from '@/server/owner-orders/change-money';
import { giftCardDisabled, giftCardShort } from '@/server/gift-cards/gift-card-payment';
import type { CheckoutQuoteView } from '@/server/payments/order-pricing';
import { adminAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { firstFreeWindow, orderPayload, payWithCard, postOrder, productId } from './support/checkout';
import { sql } from './support/db';
import { issueCard, payPartlyByCard, removeGiftCards, startPayingWithCards } from './support/gift-cards';
import { patchStatus } from './support/orders';
import { race } from './support/race';
import { collectTax, order } from './support/taxed-orders';

/*
 * Gift cards paying an order (issue 47), through the real functions on this file's own database,
 * which collects tax as the seeded shop does: a card pays from the total after tax and tip.
 */

let chapati: number;
let mandazi: number;
let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
  await collectTax();
  chapati = await productId('Chapati');
  mandazi = await productId('Mandazi (6 pieces)');
});

afterEach(async () => {
  await removeGiftCards();
  await sql('DELETE FROM rate_limits');
});

const OVERLAND_PARK = '123 Main St, Overland Park, KS 66212';
/** 10 Chapati and a Mandazi delivered in Overland Park with a 20% tip: $28.00, tax $0.80, $3.50 fee, $5.60 tip. */
const delivery = () =>
  order(
    [
      { productId: chapati, quantity: 10 },
      { productId: mandazi, quantity: 1 },
    ],
    { address: OVERLAND_PARK, tipPercent: 20 },
  );

const quote = <Body = CheckoutQuoteView>(giftCards: unknown) =>
  call<Body>(checkoutQuote, '/api/checkout/quote', { method: 'POST', body: { orderData: delivery(), giftCards } });

describe('the quote with gift cards', () => {
  it('a $25 card on a $37.90 order: tax on the full price, the card pays $25.00, the bank card $12.90', async () => {
    const card = await issueCard(2500);
    const answer = await quote([card.code]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subtotal: '28.00',
      tax: '0.80',
      deliveryFee: '3.50',
      tip: '5.60',
      total: '37.90',
      giftCards: [{ last4: card.last4, applied: '25.00', remaining: '0.00' }],
      amountDue: '12.90',
    });
  });

  it('a $50 card pays the whole order and keeps the rest; the code as a person types it', async () => {
    const card = await issueCard(5000);
    const answer = await quote([card.code.toLowerCase().replace(/-/g, ' ')]);
    expect(answer.body).toMatchObject({
      total: '37.90',
      giftCards: [{ last4: card.last4, applied: '37.90', remaining: '12.10' }],
      amountDue: '0.00',
    });
  });

  it('two cards pay in the order given; the same card twice counts once', async () => {
    const small = await issueCard(1000);
    const large = await issueCard(5000);
    const answer = await quote([small.code, large.code, small.code]);
    expect(answer.body.giftCards).toEqual([
      { last4: small.last4, applied: '10.00', remaining: '0.00' },
      { last4: large.last4, applied: '27.90', remaining: '22.10' },
    ]);
    expect(answer.body.amountDue).toBe('0.00');
  });

  it('no cards: the bank card pays the total', async () => {
    const answer = await quote(undefined);
    expect(answer.body).toMatchObject({ total: '37.90', giftCards: [], amountDue: '37.90' });
  });

  it('refuses a code of no card, a disabled card and more than three cards, each with its sentence', async () => {
    const wrong = await quote<ErrorAnswer>(['ZZZZ-ZZZZ-ZZZZ-ZZZZ']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(GIFT_CARD_NOT_FOUND);

    const card = await issueCard(2500);
    await sql("UPDATE gift_cards SET disabled_at = now(), disabled_reason = 'Reported lost' WHERE id = $1", [card.id]);
    const disabled = await quote<ErrorAnswer>([card.code]);
    expect(disabled.status).toBe(400);
    expect(disabled.body.message).toBe(giftCardDisabled(card.last4));

    const tooMany = await quote<ErrorAnswer>(['A', 'B', 'C', 'D']);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(TOO_MANY_GIFT_CARDS);
  });
});

/** The delivery's checkout at its total, for the first free window. */
const deliveryCheckout = async () => ({
  amount: 37.9,
  orderData: { ...delivery(), fulfilmentWindow: await firstFreeWindow('delivery') },
});

/** Starts paying for the delivery at its total with the gift cards; the started payment or its refusal. */
const startWithCards = async (giftCards: string[]) => startPayingWithCards(await deliveryCheckout(), giftCards);

const cardLedger = (cardId: number) =>
  sql<{ kind: string; amount_cents: number; order_id: string | null }>(
    'SELECT kind, amount_cents, order_id FROM gift_card_ledger WHERE gift_card_id = $1 ORDER BY id',
    [cardId],
  );

describe('paying with a gift card and a bank card', () => {
  it('the bank card is asked for the amount due; booking spends the card’s share with the order', async () => {
    const card = await issueCard(2500);
    const started = await startWithCards([card.code]);
    expect(started.status).toBe(200);
    const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    // The bank card paid $12.90 of the $37.90, not the whole total.
    expect(paid.body.paymentIntent).toMatchObject({ status: 'succeeded', amount: 1290 });

    const [order] = await sql<{ id: string; total_cents: number; captured_cents: number }>(
      'SELECT id, total_cents, captured_cents FROM orders WHERE payment_intent_id = $1',
      [paid.body.paymentIntent.id],
    );
    expect(order).toMatchObject({ total_cents: 3790, captured_cents: 1290 });
    expect(await cardLedger(card.id)).toEqual([
      { kind: 'issue', amount_cents: 2500, order_id: null },
      { kind: 'spend', amount_cents: -2500, order_id: order?.id },
    ]);

    // The page then reports the payment with the order's total as the customer saw it ($37.90):
    // the same order, with its tracking link for the browser that made the checkout.
    const reported = await postOrder<{ id: number; trackingUrl?: string }>({
      ...orderPayload(
        { amount: 37.9, orderData: { ...delivery(), fulfilmentWindow: '' } },
        paid.body.paymentIntent.id,
        { subtotal: '28.00', deliveryFee: '3.50', tip: '5.60', total: '37.90' },
      ),
      tax: '0.80',
      clientSecret: started.body.clientSecret,
    });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ id: Number(order?.id), trackingUrl: expect.any(String) });

    // The receipt and the owner's order card show what the card paid, and what the bank card did.
    const [receipt] = await sql<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE kind = 'receipt' AND order_id = $1",
      [order?.id],
    );
    expect(receipt?.text_body).toContain(
      `Total: $37.90\nGift card ending ${card.last4}: -$25.00\nPaid by card: $12.90 (card ending 4242)\n`,
    );
    const listed = await call<Array<{ id: number; giftCards: unknown }>>(ordersFunction, '/api/orders', {
      cookie: admin.cookie,
    });
    expect(listed.body.find((view) => view.id === Number(order?.id))?.giftCards).toEqual([
      { last4: card.last4, applied: '25.00', returned: '0.00' },
    ]);
  });

  it('two orders spending one card at once never spend more than its balance: the second is refused and not charged', async () => {
    // A $30 card; each order of $37.90 plans to take all $30 of it and $7.90 from the bank card.
    const card = await issueCard(3000);
    const first = await startWithCards([card.code]);
    const second = await startWithCards([card.code]);
    expect([first.status, second.status]).toEqual([200, 200]);

    // Both bookings lock the card and read its balance; the first is held there until the second
    // waits on the card's lock (./support/race.ts).
    const paid = await race('gift-card-spend', [
      () => payWithCard(first.body.clientSecret, '4242 4242 4242 4242'),
      () => payWithCard(second.body.clientSecret, '4242 4242 4242 4242'),
    ]);
    const booked = paid.filter((answer) => answer.body.paymentIntent.status === 'succeeded');
    const refused = paid.filter((answer) => answer.body.error !== undefined);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.body.error?.message).toContain(giftCardShort(card.last4).split('.')[0]);
    expect(refused[0]?.body.paymentIntent.status).toBe('canceled');

    const [balance] = await sql<{ balance: string }>(
      'SELECT sum(amount_cents)::text AS balance FROM gift_card_ledger WHERE gift_card_id = $1',
      [card.id],
    );
    expect(balance?.balance).toBe('0');
  });
});

/** The $37.90 delivery paid by a card ($25 unless said) and the 4242 card: the card, the payment and the order's id. */
const paidPartlyByCard = async (cardCents = 2500) => payPartlyByCard(await deliveryCheckout(), cardCents);

describe('cancelling an order paid partly by a gift card', () => {
  it("gives the card's share back to the card and refunds the rest to the bank card, once", async () => {
    const { card, paid, id } = await paidPartlyByCard();
    const cancel = () => patchStatus(id, 'cancelled', admin.cookie);

    expect((await cancel()).status).toBe(200);
    // Cancelled again: nothing more is given back.
    await cancel();

    const refunds = await sql<{ amount_cents: number }>(
      'SELECT amount_cents FROM test_refunds WHERE payment_intent_id = $1',
      [paid.body.paymentIntent.id],
    );
    expect(refunds).toEqual([{ amount_cents: 1290 }]);
    expect(await cardLedger(card.id)).toEqual([
      { kind: 'issue', amount_cents: 2500, order_id: null },
      { kind: 'spend', amount_cents: -2500, order_id: String(id) },
      { kind: 'refund', amount_cents: 2500, order_id: String(id) },
    ]);
  });
});

describe('an order the gift cards pay in full', () => {
  const place = (checkoutId: string) =>
    call<{ id: number; total: string; trackingUrl: string } & ErrorAnswer>(checkoutPlace, '/api/checkout/place', {
      method: 'POST',
      body: { checkoutId },
    });

  it('asks for no card: placing its checkout books it, spends the card, mails the receipt; placing again answers the same order', async () => {
    const card = await issueCard(5000);
    const started = await startWithCards([card.code]);
    expect(started.status).toBe(200);
    const { checkoutId } = started.body as unknown as { covered: true; checkoutId: string };
    expect(started.body).toEqual({ covered: true, checkoutId: expect.any(String) });

    const placed = await place(checkoutId);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ total: '37.90', trackingUrl: expect.stringContaining('/orders/track?token=') });
    const again = await place(checkoutId);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(placed.body.id);

    const [order] = await sql<Record<string, unknown>>(
      'SELECT status, payment_intent_id, captured_cents, gift_card_cents, payment_captured_at IS NOT NULL AS settled FROM orders WHERE id = $1',
      [placed.body.id],
    );
    expect(order).toEqual({
      status: 'confirmed',
      payment_intent_id: null,
      captured_cents: 0,
      gift_card_cents: 3790,
      settled: true,
    });
    expect(await cardLedger(card.id)).toEqual([
      { kind: 'issue', amount_cents: 5000, order_id: null },
      { kind: 'spend', amount_cents: -3790, order_id: String(placed.body.id) },
    ]);
    const receipts = await sql<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE kind = 'receipt' AND order_id = $1",
      [placed.body.id],
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text_body).toContain('Paid in full by gift card.');
  });

  it('cancelled, it gives the whole total back to the card and asks no gateway for a refund', async () => {
    const card = await issueCard(5000);
    const started = await startWithCards([card.code]);
    const { checkoutId } = started.body as unknown as { checkoutId: string };
    const placed = await place(checkoutId);
    expect((await patchStatus(placed.body.id, 'cancelled', admin.cookie)).status).toBe(200);
    const [balance] = await sql<{ balance: string }>(
      'SELECT sum(amount_cents)::text AS balance FROM gift_card_ledger WHERE gift_card_id = $1',
      [card.id],
    );
    expect(balance?.balance).toBe('5000');
    expect(
      await sql('SELECT id FROM test_refunds WHERE idempotency_key = $1', [`refund-order-${placed.body.id}`]),
    ).toEqual([]);
  });

  it('a checkout that still has an amount for the card, or none at all, cannot be placed', async () => {
    const card = await issueCard(1000);
    const started = await startWithCards([card.code]);
    const { clientSecret } = started.body;
    const [checkout] = await sql<{ id: string }>(
      'SELECT c.id FROM checkouts c JOIN test_payment_intents t ON t.checkout_id = c.id WHERE t.client_secret = $1',
      [clientSecret],
    );
    expect((await place(checkout?.id ?? '')).status).toBe(409);
    expect((await place('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await place('not-a-checkout')).status).toBe(400);
  });
});

describe('changing an order a gift card paid part of', () => {
  const change = (id: number, body: unknown) =>
    call<Answer<typeof ordersApi.change> & ErrorAnswer>(adminOrder, `/api/admin/orders/${id}`, {
      method: 'PATCH',
      body,
      cookie: admin.cookie,
      params: { id: String(id) },
    });
  const bankRefunds = (paymentIntentId: string) =>
    sql<{ amount_cents: number }>('SELECT amount_cents FROM test_refunds WHERE payment_intent_id = $1 ORDER BY id', [
      paymentIntentId,
    ]);
  const changeMail = (orderId: number) =>
    sql<{ text_body: string }>("SELECT text_body FROM outbox WHERE kind = 'order-changed' AND order_id = $1", [
      orderId,
    ]);

  it('a lower total pays the bank card back first, then the card; both shown, and a cancellation after gives back only the rest', async () => {
    const { card, paid, id } = await paidPartlyByCard(3000);
    // $37.90 (a $30.00 card and $7.90 by bank card) loses its Mandazi: $8.00 and its tax.
    const changed = await change(id, { items: [{ productId: chapati, quantity: 10 }] });
    expect(changed.status).toBe(200);
    const lower = 3790 - Math.round(Number(changed.body.order.total) * 100);
    const toCard = lower - 790;
    expect(toCard).toBeGreaterThan(0);
    expect(changed.body.adjustment).toEqual({
      kind: 'refund',
      amount: '7.90',
      giftCards: [{ last4: card.last4, amount: usd(toCard) }],
    });
    expect(await bankRefunds(paid.body.paymentIntent.id)).toEqual([{ amount_cents: 790 }]);
    expect(await cardLedger(card.id)).toEqual([
      { kind: 'issue', amount_cents: 3000, order_id: null },
      { kind: 'spend', amount_cents: -3000, order_id: String(id) },
      { kind: 'refund', amount_cents: toCard, order_id: String(id) },
    ]);
    // A completion run again (two scheduled repairs at once) gives nothing back twice.
    const [done] = await sql<{ id: string }>('SELECT id FROM order_changes WHERE order_id = $1', [id]);
    await withTransaction((tx) => completeChange(tx, Number(done?.id)));
    expect(await cardLedger(card.id)).toHaveLength(3);
    // The order shows what the card pays of its new total; the change says where the money went.
    expect(changed.body.order.giftCards).toEqual([
      { last4: card.last4, applied: usd(3000 - toCard), returned: '0.00' },
    ]);
    const moneyLine = `Refunded $7.90 to the card; $${usd(toCard)} back on gift card ending ${card.last4}`;
    expect(changed.body.order.changes.at(-1)?.money).toBe(moneyLine);
    expect((await changeMail(id))[0]?.text_body).toContain(moneyLine);

    // Cancelled now: the card gets back what it still pays, the bank card nothing more.
    expect((await patchStatus(id, 'cancelled', admin.cookie)).status).toBe(200);
    expect(await bankRefunds(paid.body.paymentIntent.id)).toEqual([{ amount_cents: 790 }]);
    const [balance] = await sql<{ balance: string }>(
      'SELECT sum(amount_cents)::text AS balance FROM gift_card_ledger WHERE gift_card_id = $1',
      [card.id],
    );
    expect(balance?.balance).toBe('3000');
  });

  it('a small decrease comes off the bank card alone; a higher total asks a link for the difference', async () => {
    const { card, paid, id } = await paidPartlyByCard();
    const fewer = await change(id, { items: [{ productId: chapati, quantity: 10 }] });
    expect(fewer.status).toBe(200);
    expect(fewer.body.adjustment.kind).toBe('refund');
    expect(fewer.body.adjustment.giftCards).toEqual([]);
    const refunded = Math.round(Number(fewer.body.adjustment.amount) * 100);
    expect(refunded).toBe(3790 - Math.round(Number(fewer.body.order.total) * 100));
    expect(await bankRefunds(paid.body.paymentIntent.id)).toEqual([{ amount_cents: refunded }]);
    expect(fewer.body.order.giftCards).toEqual([{ last4: card.last4, applied: '25.00', returned: '0.00' }]);

    const more = await change(id, {
      items: [
        { productId: chapati, quantity: 12 },
        { productId: mandazi, quantity: 1 },
      ],
    });
    expect(more.status).toBe(200);
    expect(more.body.adjustment).toMatchObject({ kind: 'pay-link', giftCards: [] });
    expect(await cardLedger(card.id)).toHaveLength(2);
  });

  it('an order the card paid in full: a lower total goes back on the card, a higher one asks a link', async () => {
    const card = await issueCard(5000);
    const started = await startWithCards([card.code]);
    const placed = await call<{ id: number }>(checkoutPlace, '/api/checkout/place', {
      method: 'POST',
      body: { checkoutId: (started.body as unknown as { checkoutId: string }).checkoutId },
    });
    const id = placed.body.id;
    const refundsBefore = await sql('SELECT id FROM test_refunds');
    const fewer = await change(id, { items: [{ productId: chapati, quantity: 10 }] });
    expect(fewer.status).toBe(200);
    const back = 3790 - Math.round(Number(fewer.body.order.total) * 100);
    expect(fewer.body.adjustment).toEqual({
      kind: 'none',
      amount: '0.00',
      giftCards: [{ last4: card.last4, amount: usd(back) }],
    });
    const [order] = await sql<{ gift_card_cents: number; total_cents: number }>(
      'SELECT gift_card_cents, total_cents FROM orders WHERE id = $1',
      [id],
    );
    expect(order?.gift_card_cents).toBe(order?.total_cents);
    expect(await sql('SELECT id FROM test_refunds')).toEqual(refundsBefore);

    const more = await change(id, { items: [{ productId: chapati, quantity: 12 }] });
    expect(more.body.adjustment).toMatchObject({ kind: 'pay-link', giftCards: [] });
    const [link] = await sql<{ amount_cents: number }>(
      "SELECT amount_cents FROM payment_links WHERE order_id = $1 AND purpose = 'difference'",
      [id],
    );
    expect(link?.amount_cents).toBe(Math.round(Number(more.body.adjustment.amount) * 100));
  });
});
