import { describe, expect, it } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import ordersTrack from '../../netlify/functions/orders-track.mts';
import paymentLinkOpen from '../../netlify/functions/payment-link-open.mts';
import type { AdminOrderView } from '@/domain/order/order-view';
import type { OpenedLink } from '@/server/owner-orders/pay-link-service';
import { call, type ErrorAnswer } from './support/call';
import { intentIdOf, payWithCard } from './support/checkout';
import { sql } from './support/db';
import { enterBeefOrder, withOwnerOrderShop } from './support/owner-order-shop';
import { race } from './support/race';

/*
 * Changing an order before it is ready (issue 37; docs/behaviour/rules.md#changing-an-order): the
 * order priced again, its limits checked again, its money following it, every change kept and
 * shown. Tax is collected as the seeded shop does: 10 Beef Samosa picked up is $21.87,
 * 20 (at the pack price of $1.90 a piece) $41.55 and 30 ($1.80) $59.05.
 */

const shop = withOwnerOrderShop();

type Changed = { order: AdminOrderView; adjustment: { kind: string; amount: string } };
type Refusal = ErrorAnswer & { fields?: Record<string, string> };

const samosas = (quantity: number) => [{ productId: shop.beef, quantity }];

const enter = (payment: 'link' | 'in-person', quantity = 20) => enterBeefOrder(shop, payment, quantity);

const open = (url: string | null) =>
  call<OpenedLink & ErrorAnswer>(paymentLinkOpen, '/api/payment-links/open', {
    method: 'POST',
    body: { token: new URL(url ?? '').searchParams.get('token') },
  });

/** An order of 20 Beef Samosa ($41.55) its customer paid by its link: captured. */
async function paidOrder(): Promise<{ id: number; intentId: string }> {
  const { order, payUrl } = await enter('link');
  const opened = await open(payUrl);
  const paid = await payWithCard(opened.body.payment.clientSecret, '4242 4242 4242 4242');
  if (paid.body.paymentIntent.status !== 'succeeded') throw new Error('the link was not paid');
  return { id: order.id, intentId: intentIdOf(opened.body.payment.clientSecret) };
}

const change = (id: number, body: unknown) =>
  call<Changed & Refusal>(adminOrder, `/api/admin/orders/${id}`, {
    method: 'PATCH',
    body,
    cookie: shop.admin,
    params: { id: String(id) },
  });

const orderRow = async (id: number) =>
  (
    await sql<{ status: string; total_cents: number; quantity: number; notes: string | null }>(
      `SELECT o.status, o.total_cents, (SELECT sum(quantity) FROM order_items WHERE order_id = o.id)::int AS quantity, o.notes
       FROM orders o WHERE o.id = $1`,
      [id],
    )
  )[0];

const testRefunds = (intentId: string) =>
  sql<{ amount_cents: number }>('SELECT amount_cents FROM test_refunds WHERE payment_intent_id = $1', [intentId]);

