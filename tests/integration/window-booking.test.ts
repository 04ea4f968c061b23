import { beforeAll, describe, expect, it } from 'vitest';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { windowLabel } from '@/domain/fulfilment/window-label';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { call, type ErrorAnswer } from './support/call';
import {
  deliveryCheckout,
  intentIdOf,
  paidIntent,
  payWithCard,
  pickupCheckout,
  startPayment,
} from './support/checkout';
import { sql } from './support/db';
import { holdLock, onPostgres, race } from './support/race';
import { insertOrder } from './support/orders';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * The checkout books the window it was given (issue 15 item 3), and only a payment the gateway has
 * authorised takes a place (issue 24 item 1): under the shop's real defaults (4 orders a window, 40
 * a day, 3 hours' lead, 11:00 to 19:00), set in this file's own database, on the test gateway.
 */

const today = shopDate(new Date());
const day = (ahead: number) => addDays(today, ahead);
const MINUTES_30 = 30 * 60_000;

const windowsOn = async (date: string) =>
  (await call<FulfilmentWindowsView>(fulfilmentWindows, `/api/fulfilment-windows?type=pickup&date=${date}`)).body
    .windows;

/** A checkout body for that window's start. */
async function pickupAt(start: string) {
  const body = await pickupCheckout();
  return { ...body, orderData: { ...body.orderData, fulfilmentWindow: start } };
}

async function bookOrders(start: string, count: number) {
  await insertOrder({ fulfilmentWindow: { start, end: new Date(new Date(start).getTime() + MINUTES_30) } }, count);
}

/** What the refusal names: the window after `start`, as the customer reads it. */
const nextAfter = (start: string, steps = 1) => {
  const from = new Date(new Date(start).getTime() + steps * MINUTES_30);
  return windowLabel(from, new Date(from.getTime() + MINUTES_30));
};

beforeAll(useShopDefaultSchedule);

