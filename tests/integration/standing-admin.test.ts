import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminStandingAction from '../../netlify/functions/admin-standing-action.mts';
import adminStandingOrders from '../../netlify/functions/admin-standing-orders.mts';
import adminStandingSettings from '../../netlify/functions/admin-standing-settings.mts';
import standingOrderLinks from '../../netlify/functions/standing-order-links.mts';
import { addDays, shopDate, shopInstant, type Weekday, weekdayOf } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { orderNumber } from '@/domain/order-number';
import { STANDING_CANCELLED, STANDING_MESSAGE_TOO_LONG } from '@/domain/standing/standing-order-body';
import type { AdminStandingOrdersView, AdminStandingOrderView } from '@/server/standing/standing-admin-list';
import {
  OWNER_PAUSE_NOT_ACTIVE,
  OWNER_RESUME_HERS,
  OWNER_RESUME_NOT_PAUSED,
} from '@/server/standing/standing-admin-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { productId } from './support/checkout';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * The owner's standing orders (issue 49) through the real functions on this file's own database:
 * who may see and change them, the list with a failing charge, the next placement's forecast of
 * pieces per day and dish, her settings, and her pause, resume and end with the customer's message.
 */

const LIST = '/api/admin/standing-orders';
const SETTINGS = '/api/admin/standing-orders/settings';
let admin: TestAccount;
let customer: TestAccount;
let samosa: number;
let chapati: number;
let mandazi: number;

beforeAll(async () => {
  admin = await adminAccount();
  customer = await registerAccount({ firstName: 'Wanjiru', lastName: 'Kamau' });
  [samosa, chapati, mandazi] = await Promise.all([
    productId('Beef Samosa'),
    productId('Chapati'),
    productId('Mandazi (6 pieces)'),
  ]);
});

afterEach(async () => {
  await sql('DELETE FROM standing_orders');
  await sql("DELETE FROM outbox WHERE kind LIKE 'standing-%'");
  await sql("UPDATE products SET status = 'on_menu'");
  await sql("UPDATE business_settings SET ordering_mode = 'always'");
  await sql('DELETE FROM ordering_periods');
  await sql("UPDATE fulfilment_settings SET standing_place_weekday = 0, standing_place_time = '18:00'");
  await sql('DELETE FROM rate_limits');
});

interface Stored {
  status?: 'setting-up' | 'active' | 'paused' | 'cancelled';
  pausedBy?: 'customer' | 'owner' | null;
  items?: Array<{ productId: number; quantity: number }>;
  weekday?: Weekday;
  time?: string;
  endsOn?: string | null;
  skipNext?: boolean;
  channel?: 'email' | 'sms';
  phone?: string;
  cancelledDaysAgo?: number;
}

/** A standing order as a customer's saving (and the owner's or her changes) would leave it. */
async function stored(seed: Stored = {}): Promise<number> {
  const status = seed.status ?? 'active';
  const [row] = await sql<{ id: string }>(
    `INSERT INTO standing_orders (user_id, status, paused_by, items, order_type, customer_name, customer_phone, channel,
       preferred_weekday, preferred_time, ends_on, skip_next, gateway, gateway_customer_id, payment_method_id,
       card_brand, card_last4, card_exp_month, card_exp_year, agreement_text, agreed_at, cancelled_at)
     VALUES ($1, $2, $3, $4::jsonb, 'pickup', 'Wanjiru Kamau', $5, $6, $7, $8, $9, $10, 'test', 'cus_1',
       CASE WHEN $2 = 'setting-up' THEN NULL ELSE 'pm_1' END, 'visa', '4242', 12, 2030, 'I agree', now(),
       CASE WHEN $11::int IS NULL THEN NULL ELSE now() - $11::int * interval '1 day' END)
     RETURNING id`,
    [
      customer.id,
      status,
      status === 'paused' ? (seed.pausedBy ?? 'customer') : null,
      JSON.stringify(seed.items ?? [{ productId: samosa, quantity: 10 }]),
      seed.phone ?? '913-555-0142',
      seed.channel ?? 'email',
      seed.weekday ?? 5,
      seed.time ?? '17:00',
      seed.endsOn ?? null,
      seed.skipNext ?? false,
      seed.cancelledDaysAgo ?? null,
    ],
  );
  return Number(row?.id);
}

