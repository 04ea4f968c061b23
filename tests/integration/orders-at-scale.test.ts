import { beforeAll, describe, expect, it } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import ordersExport from '../../netlify/functions/orders-export.mts';
import ordersHistory from '../../netlify/functions/orders-history.mts';
import type { OrderView } from '@/domain/api-shapes';
import { shopDayBounds } from '@/domain/fulfilment/schedule';
import { ordersCsv } from '@/domain/kitchen/orders-csv';
import { piecesCsvParts } from '@/domain/kitchen/pieces-csv';
import { database } from '@/server/db';
import { EXPORT_BATCH, kitchenLimits } from '@/server/orders/kitchen-service';
import { listOrdersInWindows } from '@/server/repositories/orders-repository';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, ORIGIN, type ErrorAnswer } from './support/call';
import { insertOrder } from './support/orders';

/*
 * What keeps a list and an export as cheap on three years of orders as on a month (issue 46): the
 * orders list and a customer's history paged by a cursor (`after`, the last id of the page before),
 * and the CSV export streamed in batches. The file has a database of its own
 * (tests/integration/own-database.ts).
 */

let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
});

const get = <Body = OrderView[]>(handler: typeof orders, path: string, cookie: string) =>
  call<Body>(handler, path, { cookie });
const ids = (body: { id: number }[]) => body.map((order) => order.id);

/** Every page of `path` (a query string ending in &), `limit` at a time, each after the last id of the one before. */
async function walk(handler: typeof orders, path: string, limit: number, cookie: string): Promise<number[][]> {
  const pages: number[][] = [];
  let after = '';
  for (;;) {
    const page = await get(handler, `${path}limit=${limit}${after}`, cookie);
    expect(page.status).toBe(200);
    if (page.body.length === 0) return pages;
    pages.push(ids(page.body));
    after = `&after=${page.body.at(-1)?.id}`;
  }
}

describe('the orders list by cursor', () => {
  it('walks the whole list page by page, every order once and in the order of the full list, ties by id', async () => {
    // Three orders at the very same instant, then a row of them a minute apart.
    await insertOrder({ createdAt: '2030-05-01T12:00:00Z' }, 1);
    await insertOrder({ createdAt: '2030-05-01T12:00:00Z' }, 1);
    await insertOrder({ createdAt: '2030-05-01T12:00:00Z' }, 1);
    await insertOrder({ createdAt: '2030-05-01T13:00:00Z' }, 7);
    const full = ids((await get(orders, '/api/orders', admin.cookie)).body);

    const pages = await walk(orders, '/api/orders?', 3, admin.cookie);
    expect(pages.flat()).toEqual(full);
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
    // The offset pages agree with the cursor's.
    const second = await get(orders, '/api/orders?limit=3&offset=3', admin.cookie);
    expect(ids(second.body)).toEqual(pages[1]);
  });

  it('continues after its order when newer orders arrive between two pages, where an offset would repeat one', async () => {
    await insertOrder({ status: 'ready', createdAt: '2030-06-01T12:00:00Z' }, 4);
    const first = await get(orders, '/api/orders?status=ready&limit=2', admin.cookie);
    const rest = ids((await get(orders, '/api/orders?status=ready', admin.cookie)).body).slice(2);
    await insertOrder({ status: 'ready', createdAt: '2030-06-02T12:00:00Z' });

    const next = await get(orders, `/api/orders?status=ready&limit=2&after=${first.body.at(-1)?.id}`, admin.cookie);
    expect(ids(next.body)).toEqual(rest.slice(0, 2));
    const byOffset = await get(orders, '/api/orders?status=ready&limit=2&offset=2', admin.cookie);
    expect(ids(byOffset.body)).toContain(ids(first.body)[1]);
  });

  it('answers an empty page after an order that does not exist, and 400 naming a cursor that is not an id', async () => {
    await insertOrder();
    const nowhere = await get(orders, '/api/orders?limit=5&after=999999999', admin.cookie);
    expect([nowhere.status, nowhere.body]).toEqual([200, []]);
    for (const [query, message] of [
      ['after=abc', 'after must be a whole number of at least 1'],
      ['after=0', 'after must be a whole number of at least 1'],
      ['after=1&after=2', 'Give after at most once'],
    ]) {
      const response = await get<ErrorAnswer>(orders, `/api/orders?${query}`, admin.cookie);
      expect([response.status, response.body]).toEqual([400, { message }]);
    }
  });
});