describe('PATCH /api/admin/orders/{id}', () => {
  it('changes a paid order to fewer pieces and refunds the difference to the card', async () => {
    const { id, intentId } = await paidOrder();
    const { status, body } = await change(id, { items: samosas(10) });
    expect(status).toBe(200);
    expect(body.adjustment).toEqual({ kind: 'refund', amount: '19.68', giftCards: [] });
    expect(body.order).toMatchObject({ total: '21.87', items: [expect.objectContaining({ quantity: 10 })] });
    expect(await testRefunds(intentId)).toEqual([{ amount_cents: 1968 }]);
    // Kept on the order, shown on its card with who changed it.
    expect(body.order.changes).toEqual([
      expect.objectContaining({
        lines: ['Beef Samosa: 20 → 10', 'Total: $41.55 → $21.87'],
        money: 'Refunded $19.68 to the card',
        by: expect.stringContaining('@'),
      }),
    ]);
    // The customer hears of it by e-mail, with the tracking link, which shows the change too.
    const [mail] = await sql<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE order_id = $1 AND kind = 'order-changed' AND channel = 'email'`,
      [id],
    );
    expect(mail?.text_body).toContain('Beef Samosa: 20 → 10');
    const token = /token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    const tracked = await call<{ order: { changes: unknown[] } }>(ordersTrack, `/api/orders/track?token=${token}`);
    expect(tracked.body.order.changes).toEqual([
      {
        at: expect.any(String),
        lines: ['Beef Samosa: 20 → 10', 'Total: $41.55 → $21.87'],
        money: 'Refunded $19.68 to the card',
      },
    ]);
  });

  it('sends a link for the difference when a paid order grows, and a cancellation then refunds both payments', async () => {
    const { id, intentId } = await paidOrder();
    const { body } = await change(id, { items: samosas(30) });
    expect(body.adjustment).toEqual({ kind: 'pay-link', amount: '17.50', giftCards: [] });
    expect(body.order.payment.openLink).toMatchObject({ amount: '17.50' });
    const [sent] = await sql<{ text_body: string }>(
      `SELECT text_body FROM outbox WHERE order_id = $1 AND kind = 'payment-link' AND channel = 'email' ORDER BY id DESC`,
      [id],
    );
    const url = /https?:\/\/\S+\/pay\?token=[\w-]+/.exec(sent?.text_body ?? '')?.[0] ?? null;
    const difference = await open(url);
    expect(difference.body).toMatchObject({ amount: '17.50', purpose: 'difference', order: { total: '59.05' } });
    await payWithCard(difference.body.payment.clientSecret, '4242 4242 4242 4242');
    const differenceIntent = intentIdOf(difference.body.payment.clientSecret);
    expect((await orderRow(id))?.status).toBe('confirmed');

    const cancelled = await call<AdminOrderView>(orderStatus, `/api/orders/${id}/status`, {
      method: 'PATCH',
      body: { status: 'cancelled' },
      cookie: shop.admin,
      params: { id: String(id) },
    });
    expect(cancelled.status).toBe(200);
    expect(await testRefunds(intentId)).toEqual([{ amount_cents: 4155 }]);
    expect(await testRefunds(differenceIntent)).toEqual([{ amount_cents: 1750 }]);
  });

  it('captures less when the payment is only authorised', async () => {
    const { id, intentId } = await paidOrder();
    // As when the capture after booking did not happen yet.
    await sql('UPDATE orders SET payment_captured_at = NULL, captured_cents = NULL WHERE id = $1', [id]);
    await sql(`UPDATE test_payment_intents SET status = 'requires_capture' WHERE id = $1`, [intentId]);
    const { body } = await change(id, { items: samosas(10) });
    expect(body.adjustment).toEqual({ kind: 'capture-less', amount: '19.68', giftCards: [] });
    const [intent] = await sql<{ status: string; amount_cents: number }>(
      'SELECT status, amount_cents FROM test_payment_intents WHERE id = $1',
      [intentId],
    );
    expect(intent).toEqual({ status: 'succeeded', amount_cents: 2187 });
    expect(await testRefunds(intentId)).toEqual([]);
  });

  it('refunds the difference instead when the gateway had captured the payment in full (its answer lost)', async () => {
    const { id, intentId } = await paidOrder();
    // The shop never heard the capture's answer; the test gateway took $41.55 all the same.
    await sql('UPDATE orders SET payment_captured_at = NULL, captured_cents = NULL WHERE id = $1', [id]);
    const { body } = await change(id, { items: samosas(10) });
    expect(body.adjustment).toEqual({ kind: 'refund', amount: '19.68', giftCards: [] });
    expect(await testRefunds(intentId)).toEqual([{ amount_cents: 1968 }]);
    const [order] = await sql<{ captured_cents: number }>('SELECT captured_cents FROM orders WHERE id = $1', [id]);
    expect(order?.captured_cents).toBe(4155);
  });

  it('lets an order paid in person show the new total to collect, and a link still to pay ask it', async () => {
    const inPerson = await enter('in-person', 10);
    const grown = await change(inPerson.order.id, { items: samosas(20), notes: 'Extra napkins' });
    expect(grown.body.adjustment).toEqual({ kind: 'none', amount: '0.00', giftCards: [] });
    expect(grown.body.order).toMatchObject({ notes: 'Extra napkins', payment: { toCollect: '41.55' } });

    const byLink = await enter('link', 10);
    await change(byLink.order.id, { items: samosas(20) });
    expect((await open(byLink.payUrl)).body).toMatchObject({ amount: '41.55', purpose: 'order' });
  });

  it("refuses a card paying a link's old amount after a change, lets it go, and books the new amount", async () => {
    const { order, payUrl } = await enter('link', 10);
    const stale = await open(payUrl);
    await change(order.id, { items: samosas(30) });
    // The test gateway books as it confirms: the card is refused with the new total, and not charged.
    const card = await payWithCard(stale.body.payment.clientSecret, '4242 4242 4242 4242');
    expect(card.body.paymentIntent.status).toBe('canceled');
    expect(card.body.error?.message).toBe('This order changed: its total is now $59.05.');
    expect(await sql('SELECT 1 FROM orders WHERE id = $1 AND payment_intent_id IS NOT NULL', [order.id])).toEqual([]);
    const fresh = await open(payUrl);
    expect(fresh.body).toMatchObject({ amount: '59.05', order: { total: '59.05' } });
    expect(
      (await payWithCard(fresh.body.payment.clientSecret, '4242 4242 4242 4242')).body.paymentIntent,
    ).toMatchObject({ status: 'succeeded', amount: 5905 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', total_cents: 5905 });
  });

  it('refuses a change once the order is ready, or cancelled, and one that changes nothing', async () => {
    const { order } = await enter('in-person');
    expect((await change(order.id, {})).status).toBe(400);
    await sql(`UPDATE orders SET status = 'ready' WHERE id = $1`, [order.id]);
    const ready = await change(order.id, { items: samosas(10) });
    expect(ready.status).toBe(409);
    expect(ready.body.message).toBe('This order is ready, so it can no longer be changed.');
    await sql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [order.id]);
    expect((await change(order.id, { items: samosas(10) })).body.message).toBe(
      'This order was cancelled, so it can no longer be changed.',
    );
  });

  it('answers 400 naming the field for fewer pieces than the dish starts at', async () => {
    const { order } = await enter('in-person');
    const refused = await change(order.id, { items: samosas(4) });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.['items.0.quantity']).toBe('Beef Samosa starts at 10 pieces');
    expect((await orderRow(order.id))?.quantity).toBe(20);
  });
});

describe('faults', () => {
  it('leaves the order as it was, and says so, when the refund fails at the gateway', async () => {
    const { id, intentId } = await paidOrder();
    // The gateway refuses: the payment is no longer one it can refund.
    await sql(`UPDATE test_payment_intents SET status = 'canceled' WHERE id = $1`, [intentId]);
    const { status, body } = await change(id, { items: samosas(10) });
    expect(status).toBe(502);
    expect(body.message).toBe('The refund failed, so the order was not changed. Please try again.');
    expect(await orderRow(id)).toMatchObject({ total_cents: 4155, quantity: 20 });
    expect(await testRefunds(intentId)).toEqual([]);
    // Nothing half-done is left: the order can be changed again.
    await sql(`UPDATE test_payment_intents SET status = 'succeeded' WHERE id = $1`, [intentId]);
    expect((await change(id, { items: samosas(10) })).status).toBe(200);
  });

  it('ends two changes at once with one of them (or both, one after the other), never a mix', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { order } = await enter('in-person');
      // The second change comes while the first is about to be written (support/race.ts).
      const [pieces, notes] = await race('order-change', [
        () => change(order.id, { items: samosas(30) }),
        () => change(order.id, { notes: 'Ring the bell' }),
      ]);
      const final = await orderRow(order.id);
      // Every change answered 200 is in the order; one refused left nothing of itself.
      expect(final?.quantity).toBe(pieces.status === 200 ? 30 : 20);
      expect(final?.notes).toBe(notes.status === 200 ? 'Ring the bell' : null);
      for (const answer of [pieces, notes]) expect([200, 409]).toContain(answer.status);
      expect(final?.total_cents).toBe(pieces.status === 200 ? 5905 : 4155);
    }
  });
});