const list = (cookie: string | null = admin.cookie) =>
  call<AdminStandingOrdersView>(adminStandingOrders, LIST, { cookie });

const act = <Body = AdminStandingOrderView>(
  id: number,
  action: string,
  body: unknown = {},
  cookie: string | null = admin.cookie,
) =>
  call<Body>(adminStandingAction, `${LIST}/${id}/${action}`, {
    method: 'POST',
    body,
    cookie,
    params: { id: String(id), action },
  });

const saveSettings = <Body = unknown>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminStandingSettings, SETTINGS, { method: 'PUT', body, cookie });

/** The messages queued to the customer about standing orders, oldest first. */
const toldHer = () =>
  sql<{ kind: string; channel: string; to_address: string; subject: string; text_body: string }>(
    "SELECT kind, channel, to_address, subject, text_body FROM outbox WHERE kind LIKE 'standing-%' ORDER BY id",
  );

const inDays = (days: number, time: string) => shopInstant(addDays(shopDate(new Date()), days), time);

describe('who may', () => {
  it('is the administrator only: 401 signed out, 403 for a customer, for each endpoint', async () => {
    const id = await stored();
    for (const cookie of [null, customer.cookie]) {
      const status = cookie === null ? 401 : 403;
      expect((await list(cookie)).status).toBe(status);
      expect((await saveSettings({ placeWeekday: 1, placeTime: '08:00', payHours: 6 }, cookie)).status).toBe(status);
      expect((await act(id, 'pause', {}, cookie)).status).toBe(status);
    }
    const [row] = await sql<{ status: string }>('SELECT status FROM standing_orders WHERE id = $1', [id]);
    expect(row?.status).toBe('active');
    expect(await toldHer()).toEqual([]);
  });
});

