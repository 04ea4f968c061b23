import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import adminFeedback from '../../netlify/functions/admin-feedback.mts';
import deleteAccountFn from '../../netlify/functions/auth-account.mts';
import feedback from '../../netlify/functions/feedback.mts';
import feedbackStats from '../../netlify/functions/feedback-stats.mts';
import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import type { StorefrontReviews } from '@/domain/reviews';
import { feedbackTokenFor } from '@/server/feedback/feedback-token';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { storefrontSnapshot } from '@/server/storefront/storefront-snapshot';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { applySettings } from './support/env-settings';
import { insertOrder } from './support/orders';
import { type PurgeDouble, startPurgeDouble } from './support/purge-double';

/*
 * The home page's 'What customers say' (issue 36): the figures over every rating, the three newest
 * reviews with text the owner has not hidden, signed with a first name and an initial; hiding and
 * showing one (PATCH /api/admin/feedback/:id); and the purge of the home page's CDN copy that a new
 * rating and each of those changes queue. This file has a database of its own and runs its tests
 * in turn, so the reviews it dates in the 2030s are the newest there.
 */

let admin: TestAccount;
let customer: TestAccount;
let purge: PurgeDouble;
let restore: () => void;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
  purge = await startPurgeDouble();
  restore = applySettings({
    NETLIFY_PURGE_SITE_ID: 'site-kenyan-bites',
    NETLIFY_PURGE_API_TOKEN: 'purge-double-token',
    NETLIFY_PURGE_API_URL: purge.url,
  });
});

afterAll(async () => {
  restore();
  await purge.close();
});

/** A rating stored as the endpoint stores one, at a given time; answers its id. */
async function storedRating(
  customerName: string,
  rating: number,
  text: string | null,
  createdAt: string,
  userId: number | null = null,
): Promise<number> {
  const [orderId] = await insertOrder({ customerName, customerEmail: 'rater@example.com', userId });
  const [row] = await sql<{ id: string }>(
    `INSERT INTO feedback (order_id, customer_name, customer_email, rating, feedback_text, created_at)
     VALUES ($1, $2, 'rater@example.com', $3, $4, $5) RETURNING id`,
    [orderId, customerName, rating, text, createdAt],
  );
  return Number(row!.id);
}

const setHidden = (id: number | string, body: unknown, cookie: string | null = admin.cookie) =>
  call<FeedbackView>(adminFeedback, `/api/admin/feedback/${id}`, {
    method: 'PATCH',
    body,
    cookie,
    params: { id: String(id) },
  });

async function shownReviews(): Promise<StorefrontReviews> {
  const { reviews } = await storefrontSnapshot();
  expect(reviews).not.toBeNull();
  return reviews!;
}

/** The figures as the database computes them over every rating. */
async function figures() {
  const [row] = await sql<{ average: string | null; total: string }>(
    'SELECT ROUND(AVG(rating)::numeric, 1) AS average, COUNT(*) AS total FROM feedback',
  );
  return { averageRating: row!.average === null ? 0 : Number(row!.average), totalReviews: Number(row!.total) };
}

/** The scheduled sender's run: whatever purges the outbox holds are sent. */
async function purgesSent(): Promise<number> {
  const before = purge.purges.length;
  await deliverDueMessages();
  const made = purge.purges.slice(before);
  for (const { body } of made) expect(body).toMatchObject({ cache_tags: ['storefront'], site_id: 'site-kenyan-bites' });
  return made.length;
}

