import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminDrop from '../../netlify/functions/admin-drop.mts';
import adminDrops from '../../netlify/functions/admin-drops.mts';
import businessSettings from '../../netlify/functions/business-settings.mts';
import upcomingWindowsFn from '../../netlify/functions/fulfilment-windows-upcoming.mts';
import type { BusinessSettings } from '@/domain/api-shapes';
import { notSoldWords } from '@/domain/fulfilment/drop-days';
import { PERIOD_ENDS_BEFORE_START, PERIOD_IN_THE_PAST, PERIODS_OVERLAP } from '@/domain/fulfilment/drops';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { OPENS_AT_INVALID } from '@/domain/schemas/ordering-period';
import { DROP_CLOSED, type DropView } from '@/server/drops/drops-service';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { NOT_ACCEPTING_ORDERS } from '@/server/payments/checkout-service';
import { getBusinessSettings } from '@/server/settings/business-settings-service';
import { storefrontSnapshot } from '@/server/storefront/storefront-snapshot';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { applySettings } from './support/env-settings';

/*
 * Drops (issue 36): the owner's ordering periods through the real functions, and the shop opening
 * and closing at their instants on a clock the test controls, on this file's own database. Every
 * test leaves no period behind and the shop always open, as migrated.
 */

let admin: TestAccount;
let customer: TestAccount;
let restoreSettings: () => void;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
  // A purge token, so every change queues the storefront's purge (as on Netlify) and it can be counted.
  restoreSettings = applySettings({
    NETLIFY_PURGE_SITE_ID: 'site-kenyan-bites',
    NETLIFY_PURGE_API_TOKEN: 'purge-double-token',
    NETLIFY_PURGE_API_URL: 'http://127.0.0.1:9/never-called',
  });
});

afterAll(() => restoreSettings());

afterEach(async () => {
  await sql('DELETE FROM ordering_periods');
  await sql(`UPDATE business_settings SET ordering_mode = 'always', is_accepting_orders = true, paused_until = NULL`);
});

const PATH = '/api/admin/drops';
const HOUR = 60 * 60 * 1000;

const list = (cookie: string | null = admin.cookie) => call<DropView[]>(adminDrops, PATH, { cookie });
const create = <Body = DropView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminDrops, PATH, { method: 'POST', cookie, body });
const update = <Body = DropView>(id: number | string, body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminDrop, `${PATH}/${id}`, { method: 'PATCH', cookie, body, params: { id: String(id) } });
const remove = <Body = null>(id: number | string, cookie: string | null = admin.cookie) =>
  call<Body>(adminDrop, `${PATH}/${id}`, { method: 'DELETE', cookie, params: { id: String(id) } });
const settingsNow = () => call<BusinessSettings>(businessSettings, '/api/business-settings');
const setMode = (orderingMode: unknown, cookie: string | null = admin.cookie) =>
  call<BusinessSettings | ErrorAnswer>(businessSettings, '/api/business-settings', {
    method: 'PATCH',
    cookie,
    body: { orderingMode },
  });

const useDrops = () => sql(`UPDATE business_settings SET ordering_mode = 'drops' WHERE id = 1`);
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A period as the page's form sends it, from `opens` to `closes` ms from now. */
const drop = (opens: number, closes: number, extra: Record<string, unknown> = {}) => ({
  opensAt: fromNow(opens),
  closesAt: fromNow(closes),
  ...extra,
});

async function created(body: unknown): Promise<DropView> {
  const answer = await create(body);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Stores a period as it stands, past ones too (which the API refuses to schedule). */
async function stored(opensAt: Date, closesAt: Date, sellsDates: string[] = []): Promise<number> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO ordering_periods (opens_at, closes_at, sells_dates, created_by_email)
     VALUES ($1, $2, $3::date[], 'owner@example.com') RETURNING id`,
    [opensAt, closesAt, sellsDates],
  );
  return Number(row?.id);
}

const periodCount = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM ordering_periods'))[0]?.n);
const announcementCount = async () =>
  Number((await sql<{ n: string }>('SELECT count(*) AS n FROM announcements'))[0]?.n);
const purgesQueued = async () =>
  Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE kind = 'cdn-purge'`))[0]?.n);
