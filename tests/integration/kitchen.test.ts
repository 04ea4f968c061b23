import { TZDate } from '@date-fns/tz';
import { beforeAll, describe, expect, it } from 'vitest';
import adminKitchen from '../../netlify/functions/admin-kitchen.mts';
import ordersExport from '../../netlify/functions/orders-export.mts';
import { addDays, SHOP_TIME_ZONE, shopDayBounds, weekdayOf } from '@/domain/fulfilment/schedule';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import {
  CHOOSE_DATE,
  CHOOSE_FROM,
  CHOOSE_TO,
  CHOOSE_VIEW,
  FROM_AFTER_TO,
  RANGE_TOO_LONG,
} from '@/domain/kitchen/kitchen-query';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { insertOrder, type OrderSeed } from './support/orders';

/*
 * These orders are booked in a year picked at random per run (2040-2099), which no other test in
 * this file's database uses, so the totals asserted here are these tests' alone. The day
 * looked at is that year's spring-forward Sunday (23 hours long in Kansas City); the fall-back
 * Sunday (25 hours) is checked too.
 */
const YEAR = 2040 + Math.floor(Math.random() * 60);

/** The first Sunday on or after a date. */
function sundayFrom(date: string): string {
  return addDays(date, (7 - weekdayOf(date)) % 7);
}

/** The second Sunday of March: the clocks go forward at 2:00. */
const SPRING = sundayFrom(`${YEAR}-03-08`);
/** The first Sunday of November: the clocks go back at 2:00. */
const FALL = sundayFrom(`${YEAR}-11-01`);
const SATURDAY = addDays(SPRING, -1);
const MONDAY = addDays(SPRING, 1);

/** A wall-clock time on a shop date, as an instant. */
function at(date: string, time: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, h, mi, 0, SHOP_TIME_ZONE).getTime());
}

const window = (date: string, start: string, end: Date = new Date(at(date, start).getTime() + 30 * 60_000)) => ({
  start: at(date, start),
  end,
});

const BEEF = (quantity: number, priceCents = 190) => ({ productId: 1, name: 'Beef Samosa', quantity, priceCents });
const CHICKEN = (quantity: number) => ({ productId: 2, name: 'Chicken Samosa', quantity, priceCents: 200 });
const CHAPATI = (quantity: number) => ({ productId: 4, name: 'Chapati', quantity, priceCents: 150 });

const one = async (seed: OrderSeed): Promise<number> => {
  const [id] = await insertOrder(seed);
  return id!;
};

const kitchen = (query: string, cookie: string | null) =>
  call<KitchenDayView & ErrorAnswer>(adminKitchen, `/api/admin/kitchen${query}`, { cookie });
const exportCsv = (query: string, cookie: string | null) =>
  call<string & ErrorAnswer>(ordersExport, `/api/orders/export${query}`, { cookie });

let admin: string;
const ids: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'saturday' | 'monday' | 'fallEarly' | 'fallLate', number> = {
  a: 0,
  b: 0,
  c: 0,
  d: 0,
  e: 0,
  saturday: 0,
  monday: 0,
  fallEarly: 0,
  fallLate: 0,
};