describe("the home page's reviews", () => {
  it('are the three newest with text that are shown, signed with a first name and initial, on shop dates; hidden ones still count', async () => {
    const oldest = await storedRating('Akinyi Wambui', 5, 'Best chapatis in Overland Park.', '2031-01-01T18:00:00Z');
    await storedRating('Baraka Mwangi', 2, null, '2031-01-02T18:00:00Z');
    // 03:00 UTC is still the evening before in Kansas City.
    const middle = await storedRating('Otieno', 4, 'Crisp samosas, friendly pickup.', '2031-01-03T03:00:00Z');
    const hidden = await storedRating('Halima Said', 1, 'Not for me.', '2031-01-04T18:00:00Z');
    await storedRating('Juma Kariuki', 3, '   ', '2031-01-05T18:00:00Z');
    const newest = await storedRating('wanjiru  kamau-njoroge', 5, '  Tamu sana!  ', '2031-01-06T18:00:00Z');

    const hide = await setHidden(hidden, { hidden: true });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ id: hidden, customerName: 'Halima Said', rating: 1, hidden: true });

    const shown = await shownReviews();
    expect(shown.reviews).toEqual([
      { id: newest, name: 'wanjiru K.', rating: 5, date: '2031-01-06', text: 'Tamu sana!' },
      { id: middle, name: 'Otieno', rating: 4, date: '2031-01-02', text: 'Crisp samosas, friendly pickup.' },
      { id: oldest, name: 'Akinyi W.', rating: 5, date: '2031-01-01', text: 'Best chapatis in Overland Park.' },
    ]);
    // The hidden one is still in the average and the count, as /feedback's figures are.
    const stats = await call<FeedbackStatsView>(feedbackStats, '/api/feedback/stats');
    expect({ averageRating: shown.averageRating, totalReviews: shown.totalReviews }).toEqual(await figures());
    expect(stats.body).toMatchObject({ averageRating: shown.averageRating, totalReviews: shown.totalReviews });
    const text = JSON.stringify(shown);
    for (const hiddenWord of ['Kamau', 'Njoroge', 'Wambui', 'rater@example.com', 'Halima', 'Not for me']) {
      expect(text).not.toContain(hiddenWord);
    }

    const show = await setHidden(hidden, { hidden: false });
    expect(show.status).toBe(200);
    expect(show.body.hidden).toBe(false);
    expect((await shownReviews()).reviews.map((review) => review.id)).toEqual([newest, hidden, middle]);
  });

  it("sign a rating whose buyer deleted their account as 'A customer'", async () => {
    const buyer = await registerAccount({ firstName: 'Amina', lastName: 'Odhiambo' });
    const id = await storedRating(
      'Amina Odhiambo',
      5,
      'Ordered for the whole office.',
      '2032-02-01T18:00:00Z',
      buyer.id,
    );
    expect((await call(deleteAccountFn, '/api/auth/account', { method: 'DELETE', cookie: buyer.cookie })).status).toBe(
      204,
    );
    const [first] = (await shownReviews()).reviews;
    expect(first).toMatchObject({ id, name: 'A customer', text: 'Ordered for the whole office.' });
    expect(JSON.stringify(first)).not.toMatch(/Amina|Odhiambo|Removed/);
  });
});

describe('when the reviews cannot be read', () => {
  it('the page still has its menu, without the reviews, and is not kept at the CDN', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sql('ALTER TABLE feedback RENAME TO feedback_away');
    try {
      const snapshot = await storefrontSnapshot();
      expect(snapshot.reviews).toBeNull();
      expect(snapshot.menu?.length).toBeGreaterThan(0);
      expect(snapshot.headers).toEqual({ 'Cache-Control': 'no-store' });
      expect(logged.mock.calls.flat().join(' ')).toContain('[storefront] reading the reviews');
    } finally {
      await sql('ALTER TABLE feedback_away RENAME TO feedback');
      logged.mockRestore();
    }
    expect((await storefrontSnapshot()).headers['Netlify-Cache-Tag']).toBe('storefront');
  });
});

