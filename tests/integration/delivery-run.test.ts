import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminDeliveries from '../../netlify/functions/admin-deliveries.mts';
import adminDeliveryRun from '../../netlify/functions/admin-delivery-run.mts';
import { CHOOSE_STOPS, MPH_RANGE, MINUTES_RANGE } from '@/domain/deliveries/run-body';
import type { DeliveryRunView } from '@/domain/deliveries/run-view';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { shopTime } from '@/domain/fulfilment/window-label';
import { NOT_A_STOP, RUN_CHANGED } from '@/server/deliveries/delivery-run-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * The delivery run (issue 50) through the real functions on this file's own database: who may see
 * and change it, the words bad input is refused in, the owner's order kept, 'Start the run' telling
 * each customer once through the outbox, and 'Delivered' telling the customer through the status change.
 */

let admin: TestAccount;
let customer: TestAccount;
const day = addDays(shopDate(new Date()), 1);
const at = (time: string) => shopInstant(day, time);

beforeAll(async () => {
  admin = await adminAccount();
  customer = await registerAccount();
});

afterEach(async () => {
  await sql('DELETE FROM delivery_runs');
  await sql('DELETE FROM outbox');
  await sql('DELETE FROM rate_limits');
  await sql('UPDATE delivery_pace SET mph = 25, minutes_per_stop = 4');
  await sql("UPDATE orders SET status = 'cancelled'");
});

const getRun = (cookie: string | null, date: string | null = day) =>
  call<DeliveryRunView>(adminDeliveries, `/api/admin/deliveries${date === null ? '' : `?date=${date}`}`, { cookie });

const change = <T = DeliveryRunView>(action: string, method: 'PUT' | 'POST', body: unknown, cookie: string | null) =>
  call<T>(adminDeliveryRun, `/api/admin/deliveries/${action}`, { method, body, cookie, params: { action } });

/** A delivery in the day's window starting at `time`, placed where the geocoder put it (or not yet). */
async function delivery(
  name: string,
  time: string,
  place: { lat: number; lon: number; geo: 'address' | 'zip' } | null,
  contact: { email?: string | null; textPhone?: string } = {},
): Promise<number> {
  const [id = 0] = await insertOrder({
    orderType: 'delivery',
    customerName: name,
    customerEmail: contact.email === undefined ? `${name.toLowerCase()}@example.com` : contact.email,
    deliveryAddress: { fullAddress: `${name} Lane, Overland Park, KS 66212`, zone: 'Local 0-10', feeCents: 350 },
    deliveryFeeCents: 350,
    fulfilmentWindow: { start: at(time), end: at(time.replace(':00', ':30')) },
  });
  await sql(
    'UPDATE orders SET delivery_lat = $2, delivery_lon = $3, delivery_geo = $4, text_phone = $5 WHERE id = $1',
    [id, place?.lat ?? null, place?.lon ?? null, place?.geo ?? null, contact.textPhone ?? null],
  );
  return id;
}

const north = { lat: 39.02, lon: -94.67, geo: 'address' as const };
const east = { lat: 38.98, lon: -94.6, geo: 'zip' as const };

describe('who may', () => {
  it('is the administrator only: 401 signed out, 403 for a customer, for each call; nothing changes', async () => {
    const id = await delivery('Achieng', '17:00', north);
    for (const cookie of [null, customer.cookie]) {
      const status = cookie === null ? 401 : 403;
      expect((await getRun(cookie)).status).toBe(status);
      expect((await change('order', 'PUT', { date: day, orderIds: [id] }, cookie)).status).toBe(status);
      expect((await change('pace', 'PUT', { mph: 30, minutesPerStop: 5 }, cookie)).status).toBe(status);
      expect((await change('start', 'POST', { date: day }, cookie)).status).toBe(status);
      expect((await change('delivered', 'POST', { date: day, orderId: id }, cookie)).status).toBe(status);
    }
    expect(await sql('SELECT 1 FROM delivery_runs')).toEqual([]);
    expect(await sql('SELECT 1 FROM outbox WHERE order_id IS NOT NULL')).toEqual([]);
    expect((await getRun(admin.cookie)).body.pace).toEqual({ mph: 25, minutesPerStop: 4 });
  });
});

describe('bad input', () => {
  it('is refused with 400 in words, naming the field', async () => {
    expect((await getRun(admin.cookie, null)).body).toEqual({ message: 'Choose a date as YYYY-MM-DD' });
    const pace = await change<ErrorAnswer & { fields: object }>(
      'pace',
      'PUT',
      { mph: 3, minutesPerStop: 'x' },
      admin.cookie,
    );
    expect(pace.status).toBe(400);
    expect(pace.body.fields).toEqual({ mph: MPH_RANGE, minutesPerStop: MINUTES_RANGE });
    const twice = await change<ErrorAnswer>('order', 'PUT', { date: day, orderIds: [5, 5] }, admin.cookie);
    expect([twice.status, twice.body.message]).toEqual([400, CHOOSE_STOPS]);
    const start = await change<ErrorAnswer>('start', 'POST', { date: '2026-02-30' }, admin.cookie);
    expect([start.status, start.body.message]).toEqual([400, 'Choose a date as YYYY-MM-DD']);
  });
});