beforeAll(async () => {
  admin = (await adminAccount()).cookie;
  // Inserted out of time order: the answers sort by window, then by order.
  ids.c = await one({
    customerName: 'Chebet Kiprono',
    customerEmail: 'chebet@example.com',
    status: 'preparing',
    lines: [CHICKEN(12)],
    fulfilmentWindow: window(SPRING, '14:00'),
  });
  ids.a = await one({
    customerName: 'Achieng Otieno',
    customerPhone: '913-555-0101',
    customerEmail: 'achieng@example.com',
    notes: 'Extra chutney, please',
    lines: [BEEF(20), CHAPATI(10)],
    fulfilmentWindow: window(SPRING, '11:00'),
  });
  ids.b = await one({
    orderType: 'delivery',
    customerName: 'Baraka Mwangi',
    customerPhone: '+1 816 555 0102',
    customerEmail: null,
    notes: 'Ring twice, then say "jambo"\nGate code 42',
    deliveryAddress: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', feeCents: 350 },
    deliveryFeeCents: 350,
    tipCents: 570,
    lines: [BEEF(20)],
    fulfilmentWindow: window(SPRING, '11:00'),
  });
  ids.d = await one({
    customerName: 'Daudi Omondi',
    customerEmail: 'daudi@example.com',
    status: 'cancelled',
    lines: [BEEF(50)],
    fulfilmentWindow: window(SPRING, '14:00'),
  });
  // The day's last half hour: 04:30 UTC on Monday, still Sunday in Kansas City.
  ids.e = await one({
    customerName: 'Esther Njeri',
    customerEmail: 'esther@example.com',
    lines: [BEEF(5, 200)],
    fulfilmentWindow: window(SPRING, '23:30', at(MONDAY, '00:00')),
  });
  // Saturday's last half hour (05:30 UTC on Sunday) and Monday's first: not Sunday's.
  ids.saturday = await one({
    customerName: 'Faith Auma',
    customerEmail: 'faith@example.com',
    lines: [BEEF(7)],
    fulfilmentWindow: window(SATURDAY, '23:30', at(SPRING, '00:00')),
  });
  ids.monday = await one({
    customerName: 'Gitau Kamau',
    customerEmail: 'gitau@example.com',
    lines: [BEEF(9)],
    fulfilmentWindow: window(MONDAY, '00:00'),
  });
  // The fall-back Sunday: 00:30 in CDT and 23:30 in CST are both that day.
  ids.fallEarly = await one({ lines: [CHAPATI(3)], fulfilmentWindow: window(FALL, '00:30') });
  ids.fallLate = await one({ lines: [CHAPATI(4)], fulfilmentWindow: window(FALL, '23:30') });
});

describe('who may see the kitchen and export orders', () => {
  it('answers 401 signed out and 403 to a customer', async () => {
    const customer = await registerAccount();
    for (const [cookie, status, message] of [
      [null, 401, 'Not authenticated'],
      [customer.cookie, 403, 'Administrator access is required'],
    ] as const) {
      const day = await kitchen(`?date=${SPRING}`, cookie);
      expect([day.status, day.body.message]).toEqual([status, message]);
      const csv = await exportCsv(`?from=${SPRING}&to=${SPRING}`, cookie);
      expect([csv.status, csv.body.message]).toEqual([status, message]);
    }
  });
});

