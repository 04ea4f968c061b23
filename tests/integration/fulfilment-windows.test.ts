import { beforeAll, describe, expect, it } from 'vitest';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import upcomingWindows from '../../netlify/functions/fulfilment-windows-upcoming.mts';
import { addDays, shopDate, weekdayOf } from '@/domain/fulfilment/schedule';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';
import { useShopDefaultSchedule } from './support/schedule';

const today = shopDate(new Date());
const day = (ahead: number) => addDays(today, ahead);
const ask = <Body = FulfilmentWindowsView>(query: string) =>
  call<Body>(fulfilmentWindows, `/api/fulfilment-windows${query}`);

beforeAll(useShopDefaultSchedule);

describe('GET /api/fulfilment-windows', () => {
  it("lists a day's half-hour windows from 11:00 to 19:00 shop time, all available", async () => {
    const response = await ask(`?type=pickup&date=${day(2)}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ date: day(2), type: 'pickup', reason: null });
    expect(response.body.windows).toHaveLength(16);
    expect(response.body.windows.every((window) => window.available)).toBe(true);
    const first = new Date(response.body.windows[0]?.start ?? '');
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeStyle: 'short' }).format(first)).toBe(
      '11:00 AM',
    );
  });

  it('marks a window full with 4 orders, counts no unpaid checkout, and frees it when an order is cancelled', async () => {
    const date = day(3);
    const { windows } = (await ask(`?type=delivery&date=${date}`)).body;
    const [first, second] = windows;
    const orders = await insertOrder({ fulfilmentWindow: first ?? null }, 4);
    // Checkouts whose payment was never authorised take no place.
    for (let checkout = 0; checkout < 4; checkout += 1) {
      await sql(
        `INSERT INTO checkouts (order_data, amount_cents, gateway, fulfilment_window_start, fulfilment_window_end)
         VALUES ('{}', 4242, 'test', $1, $1::timestamptz + interval '30 minutes')`,
        [second?.start],
      );
    }
    const after = (await ask(`?type=delivery&date=${date}`)).body.windows;
    expect(after[0]).toMatchObject({ start: first?.start, available: false });
    expect(after[1]).toMatchObject({ start: second?.start, available: true });

    await sql(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [orders[0]]);
    expect((await ask(`?type=delivery&date=${date}`)).body.windows[0]?.available).toBe(true);
  });

  it('answers a blocked date, a closed weekday, a past day and a day beyond the horizon with no windows and why', async () => {
    await sql(`UPDATE fulfilment_settings SET blocked_dates = ARRAY[$1::date]`, [day(4)]);
    expect((await ask(`?type=pickup&date=${day(4)}`)).body).toEqual({
      date: day(4),
      type: 'pickup',
      windows: [],
      reason: "The kitchen isn't taking orders that day.",
      products: [],
    });
    // The blocked date may be the coming Monday (on a Thursday it is): unblocked, so that closed is why.
    await sql(`UPDATE fulfilment_settings SET blocked_dates = '{}'`);
    const monday = [1, 2, 3, 4, 5, 6, 7].map(day).find((date) => weekdayOf(date) === 1) as string;
    await sql(`UPDATE fulfilment_settings SET hours = jsonb_set(hours, '{1}', '[]')`);
    expect((await ask(`?type=pickup&date=${monday}`)).body.reason).toBe('The kitchen is closed that day.');
    expect((await ask(`?type=pickup&date=${day(-1)}`)).body.reason).toBe('That day has passed.');
    expect((await ask(`?type=pickup&date=${day(8)}`)).body.reason).toBe('Orders can be placed up to 7 days ahead.');
  });

  it('refuses a missing or unknown type and a date that is not one', async () => {
    expect(await ask<ErrorAnswer>(`?date=${day(1)}`)).toMatchObject({
      status: 400,
      body: { message: 'Choose pickup or delivery' },
    });
    expect((await ask<ErrorAnswer>(`?type=drone&date=${day(1)}`)).status).toBe(400);
    for (const date of ['', 'tomorrow', '2026-02-30', '2026-1-5']) {
      expect(await ask<ErrorAnswer>(`?type=pickup&date=${date}`)).toMatchObject({
        status: 400,
        body: { message: 'Choose a date as YYYY-MM-DD' },
      });
    }
  });
});

describe('GET /api/fulfilment-windows/upcoming', () => {
  const askUpcoming = <Body = { days: FulfilmentWindowsView[] }>(query: string) =>
    call<Body>(upcomingWindows, `/api/fulfilment-windows/upcoming${query}`);

  it("answers the shop's today and the next 7 days, each as the one-day call answers it", async () => {
    await insertOrder({ fulfilmentWindow: (await ask(`?type=delivery&date=${day(2)}`)).body.windows[0] ?? null });
    const response = await askUpcoming('?type=delivery');
    expect(response.status).toBe(200);
    const dates = [0, 1, 2, 3, 4, 5, 6, 7].map(day);
    expect(response.body.days.map((answer) => answer.date)).toEqual(dates);
    for (const [index, date] of dates.entries()) {
      expect(response.body.days[index]).toEqual((await ask(`?type=delivery&date=${date}`)).body);
    }
  });

  it('refuses a missing or unknown type', async () => {
    for (const query of ['', '?type=drone']) {
      expect(await askUpcoming<ErrorAnswer>(query)).toMatchObject({
        status: 400,
        body: { message: 'Choose pickup or delivery' },
      });
    }
  });
});
