import { describe, expect, it, vi } from 'vitest';
import { intentIdOf, payWithCard, pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';

/*
 * The test gateway's confirmation authorises the payment, books the order, captures the payment and
 * queues the receipt in one transaction (src/server/payments/test-payments-service.ts). Here the last
 * of those writes fails, as a function stopped between them would leave it: nothing of them remains,
 * the card can be tried again, and then the paid payment, its order and its receipt are there once. The failure is a trigger on this
 * file's own database (tests/integration/own-database.ts), so no other file meets it.
 */

describe('the test gateway stopped before its last write', () => {
  it('leaves the payment unpaid, with no order and no receipt, and a retry records all three once', async () => {
    const body = await pickupCheckout();
    const started = await startPayment(body);
    expect(started.status).toBe(200);
    const intentId = intentIdOf(started.body.clientSecret);
    await sql(`CREATE FUNCTION stop_before_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN RAISE EXCEPTION 'the function stopped'; END $$`);
    await sql(`CREATE TRIGGER stop_before_receipt BEFORE INSERT ON outbox
                 FOR EACH ROW WHEN (NEW.subject = 'Your Kenyan Bites receipt') EXECUTE FUNCTION stop_before_receipt()`);

    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stopped = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242').finally(() =>
      spy.mockRestore(),
    );
    expect(stopped.status).toBe(500);
    expect(await sql('SELECT status FROM test_payment_intents WHERE id = $1', [intentId])).toEqual([
      { status: 'requires_payment_method' },
    ]);
    expect(await sql('SELECT 1 FROM orders WHERE payment_intent_id = $1', [intentId])).toEqual([]);
    expect(await sql(`SELECT 1 FROM outbox WHERE subject = 'Your Kenyan Bites receipt'`)).toEqual([]);

    await sql('DROP TRIGGER stop_before_receipt ON outbox');
    const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    expect(paid.body.paymentIntent.status).toBe('succeeded');
    expect(await sql('SELECT 1 FROM orders WHERE payment_intent_id = $1', [intentId])).toHaveLength(1);
    expect(await sql(`SELECT 1 FROM outbox WHERE subject = 'Your Kenyan Bites receipt'`)).toHaveLength(1);
  });
});
