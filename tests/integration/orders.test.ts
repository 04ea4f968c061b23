import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import orders from '../../netlify/functions/orders.mts';
import ordersHistory from '../../netlify/functions/orders-history.mts';
import orderStatus from '../../netlify/functions/order-status.mts';
import ordersStats from '../../netlify/functions/orders-stats.mts';
import type { OrderStatsView, OrderView } from '@/domain/api-shapes';
import { ORDER_STATUSES, type OrderStatus } from '@/domain/order-status';
import { INVALID_ORDER_STATUS } from '@/domain/schemas';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder as insertSeedOrder, type OrderSeed } from './support/orders';

/*
 * The file has a database of its own (tests/integration/own-database.ts) and its tests run one at a
 * time, so whole-table answers are compared with a reading of the table taken beside them
 * (`withTable`). The tests still tag their own orders (names tagged with RUN), so each finds its own
 * among those earlier tests left.
 */

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let sequence = 0;
const tag = (label: string) => `${label} ${RUN}-${++sequence}`;

/** An order straight into the database; `subtotalCents` makes it one line of that price. */
async function insertOrder(seed: OrderSeed & { subtotalCents?: number } = {}): Promise<number> {
  const { subtotalCents, ...rest } = seed;
  const oneLine = { lines: [{ productId: 1, name: 'Beef Samosa', quantity: 1, priceCents: subtotalCents ?? 0 }] };
  const [id] = await insertSeedOrder({
    customerName: tag('Customer'),
    paymentIntentId: `pi_${RUN}_${++sequence}`,
    ...rest,
    ...(subtotalCents === undefined ? {} : oneLine),
  });
  return id!;
}

/**
 * The property tests make 40 calls each. On the in-memory test database a parameterised query
 * takes ~44 ms (TCP delayed ACK against the socket server's Nagle), so they need more than the
 * default 5 s.
 */
const FUZZ_TIMEOUT_MS = 30_000;

/** "12.34" as 1234. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** An answer that depends on the whole table, and a reading of the table to compare it with. */
async function withTable<T, P>(probe: () => Promise<P>, read: () => Promise<T>): Promise<{ value: T; table: P }> {
  return { value: await read(), table: await probe() };
}

/** `Body` is the answer expected: a list of orders unless said otherwise. */
const get = <Body = OrderView[]>(handler: typeof orders, path: string, cookie?: string | null) =>
  call<Body>(handler, path, { cookie: cookie ?? null });
const ids = (body: { id: number }[]) => body.map((order) => order.id);

let admin: TestAccount;
let customer: TestAccount;
let otherCustomer: TestAccount;

beforeAll(async () => {
  [admin, customer, otherCustomer] = await Promise.all([adminAccount(), registerAccount(), registerAccount()]);
});