describe('GET /api/admin/kitchen', () => {
  it("groups the day's orders by window with the day's and each window's totals, cancelled orders listed but not counted", async () => {
    // The spring-forward day really is 23 hours long.
    const { from, to } = shopDayBounds(SPRING);
    expect(to.getTime() - from.getTime()).toBe(23 * 3_600_000);

    const { status, body } = await kitchen(`?date=${SPRING}`, admin);
    expect(status).toBe(200);
    expect(body.date).toBe(SPRING);
    // No dish has a daily limit and the schedule no pieces per window here (kitchen-limits.test.ts sets them).
    expect(body.totals).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 45, dailyLimit: null },
      { productId: 4, name: 'Chapati', quantity: 10, dailyLimit: null },
      { productId: 2, name: 'Chicken Samosa', quantity: 12, dailyLimit: null },
    ]);
    expect(
      body.windows.map((w) => ({
        start: w.start,
        end: w.end,
        totals: w.totals.map((total) => `${total.quantity} ${total.name}`),
        pieces: [w.pieces, w.windowPieces],
        orders: w.orders.map((order) => [order.id, order.status]),
      })),
    ).toEqual([
      {
        start: at(SPRING, '11:00').toISOString(),
        end: at(SPRING, '11:30').toISOString(),
        totals: ['40 Beef Samosa', '10 Chapati'],
        pieces: [50, null],
        orders: [
          [ids.a, 'confirmed'],
          [ids.b, 'confirmed'],
        ],
      },
      {
        start: at(SPRING, '14:00').toISOString(),
        end: at(SPRING, '14:30').toISOString(),
        totals: ['12 Chicken Samosa'],
        // Daudi's cancelled 50 samosas are not pieces the kitchen makes.
        pieces: [12, null],
        orders: [
          [ids.c, 'preparing'],
          [ids.d, 'cancelled'],
        ],
      },
      {
        start: at(SPRING, '23:30').toISOString(),
        end: at(MONDAY, '00:00').toISOString(),
        totals: ['5 Beef Samosa'],
        pieces: [5, null],
        orders: [[ids.e, 'confirmed']],
      },
    ]);
  });

  it('answers each order as the API shows orders: number, type, customer, phone, address, notes, items', async () => {
    const { body } = await kitchen(`?date=${SPRING}`, admin);
    const delivery = body.windows[0]?.orders[1];
    expect(delivery).toMatchObject({
      orderNumber: `KBT-${ids.b}`,
      orderType: 'delivery',
      customerName: 'Baraka Mwangi',
      customerPhone: '+1 816 555 0102',
      deliveryAddress: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 0-10', fee: '3.50' },
      notes: 'Ring twice, then say "jambo"\nGate code 42',
      items: [{ productId: 1, name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' }],
      total: '47.20',
      fulfilmentWindow: { start: at(SPRING, '11:00').toISOString(), end: at(SPRING, '11:30').toISOString() },
    });
    expect(delivery).not.toHaveProperty('userId');
  });

  it("counts an order by the shop's date, not UTC's: Saturday's 23:30 is Saturday's, Monday's 00:00 Monday's", async () => {
    const saturday = await kitchen(`?date=${SATURDAY}`, admin);
    expect(saturday.body.windows.flatMap((w) => w.orders.map((order) => order.id))).toEqual([ids.saturday]);
    expect(saturday.body.totals).toEqual([{ productId: 1, name: 'Beef Samosa', quantity: 7, dailyLimit: null }]);
    const monday = await kitchen(`?date=${MONDAY}`, admin);
    expect(monday.body.windows.flatMap((w) => w.orders.map((order) => order.id))).toEqual([ids.monday]);
  });

  it('keeps the whole 25 hours of the fall-back day', async () => {
    const { body } = await kitchen(`?date=${FALL}`, admin);
    expect(body.windows.flatMap((w) => w.orders.map((order) => order.id))).toEqual([ids.fallEarly, ids.fallLate]);
    expect(body.totals).toEqual([{ productId: 4, name: 'Chapati', quantity: 7, dailyLimit: null }]);
  });

  it('answers a day without orders with empty lists', async () => {
    const { status, body } = await kitchen(`?date=${YEAR}-06-15`, admin);
    expect(status).toBe(200);
    expect(body).toEqual({
      date: `${YEAR}-06-15`,
      totals: [],
      windows: [],
      // The kitchen its labels would name, and no dishes to label.
      labels: { kitchen: expect.objectContaining({ kitchenName: expect.any(String) }), dishes: [] },
    });
  });

  it('refuses a missing, impossible or repeated date', async () => {
    for (const query of [
      '',
      '?date=',
      `?date=${YEAR}-02-30`,
      '?date=next-sunday',
      `?date=${SPRING}&date=${SATURDAY}`,
    ]) {
      const { status, body } = await kitchen(query, admin);
      expect([query, status, body.message]).toEqual([query, 400, CHOOSE_DATE]);
    }
  });
});

