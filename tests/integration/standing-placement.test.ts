import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { orderNumber } from '@/domain/order-number';
import { SKIPPED_BY_HER } from '@/domain/standing/standing-plan';
import { dropCycle } from '@/domain/standing/standing-cycle';
import { placeStandingOrder, placeStandingOrders } from '@/server/standing/standing-placement';
import { registerAccount, type TestAccount } from './support/accounts';
import { payWithCard, pickupCheckout, productId, startPayment } from './support/checkout';
import { sql } from './support/db';
import { race, untilHeld } from './support/race';
import { useShopDefaultSchedule } from './support/schedule';
import { messagesOf, ordersOf, runsOf, savedStandingOrder, scheduleDrop, shopDay } from './support/standing';

/*
 * Standing orders placed before a drop opens (issue 49): each becomes an order held in the kitchen's
 * limits under the schedule's lock, once per drop, with one message to its customer; or skips the
 * drop with the reason. On the clock the tests move (each call is given its `now`).
 */

let customer: TestAccount;

beforeAll(async () => {
  await useShopDefaultSchedule();
  customer = await registerAccount();
});

afterEach(async () => {
  await sql('DELETE FROM standing_orders');
  await sql('DELETE FROM orders');
  await sql('DELETE FROM ordering_periods');
  await sql("UPDATE business_settings SET ordering_mode = 'always'");
  await sql('UPDATE products SET daily_limit = NULL');
  await sql('DELETE FROM outbox');
});

const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