const sMaxAge = (headers: Record<string, string> | Headers) => {
  const value =
    headers instanceof Headers ? headers.get('netlify-cdn-cache-control') : headers['Netlify-CDN-Cache-Control'];
  return Number(/s-maxage=(\d+)/.exec(value ?? '')?.[1]);
};

describe('the shop opens and closes at a drop’s instants, on the clock of each request', () => {
  const opensAt = new Date('2030-12-06T15:00:00.000Z');
  const closesAt = new Date('2030-12-07T01:00:00.000Z');
  const nextOpens = new Date('2030-12-13T15:00:00.000Z');
  const nextCloses = new Date('2030-12-13T20:00:00.000Z');
  const earlierThan = (instant: Date, ms = 1) => new Date(instant.getTime() - ms);

  it('is closed until the opening, open from it, and closed again at the closing, saying when', async () => {
    await useDrops();
    await stored(opensAt, closesAt);
    await stored(nextOpens, nextCloses);

    expect(await getBusinessSettings(earlierThan(opensAt))).toEqual({
      isAcceptingOrders: false,
      switchOn: true,
      message: null,
      pausedUntil: null,
      orderingMode: 'drops',
      nextOpening: opensAt.toISOString(),
      closesAt: null,
    });
    expect(await getBusinessSettings(opensAt)).toMatchObject({
      isAcceptingOrders: true,
      nextOpening: nextOpens.toISOString(),
      closesAt: closesAt.toISOString(),
    });
    expect(await getBusinessSettings(earlierThan(closesAt))).toMatchObject({ isAcceptingOrders: true });
    expect(await getBusinessSettings(closesAt)).toMatchObject({
      isAcceptingOrders: false,
      nextOpening: nextOpens.toISOString(),
      closesAt: null,
    });
    expect(await getBusinessSettings(nextCloses)).toMatchObject({
      isAcceptingOrders: false,
      nextOpening: null,
      closesAt: null,
    });
  });

  it('keeps the switch and a pause above the drops: closed by hand shows neither; paused in a drop is closed', async () => {
    await useDrops();
    await stored(opensAt, closesAt);
    await sql('UPDATE business_settings SET is_accepting_orders = false');
    expect(await getBusinessSettings(opensAt)).toMatchObject({
      isAcceptingOrders: false,
      switchOn: false,
      nextOpening: null,
      closesAt: null,
    });
    await sql('UPDATE business_settings SET is_accepting_orders = true, paused_until = $1', [
      new Date(opensAt.getTime() + HOUR),
    ]);
    // The row's pause is in the future of this clock, whatever the real one says.
    expect(await getBusinessSettings(opensAt)).toMatchObject({
      isAcceptingOrders: false,
      closesAt: closesAt.toISOString(),
    });
    expect(await getBusinessSettings(new Date(opensAt.getTime() + HOUR))).toMatchObject({ isAcceptingOrders: true });
  });

  it("in 'always' mode the periods change nothing: open, no drop named", async () => {
    await stored(opensAt, closesAt);
    for (const now of [earlierThan(opensAt), opensAt, closesAt]) {
      expect(await getBusinessSettings(now)).toEqual({
        isAcceptingOrders: true,
        switchOn: true,
        message: null,
        pausedUntil: null,
        orderingMode: 'always',
        nextOpening: null,
        closesAt: null,
      });
    }
  });

  it('the home page is kept at the CDN only until the next opening or closing, and shows the state of its instant', async () => {
    await useDrops();
    await stored(opensAt, closesAt);
    const waiting = await storefrontSnapshot(earlierThan(opensAt, 90_000));
    expect(waiting.settings).toMatchObject({ isAcceptingOrders: false, nextOpening: opensAt.toISOString() });
    expect(sMaxAge(waiting.headers)).toBe(90);
    const open = await storefrontSnapshot(opensAt);
    expect(open.settings).toMatchObject({ isAcceptingOrders: true, closesAt: closesAt.toISOString() });
    expect(sMaxAge(open.headers)).toBe(10 * 60 * 60);
    const closed = await storefrontSnapshot(closesAt);
    expect(closed.settings).toMatchObject({ isAcceptingOrders: false, nextOpening: null });
    expect(sMaxAge(closed.headers)).toBe(365 * 24 * 60 * 60);
  });

  it('GET /api/business-settings carries the mode and the drop’s instants, kept at the CDN until the next of them', async () => {
    await useDrops();
    const open = await created(drop(-HOUR, 2 * HOUR));
    const later = await created(drop(5 * HOUR, 6 * HOUR));
    const answer = await settingsNow();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      isAcceptingOrders: true,
      orderingMode: 'drops',
      closesAt: open.closesAt,
      nextOpening: later.opensAt,
    });
    const seconds = sMaxAge(answer.headers);
    expect(seconds).toBeGreaterThan(2 * 60 * 60 - 10);
    expect(seconds).toBeLessThanOrEqual(2 * 60 * 60);
  });
});