describe('PATCH /api/admin/feedback/:id', () => {
  it('is the administrator’s: 401 signed out, 403 for a customer, and nothing changes', async () => {
    const id = await storedRating('Neema Achieng', 4, 'Good.', '2020-01-01T18:00:00Z');
    const signedOut = await setHidden(id, { hidden: true }, null);
    expect(signedOut.status).toBe(401);
    const forbidden = await setHidden(id, { hidden: true }, customer.cookie);
    expect(forbidden.status).toBe(403);
    expect((forbidden.body as unknown as ErrorAnswer).message).toBe('Administrator access is required');
    const [row] = await sql<{ hidden_at: Date | null }>('SELECT hidden_at FROM feedback WHERE id = $1', [id]);
    expect(row!.hidden_at).toBeNull();
  });

  it('answers 404 for a review that does not exist, or an id that is not one', async () => {
    for (const id of [999_999_999, 'abc', '0', '1.5']) {
      const response = await setHidden(id, { hidden: true });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Review not found' });
    }
  });

  it.each([
    ['no hidden', {}],
    ['hidden as a string', { hidden: 'yes' }],
    ['hidden null', { hidden: null }],
    ['an array', [true]],
  ])('answers 400 for %s', async (_what, body) => {
    const id = await storedRating('Neema Achieng', 4, 'Good.', '2020-01-02T18:00:00Z');
    const response = await setHidden(id, body);
    expect(response.status).toBe(400);
    expect(typeof (response.body as unknown as ErrorAnswer).message).toBe('string');
  });

  it('records who hid it and since when, keeps them while hidden, and clears them when shown', async () => {
    const id = await storedRating('Neema Achieng', 4, 'Good.', '2020-01-03T18:00:00Z');
    const read = async () =>
      (
        await sql<{ hidden_at: Date | null; hidden_by_email: string | null }>(
          'SELECT hidden_at, hidden_by_email FROM feedback WHERE id = $1',
          [id],
        )
      )[0]!;
    await setHidden(id, { hidden: true });
    const first = await read();
    expect(first.hidden_by_email).toBe(admin.email);
    expect(first.hidden_at).toBeInstanceOf(Date);
    await setHidden(id, { hidden: true });
    expect(await read()).toEqual(first);
    const listed = await call<FeedbackView[]>(feedback, '/api/feedback');
    expect(listed.body.find((entry) => entry.id === id)).toMatchObject({ hidden: true });
    expect(JSON.stringify(listed.body)).not.toContain(admin.email);
    await setHidden(id, { hidden: false });
    expect(await read()).toEqual({ hidden_at: null, hidden_by_email: null });
  });

  it.each(['GET', 'POST', 'DELETE'])('%s answers 405 with Allow: PATCH', async (method) => {
    const response = await call(adminFeedback, '/api/admin/feedback/1', {
      method,
      cookie: admin.cookie,
      params: { id: '1' },
      ...(method === 'GET' ? {} : { body: {} }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PATCH');
  });
});

describe("the home page's CDN copy is purged", () => {
  it('by a new rating, in its transaction; not by a refused one', async () => {
    await purgesSent();
    const [orderId] = await insertOrder({ customerName: 'Wanjiru Kamau', customerEmail: 'wk@example.com' });
    const body = {
      orderId,
      feedbackToken: feedbackTokenFor(orderId!),
      customerName: 'Wanjiru Kamau',
      customerEmail: 'wk@example.com',
      rating: 5,
      feedbackText: 'Lovely.',
    };
    const refused = await call(feedback, '/api/feedback', { method: 'POST', body: { ...body, feedbackToken: null } });
    expect(refused.status).toBe(404);
    expect(await purgesSent()).toBe(0);

    const rated = await call<FeedbackView>(feedback, '/api/feedback', { method: 'POST', body });
    expect(rated.status).toBe(201);
    expect(rated.body.hidden).toBe(false);
    const again = await call(feedback, '/api/feedback', { method: 'POST', body });
    expect(again.status).toBe(409);
    // Queued with the rating and sent by the scheduled sender; the second rating stored nothing.
    expect(await purgesSent()).toBe(1);
    expect((await shownReviews()).totalReviews).toBe((await figures()).totalReviews);
  });

  it('by hiding a review and by showing it again; not by a refused change', async () => {
    const id = await storedRating('Neema Achieng', 4, 'Good.', '2020-01-04T18:00:00Z');
    await purgesSent();
    expect((await setHidden(999_999_999, { hidden: true })).status).toBe(404);
    expect((await setHidden(id, { hidden: 'yes' })).status).toBe(400);
    expect((await setHidden(id, { hidden: true }, customer.cookie)).status).toBe(403);
    expect(await purgesSent()).toBe(0);

    expect((await setHidden(id, { hidden: true })).status).toBe(200);
    expect(await purgesSent()).toBe(1);
    expect((await setHidden(id, { hidden: false })).status).toBe(200);
    expect(await purgesSent()).toBe(1);
  });
});