describe('a drop’s standing orders', () => {
  it('are placed from 15 minutes before it opens: her order at her usual time, pending, with one message', async () => {
    const drop = await scheduleDrop();
    const id = await savedStandingOrder(customer.id, drop.days[0] ?? '');
    expect(await placeStandingOrders(minutesBefore(drop.opensAt, 16))).toBe(0);
    expect(await placeStandingOrders(minutesBefore(drop.opensAt, 10))).toBe(1);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ status: 'pending' });
    expect(order?.fulfilment_window_start).toEqual(shopInstant(drop.days[0] ?? '', '17:00'));
    expect(
      await sql('SELECT product_id::int, quantity FROM order_items WHERE order_id = $1 ORDER BY line_no', [order?.id]),
    ).toEqual([
      { product_id: await productId('Beef Samosa'), quantity: 20 },
      { product_id: await productId('Chapati'), quantity: 20 },
    ]);
    expect(await runsOf(id)).toMatchObject([{ status: 'placed', cycle_key: `drop:${drop.id}`, order_id: order?.id }]);
    const [message] = await messagesOf('standing-placed');
    expect(message).toMatchObject({ channel: 'email', to_address: customer.email });
    expect(message?.subject).toBe(`Your standing order ${orderNumber(Number(order?.id))} is in`);
    expect(message?.text_body).toContain('20 x Beef Samosa, 20 x Chapati, for pickup');
    expect(message?.text_body).toMatch(/charged to your saved card on .+ 7:00 PM \(Kansas City time\)/);
    expect(message?.text_body).toMatch(/Change or skip it: http.+\/standing-orders\/manage\?token=/);
    // The next minute's run finds it placed.
    expect(await placeStandingOrders(minutesBefore(drop.opensAt, 9))).toBe(0);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('take what is left of a dish and say so, and skip a drop with nothing left, telling her why', async () => {
    const drop = await scheduleDrop();
    await sql("UPDATE products SET daily_limit = 10 WHERE name = 'Chapati'");
    const id = await savedStandingOrder(customer.id, drop.days[0] ?? '');
    await placeStandingOrders(minutesBefore(drop.opensAt, 10));
    expect((await runsOf(id))[0]?.notes).toEqual(['Only 10 of your 20 Chapati were left.']);

    await sql('DELETE FROM standing_orders');
    await sql("UPDATE products SET daily_limit = 0 WHERE name IN ('Beef Samosa', 'Chapati')");
    const skipped = await savedStandingOrder(customer.id, drop.days[0] ?? '');
    await placeStandingOrders(minutesBefore(drop.opensAt, 10));
    expect(await runsOf(skipped)).toMatchObject([{ status: 'skipped', order_id: null }]);
    expect((await messagesOf('standing-skipped'))[0]?.text_body).toContain(
      'were sold out for every day we could offer',
    );
  });

  it('skip the drop she skipped, quietly, and use her skip up', async () => {
    const drop = await scheduleDrop();
    const id = await savedStandingOrder(customer.id, drop.days[0] ?? '');
    await sql('UPDATE standing_orders SET skip_next = true WHERE id = $1', [id]);
    await placeStandingOrders(minutesBefore(drop.opensAt, 10));
    expect(await runsOf(id)).toMatchObject([{ status: 'skipped', skip_reason: SKIPPED_BY_HER }]);
    expect(await sql('SELECT skip_next FROM standing_orders WHERE id = $1', [id])).toEqual([{ skip_next: false }]);
    expect(await messagesOf('standing-skipped')).toEqual([]);
  });

  it('are placed once when two scheduled runs place the same drop at once', async () => {
    const drop = await scheduleDrop();
    const id = await savedStandingOrder(customer.id, drop.days[0] ?? '');
    const cycle = dropCycle({ ...drop, sellsDates: drop.days }, 7);
    const now = minutesBefore(drop.opensAt, 10);
    const made = await race('standing-placement', [
      () => placeStandingOrder(id, cycle, now),
      () => placeStandingOrder(id, cycle, now),
    ]);
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await messagesOf('standing-placed')).toHaveLength(1);
  });

  it('leave nothing behind when the function stops before telling her, and are placed once on the next run', async () => {
    const drop = await scheduleDrop();
    const id = await savedStandingOrder(customer.id, drop.days[0] ?? '');
    // The message cannot be queued: the function fails between booking the order and telling her.
    await sql(`CREATE FUNCTION refuse_standing_message() RETURNS trigger AS $$
      BEGIN IF NEW.kind = 'standing-placed' THEN RAISE EXCEPTION 'stopped'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await sql(
      'CREATE TRIGGER refuse_standing_message BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_standing_message()',
    );
    try {
      await expect(placeStandingOrders(minutesBefore(drop.opensAt, 10))).rejects.toThrow();
    } finally {
      await sql('DROP TRIGGER refuse_standing_message ON outbox');
      await sql('DROP FUNCTION refuse_standing_message()');
    }
    expect(await ordersOf(id)).toEqual([]);
    expect(await runsOf(id)).toEqual([]);
    expect(await placeStandingOrders(minutesBefore(drop.opensAt, 9))).toBe(1);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await messagesOf('standing-placed')).toHaveLength(1);
  });
});

describe('a placement that meets the opening rush', () => {
  it('and a payment for the same last pieces: the two are counted in turn, and never more than the day has', async () => {
    // The drop opened an hour ago (a placement a stopped sender missed); it sells days 2 and 3.
    const now = new Date();
    const drop = await scheduleDrop(0);
    await sql('UPDATE ordering_periods SET opens_at = $2, closes_at = $3 WHERE id = $1', [
      drop.id,
      minutesBefore(now, 60),
      shopInstant(shopDay(1), '19:00'),
    ]);
    const day = drop.days[0] ?? '';
    const samosa = await productId('Beef Samosa');
    await sql('UPDATE products SET daily_limit = 20 WHERE id = $1', [samosa]);
    const id = await savedStandingOrder(customer.id, day, { items: [{ productId: samosa, quantity: 20 }] });
    const checkout = await pickupCheckout();
    checkout.orderData.fulfilmentWindow = shopInstant(day, '12:00').toISOString();
    const started = await startPayment<{ clientSecret: string }>(checkout);
    expect(started.status).toBe(200);
    const cycle = dropCycle({ ...drop, closesAt: shopInstant(shopDay(1), '19:00'), sellsDates: drop.days }, 7);

    const [placed, paid] = await race('standing-placement', [
      () => placeStandingOrder(id, cycle, now),
      // The payment comes once the placement holds the schedule's lock: it then meets that lock.
      async () => {
        await untilHeld();
        return payWithCard(started.body.clientSecret, '4242424242424242');
      },
    ]);

    const [sold] = await sql<{ pieces: number }>(
      `SELECT COALESCE(sum(i.quantity), 0)::int AS pieces FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.status <> 'cancelled' AND i.product_id = $1 AND o.fulfilment_window_start >= $2
         AND o.fulfilment_window_start < $3`,
      [samosa, shopInstant(day, '00:00'), shopInstant(shopDay(3), '00:00')],
    );
    expect(sold?.pieces).toBe(20);
    expect(placed).toBe(true);
    // Exactly one of them has the day's 20: the standing order's (the payment then told they went
    // while paying), or the payment's (the standing order then at the nearest day with some left).
    const [standing] = await ordersOf(id);
    const standingTookTheDay = standing !== undefined && shopDate(standing.fulfilment_window_start) === day;
    expect(standingTookTheDay).toBe(paid.body.error !== undefined);
  });
});