describe('GET /api/orders/export', () => {
  const HEADER =
    'order_number,window_start,window_end,order_type,status,customer_name,customer_phone,customer_email,' +
    'delivery_address,notes,product,quantity,unit_price,line_total,order_total,discount,discount_code,tax,' +
    'gift_cards_paid,gift_cards,catering,standing_order,pickup_spot\r\n';

  it("writes the day's orders as RFC 4180 CSV, one row per item, as a download nobody caches", async () => {
    const { status, headers, body } = await exportCsv(`?from=${SPRING}&to=${SPRING}`, admin);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="orders-${SPRING}-to-${SPRING}.csv"`);
    expect(headers.get('cache-control')).toBe('no-store');
    const day = (time: string) => `${SPRING} ${time}`;
    expect(body).toBe(
      HEADER +
        `KBT-${ids.a},${day('11:00')},${day('11:30')},pickup,confirmed,Achieng Otieno,913-555-0101,achieng@example.com,,"Extra chutney, please",Beef Samosa,20,1.90,38.00,53.00,0.00,,0.00,0.00,,,,Home kitchen\r\n` +
        `KBT-${ids.a},${day('11:00')},${day('11:30')},pickup,confirmed,Achieng Otieno,913-555-0101,achieng@example.com,,"Extra chutney, please",Chapati,10,1.50,15.00,53.00,0.00,,0.00,0.00,,,,Home kitchen\r\n` +
        `KBT-${ids.b},${day('11:00')},${day('11:30')},delivery,confirmed,Baraka Mwangi,'+1 816 555 0102,,"123 Main St, Overland Park, KS 66212","Ring twice, then say ""jambo""\nGate code 42",Beef Samosa,20,1.90,38.00,47.20,0.00,,0.00,0.00,,,,\r\n` +
        `KBT-${ids.c},${day('14:00')},${day('14:30')},pickup,preparing,Chebet Kiprono,913-555-0100,chebet@example.com,,,Chicken Samosa,12,2.00,24.00,24.00,0.00,,0.00,0.00,,,,Home kitchen\r\n` +
        `KBT-${ids.d},${day('14:00')},${day('14:30')},pickup,cancelled,Daudi Omondi,913-555-0100,daudi@example.com,,,Beef Samosa,50,1.90,95.00,95.00,0.00,,0.00,0.00,,,,Home kitchen\r\n` +
        `KBT-${ids.e},${day('23:30')},${MONDAY} 00:00,pickup,confirmed,Esther Njeri,913-555-0100,esther@example.com,,,Beef Samosa,5,2.00,10.00,10.00,0.00,,0.00,0.00,,,,Home kitchen\r\n`,
    );
  });

  it('writes the same orders file when the orders are asked for by name', async () => {
    const [plain, named] = await Promise.all([
      exportCsv(`?from=${SPRING}&to=${SPRING}`, admin),
      exportCsv(`?from=${SPRING}&to=${SPRING}&view=orders`, admin),
    ]);
    expect(named.status).toBe(200);
    expect(named.headers.get('content-disposition')).toBe(`attachment; filename="orders-${SPRING}-to-${SPRING}.csv"`);
    expect(named.body).toBe(plain.body);
  });

  it('takes every shop date from `from` to `to`, both included', async () => {
    const { status, body } = await exportCsv(`?from=${SATURDAY}&to=${MONDAY}`, admin);
    expect(status).toBe(200);
    const numbers = body
      .split('\r\n')
      .slice(1, -1)
      .map((row) => row.split(',')[0]);
    // Baraka's note holds a bare LF inside its quotes; only CRLF ends a row.
    expect(numbers).toEqual(
      [ids.saturday, ids.a, ids.a, ids.b, ids.c, ids.d, ids.e, ids.monday].map((id) => `KBT-${id}`),
    );
  });

  it('answers only the header for a range without orders', async () => {
    const { status, body } = await exportCsv(`?from=${YEAR}-06-15&to=${YEAR}-06-16`, admin);
    expect([status, body]).toEqual([200, HEADER]);
  });

  it('allows 366 days and refuses more, a missing or bad date, or from after to', async () => {
    const from = `${YEAR}-03-01`;
    const year = await exportCsv(`?from=${from}&to=${addDays(from, 365)}`, admin);
    expect(year.status).toBe(200);
    expect(year.body).toContain(`KBT-${ids.fallLate},`);
    const refusals: Array<[string, string]> = [
      ['', CHOOSE_FROM],
      [`?to=${SPRING}`, CHOOSE_FROM],
      [`?from=${SPRING}`, CHOOSE_TO],
      [`?from=${SPRING}&to=${YEAR}-02-30`, CHOOSE_TO],
      [`?from=${SPRING}&from=${SPRING}&to=${SPRING}`, CHOOSE_FROM],
      [`?from=${MONDAY}&to=${SATURDAY}`, FROM_AFTER_TO],
      [`?from=${from}&to=${addDays(from, 366)}`, RANGE_TOO_LONG],
      [`?from=${SPRING}&to=${SPRING}&view=totals`, CHOOSE_VIEW],
      [`?from=${SPRING}&to=${SPRING}&view=`, CHOOSE_VIEW],
      [`?from=${SPRING}&to=${SPRING}&view=pieces&view=orders`, CHOOSE_VIEW],
    ];
    for (const [query, message] of refusals) {
      const { status, headers, body } = await exportCsv(query, admin);
      expect([query, status, headers.get('content-type'), body.message]).toEqual([
        query,
        400,
        'application/json; charset=utf-8',
        message,
      ]);
    }
  });
});