describe('the run', () => {
  it("is the day's deliveries from the kitchen, windows first, with approximate marks; the pace moves the times", async () => {
    const later = await delivery('Baraka', '18:00', north);
    const zipOnly = await delivery('Chebet', '17:00', east);
    const notPlaced = await delivery('Dalmas', '17:00', null);
    await insertOrder({ fulfilmentWindow: { start: at('17:00'), end: at('17:30') } });
    const { body } = await getRun(admin.cookie);
    expect(body.stops.map((stop) => stop.orderId).at(-1)).toBe(later);
    expect(new Set(body.stops.map((stop) => stop.orderId))).toEqual(new Set([later, zipOnly, notPlaced]));
    const marks = Object.fromEntries(body.stops.map((stop) => [stop.customerName, stop.approximate]));
    expect(marks).toEqual({ Baraka: false, Chebet: true, Dalmas: true });
    expect(body.totals).toMatchObject({ stops: 3, approximate: 2, late: 0 });
    expect(body.stops[0]?.mapsUrl).toContain(encodeURIComponent(body.stops[0]?.address ?? '?'));

    await change('pace', 'PUT', { mph: 10, minutesPerStop: 20 }, admin.cookie);
    const slower = (await getRun(admin.cookie)).body;
    expect(slower.pace).toEqual({ mph: 10, minutesPerStop: 20 });
    expect(Date.parse(slower.totals.backAt)).toBeGreaterThan(Date.parse(body.totals.backAt));
  });

  it("keeps the owner's order; a stale list is refused; a delivery booked since joins it", async () => {
    const ids = [await delivery('Esther', '17:00', north), await delivery('Faith', '17:00', east)];
    const reordered = [...(await getRun(admin.cookie)).body.stops.map((stop) => stop.orderId)].reverse();
    const saved = await change('order', 'PUT', { date: day, orderIds: reordered }, admin.cookie);
    expect(saved.body.stops.map((stop) => stop.orderId)).toEqual(reordered);
    expect(saved.body.ordered).toBe(true);

    const stale = await change<ErrorAnswer>('order', 'PUT', { date: day, orderIds: [ids[0]] }, admin.cookie);
    expect([stale.status, stale.body.message]).toEqual([409, RUN_CHANGED]);
    const booked = await delivery('Gathoni', '17:00', { lat: 39.0, lon: -94.64, geo: 'address' });
    const run = (await getRun(admin.cookie)).body.stops.map((stop) => stop.orderId);
    expect(run.filter((id) => id !== booked)).toEqual(reordered);
    expect(run).toContain(booked);
  });
});

describe("'Start the run'", () => {
  it('tells each customer once: a text when they asked for texts, else an e-mail, with the estimated time', async () => {
    const texted = await delivery('Halima', '17:00', north, { textPhone: '+19135550122' });
    const mailed = await delivery('Imani', '17:00', east);
    await delivery('Jabali', '17:00', north, { email: null });
    const started = await change<{ run: DeliveryRunView; told: number }>('start', 'POST', { date: day }, admin.cookie);
    expect(started.body.told).toBe(2);
    const messages = await sql<{ channel: string; order_id: string; to_address: string; text_body: string }>(
      "SELECT channel, order_id, to_address, text_body FROM outbox WHERE kind = 'delivery-eta' ORDER BY channel",
    );
    const eta = (id: number) => shopTime(new Date(started.body.run.stops.find((s) => s.orderId === id)?.eta ?? 0));
    expect(messages.map((m) => [m.channel, Number(m.order_id), m.to_address])).toEqual([
      ['email', mailed, 'imani@example.com'],
      ['sms', texted, '+19135550122'],
    ]);
    expect(messages[0]?.text_body).toContain(`about ${eta(mailed)}`);
    expect(messages[1]?.text_body).toContain(`about ${eta(texted)}`);
    expect(started.body.run.stops.find((s) => s.orderId === texted)?.told?.by).toBe('sms');

    const again = await change<{ told: number }>('start', 'POST', { date: day }, admin.cookie);
    expect(again.body.told).toBe(0);
    const booked = await delivery('Kamau', '17:00', east);
    const third = await change<{ told: number }>('start', 'POST', { date: day }, admin.cookie);
    expect(third.body.told).toBe(1);
    const all = await sql<{ order_id: string }>("SELECT order_id FROM outbox WHERE kind = 'delivery-eta'");
    expect(all.map((m) => Number(m.order_id)).sort()).toEqual([texted, mailed, booked].sort());
  });
});

describe("'Delivered'", () => {
  it("moves the stop's order to delivered and tells the customer; an order not of the day is 404", async () => {
    const id = await delivery('Lulu', '17:00', north);
    const done = await change('delivered', 'POST', { date: day, orderId: id }, admin.cookie);
    expect(done.body.stops[0]?.status).toBe('delivered');
    const mail = await sql<{ subject: string; to_address: string }>(
      "SELECT subject, to_address FROM outbox WHERE kind = 'status:delivered' AND order_id = $1",
      [id],
    );
    expect(mail).toEqual([{ subject: expect.stringContaining('was delivered'), to_address: 'lulu@example.com' }]);
    const other = await change<ErrorAnswer>('delivered', 'POST', { date: addDays(day, 1), orderId: id }, admin.cookie);
    expect([other.status, other.body.message]).toEqual([404, NOT_A_STOP]);
  });
});