describe('PATCH /api/business-settings {orderingMode}', () => {
  it('lets the administrator take orders only in drops, and back; each purges the storefront with it', async () => {
    const purges = await purgesQueued();
    const drops = await setMode('drops');
    expect(drops.status).toBe(200);
    // No drop is scheduled: closed, with nothing to name.
    expect(drops.body).toEqual({
      isAcceptingOrders: false,
      switchOn: true,
      message: null,
      pausedUntil: null,
      orderingMode: 'drops',
      nextOpening: null,
      closesAt: null,
    });
    expect((await sql('SELECT updated_by_email FROM business_settings'))[0]).toEqual({ updated_by_email: admin.email });
    expect((await setMode('always')).body).toMatchObject({ isAcceptingOrders: true, orderingMode: 'always' });
    expect(await purgesQueued()).toBe(purges + 2);
  });

  it('refuses a mode it does not know, the mode with another setting, and anyone but the administrator', async () => {
    expect(await setMode('sometimes')).toMatchObject({
      status: 400,
      body: { message: 'Choose how orders are taken: "always" or "drops"' },
    });
    const together = await call<ErrorAnswer>(businessSettings, '/api/business-settings', {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { orderingMode: 'drops', isAcceptingOrders: true },
    });
    expect(together).toMatchObject({ status: 400, body: { message: 'Send orderingMode on its own' } });
    expect((await setMode('drops', null)).status).toBe(401);
    expect((await setMode('drops', customer.cookie)).status).toBe(403);
    expect((await settingsNow()).body.orderingMode).toBe('always');
  });
});

describe('a payment outside an open drop is refused as one while closed', () => {
  it('refuses it with no drop open, and takes it inside one', async () => {
    const body = await pickupCheckout();
    await useDrops();
    expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
      status: 409,
      body: { message: NOT_ACCEPTING_ORDERS },
    });
    await created(drop(3 * HOUR, 5 * HOUR));
    expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
      status: 409,
      body: { message: NOT_ACCEPTING_ORDERS },
    });
    // A drop that opened an hour ago and closes in two is open now.
    await created(drop(-HOUR, 2 * HOUR));
    expect((await startPayment(body)).status).toBe(200);
  });

  it('refuses a window on a day the open drop does not sell, naming the days; the cart sheet offers none that day', async () => {
    const body = await pickupCheckout();
    const windowDay = shopDate(new Date(body.orderData.fulfilmentWindow ?? ''));
    const otherDays = [addDays(windowDay, 1), addDays(windowDay, 2)];
    await useDrops();
    const open = await created(drop(-HOUR, 2 * HOUR, { sellsDates: otherDays }));
    expect(open.sellsDates).toEqual(otherDays);
    expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
      status: 409,
      body: { message: notSoldWords(otherDays) },
    });
    expect(notSoldWords(otherDays)).toMatch(/^This drop sells orders for \w{3}, \w{3} \d+ and \w{3}, \w{3} \d+ only\./);

    const upcoming = await call<{ days: FulfilmentWindowsView[] }>(
      upcomingWindowsFn,
      '/api/fulfilment-windows/upcoming?type=pickup',
    );
    const day = upcoming.body.days.find((candidate) => candidate.date === windowDay);
    expect(day).toMatchObject({ windows: [], reason: notSoldWords(otherDays) });
    expect(upcoming.body.days.find((candidate) => candidate.date === otherDays[0])?.reason).not.toBe(
      notSoldWords(otherDays),
    );

    await update(open.id, drop(-HOUR, 2 * HOUR, { sellsDates: [windowDay] }));
    expect((await startPayment(body)).status).toBe(200);
  });
});