describe('POST /api/create-payment-intent and the chosen window', () => {
  it('saves the window on the checkout without taking a place; the paid order books it', async () => {
    const [first] = await windowsOn(day(2));
    const body = await pickupAt(first!.start);
    await bookOrders(first!.start, 3);
    const started = await startPayment(body);
    expect(started.status).toBe(200);
    const [checkout] = await sql<{ start: Date; end: Date }>(
      `SELECT fulfilment_window_start AS start, fulfilment_window_end AS "end" FROM checkouts WHERE payment_intent_id = $1`,
      [intentIdOf(started.body.clientSecret)],
    );
    expect(checkout).toEqual({ start: new Date(first!.start), end: new Date(first!.end) });
    // Started but not paid: the window still has its fourth place.
    expect((await windowsOn(day(2)))[0]).toMatchObject({ start: first!.start, available: true });

    const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    expect(paid.body.paymentIntent.status).toBe('succeeded');
    const [order] = await sql<{ start: Date; end: Date }>(
      `SELECT fulfilment_window_start AS start, fulfilment_window_end AS "end" FROM orders WHERE payment_intent_id = $1`,
      [paid.body.paymentIntent.id],
    );
    expect(order).toEqual({ start: new Date(first!.start), end: new Date(first!.end) });
    expect((await windowsOn(day(2)))[0]).toMatchObject({ start: first!.start, available: false });
  });

  it('asks for a time when none is sent, naming pickup or delivery', async () => {
    const pickup = await pickupCheckout();
    delete pickup.orderData.fulfilmentWindow;
    expect(await startPayment<ErrorAnswer>(pickup)).toMatchObject({
      status: 400,
      body: { message: 'Choose a pickup time' },
    });
    const delivery = await deliveryCheckout();
    delete delivery.orderData.fulfilmentWindow;
    expect((await startPayment<ErrorAnswer>(delivery)).body.message).toBe('Choose a delivery time');
  });

  it('refuses a time outside the hours, in the past, too soon, on a blocked day or not a time, naming the next free window', async () => {
    const windows = await windowsOn(day(3));
    const eleven = windows[0]!.start;
    const eight = new Date(new Date(eleven).getTime() - 3 * 60 * 60_000).toISOString();
    expect(await startPayment<ErrorAnswer>(await pickupAt(eight))).toMatchObject({
      status: 409,
      body: { message: `That isn't one of our pickup times. The next free time is ${nextAfter(eight, 6)}.` },
    });
    const offHalfHour = new Date(new Date(eleven).getTime() + 10 * 60_000).toISOString();
    expect((await startPayment<ErrorAnswer>(await pickupAt(offHalfHour))).body.message).toMatch(
      /^That isn't one of our pickup times\. The next free time is /,
    );

    const yesterday = new Date(new Date(eleven).getTime() - 4 * 24 * 60 * 60_000).toISOString();
    expect((await startPayment<ErrorAnswer>(await pickupAt(yesterday))).body.message).toMatch(
      /^That pickup time has passed\. The next free time is \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}/,
    );

    await sql('UPDATE fulfilment_settings SET lead_minutes = $1', [5 * 24 * 60]);
    const soon = await pickupAt(eleven);
    expect(await startPayment<ErrorAnswer>(soon)).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^That pickup time is too soon: the kitchen needs 120 hours to cook\./) },
    });
    await sql('UPDATE fulfilment_settings SET lead_minutes = 180');

    await sql('UPDATE fulfilment_settings SET blocked_dates = ARRAY[$1::date]', [day(3)]);
    const refused = await startPayment<ErrorAnswer>(await pickupAt(eleven));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The kitchen isn't taking orders for that pickup time. The next free time is ${windowLabel(
        new Date((await windowsOn(day(4)))[0]!.start),
        new Date((await windowsOn(day(4)))[0]!.end),
      )}.`,
    );
    await sql(`UPDATE fulfilment_settings SET blocked_dates = '{}'`);

    expect(await startPayment<ErrorAnswer>(await pickupAt('next tuesday'))).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^That isn't one of our pickup times\. The next free time is /) },
    });
  });

  it('refuses a window that is full when the payment starts, naming the next free window', async () => {
    const [, second] = await windowsOn(day(4));
    await bookOrders(second!.start, 4);
    expect(await startPayment<ErrorAnswer>(await pickupAt(second!.start))).toMatchObject({
      status: 409,
      body: { message: `That pickup time has just filled up. The next free time is ${nextAfter(second!.start)}.` },
    });
  });
});

describe('unpaid checkouts', () => {
  it('cannot keep a paying customer out: twelve unpaid checkouts for the last place of a window, then a thirteenth books and pays it', async () => {
    const [, , third] = await windowsOn(day(6));
    await bookOrders(third!.start, 3);
    for (let visitor = 0; visitor < 12; visitor += 1) {
      expect((await startPayment(await pickupAt(third!.start))).status).toBe(200);
    }
    expect((await windowsOn(day(6)))[2]).toMatchObject({ start: third!.start, available: true });

    const intentId = await paidIntent(await pickupAt(third!.start));
    const [order] = await sql<{ start: Date }>(
      'SELECT fulfilment_window_start AS start FROM orders WHERE payment_intent_id = $1',
      [intentId],
    );
    expect(order?.start).toEqual(new Date(third!.start));
  });
});

describe('eight buyers paying for the last two places of a window', () => {
  it('end with exactly two orders; six are told it filled, naming the next free window, and none is charged', async () => {
    const windows = await windowsOn(day(5));
    const last = windows.at(-2)!;
    await bookOrders(last.start, 2);

    // All eight may start paying: choosing a window takes no place.
    const bodies = await Promise.all(Array.from({ length: 8 }, () => pickupAt(last.start)));
    const started = await Promise.all(bodies.map((body) => startPayment(body)));
    expect(started.map((answer) => answer.status)).toEqual(Array(8).fill(200));

    // Their bookings meet where each order is counted under the lock (support/race.ts).
    const paid = await race(
      'order-booking',
      started.map((answer) => () => payWithCard(answer.body.clientSecret, '4242 4242 4242 4242')),
    );
    const booked = paid.filter((answer) => answer.body.paymentIntent.status === 'succeeded');
    const refused = paid.filter((answer) => answer.body.error?.code === 'window_filled');
    expect(booked).toHaveLength(2);
    expect(refused).toHaveLength(6);
    for (const refusal of refused) {
      expect(refusal.body).toMatchObject({
        paymentIntent: { status: 'canceled' },
        error: {
          message: `That pickup time filled up while you were paying, so your card was not charged. The next free time is ${nextAfter(last.start)}.`,
        },
      });
    }

    const inWindow = await sql<{ id: string }>(
      `SELECT id FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`,
      [last.start],
    );
    expect(inWindow).toHaveLength(4);
    // Nobody paid without an order: every paid test payment has its order.
    const chargedWithoutOrder = await sql(
      `SELECT i.id FROM test_payment_intents i
       WHERE i.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = i.id)`,
    );
    expect(chargedWithoutOrder).toEqual([]);
    expect((await windowsOn(day(5))).at(-2)).toMatchObject({ start: last.start, available: false });
  });
});

describe('a payment whose window filled while it was paid', () => {
  it('is refused at once, without waiting for the bookings in progress', async () => {
    const last = (await windowsOn(day(6))).at(-1)!;
    await bookOrders(last.start, 3);
    const started = await startPayment(await pickupAt(last.start));
    expect(started.status).toBe(200);
    await bookOrders(last.start, 1);

    // Another payment's booking holds the schedule's lock meanwhile (on PostgreSQL; the embedded
    // database lets one transaction through at a time, where a held one would hold everyone).
    const booking = onPostgres() ? await holdLock('SELECT 1 FROM fulfilment_settings WHERE id = 1 FOR UPDATE') : null;
    let answered = false;
    const paying = payWithCard(started.body.clientSecret, '4242 4242 4242 4242').finally(() => {
      answered = true;
    });
    if (booking) {
      try {
        // Either the refusal comes, or the payment waits behind the held lock: look until one happens.
        await booking.untilWaitedOnOr(() => answered);
        expect(answered, 'the payment waited for the booking in progress').toBe(true);
      } finally {
        await booking.release();
      }
    }
    expect((await paying).body).toMatchObject({
      paymentIntent: { status: 'canceled' },
      error: {
        code: 'window_filled',
        message: expect.stringMatching(
          /^That pickup time filled up while you were paying, so your card was not charged\./,
        ),
      },
    });
    const inWindow = await sql(`SELECT id FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`, [
      last.start,
    ]);
    expect(inWindow).toHaveLength(4);
  });
});

describe("a payment booked while an owner's change of an order holds the schedule", () => {
  // The change takes the schedule's lock, then writes an order booked today, whose statement also
  // updates today's summaries (migration 0040). A booking that inserted its order (and so took those
  // summaries' rows) before asking for the lock would wait on the change while the change waits on
  // it: PostgreSQL would end one of them as a deadlock. The booking asks for the lock first.
  it('waits for the change, whose write goes through, then books', async () => {
    const [first] = await windowsOn(day(3));
    const started = await startPayment(await pickupAt(first!.start));
    expect(started.status).toBe(200);
    await bookOrders(first!.start, 1);
    const [changed] = await sql<{ id: number }>(`SELECT max(id)::int AS id FROM orders`);

    const change = onPostgres() ? await holdLock('SELECT 1 FROM fulfilment_settings WHERE id = 1 FOR UPDATE') : null;
    let answered = false;
    const paying = payWithCard(started.body.clientSecret, '4242 4242 4242 4242').finally(() => {
      answered = true;
    });
    if (change) {
      try {
        await change.untilWaitedOnOr(() => answered);
        expect(answered, 'the payment waited for the change in progress').toBe(false);
        await change.write(
          'UPDATE orders SET tip_cents = tip_cents + 100, total_cents = total_cents + 100 WHERE id = $1',
          [changed!.id],
        );
      } finally {
        await change.release();
      }
    }
    expect((await paying).body.paymentIntent.status).toBe('succeeded');
    const booked = await sql(`SELECT id FROM orders WHERE payment_intent_id = $1`, [
      intentIdOf(started.body.clientSecret),
    ]);
    expect(booked).toHaveLength(1);
  });
});