describe('GET /api/admin/standing-orders', () => {
  it('lists each with its customer, dishes, card and upcoming order; a failed charge with its reason and pay-by', async () => {
    const failing = await stored({
      items: [
        { productId: samosa, quantity: 10 },
        { productId: mandazi, quantity: 2 },
      ],
    });
    const pausedByHer = await stored({ status: 'paused', pausedBy: 'customer' });
    const endedLately = await stored({ status: 'cancelled', cancelledDaysAgo: 2 });
    await stored({ status: 'cancelled', cancelledDaysAgo: 40 });
    await sql("UPDATE products SET status = 'sold_out' WHERE id = $1", [mandazi]);
    const window = { start: inDays(2, '17:00'), end: inDays(2, '17:30') };
    const [orderId = 0] = await insertOrder({ status: 'pending', userId: customer.id, fulfilmentWindow: window });
    const chargedAt = new Date(Date.now() - 3_600_000);
    const payBy = new Date(window.start.getTime() - 12 * 3_600_000);
    const reason = 'Your bank declined Visa ending 4242: not enough funds.';
    await sql(
      `INSERT INTO standing_order_runs (standing_order_id, cycle_key, status, order_id, charge_at, pay_by, failure_code,
         failure_message)
       VALUES ($1, 'week:2026-01-04', 'failed', $2, $3, $4, 'card_declined', $5)`,
      [failing, orderId, chargedAt, payBy, reason],
    );

    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.mode).toBe('always');
    expect(answer.body.settings).toEqual({ placeWeekday: 0, placeTime: '18:00', payHours: 12 });
    expect(answer.body.standingOrders.map((row) => row.id)).toEqual([failing, pausedByHer, endedLately]);
    const [first, second] = answer.body.standingOrders;
    expect(first).toEqual({
      id: failing,
      customerName: 'Wanjiru Kamau',
      email: customer.email,
      phone: '913-555-0142',
      status: 'active',
      pausedBy: null,
      ownerMessage: null,
      items: [
        { productId: samosa, name: 'Beef Samosa', quantity: 10, available: true },
        { productId: mandazi, name: 'Mandazi (6 pieces)', quantity: 2, available: false },
      ],
      orderType: 'pickup',
      address: null,
      windowLabel: 'Fridays around 5:00 PM',
      endsOn: null,
      skipNext: false,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      createdAt: expect.any(String),
      upcoming: {
        orderNumber: orderNumber(orderId),
        status: 'failed',
        window: { start: window.start.toISOString(), end: window.end.toISOString() },
        windowLabel: expect.stringContaining(dayLabel(shopDate(window.start))),
        total: '38.00',
        chargeAt: chargedAt.toISOString(),
        failure: { reason, payBy: payBy.toISOString() },
        notes: [],
      },
    });
    expect(second).toMatchObject({ status: 'paused', pausedBy: 'customer', upcoming: null });

    // Paid by her link since, it is no longer failing.
    await sql("UPDATE orders SET status = 'confirmed' WHERE id = $1", [orderId]);
    const paid = (await list()).body.standingOrders[0]?.upcoming;
    expect(paid).toMatchObject({ status: 'paid', failure: null });
  });

  it("forecasts the next week's pieces per day and dish: each going at her usual time, its dishes on the menu", async () => {
    await sql("UPDATE fulfilment_settings SET standing_place_weekday = 3, standing_place_time = '08:45'");
    await stored({
      weekday: 5,
      time: '17:00',
      items: [
        { productId: samosa, quantity: 10 },
        { productId: chapati, quantity: 5 },
      ],
    });
    await stored({
      weekday: 5,
      time: '12:00',
      items: [
        { productId: samosa, quantity: 6 },
        { productId: mandazi, quantity: 1 },
      ],
    });
    await stored({ weekday: 6, time: '12:00', items: [{ productId: samosa, quantity: 4 }] });
    // None of these is placed: paused, skipping, ended before, not yet set up, or ended.
    await stored({ status: 'paused', pausedBy: 'owner', items: [{ productId: samosa, quantity: 100 }] });
    await stored({ skipNext: true, items: [{ productId: samosa, quantity: 100 }] });
    await stored({ endsOn: shopDate(new Date()), items: [{ productId: samosa, quantity: 100 }] });
    await stored({ status: 'setting-up', items: [{ productId: samosa, quantity: 100 }] });
    await stored({ status: 'cancelled', cancelledDaysAgo: 1, items: [{ productId: samosa, quantity: 100 }] });
    await sql("UPDATE products SET status = 'archived' WHERE id = $1", [mandazi]);

    const { next } = (await list()).body;
    // The next Wednesday at 8:45 AM after now; its orders are for the seven days from a day later.
    const today = shopDate(new Date());
    let placeDate = addDays(today, (3 - weekdayOf(today) + 7) % 7);
    if (shopInstant(placeDate, '08:45').getTime() <= Date.now()) placeDate = addDays(placeDate, 7);
    const friday = addDays(placeDate, 2);
    const saturday = addDays(placeDate, 3);
    expect(next?.label).toBe(`${dayLabel(placeDate)} at 8:45 AM`);
    expect(next?.placeAt).toBe(shopInstant(placeDate, '08:45').toISOString());
    expect(next?.pieces).toEqual([
      { date: friday, dayLabel: dayLabel(friday), productId: samosa, name: 'Beef Samosa', pieces: 16 },
      { date: friday, dayLabel: dayLabel(friday), productId: chapati, name: 'Chapati', pieces: 5 },
      { date: saturday, dayLabel: dayLabel(saturday), productId: samosa, name: 'Beef Samosa', pieces: 4 },
    ]);
  });

  it('on drops, forecasts the first drop not placed yet, on the days it sells', async () => {
    await sql("UPDATE business_settings SET ordering_mode = 'drops'");
    // One open now, its standing orders placed already; the next sells two days, a day apart.
    await sql(
      `INSERT INTO ordering_periods (opens_at, closes_at, created_by_email)
       VALUES (now() - interval '1 hour', now() + interval '1 hour', 'owner@example.com')`,
    );
    const opensAt = inDays(3, '09:00');
    const opening = shopDate(opensAt);
    const [first, second] = [addDays(opening, 1), addDays(opening, 3)];
    await sql(
      `INSERT INTO ordering_periods (opens_at, closes_at, sells_dates, created_by_email)
       VALUES ($1, $2, $3::date[], 'owner@example.com')`,
      [opensAt, inDays(3, '21:00'), [first, second]],
    );
    await stored({ weekday: weekdayOf(second), items: [{ productId: chapati, quantity: 3 }] });
    await stored({ weekday: weekdayOf(first), items: [{ productId: chapati, quantity: 2 }] });
    // Her day between the two is not sold: the nearer, the earlier of two as near.
    await stored({ weekday: weekdayOf(addDays(opening, 2)), items: [{ productId: samosa, quantity: 4 }] });

    const { mode, next } = (await list()).body;
    expect(mode).toBe('drops');
    expect(next?.label).toBe(`${dayLabel(opening)} at 8:45 AM`);
    expect(next?.pieces).toEqual([
      { date: first, dayLabel: dayLabel(first), productId: samosa, name: 'Beef Samosa', pieces: 4 },
      { date: first, dayLabel: dayLabel(first), productId: chapati, name: 'Chapati', pieces: 2 },
      { date: second, dayLabel: dayLabel(second), productId: chapati, name: 'Chapati', pieces: 3 },
    ]);

    await sql('DELETE FROM ordering_periods WHERE opens_at = $1', [opensAt]);
    expect((await list()).body.next).toBeNull();
  });
});

