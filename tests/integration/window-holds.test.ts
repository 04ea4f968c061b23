import { beforeAll, describe, expect, it } from 'vitest';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { windowLabel } from '@/domain/fulfilment/window-label';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { call, type ErrorAnswer } from './support/call';
import { deliveryCheckout, paidIntent, payWithCard, pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';
import { insertOrder } from './support/orders';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * The checkout holds the window it was given (issue 15 item 3): under the shop's real defaults
 * (4 orders a window, 40 a day, 3 hours' lead, 11:00 to 19:00), set in this file's own database.
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

describe('POST /api/create-payment-intent holds the chosen window', () => {
  it('saves the window on the checkout and holds it for 15 minutes; the paid order books it', async () => {
    const [first] = await windowsOn(day(2));
    const body = await pickupAt(first!.start);
    const intentId = await paidIntent(body);

    const [checkout] = await sql<{ start: Date; end: Date; minutes: number }>(
      `SELECT fulfilment_window_start AS start, fulfilment_window_end AS "end",
         round(extract(epoch FROM hold_expires_at - created_at) / 60)::int AS minutes
       FROM checkouts WHERE payment_intent_id = $1`,
      [intentId],
    );
    expect(checkout).toEqual({ start: new Date(first!.start), end: new Date(first!.end), minutes: 15 });
    const [order] = await sql<{ id: string; start: Date; end: Date }>(
      `SELECT id, fulfilment_window_start AS start, fulfilment_window_end AS "end" FROM orders WHERE payment_intent_id = $1`,
      [intentId],
    );
    expect(order).toMatchObject({ start: new Date(first!.start), end: new Date(first!.end) });

    // Once the hold has run out, the order still holds the place (counted once, as the order).
    await sql(`UPDATE checkouts SET hold_expires_at = now() - interval '1 minute' WHERE payment_intent_id = $1`, [
      intentId,
    ]);
    await bookOrders(first!.start, 3);
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

  it('lets a window go when an unpaid hold runs out', async () => {
    const [, second] = await windowsOn(day(4));
    for (let buyer = 0; buyer < 4; buyer += 1) {
      expect((await startPayment(await pickupAt(second!.start))).status).toBe(200);
    }
    const late = await startPayment<ErrorAnswer>(await pickupAt(second!.start));
    expect(late).toMatchObject({
      status: 409,
      body: { message: `That pickup time has just filled up. The next free time is ${nextAfter(second!.start)}.` },
    });

    await sql(
      `UPDATE checkouts SET hold_expires_at = now() - interval '1 second'
       WHERE id = (SELECT id FROM checkouts WHERE fulfilment_window_start = $1 ORDER BY created_at LIMIT 1)`,
      [second!.start],
    );
    expect((await startPayment(await pickupAt(second!.start))).status).toBe(200);
  });
});

describe('a customer paying again', () => {
  it('holds one place, not two: their earlier unpaid hold is let go', async () => {
    const [, , third] = await windowsOn(day(6));
    await bookOrders(third!.start, 3);
    const again = await pickupAt(third!.start);
    expect((await startPayment(again)).status).toBe(200);
    // The card failed; the payment page starts a new payment for the same customer.
    expect((await startPayment(again)).status).toBe(200);
    const someoneElse = await startPayment<ErrorAnswer>(await pickupAt(third!.start));
    expect(someoneElse).toMatchObject({ status: 409, body: { message: expect.stringMatching(/has just filled up/) } });
    const [held] = await sql<{ holds: number }>(
      `SELECT count(*)::int AS holds FROM checkouts WHERE fulfilment_window_start = $1 AND hold_expires_at > now()`,
      [third!.start],
    );
    expect(held?.holds).toBe(1);
  });
});

describe('twenty buyers racing for the last two places of a window', () => {
  it('end with exactly two orders and eighteen refusals naming the next free window', async () => {
    const windows = await windowsOn(day(5));
    const last = windows.at(-2)!;
    await bookOrders(last.start, 2);

    const bodies = await Promise.all(Array.from({ length: 20 }, () => pickupAt(last.start)));
    const answers = await Promise.all(
      bodies.map((body) => startPayment<{ clientSecret?: string; message?: string }>(body)),
    );

    const started = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(started).toHaveLength(2);
    expect(refused).toHaveLength(18);
    for (const refusal of refused) {
      expect(refusal.body.message).toBe(
        `That pickup time has just filled up. The next free time is ${nextAfter(last.start)}.`,
      );
    }

    // The two who got the places pay: the window then holds its four orders, and no more.
    for (const answer of started) {
      const paid = await payWithCard((answer.body as { clientSecret: string }).clientSecret, '4242 4242 4242 4242');
      expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    }
    const inWindow = await sql<{ id: string }>(
      `SELECT id FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`,
      [last.start],
    );
    expect(inWindow).toHaveLength(4);
    expect((await windowsOn(day(5))).at(-2)).toMatchObject({ start: last.start, available: false });
  });
});