describe("a customer's history by cursor", () => {
  let customer: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    [customer, other] = await Promise.all([registerAccount(), registerAccount()]);
    await insertOrder({ userId: customer.id, createdAt: '2030-07-01T12:00:00Z' }, 5);
    await insertOrder({ userId: other.id, createdAt: '2030-07-01T12:02:30Z' }, 1);
  });

  it('walks their own orders page by page, every one once, as the whole history lists them', async () => {
    const whole = await get(ordersHistory, '/api/orders/history', customer.cookie);
    expect(whole.body).toHaveLength(5);
    const pages = await walk(ordersHistory, '/api/orders/history?', 2, customer.cookie);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(ids(whole.body));
  });

  it("answers an empty page after someone else's order, so it tells nothing of when that was placed", async () => {
    const [theirs] = ids((await get(ordersHistory, '/api/orders/history', other.cookie)).body);
    const response = await get(ordersHistory, `/api/orders/history?limit=5&after=${theirs}`, customer.cookie);
    expect([response.status, response.body]).toEqual([200, []]);
  });
});

describe('the CSV export, streamed', () => {
  const DAY = '2031-03-10';
  const window = (hour: string) => ({ start: `${DAY}T${hour}:00:00-05:00`, end: `${DAY}T${hour}:30:00-05:00` });

  beforeAll(async () => {
    // More orders than two batches, most of them in one window, so that batches end among ties.
    await insertOrder({ fulfilmentWindow: window('11'), customerName: 'Early' }, EXPORT_BATCH + 40);
    await insertOrder({ fulfilmentWindow: window('09'), customerName: '=Earliest' }, 3);
    await insertOrder(
      {
        fulfilmentWindow: window('15'),
        lines: [
          { productId: 1, name: 'Beef Samosa', quantity: 10, priceCents: 200 },
          { productId: 4, name: 'Chapati', quantity: 5, priceCents: 150 },
        ],
      },
      EXPORT_BATCH,
    );
  });

  const download = (day = DAY, { to = day, view = 'orders' } = {}) =>
    ordersExport(
      new Request(`${ORIGIN}/api/orders/export?from=${day}&to=${to}&view=${view}`, {
        headers: { cookie: admin.cookie, 'sec-fetch-site': 'same-origin' },
      }),
      { ip: '203.0.113.7', params: {} },
    );

  it('sends the file in parts as the batches are read, the same text the whole list makes at once', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const parts: Uint8Array[] = [];
    for await (const part of response.body as ReadableStream<Uint8Array>) parts.push(part);
    // One part per batch of orders, the header with the first: three batches here.
    expect(parts.length).toBe(3);
    const text = Buffer.concat(parts).toString('utf8');

    const { from, to } = shopDayBounds(DAY);
    expect(text).toBe(ordersCsv(await listOrdersInWindows(database(), from, to)));
  });

  it('writes every order once, earliest window first, ties by order number, the same each time', async () => {
    const text = await (await download()).text();
    const rows = text
      .split('\r\n')
      .slice(1, -1)
      .map((row) => ({ number: Number(row.split(',')[0]?.replace('KBT-', '')), window: row.split(',')[1] ?? '' }));
    // Rows per order: one per line, the two-line orders' two rows together.
    expect(rows).toHaveLength(3 + (EXPORT_BATCH + 40) + 2 * EXPORT_BATCH);
    const perOrder = rows.filter((row, index) => rows[index - 1]?.number !== row.number);
    expect(perOrder).toHaveLength(3 + (EXPORT_BATCH + 40) + EXPORT_BATCH);
    expect(new Set(perOrder.map((row) => row.number)).size).toBe(perOrder.length);
    const sorted = [...perOrder].sort((a, b) => a.window.localeCompare(b.window) || a.number - b.number);
    expect(perOrder).toEqual(sorted);
    expect(await (await download()).text()).toBe(text);
  });

  it('sends the pieces view a shop day at a time, the same text the whole list makes at once', async () => {
    // Two days on: the day between has no orders, so no part.
    const NEXT_DAY = '2031-03-12';
    await insertOrder(
      { fulfilmentWindow: { start: `${NEXT_DAY}T09:00:00-05:00`, end: `${NEXT_DAY}T09:30:00-05:00` } },
      2,
    );
    const response = await download(DAY, { to: NEXT_DAY, view: 'pieces' });
    expect(response.status).toBe(200);
    const parts: Uint8Array[] = [];
    for await (const part of response.body as ReadableStream<Uint8Array>) parts.push(part);
    // Its orders span three batches over two days: the header with the first day, then the second.
    expect(parts.map((part) => Buffer.from(part).toString('utf8').split('\r\n').at(-2)?.split(',')[0])).toEqual([
      DAY,
      NEXT_DAY,
    ]);

    const whole: string[] = [];
    const all = await listOrdersInWindows(database(), shopDayBounds(DAY).from, shopDayBounds(NEXT_DAY).to);
    for await (const part of piecesCsvParts([all], await kitchenLimits(database()))) whole.push(part);
    expect(Buffer.concat(parts).toString('utf8')).toBe(whole.join(''));
  });

  it('answers the header alone for a day without orders', async () => {
    const text = await (await download('2031-03-11')).text();
    expect(text).toBe(ordersCsv([]));
    expect(text.split('\r\n')).toEqual([expect.stringMatching(/^order_number,window_start,/), '']);
  });
});