describe('PUT /api/admin/standing-orders/settings', () => {
  it('saves the weekly time and the hours to pay, and the list shows them', async () => {
    const saved = await saveSettings({ placeWeekday: 4, placeTime: '07:30', payHours: 24 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ placeWeekday: 4, placeTime: '07:30', payHours: 24 });
    expect((await list()).body.settings).toEqual({ placeWeekday: 4, placeTime: '07:30', payHours: 24 });
    await saveSettings({ placeWeekday: 0, placeTime: '18:00', payHours: 12 });
  });

  it('refuses each field at fault by name, and saves nothing', async () => {
    const refused = await saveSettings<ErrorAnswer & { fields: Record<string, string> }>({
      placeWeekday: 7,
      placeTime: '25:00',
      payHours: 73,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      placeWeekday: 'Choose a day of the week',
      placeTime: 'Choose a time of day',
      payHours: 'Choose 1 to 72 hours',
    });
    expect(
      (
        await saveSettings<ErrorAnswer & { fields: Record<string, string> }>({
          placeWeekday: 1,
          placeTime: '08:00',
          payHours: 0,
        })
      ).body.fields,
    ).toEqual({
      payHours: 'Choose 1 to 72 hours',
    });
    expect((await list()).body.settings).toEqual({ placeWeekday: 0, placeTime: '18:00', payHours: 12 });
  });
});

