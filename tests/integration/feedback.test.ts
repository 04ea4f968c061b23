import { beforeAll, describe, expect, it } from 'vitest';
import feedback from '../../netlify/functions/feedback.mts';
import feedbackStats from '../../netlify/functions/feedback-stats.mts';
import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import { feedbackTokenFor } from '@/server/feedback/feedback-token';
import { adminAccount, registerAccount, uniqueEmail, type TestAccount } from './support/accounts';
import { call, type CallOptions, type ErrorAnswer } from './support/call';
import { orderPayload, paidIntent, pickupCheckout, PICKUP_TOTALS, postOrder } from './support/checkout';
import { sql } from './support/db';
import { race } from './support/race';
import { insertOrder as insertSeedOrder } from './support/orders';

/*
 * Every test rates orders it inserts itself. The file has a database of its own
 * (tests/integration/own-database.ts) and its tests run one at a time, so within one test the list
 * and the stats can be compared with the database directly.
 */

let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
});

interface TestOrder {
  id: number;
  email: string | null;
}

/** An order as the payment flow stores it; totals add up as the table requires. */
async function insertOrder(
  options: { orderType?: 'delivery' | 'pickup'; email?: string | null; createdAt?: string } = {},
): Promise<TestOrder> {
  const orderType = options.orderType ?? 'pickup';
  const email = options.email === undefined ? uniqueEmail('rater') : options.email;
  const fee = orderType === 'delivery' ? 350 : 0;
  const tip = orderType === 'delivery' ? 300 : 0;
  const address =
    orderType === 'delivery'
      ? { fullAddress: '123 Main St, Overland Park, KS 66210', zone: 'Local 0-10', feeCents: 350 }
      : null;
  const [id] = await insertSeedOrder({
    orderType,
    customerName: 'Wanjiru Kamau',
    customerEmail: email,
    customerPhone: '913-555-0199',
    lines: [{ productId: 1, name: 'Beef Samosa', quantity: 10, priceCents: 200 }],
    deliveryFeeCents: fee,
    tipCents: tip,
    deliveryAddress: address,
    ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
  });
  return { id: id!, email };
}

/** A complete, valid rating of the order by its buyer, a guest holding the order's feedback token. */
function payloadFor(order: TestOrder, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orderId: order.id,
    feedbackToken: feedbackTokenFor(order.id),
    customerName: 'Wanjiru Kamau',
    customerEmail: order.email,
    rating: 5,
    feedbackText: 'The beef samosas were crisp and perfectly spiced.',
    isRecommended: true,
    foodQuality: 5,
    orderAccuracy: 4,
    ...overrides,
  };
}

/** `Body` is the answer expected: the stored rating, or `ErrorAnswer` for a refusal. */
const submit = <Body = FeedbackView>(body: unknown, options: CallOptions = {}) =>
  call<Body>(feedback, '/api/feedback', { method: 'POST', body, ...options });

const feedbackRows = (orderId: number) =>
  sql<Record<string, unknown>>('SELECT * FROM feedback WHERE order_id = $1', [orderId]);

const ENTRY_KEYS = [
  'createdAt',
  'customerName',
  'deliveryService',
  'feedbackText',
  'foodQuality',
  'hidden',
  'id',
  'isRecommended',
  'orderAccuracy',
  'orderId',
  'rating',
].sort();