describe('the order view', () => {
  it('answers 500 for an order it cannot read, never a guessed amount, and logs no personal data', async () => {
    const account = await registerAccount();
    // A stored address whose fee is not cents: the database allows any JSON there. Removed at the
    // end, as it would make every list that holds it fail too.
    const unreadable = await insertOrder({
      userId: account.id,
      orderType: 'delivery',
      deliveryFeeCents: 350,
      deliveryAddress: { fullAddress: '77 Secret Lane, Olathe, KS', zone: 'Local 0-10', feeCents: '3.50' },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await get(ordersHistory, '/api/orders/history', account.cookie);
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      const log = logged.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
      expect(log).toContain('Unreadable orders row: deliveryAddress');
      expect(log).not.toContain('Secret Lane');
    } finally {
      logged.mockRestore();
      await sql('DELETE FROM orders WHERE id = $1', [unreadable]);
    }
  });

  it('answers every field of an order, money as 2-decimal strings', async () => {
    const createdAt = new Date('2025-03-14T15:09:26.535Z');
    const name = tag('Wanjiru Kamau');
    const id = await insertOrder({
      userId: customer.id,
      status: 'preparing',
      orderType: 'delivery',
      customerName: name,
      customerEmail: 'wanjiru@example.com',
      customerPhone: '913-555-0199',
      deliveryFeeCents: 550,
      tipCents: 1125,
      notes: 'Ring the bell twice',
      deliveryAddress: { fullAddress: '123 Main St, Olathe, KS 66061', zone: 'Local 10-20', feeCents: 550 },
      lines: [
        { productId: 1, name: 'Beef Samosa', quantity: 30, priceCents: 180 },
        { productId: 6, name: 'Beef Pilau Tray', quantity: 1, priceCents: 2400 },
        { productId: 5, name: 'Mandazi (6 pieces)', quantity: 3, priceCents: 800 },
      ],
      paymentIntentId: `pi_view_${RUN}`,
      createdAt,
      fulfilmentWindow: { start: '2025-03-15T18:00:00.000Z', end: '2025-03-15T18:30:00.000Z' },
    });

    const response = await get(ordersHistory, '/api/orders/history', customer.cookie);
    expect(response.status).toBe(200);
    expect(response.body.find((order: { id: number }) => order.id === id)).toEqual({
      id,
      orderNumber: `KBT-${id}`,
      createdAt: '2025-03-14T15:09:26.535Z',
      status: 'preparing',
      orderType: 'delivery',
      customerName: name,
      customerEmail: 'wanjiru@example.com',
      customerPhone: '913-555-0199',
      subtotal: '102.00',
      discount: '0.00',
      deliveryFee: '5.50',
      serviceCharge: '0.00',
      setup: '0.00',
      tax: '0.00',
      taxLines: [],
      tip: '11.25',
      total: '118.75',
      discountCode: null,
      notes: 'Ring the bell twice',
      deliveryAddress: { fullAddress: '123 Main St, Olathe, KS 66061', zone: 'Local 10-20', fee: '5.50' },
      items: [
        { productId: 1, name: 'Beef Samosa', quantity: 30, price: '1.80', total: '54.00' },
        { productId: 6, name: 'Beef Pilau Tray', quantity: 1, price: '24.00', total: '24.00' },
        { productId: 5, name: 'Mandazi (6 pieces)', quantity: 3, price: '8.00', total: '24.00' },
      ],
      fulfilmentWindow: { start: '2025-03-15T18:00:00.000Z', end: '2025-03-15T18:30:00.000Z' },
      refundedAt: null,
      changes: [],
      giftCards: [],
      pickupSpot: null,
      catering: null,
      standing: null,
    });
    // The payment's id is a key at the gateway, and how it was paid the owner's business: only the
    // administrator's view carries them.
    const forTheOwner = await get(orders, '/api/orders', admin.cookie);
    expect(forTheOwner.body.find((order: { id: number }) => order.id === id)).toEqual({
      ...response.body.find((order: { id: number }) => order.id === id),
      paymentIntentId: `pi_view_${RUN}`,
      payment: {
        method: 'card',
        toCollect: null,
        paidInPerson: null,
        openLink: null,
        enteredBy: null,
        overLimits: false,
      },
    });
  });

  it('keeps an address stored as a plain string, and null for pickup and email', async () => {
    const account = await registerAccount();
    const legacy = await insertOrder({
      userId: account.id,
      orderType: 'delivery',
      deliveryAddress: '42 Old Road, Leawood, KS',
      createdAt: hoursAgo(2),
    });
    const pickup = await insertOrder({
      userId: account.id,
      customerEmail: null,
      paymentIntentId: null,
      createdAt: hoursAgo(1),
    });

    const response = await get(ordersHistory, '/api/orders/history', account.cookie);
    expect(ids(response.body)).toEqual([pickup, legacy]);
    expect(response.body[1]?.deliveryAddress).toBe('42 Old Road, Leawood, KS');
    expect(response.body[0]).not.toHaveProperty('paymentIntentId');
    expect(response.body[0]).toMatchObject({
      deliveryAddress: null,
      customerEmail: null,
      notes: null,
      deliveryFee: '0.00',
      tip: '0.00',
    });
  });
});

describe('GET /api/orders/history', () => {
  it('answers a guest 401 Not authenticated', async () => {
    const response = await get(ordersHistory, '/api/orders/history');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  it('answers 401 to a cookie that is not a live session', async () => {
    const response = await get(ordersHistory, '/api/orders/history', 'kb_session=forged.token.value');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  it('shows a customer only their own orders, newest first, and never caches them', async () => {
    const account = await registerAccount();
    const other = await registerAccount();
    const oldest = await insertOrder({ userId: account.id, createdAt: hoursAgo(30) });
    const newest = await insertOrder({ userId: account.id, createdAt: hoursAgo(1) });
    const middle = await insertOrder({ userId: account.id, createdAt: hoursAgo(5) });
    const someoneElses = await insertOrder({ userId: other.id, createdAt: hoursAgo(2) });
    const guests = await insertOrder({ userId: null, createdAt: hoursAgo(3) });

    const response = await get(ordersHistory, '/api/orders/history', account.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(ids(response.body)).toEqual([newest, middle, oldest]);

    const theirs = await get(ordersHistory, '/api/orders/history', other.cookie);
    expect(ids(theirs.body)).toEqual([someoneElses]);
    expect(ids(theirs.body)).not.toContain(guests);
  });

  it('answers a customer with no orders an empty list', async () => {
    const account = await registerAccount();
    const response = await get(ordersHistory, '/api/orders/history', account.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it("shows the administrator their own orders only, not everybody's", async () => {
    const mine = await insertOrder({ userId: admin.id, createdAt: hoursAgo(4) });
    const customers = await insertOrder({ userId: otherCustomer.id, createdAt: hoursAgo(4) });
    const response = await get(ordersHistory, '/api/orders/history', admin.cookie);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toContain(mine);
    expect(ids(response.body)).not.toContain(customers);
  });

  it('refuses other methods with 405 and Allow: GET', async () => {
    const response = await call<ErrorAnswer>(ordersHistory, '/api/orders/history', {
      method: 'POST',
      body: {},
      cookie: customer.cookie,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(response.body.message).toMatch(/POST/);
  });
});

describe('GET /api/orders', () => {
  it('answers a guest 401 and a customer 403', async () => {
    const guest = await get(orders, '/api/orders');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Not authenticated' });

    const asCustomer = await get(orders, '/api/orders', customer.cookie);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ message: 'Administrator access is required' });

    const filtered = await get(orders, '/api/orders?status=pending&limit=5', customer.cookie);
    expect(filtered.status).toBe(403);
  });

  it("gives the administrator every customer's and guest's orders, newest first", async () => {
    const first = await insertOrder({ userId: customer.id, createdAt: hoursAgo(12) });
    const second = await insertOrder({ userId: null, createdAt: hoursAgo(11) });
    const third = await insertOrder({ userId: otherCustomer.id, createdAt: hoursAgo(10) });

    const response = await get(orders, '/api/orders', admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const all: { id: number; createdAt: string }[] = response.body;
    const mine = ids(all).filter((id) => [first, second, third].includes(id));
    expect(mine).toEqual([third, second, first]);
    for (let index = 1; index < all.length; index += 1) {
      expect(all[index - 1]!.createdAt >= all[index]!.createdAt).toBe(true);
    }
  });

  it('answers exactly the orders of the table, all of them, when called plainly', async () => {
    await insertOrder();
    const { value, table } = await withTable(
      async () =>
        (await sql<{ id: string }>('SELECT id FROM orders ORDER BY created_at DESC, id DESC')).map((row) =>
          Number(row.id),
        ),
      () => get(orders, '/api/orders', admin.cookie),
    );
    expect(ids(value.body)).toEqual(table);
  });

  it.each(ORDER_STATUSES)('filters by ?status=%s', async (status) => {
    const wanted = await insertOrder({ status });
    const unwanted = await insertOrder({ status: status === 'pending' ? 'delivered' : 'pending' });

    const response = await get(orders, `/api/orders?status=${status}`, admin.cookie);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toContain(wanted);
    expect(ids(response.body)).not.toContain(unwanted);
    expect(response.body.every((order: { status: string }) => order.status === status)).toBe(true);
  });

  it('treats an empty ?status= as no filter', async () => {
    const cancelled = await insertOrder({ status: 'cancelled' });
    const response = await get(orders, '/api/orders?status=&limit=200', admin.cookie);
    expect(response.status).toBe(200);
    expect(ids(response.body)).toContain(cancelled);
  });

  it.each(['shipped', 'PENDING', 'all', '<script>'])('answers 400 naming an unknown status (%s)', async (status) => {
    const response = await get<ErrorAnswer>(orders, `/api/orders?status=${encodeURIComponent(status)}`, admin.cookie);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(`"${status}"`);
    expect(response.body.message).toContain(ORDER_STATUSES.join(', '));
  });

  it('pages with ?limit=&offset=, each page a slice of the full list', async () => {
    for (let index = 0; index < 5; index += 1) await insertOrder({ createdAt: hoursAgo(0.01 * index) });
    const full = async () => ids((await get(orders, '/api/orders', admin.cookie)).body);
    for (const [limit, offset] of [
      [2, 0],
      [2, 2],
      [3, 1],
      [1, 4],
    ] as const) {
      const { value, table } = await withTable(full, () =>
        get(orders, `/api/orders?limit=${limit}&offset=${offset}`, admin.cookie),
      );
      expect(value.status).toBe(200);
      expect(ids(value.body)).toEqual(table.slice(offset, offset + limit));
    }
  });

  it('pages within a status filter', async () => {
    const ready = [
      await insertOrder({ status: 'ready', createdAt: hoursAgo(0.3) }),
      await insertOrder({ status: 'ready', createdAt: hoursAgo(0.2) }),
    ];
    const full = async () => ids((await get(orders, '/api/orders?status=ready', admin.cookie)).body);
    const { value, table } = await withTable(full, () =>
      get(orders, '/api/orders?status=ready&limit=1&offset=1', admin.cookie),
    );
    expect(table).toEqual(expect.arrayContaining(ready));
    expect(ids(value.body)).toEqual(table.slice(1, 2));
  });

  it('caps a page at 200 orders, and answers [] past the end', async () => {
    // 201 orders from long ago, so they never crowd the newest orders other tests look at.
    await insertSeedOrder(
      {
        status: 'delivered',
        customerName: tag('Bulk'),
        lines: [{ productId: 1, name: 'Beef Samosa', quantity: 1, priceCents: 200 }],
        createdAt: '2001-01-01T00:01:00Z',
      },
      201,
    );
    const capped = await get(orders, '/api/orders?limit=500', admin.cookie);
    expect(capped.status).toBe(200);
    expect(capped.body).toHaveLength(200);

    const pastEnd = await get(orders, '/api/orders?limit=10&offset=1000000000', admin.cookie);
    expect(pastEnd.status).toBe(200);
    expect(pastEnd.body).toEqual([]);
  });

  it.each([
    ['limit=abc', 'limit must be a whole number of at least 1'],
    ['limit=0', 'limit must be a whole number of at least 1'],
    ['limit=-5', 'limit must be a whole number of at least 1'],
    ['limit=2.5', 'limit must be a whole number of at least 1'],
    ['limit=1e3', 'limit must be a whole number of at least 1'],
    ['limit=99999999999999999999', 'limit must be a whole number of at least 1'],
    ['offset=-1', 'offset must be a whole number of at least 0'],
    ['offset=x', 'offset must be a whole number of at least 0'],
    ['offset=1000000001', 'offset must be at most 1000000000'],
    ['limit=5&limit=6', 'Give limit at most once'],
    ['status=pending&status=ready', 'Give status at most once'],
  ])('answers 400 to ?%s', async (query, message) => {
    const response = await get(orders, `/api/orders?${query}`, admin.cookie);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('refuses other methods with 405 and Allow: GET, POST', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await call(orders, '/api/orders', { method, body: {}, cookie: admin.cookie });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST');
    }
  });

  it(
    'answers 200 or 400, never a 500, whatever the query string',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom('status', 'limit', 'offset', 'page', 'q'),
            fc.oneof(fc.string(), fc.integer().map(String)),
          ),
          async (query) => {
            const response = await get(orders, `/api/orders?${new URLSearchParams(query)}`, admin.cookie);
            expect([200, 400]).toContain(response.status);
          },
        ),
        { numRuns: 40 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('GET /api/orders/stats', () => {
  it('answers a guest 401 and a customer 403', async () => {
    const guest = await get(ordersStats, '/api/orders/stats');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Not authenticated' });
    const asCustomer = await get(ordersStats, '/api/orders/stats', customer.cookie);
    expect(asCustomer.status).toBe(403);
  });

  it('counts all orders and pending ones, and sums the totals of orders not cancelled', async () => {
    await insertOrder({ status: 'pending', subtotalCents: 1234 });
    await insertOrder({ status: 'cancelled', subtotalCents: 99_999 });
    await insertOrder({
      status: 'delivered',
      orderType: 'delivery',
      subtotalCents: 1000,
      deliveryFeeCents: 350,
      tipCents: 150,
    });

    const { value, table } = await withTable(
      async () =>
        (
          await sql<{ total: number; pending: number; revenue: string }>(
            `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'pending'))::int AS pending,
               COALESCE(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::text AS revenue
             FROM orders`,
          )
        )[0]!,
      () => get<OrderStatsView>(ordersStats, '/api/orders/stats', admin.cookie),
    );
    expect(value.status).toBe(200);
    const revenue = BigInt(table.revenue);
    expect(value.body).toEqual({
      totalOrders: table.total,
      pendingOrders: table.pending,
      totalRevenue: `${revenue / 100n}.${String(revenue % 100n).padStart(2, '0')}`,
    });
    expect(value.body.pendingOrders).toBeGreaterThanOrEqual(1);
  });

  it('moves with the orders: a cancelled order adds to the count but not to the revenue', async () => {
    const { value: before, table: countBefore } = await withTable(
      async () => (await sql<{ n: number }>('SELECT count(*)::int AS n FROM orders'))[0]!.n,
      () => get<OrderStatsView>(ordersStats, '/api/orders/stats', admin.cookie),
    );
    expect(before.body.totalOrders).toBe(countBefore);
    await insertOrder({ status: 'cancelled', subtotalCents: 50_000 });
    await insertOrder({ status: 'pending', subtotalCents: 700 });
    const after = await get<OrderStatsView>(ordersStats, '/api/orders/stats', admin.cookie);
    expect(after.body.totalOrders).toBe(countBefore + 2);
    expect(after.body.pendingOrders).toBe(before.body.pendingOrders + 1);
    expect(cents(after.body.totalRevenue) - cents(before.body.totalRevenue)).toBe(700);
  });

  it('refuses other methods with 405 and Allow: GET', async () => {
    const response = await call(ordersStats, '/api/orders/stats', { method: 'POST', body: {}, cookie: admin.cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('PATCH /api/orders/:id/status', () => {
  interface HistoryRow {
    from_status: string | null;
    to_status: string;
    changed_by: string | null;
    changed_by_email: string;
    changed_at: Date;
  }

  const history = (orderId: number) =>
    sql<HistoryRow>(
      `SELECT from_status, to_status, changed_by, changed_by_email, changed_at
       FROM order_status_history WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  const statusOf = async (orderId: number) =>
    (await sql<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]?.status;

  /** `Body` is the answer expected: the changed order, or `ErrorAnswer` for a refusal. */
  const patch = <Body = OrderView>(id: string | number, body: unknown, options: Parameters<typeof call>[2] = {}) =>
    call<Body>(orderStatus, `/api/orders/${id}/status`, {
      method: 'PATCH',
      body,
      cookie: admin.cookie,
      params: { id: String(id) },
      ...options,
    });

  /** An id no order has (ids are far below this in a test run). */
  const MISSING_ID = 900_000_000_000_000;

  it('answers a guest 401 and a customer 403, and changes nothing', async () => {
    const id = await insertOrder({ status: 'pending', userId: customer.id });
    const guest = await patch(id, { status: 'cancelled' }, { cookie: null });
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ message: 'Not authenticated' });
    const owner = await patch(id, { status: 'cancelled' }, { cookie: customer.cookie });
    expect(owner.status).toBe(403);
    expect(owner.body).toEqual({ message: 'Administrator access is required' });
    expect(await statusOf(id)).toBe('pending');
    expect(await history(id)).toEqual([]);
  });

  it('lets the administrator set any status from any status, recording who and when each time', async () => {
    // No payment, so cancelling it refunds nothing (refunds: order-refunds.test.ts).
    const id = await insertOrder({ status: 'pending', userId: customer.id, paymentIntentId: null });
    const path: OrderStatus[] = [
      'confirmed',
      'preparing',
      'ready',
      'delivered',
      'cancelled',
      'pending',
      'ready',
      'confirmed',
    ];
    const windows: { from: number; to: number }[] = [];
    let previous: OrderStatus = 'pending';
    for (const status of path) {
      const from = Date.now();
      const response = await patch(id, { status });
      windows.push({ from, to: Date.now() });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id, orderNumber: `KBT-${id}`, status, total: '38.00' });
      expect(await statusOf(id)).toBe(status);
      const rows = await history(id);
      expect(rows.at(-1)).toMatchObject({
        from_status: previous,
        to_status: status,
        changed_by: String(admin.id),
        changed_by_email: admin.email,
      });
      previous = status;
    }

    const rows = await history(id);
    expect(rows.map((row) => [row.from_status, row.to_status])).toEqual(
      path.map((status, index) => [index === 0 ? 'pending' : path[index - 1], status]),
    );
    rows.forEach((row, index) => {
      // now() is the transaction's start; allow for clock granularity between the two processes' views.
      expect(row.changed_at.getTime()).toBeGreaterThanOrEqual(windows[index]!.from - 1000);
      expect(row.changed_at.getTime()).toBeLessThanOrEqual(windows[index]!.to + 1000);
    });
    // The customer sees the new status in their history.
    const mine = await get(ordersHistory, '/api/orders/history', customer.cookie);
    expect(mine.body.find((order: { id: number }) => order.id === id)?.status).toBe('confirmed');
  });

  it('records a change to the status the order already has', async () => {
    const id = await insertOrder({ status: 'ready' });
    const response = await patch(id, { status: 'ready' });
    expect(response.status).toBe(200);
    expect((await history(id)).map((row) => [row.from_status, row.to_status])).toEqual([['ready', 'ready']]);
  });

  it.each([
    ['an unknown status', { status: 'shipped' }],
    ['a capitalised status', { status: 'Pending' }],
    ['a number', { status: 3 }],
    ['null', { status: null }],
    ['a missing status', {}],
    ['a list', ['pending']],
    ['a bare string', 'pending'],
  ])('answers 400 to %s and changes nothing', async (_what, body) => {
    const id = await insertOrder({ status: 'pending' });
    const response = await patch<ErrorAnswer>(id, body);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
    expect(await statusOf(id)).toBe('pending');
    expect(await history(id)).toEqual([]);
  });

  it('names the statuses when the status is unknown', async () => {
    const id = await insertOrder({ status: 'pending' });
    const response = await patch(id, { status: 'shipped' });
    expect(response.body).toEqual({ message: INVALID_ORDER_STATUS });
  });

  it('answers 400 to malformed JSON, an empty body and a body over 100 KB', async () => {
    const id = await insertOrder({ status: 'pending' });
    const malformed = await patch(id, undefined, { rawBody: '{"status": "ready"' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON in request body' });

    const empty = await patch(id, undefined, { rawBody: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: 'Request body is required' });

    const huge = await patch(id, undefined, {
      rawBody: JSON.stringify({ status: 'ready', padding: 'x'.repeat(101 * 1024) }),
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toEqual({ message: 'Request body is too large (the limit is 100 KB)' });
    expect(await statusOf(id)).toBe('pending');
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', ' 1', '99999999999999999999', ''])(
    'answers 404 to the order id %j',
    async (id) => {
      const response = await patch(id, { status: 'ready' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Order not found' });
    },
  );

  it('answers 404 to an order that does not exist, and writes no history', async () => {
    const response = await patch(MISSING_ID, { status: 'ready' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Order not found' });
    expect(await history(MISSING_ID)).toEqual([]);
  });

  it('answers 404 when Netlify passes no id at all', async () => {
    const response = await call(orderStatus, '/api/orders//status', {
      method: 'PATCH',
      body: { status: 'ready' },
      cookie: admin.cookie,
      params: {},
    });
    expect(response.status).toBe(404);
  });

  it('refuses cross-site calls and non-JSON bodies with 403', async () => {
    const id = await insertOrder({ status: 'pending' });
    const crossOrigin = await patch(id, { status: 'cancelled' }, { headers: { origin: 'https://evil.example' } });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.body).toEqual({ message: 'Cross-site requests are not allowed' });

    const crossSite = await patch(id, { status: 'cancelled' }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);

    const formPost = await patch(id, undefined, {
      rawBody: 'status=cancelled',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.status).toBe(403);
    expect(formPost.body).toEqual({ message: 'Requests that change data must send Content-Type: application/json' });

    const noType = await patch(id, undefined, { rawBody: '{"status":"cancelled"}', headers: { 'content-type': '' } });
    expect(noType.status).toBe(403);

    expect(await statusOf(id)).toBe('pending');
    expect(await history(id)).toEqual([]);
  });

  it('refuses other methods with 405 and Allow: PATCH', async () => {
    const id = await insertOrder();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const response = await call(orderStatus, `/api/orders/${id}/status`, {
        method,
        body: method === 'GET' ? undefined : { status: 'ready' },
        cookie: admin.cookie,
        params: { id: String(id) },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('PATCH');
    }
  });

  it(
    'answers 400 or 404, never a 500, whatever the id and body',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          // Never a real id: other test files' orders live in the same table.
          fc.oneof(
            fc.string().filter((id) => !/^[1-9]\d{0,14}$/.test(id)),
            fc.constant(String(MISSING_ID)),
          ),
          fc.oneof(
            fc.jsonValue(),
            fc.record({ status: fc.oneof(fc.string(), fc.jsonValue()) }),
            fc.record({ status: fc.constantFrom(...ORDER_STATUSES) }),
          ),
          async (id, body) => {
            const response = await patch(id, undefined, { rawBody: JSON.stringify(body) ?? '' });
            expect([400, 404]).toContain(response.status);
          },
        ),
        { numRuns: 40 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