describe('POST /api/admin/standing-orders/{id}/{pause|resume|end}', () => {
  it('pauses with her message, told to her with a link that opens it; resumes, clearing it; ends', async () => {
    const id = await stored();
    const paused = await act(id, 'pause', { message: '  The oven is being fixed; back in two weeks.  ' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      id,
      status: 'paused',
      pausedBy: 'owner',
      ownerMessage: 'The oven is being fixed; back in two weeks.',
    });
    const [told] = await toldHer();
    expect(told).toMatchObject({
      kind: 'standing-owner-pause',
      channel: 'email',
      to_address: customer.email,
      subject: 'Your standing order is paused',
    });
    expect(told?.text_body).toContain('Hi Wanjiru, we have paused your standing order.');
    expect(told?.text_body).toContain('From the kitchen: "The oven is being fixed; back in two weeks."');
    const token = /\/standing-orders\/manage\?token=([\w-]+)/.exec(told?.text_body ?? '')?.[1];
    const opened = await call<{ id: number; status: string; ownerMessage: string }>(
      standingOrderLinks,
      '/api/standing-order-links/open',
      { method: 'POST', body: { token }, params: { action: 'open' } },
    );
    expect(opened.body).toMatchObject({
      id,
      status: 'paused',
      ownerMessage: 'The oven is being fixed; back in two weeks.',
    });

    const resumed = await act(id, 'resume');
    expect(resumed.body).toMatchObject({ status: 'active', pausedBy: null, ownerMessage: null });
    const ended = await act(id, 'end', { message: 'We are no longer making Beef Samosa.' });
    expect(ended.body).toMatchObject({ status: 'cancelled', ownerMessage: 'We are no longer making Beef Samosa.' });

    const messages = await toldHer();
    expect(messages.map((message) => [message.kind, message.subject])).toEqual([
      ['standing-owner-pause', 'Your standing order is paused'],
      ['standing-owner-resume', 'Your standing order is back on'],
      ['standing-owner-end', 'Your standing order has ended'],
    ]);
    expect(messages[1]?.text_body).not.toContain('From the kitchen');
    expect(messages[2]?.text_body).toContain('From the kitchen: "We are no longer making Beef Samosa."');
    const [row] = await sql<{ cancelled_at: Date | null }>('SELECT cancelled_at FROM standing_orders WHERE id = $1', [
      id,
    ]);
    expect(row?.cancelled_at).not.toBeNull();
  });

  it('tells her by text when she chose texts', async () => {
    const id = await stored({ channel: 'sms', phone: '913-555-0142' });
    expect((await act(id, 'pause')).status).toBe(200);
    const [told] = await toldHer();
    expect(told).toMatchObject({ kind: 'standing-owner-pause', channel: 'sms', to_address: '+19135550142' });
    expect(told?.text_body).toMatch(
      /^Kenyan Bites: we have paused your standing order\. https?:\/\/\S+\/standing-orders\/manage\?token=/,
    );
  });

  it('refuses what makes no sense with 409, changing nothing and telling her nothing', async () => {
    const active = await stored();
    const hers = await stored({ status: 'paused', pausedBy: 'customer' });
    const ended = await stored({ status: 'cancelled', cancelledDaysAgo: 1 });
    const settingUp = await stored({ status: 'setting-up' });
    const refusals: Array<[number, string, string]> = [
      [active, 'resume', OWNER_RESUME_NOT_PAUSED],
      [hers, 'resume', OWNER_RESUME_HERS],
      [hers, 'pause', OWNER_PAUSE_NOT_ACTIVE],
      [settingUp, 'pause', OWNER_PAUSE_NOT_ACTIVE],
      [ended, 'pause', STANDING_CANCELLED],
      [ended, 'resume', STANDING_CANCELLED],
      [ended, 'end', STANDING_CANCELLED],
    ];
    for (const [id, action, message] of refusals) {
      const answer = await act<ErrorAnswer>(id, action);
      expect({ id, action, status: answer.status, message: answer.body.message }).toEqual({
        id,
        action,
        status: 409,
        message,
      });
    }
    const rows = await sql<{ id: string; status: string; paused_by: string | null }>(
      'SELECT id, status, paused_by FROM standing_orders ORDER BY id',
    );
    expect(rows.map((row) => [Number(row.id), row.status, row.paused_by])).toEqual([
      [active, 'active', null],
      [hers, 'paused', 'customer'],
      [ended, 'cancelled', null],
      [settingUp, 'setting-up', null],
    ]);
    expect(await toldHer()).toEqual([]);
  });

  it('refuses a message too long by name, and answers 404 for no such standing order or action', async () => {
    const id = await stored();
    const long = await act<ErrorAnswer & { fields: Record<string, string> }>(id, 'pause', { message: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ message: STANDING_MESSAGE_TOO_LONG });
    expect((await act(id + 1000, 'pause')).status).toBe(404);
    expect((await act(id, 'skip')).status).toBe(404);
    const [row] = await sql<{ status: string }>('SELECT status FROM standing_orders WHERE id = $1', [id]);
    expect(row?.status).toBe('active');
    expect(await toldHer()).toEqual([]);
  });
});