const EMAIL_PATTERN = /[^\s@"]+@[^\s@"]+\.[^\s@"]+/;

describe('POST /api/feedback: rating an order', () => {
  it('lets a guest rate a pickup order and answers 201 with the entry, without the email', async () => {
    const order = await insertOrder();
    const response = await submit(payloadFor(order, { feedbackText: '  Lovely chapatis, will order again!  \n' }));
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(ENTRY_KEYS);
    expect(response.body).toMatchObject({
      customerName: 'Wanjiru Kamau',
      orderId: order.id,
      rating: 5,
      feedbackText: 'Lovely chapatis, will order again!',
      foodQuality: 5,
      orderAccuracy: 4,
      deliveryService: null,
      isRecommended: true,
    });
    expect(Number.isSafeInteger(response.body.id)).toBe(true);
    expect(new Date(response.body.createdAt).toISOString()).toBe(response.body.createdAt);
    expect(JSON.stringify(response.body)).not.toContain(order.email!);

    const [row] = await feedbackRows(order.id);
    expect(row).toMatchObject({
      customer_email: order.email,
      rating: 5,
      feedback_text: 'Lovely chapatis, will order again!',
    });
  });

  it.each([
    ['a signed-in customer', () => customer.cookie],
    ['the administrator', () => admin.cookie],
  ])('lets %s rate an order the same way', async (_who, cookie) => {
    const order = await insertOrder();
    const response = await submit(payloadFor(order), { cookie: cookie() });
    expect(response.status).toBe(201);
    expect(response.body.orderId).toBe(order.id);
  });

  it('accepts just the required fields, storing the rest as null', async () => {
    const order = await insertOrder();
    const response = await submit({
      orderId: order.id,
      feedbackToken: feedbackTokenFor(order.id),
      customerName: 'Otieno',
      customerEmail: order.email,
      rating: 3,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      customerName: 'Otieno',
      rating: 3,
      feedbackText: null,
      foodQuality: null,
      orderAccuracy: null,
      deliveryService: null,
      isRecommended: null,
    });
  });

  it('stores isRecommended false as false, not null', async () => {
    const order = await insertOrder();
    const response = await submit(payloadFor(order, { rating: 2, isRecommended: false }));
    expect(response.status).toBe(201);
    expect(response.body.isRecommended).toBe(false);
  });

  it('treats blank comments as no comments', async () => {
    const order = await insertOrder();
    const response = await submit(payloadFor(order, { feedbackText: '   \n\t ' }));
    expect(response.status).toBe(201);
    expect(response.body.feedbackText).toBeNull();
  });

  it('accepts comments of exactly 2000 characters', async () => {
    const order = await insertOrder();
    const text = 'Tamu sana! '.repeat(200).slice(0, 2000);
    const response = await submit(payloadFor(order, { feedbackText: `${text}   ` }));
    expect(response.status).toBe(201);
    expect(response.body.feedbackText).toBe(text.trimEnd());
  });

  it('rates the delivery service of a delivery order', async () => {
    const order = await insertOrder({ orderType: 'delivery' });
    const response = await submit(payloadFor(order, { deliveryService: 4 }));
    expect(response.status).toBe(201);
    expect(response.body.deliveryService).toBe(4);
  });

  it('refuses a delivery-service score for a pickup order', async () => {
    const order = await insertOrder({ orderType: 'pickup' });
    const response = await submit(payloadFor(order, { deliveryService: 4 }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Delivery service can only be rated for delivery orders' });
    expect(await feedbackRows(order.id)).toHaveLength(0);
  });

  it('accepts a pickup rating whose delivery score is explicitly null', async () => {
    const order = await insertOrder({ orderType: 'pickup' });
    const response = await submit(payloadFor(order, { deliveryService: null }));
    expect(response.status).toBe(201);
  });
});

describe("POST /api/feedback: only the order's buyer", () => {
  const NOT_FOUND = { message: 'We could not find that order. Please check your order number.' };

  it('answers 404 for an order that does not exist, even with the token its id would have', async () => {
    const [row] = await sql<{ next: string }>('SELECT COALESCE(MAX(id), 0) + 1000000 AS next FROM orders');
    const response = await submit(payloadFor({ id: Number(row!.next), email: 'ghost@example.com' }));
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
  });

  it('answers 404 for the largest id a client can send', async () => {
    const response = await submit(payloadFor({ id: Number.MAX_SAFE_INTEGER, email: null }));
    expect(response.status).toBe(404);
  });

  it.each([
    ['no token', { feedbackToken: undefined }],
    ['a null token', { feedbackToken: null }],
    ['a made-up token', { feedbackToken: 'x'.repeat(43) }],
    ["another order's token", { feedbackToken: feedbackTokenFor(1) }],
    ['the right email but no token', { feedbackToken: null }],
  ])('refuses a guest with %s: the same 404 as an unknown order, nothing stored', async (_how, overrides) => {
    const order = await insertOrder();
    const body = payloadFor(order, overrides);
    if (overrides.feedbackToken === undefined) delete body['feedbackToken'];
    const response = await submit(body);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(NOT_FOUND);
    expect(await feedbackRows(order.id)).toHaveLength(0);
  });

  it('lets the signed-in customer who placed the order rate it without a token, and nobody else', async () => {
    const order = await insertOrder({ email: customer.email });
    await sql('UPDATE orders SET user_id = $1 WHERE id = $2', [customer.id, order.id]);
    const someoneElse = await registerAccount();
    const stranger = await submit(payloadFor(order, { feedbackToken: null }), { cookie: someoneElse.cookie });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(NOT_FOUND);
    const owner = await submit(payloadFor(order, { feedbackToken: null }), { cookie: customer.cookie });
    expect(owner.status).toBe(201);
  });

  it('takes the token as proof whoever is signed in (a guest order, rated after signing in)', async () => {
    const order = await insertOrder();
    const response = await submit(payloadFor(order), { cookie: customer.cookie });
    expect(response.status).toBe(201);
  });

  it('rates a really paid order with the token that POST /api/orders answered the buyer, and only with it', async () => {
    const body = await pickupCheckout();
    const intentId = await paidIntent(body);
    const recorded = await postOrder<{ id: number; feedbackToken: string }>(
      orderPayload(body, intentId, PICKUP_TOTALS),
    );
    expect(recorded.body.feedbackToken).toMatch(/^[\w-]{43}$/);
    const order = { id: recorded.body.id, email: body.orderData.customerInfo.email };
    const forged = `${recorded.body.feedbackToken.slice(0, -1)}${recorded.body.feedbackToken.endsWith('A') ? 'B' : 'A'}`;
    expect((await submit(payloadFor(order, { feedbackToken: forged }))).status).toBe(404);
    const rated = await submit(payloadFor(order, { feedbackToken: recorded.body.feedbackToken }));
    expect(rated.status).toBe(201);
  });
});

describe('POST /api/feedback: once per order', () => {
  it('answers 409 to a second rating and keeps the first', async () => {
    const order = await insertOrder();
    expect((await submit(payloadFor(order, { rating: 5 }))).status).toBe(201);
    const again = await submit(payloadFor(order, { rating: 1, feedbackText: 'Changed my mind' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This order has already been rated' });
    const rows = await feedbackRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5 });
  });

  it('stores exactly one of two simultaneous ratings', async () => {
    const order = await insertOrder();
    // The others come while the first rating is inserted and not yet committed (support/race.ts).
    const responses = await race('rating-insert', [
      () => submit(payloadFor(order, { rating: 4 })),
      () => submit(payloadFor(order, { rating: 2 })),
      () => submit(payloadFor(order, { rating: 3 })),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await feedbackRows(order.id)).toHaveLength(1);
  });

  it('checks the buyer before saying the order was already rated', async () => {
    const order = await insertOrder();
    expect((await submit(payloadFor(order))).status).toBe(201);
    const stranger = await submit(payloadFor(order, { feedbackToken: null }));
    expect(stranger.status).toBe(404);
  });
});

describe('POST /api/feedback: bad input is a 400 naming the problem', () => {
  const RATING_REQUIRED = 'Rating Required - Please provide an overall rating before submitting.';
  const SCORE_INVALID = 'Ratings must be whole numbers from 1 to 5';

  it.each([
    ['no rating', { rating: undefined }, RATING_REQUIRED],
    ['a rating of 0 (no star chosen)', { rating: 0 }, RATING_REQUIRED],
    ['a rating of 6', { rating: 6 }, 'Rating must be from 1 to 5 stars'],
    ['a fractional rating', { rating: 3.5 }, RATING_REQUIRED],
    ['a rating as a string', { rating: '5' }, RATING_REQUIRED],
    ['a rating of null', { rating: null }, RATING_REQUIRED],
    ['no orderId', { orderId: undefined }, 'Please choose the order you are rating'],
    ['an orderId as a string', { orderId: '12' }, 'Please choose the order you are rating'],
    ['an order number instead of an id', { orderId: 'KBT-12' }, 'Please choose the order you are rating'],
    ['a negative orderId', { orderId: -3 }, 'Please choose the order you are rating'],
    ['an orderId of 0', { orderId: 0 }, 'Please choose the order you are rating'],
    ['a fractional orderId', { orderId: 1.5 }, 'Please choose the order you are rating'],
    ['an orderId beyond safe integers', { orderId: 2 ** 63 }, 'Please choose the order you are rating'],
    ['no name', { customerName: undefined }, 'Please enter your name'],
    ['a blank name', { customerName: '   ' }, 'Please enter your name'],
    ['a name that is a number', { customerName: 42 }, 'Please enter your name'],
    ['a name over 100 characters', { customerName: 'W'.repeat(101) }, 'Name must be at most 100 characters'],
    ['an invalid email', { customerEmail: 'not-an-email' }, 'Please enter a valid email address'],
    ['an email that is a number', { customerEmail: 7 }, 'Please enter a valid email address'],
    ['comments over 2000 characters', { feedbackText: 'x'.repeat(2001) }, 'Comments must be at most 2000 characters'],
    ['comments that are not text', { feedbackText: ['good'] }, 'Comments must be text'],
    ['a food score of 0', { foodQuality: 0 }, SCORE_INVALID],
    ['an accuracy score of 6', { orderAccuracy: 6 }, SCORE_INVALID],
    ['a delivery score as a string', { deliveryService: '4' }, SCORE_INVALID],
    ['a fractional food score', { foodQuality: 4.5 }, SCORE_INVALID],
    ['isRecommended as a string', { isRecommended: 'yes' }, 'Please answer yes or no'],
    // Postgres cannot store U+0000; readJson or the service refuses it, each in its own words.
    ['a NUL character in the name', { customerName: 'Wanjiru\u0000' }, expect.stringMatching(/character/)],
    ['a NUL character in the comments', { feedbackText: 'Tasty\u0000food' }, expect.stringMatching(/character/)],
  ])('refuses %s', async (_what, overrides, message) => {
    const order = await insertOrder();
    const body = payloadFor(order, overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key];
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await feedbackRows(order.id)).toHaveLength(0);
  });

  it.each([
    ['an array', [1, 2, 3]],
    ['a string', 'five stars'],
    ['a number', 5],
    ['null', null],
  ])('refuses a body that is %s', async (_what, body) => {
    const response = await submit<ErrorAnswer>(body);
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('refuses malformed JSON', async () => {
    const response = await submit(undefined, { rawBody: '{"orderId": 1, "rating": 5,' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('refuses an empty body', async () => {
    const response = await submit(undefined, { rawBody: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is required' });
  });

  it('refuses a body over 100 KB and stores nothing', async () => {
    const order = await insertOrder();
    const rawBody = JSON.stringify(payloadFor(order, { feedbackText: 'x'.repeat(101 * 1024) }));
    const response = await submit(undefined, { rawBody });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is too large (the limit is 100 KB)' });
    expect(await feedbackRows(order.id)).toHaveLength(0);
  });
});

describe('POST /api/feedback: cross-site requests are refused with 403', () => {
  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a text/plain content type', { 'content-type': 'text/plain' }],
    ['a multipart content type', { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('%s, and nothing is stored', async (_what, headers) => {
    const order = await insertOrder();
    const response = await submit<ErrorAnswer>(payloadFor(order), { headers });
    expect(response.status).toBe(403);
    expect(typeof response.body.message).toBe('string');
    expect(await feedbackRows(order.id)).toHaveLength(0);
  });
});

describe('GET /api/feedback', () => {
  it.each([
    ['a guest', () => null],
    ['a customer', () => customer.cookie],
    ['the administrator', () => admin.cookie],
  ])('answers %s with recent entries, newest first', async (_who, cookie) => {
    const first = await insertOrder();
    const second = await insertOrder({ orderType: 'delivery' });
    expect((await submit(payloadFor(first, { customerName: 'Akinyi' }))).status).toBe(201);
    expect((await submit(payloadFor(second, { customerName: 'Baraka', deliveryService: 5 }))).status).toBe(201);

    const response = await call<FeedbackView[]>(feedback, '/api/feedback', { cookie: cookie() });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const ids = response.body.map((entry: { orderId: number }) => entry.orderId);
    // Nothing else rates orders in this file's database meanwhile, so ours are the two newest.
    expect(ids.slice(0, 2)).toEqual([second.id, first.id]);
    expect(response.body[0]).toMatchObject({ customerName: 'Baraka', deliveryService: 5 });

    const times = response.body.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives each entry exactly the public fields', async () => {
    const order = await insertOrder();
    await submit(payloadFor(order));
    const response = await call<FeedbackView[]>(feedback, '/api/feedback');
    for (const entry of response.body) {
      expect(Object.keys(entry).sort()).toEqual(ENTRY_KEYS);
      expect(entry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Number.isSafeInteger(entry.id)).toBe(true);
      expect(Number.isSafeInteger(entry.orderId)).toBe(true);
    }
  });

  it('never contains an email address anywhere', async () => {
    const emails: string[] = [];
    for (const orderType of ['pickup', 'delivery'] as const) {
      const order = await insertOrder({ orderType, email: uniqueEmail('private') });
      emails.push(order.email!);
      expect((await submit(payloadFor(order))).status).toBe(201);
    }
    const [stored] = await sql<{ count: string }>(
      'SELECT COUNT(*) AS count FROM feedback WHERE customer_email = ANY($1)',
      [emails],
    );
    expect(Number(stored!.count)).toBe(2); // stored privately...

    const response = await call(feedback, '/api/feedback', { cookie: admin.cookie });
    const text = JSON.stringify(response.body);
    for (const email of emails) expect(text.toLowerCase()).not.toContain(email.toLowerCase());
    expect(text).not.toMatch(/email/i);
    expect(text).not.toMatch(EMAIL_PATTERN); // ...and published nowhere
  });

  it('answers at most the 100 most recent entries', async () => {
    // 101 old orders with ratings dated 2001, so they never push newer entries out of other tests.
    const orderIds = await insertSeedOrder(
      {
        status: 'delivered',
        customerName: 'Bulk Reviewer',
        lines: [{ productId: 1, name: 'Beef Samosa', quantity: 10, priceCents: 200 }],
        createdAt: '2001-01-01T00:01:00Z',
      },
      101,
    );
    const inserted = await sql<{ id: string }>(
      `INSERT INTO feedback (order_id, customer_name, rating, is_recommended, created_at)
       SELECT id, 'Bulk Reviewer', 4, true, created_at FROM orders WHERE id = ANY($1::bigint[])
       RETURNING order_id AS id`,
      [orderIds],
    );
    try {
      const [total] = await sql<{ count: string }>('SELECT COUNT(*) AS count FROM feedback');
      expect(Number(total!.count)).toBeGreaterThan(100);
      const response = await call<FeedbackView[]>(feedback, '/api/feedback');
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(100);
      const times = response.body.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    } finally {
      // Deleting the orders removes their ratings too (ON DELETE CASCADE).
      await sql('DELETE FROM orders WHERE id = ANY($1::bigint[])', [inserted.map((row) => row.id)]);
    }
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('%s answers 405 with Allow: GET, POST', async (method) => {
    const response = await call(feedback, '/api/feedback', { method, body: {}, cookie: admin.cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});

describe('GET /api/feedback/stats', () => {
  async function expected() {
    const [row] = await sql<{ average: string | null; total: string; recommended: string }>(
      `SELECT ROUND(AVG(rating)::numeric, 1) AS average, COUNT(*) AS total,
              COUNT(*) FILTER (WHERE is_recommended) AS recommended FROM feedback`,
    );
    return {
      averageRating: row!.average === null ? 0 : Number(row!.average),
      totalReviews: Number(row!.total),
      recommendedCount: Number(row!.recommended),
    };
  }

  it.each([
    ['a guest', () => null],
    ['a customer', () => customer.cookie],
    ['the administrator', () => admin.cookie],
  ])('answers %s with {averageRating, totalReviews, recommendedCount} as numbers', async (_who, cookie) => {
    const response = await call<FeedbackStatsView>(feedbackStats, '/api/feedback/stats', { cookie: cookie() });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['averageRating', 'recommendedCount', 'totalReviews']);
    expect(response.body).toEqual(await expected());
    expect(Number.isInteger(response.body.averageRating * 10)).toBe(true);
    expect(response.body.averageRating).toBeGreaterThanOrEqual(0);
    expect(response.body.averageRating).toBeLessThanOrEqual(5);
  });

  it('counts a new rating and its recommendation', async () => {
    const before = (await call<FeedbackStatsView>(feedbackStats, '/api/feedback/stats')).body;
    const order = await insertOrder();
    await submit(payloadFor(order, { rating: 4, isRecommended: true }));
    const notRecommended = await insertOrder();
    await submit(payloadFor(notRecommended, { rating: 1, isRecommended: false }));
    const unanswered = await insertOrder();
    await submit(payloadFor(unanswered, { rating: 3, isRecommended: null }));

    const after = (await call<FeedbackStatsView>(feedbackStats, '/api/feedback/stats')).body;
    expect(after.totalReviews).toBe(before.totalReviews + 3);
    expect(after.recommendedCount).toBe(before.recommendedCount + 1);
    expect(after).toEqual(await expected());
  });

  it('rounds the average to one decimal', async () => {
    const response = await call<FeedbackStatsView>(feedbackStats, '/api/feedback/stats');
    expect(String(response.body.averageRating)).toMatch(/^\d(\.\d)?$/);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s answers 405 with Allow: GET', async (method) => {
    const response = await call(feedbackStats, '/api/feedback/stats', { method, body: {}, cookie: admin.cookie });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('no input makes /api/feedback fail with 500', () => {
  /** Each shape with the answer it must get: 400 and a message when invalid, 201 when it is a rating. */
  const shapes: [string, (order: TestOrder) => unknown, 201 | 400][] = [
    ['an empty object', () => ({}), 400],
    ['every field null', () => ({ orderId: null, customerName: null, customerEmail: null, rating: null }), 400],
    [
      'nested objects for every field',
      (o) => ({ orderId: { id: o.id }, customerName: { a: 1 }, rating: { v: 5 } }),
      400,
    ],
    ['arrays for every field', (o) => ({ orderId: [o.id], customerName: ['A'], rating: [5] }), 400],
    ['booleans for numbers', (o) => ({ ...payloadFor(o), orderId: true, rating: true }), 400],
    ['a boolean rating', (o) => ({ ...payloadFor(o), rating: true }), 400],
    ['huge numbers', (o) => ({ ...payloadFor(o), rating: 1e308, foodQuality: -1e308 }), 400],
    ['a huge rating', (o) => ({ ...payloadFor(o), rating: 1e308 }), 400],
    [
      'an unknown extra field',
      (o) => ({ ...payloadFor(o), id: 1, createdAt: '1999-01-01', customer_email: 'x@y.z' }),
      201,
    ],
    ['a prototype key', (o) => JSON.parse(`{"__proto__": {"rating": 5}, "orderId": ${o.id}}`), 400],
    ['a lone surrogate in the name', (o) => payloadFor(o, { customerName: 'Wanjiru \ud800' }), 201],
    [
      'SQL in every text field',
      (o) => payloadFor(o, { customerName: "'); DROP TABLE feedback;--", feedbackText: "' OR 1=1 --" }),
      201,
    ],
    ['an email of 300 characters', (o) => payloadFor(o, { customerEmail: `${'a'.repeat(290)}@example.com` }), 400],
    ['a deeply nested body', () => JSON.parse('['.repeat(500) + ']'.repeat(500)), 400],
  ];

  it.each(shapes)('%s', async (_what, shape, expected) => {
    const order = await insertOrder({ orderType: 'delivery' });
    const response = await submit<Partial<ErrorAnswer>>(shape(order));
    expect(response.status).toBe(expected);
    if (expected === 400) expect(typeof response.body.message).toBe('string');
    expect(await feedbackRows(order.id)).toHaveLength(expected === 201 ? 1 : 0);
  });

  it.each(['{', '[', '"', 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '\ufeff{}', '1e999'])(
    'raw body %j',
    async (rawBody) => {
      const response = await submit(undefined, { rawBody });
      expect(response.status).toBe(400);
    },
  );

  it('the tables still exist afterwards', async () => {
    expect((await call(feedback, '/api/feedback')).status).toBe(200);
    expect((await call(feedbackStats, '/api/feedback/stats')).status).toBe(200);
  });
});