describe('POST and GET /api/admin/drops', () => {
  it('schedules a drop with its days, note and announcement, and lists it with its state', async () => {
    const purges = await purgesQueued();
    const body = drop(24 * HOUR, 30 * HOUR, {
      sellsDates: ['2030-12-05', '2030-12-04', '2030-12-04'],
      note: '  Samosa Friday  ',
      announce: { subject: 'Samosa Friday', text: 'Ordering opens now: beef and veggie samosas.' },
    });
    const answer = await create(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      opensAt: body.opensAt,
      closesAt: body.closesAt,
      sellsDates: ['2030-12-04', '2030-12-05'],
      note: 'Samosa Friday',
      announce: { subject: 'Samosa Friday', text: 'Ordering opens now: beef and veggie samosas.' },
      state: 'scheduled',
      // Every active spot (pickup-spots.test.ts tells them).
      spotIds: expect.any(Array),
    });
    // The opening and the reminder two hours before the closing, queued by the scheduled sender in time.
    expect(await announcementCount()).toBe(2);
    expect(await purgesQueued()).toBe(purges + 1);
    expect((await list()).body).toEqual([answer.body]);
  });

  it('lists the drops not closed more than 30 days ago, soonest first, each with its state', async () => {
    const now = Date.now();
    await stored(new Date(now - 40 * 24 * HOUR), new Date(now - 31 * 24 * HOUR));
    const recent = await stored(new Date(now - 3 * 24 * HOUR), new Date(now - 2 * 24 * HOUR));
    const later = await created(drop(48 * HOUR, 50 * HOUR));
    const open = await created(drop(-HOUR, HOUR));
    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.map((period) => [period.id, period.state])).toEqual([
      [recent, 'closed'],
      [open.id, 'open'],
      [later.id, 'scheduled'],
    ]);
    expect(listed.body[1]).toMatchObject({ announce: null, note: null, sellsDates: [] });
  });

  it('answers 409 for a drop sharing an instant with another, and saves nothing; one may open as another closes', async () => {
    const first = await created(drop(2 * HOUR, 5 * HOUR));
    const purges = await purgesQueued();
    const overlapping = await create<ErrorAnswer>(drop(4 * HOUR, 8 * HOUR, { announce: { subject: 'S', text: 'T' } }));
    expect(overlapping).toMatchObject({ status: 409, body: { message: PERIODS_OVERLAP } });
    expect(await periodCount()).toBe(1);
    expect(await announcementCount()).toBe(0);
    expect(await purgesQueued()).toBe(purges);
    const touching = await create({ opensAt: first.closesAt, closesAt: fromNow(9 * HOUR) });
    expect(touching.status).toBe(201);
  });

  it('of two overlapping drops saved at the same moment, exactly one is scheduled', async () => {
    // The second is checked while the first is about to be saved (support/race.ts).
    const [a, b] = await race('drop-save', [
      () => create<DropView | ErrorAnswer>(drop(2 * HOUR, 5 * HOUR)),
      () => create<DropView | ErrorAnswer>(drop(3 * HOUR, 6 * HOUR)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await periodCount()).toBe(1);
  });

  it.each([
    ['a closing before the opening', drop(5 * HOUR, 2 * HOUR), { closesAt: PERIOD_ENDS_BEFORE_START }],
    ['a closing that has passed', drop(-3 * HOUR, -HOUR), { closesAt: PERIOD_IN_THE_PAST }],
    [
      'an opening that is not a time',
      { opensAt: 'Friday at nine', closesAt: fromNow(HOUR) },
      { opensAt: OPENS_AT_INVALID },
    ],
    [
      'days that are not dates, and an announcement without its words',
      drop(HOUR, 2 * HOUR, { sellsDates: ['2030-02-30'], announce: { subject: '', text: '' } }),
      { sellsDates: 'The days it sells must be dates as YYYY-MM-DD', announce: expect.any(String) },
    ],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_what, body, fields) => {
    const purges = await purgesQueued();
    const answer = await create<ErrorAnswer & { fields: Record<string, string> }>(body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual(fields);
    expect(Object.values(answer.body.fields)).toContain(answer.body.message);
    expect(await periodCount()).toBe(0);
    expect(await announcementCount()).toBe(0);
    expect(await purgesQueued()).toBe(purges);
  });
});

describe('PATCH and DELETE /api/admin/drops/{id}', () => {
  it('changes the whole drop, its announcement with it, and purges the storefront', async () => {
    const scheduled = await created(drop(24 * HOUR, 30 * HOUR, { announce: { subject: 'S', text: 'T' } }));
    const purges = await purgesQueued();
    const body = drop(26 * HOUR, 31 * HOUR, { note: 'Later', sellsDates: ['2030-12-04'] });
    const answer = await update(scheduled.id, body);
    expect(answer).toMatchObject({
      status: 200,
      body: { id: scheduled.id, ...body, announce: null, state: 'scheduled' },
    });
    expect(await announcementCount()).toBe(0);
    expect(await purgesQueued()).toBe(purges + 1);
    expect((await list()).body).toEqual([answer.body]);
  });

  it('refuses to overlap another when changed, but not itself', async () => {
    const first = await created(drop(2 * HOUR, 5 * HOUR));
    const second = await created(drop(6 * HOUR, 8 * HOUR));
    expect(await update<ErrorAnswer>(second.id, drop(4 * HOUR, 8 * HOUR))).toMatchObject({
      status: 409,
      body: { message: PERIODS_OVERLAP },
    });
    expect((await update(first.id, drop(HOUR, 5.5 * HOUR))).status).toBe(200);
  });

  it('keeps a drop that has closed as it ran: 409 to a change or a deletion', async () => {
    const closed = await stored(new Date(Date.now() - 3 * HOUR), new Date(Date.now() - HOUR));
    expect(await update<ErrorAnswer>(closed, drop(HOUR, 2 * HOUR))).toMatchObject({
      status: 409,
      body: { message: DROP_CLOSED },
    });
    expect(await remove<ErrorAnswer>(closed)).toMatchObject({ status: 409, body: { message: DROP_CLOSED } });
    expect(await periodCount()).toBe(1);
  });

  it('deletes a drop with its announcements, closing an open one at once; 404 for none', async () => {
    await useDrops();
    const open = await created(drop(-HOUR, 2 * HOUR, { announce: { subject: 'S', text: 'T' } }));
    expect((await settingsNow()).body.isAcceptingOrders).toBe(true);
    const purges = await purgesQueued();
    const answer = await remove(open.id);
    expect(answer.status).toBe(204);
    expect(await periodCount()).toBe(0);
    expect(await announcementCount()).toBe(0);
    expect(await purgesQueued()).toBe(purges + 1);
    expect((await settingsNow()).body.isAcceptingOrders).toBe(false);
    expect(await remove<ErrorAnswer>(open.id)).toMatchObject({ status: 404, body: { message: 'Drop not found' } });
    expect(await update<ErrorAnswer>(open.id, drop(HOUR, 2 * HOUR))).toMatchObject({ status: 404 });
    expect((await remove('not-a-number')).status).toBe(404);
  });
});

describe('who may manage drops', () => {
  it.each([
    ['a guest', () => null, 401],
    ['a customer', () => customer.cookie, 403],
  ])('refuses %s on every method and saves nothing', async (_who, cookie, status) => {
    const existing = await created(drop(2 * HOUR, 3 * HOUR));
    expect((await list(cookie())).status).toBe(status);
    expect((await create(drop(5 * HOUR, 6 * HOUR), cookie())).status).toBe(status);
    expect((await update(existing.id, drop(7 * HOUR, 8 * HOUR), cookie())).status).toBe(status);
    expect((await remove(existing.id, cookie())).status).toBe(status);
    expect((await list()).body).toEqual([existing]);
  });
});
