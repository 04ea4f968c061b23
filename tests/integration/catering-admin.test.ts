import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminCatering from '../../netlify/functions/admin-catering.mts';
import cateringRequests from '../../netlify/functions/catering-requests.mts';
import { CATERING_STATUS_INVALID } from '@/domain/catering/catering-list';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import type { CateringListView } from '@/server/catering/catering-admin-list';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * The owner's list of catering requests (GET /api/admin/catering; issue 48) through the real
 * functions on this file's own database: who may see it, what each request shows, its order and
 * its filter by status.
 */

const PATH = '/api/admin/catering';
let admin: TestAccount;
let customer: TestAccount;
let samosa: number;

beforeAll(async () => {
  admin = await adminAccount();
  customer = await registerAccount();
  await useShopDefaultSchedule();
  const [row] = await sql<{ id: string }>("SELECT id FROM products WHERE slug = 'beef-samosa'");
  samosa = Number(row?.id);
});

afterEach(async () => {
  await sql('DELETE FROM catering_requests');
  await sql("DELETE FROM outbox WHERE kind IN ('catering-request', 'catering-alert')");
  await sql('DELETE FROM rate_limits');
});

const inDays = (days: number, time = '14:00') => shopInstant(addDays(shopDate(new Date()), days), time);

const list = <Body = CateringListView>(query = '', cookie: string | null = admin.cookie) =>
  call<Body>(adminCatering, `${PATH}${query}`, { cookie });

/** A request stored as the owner's steps would leave it, for the list's order and filter. */
async function stored(status: string, eventAt: Date, name: string): Promise<number> {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO catering_requests (status, event_at, order_type, headcount, items, name, email, phone)
     VALUES ($1, $2, 'pickup', 20, $3::jsonb, $4, 'someone@example.com', '913-555-0100') RETURNING id`,
    [status, eventAt, JSON.stringify([{ productId: samosa, name: 'Beef Samosa', pieces: 100 }]), name],
  );
  return Number(row?.id);
}

describe('GET /api/admin/catering', () => {
  it('is for the administrator only: 401 signed out, 403 for a customer', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', customer.cookie)).status).toBe(403);
  });

  it('shows a request as the customer sent it, with who asked and when', async () => {
    const eventAt = inDays(10);
    const sent = await call<{ reference: string }>(cateringRequests, '/api/catering-requests', {
      method: 'POST',
      body: {
        eventAt: eventAt.toISOString(),
        orderType: 'delivery',
        address: '100 E Park St, Olathe, KS 66061',
        headcount: 80,
        items: [{ productId: samosa, pieces: 2000 }],
        note: 'A graduation party',
        name: 'Wanjiru Kamau',
        email: 'wanjiru@example.com',
        phone: '913-555-0148',
      },
    });
    expect(sent.status).toBe(201);
    // A dish renamed since still reads as it was asked for.
    await sql("UPDATE products SET name = 'Samosa (beef)' WHERE id = $1", [samosa]);
    try {
      const answer = await list();
      expect(answer.status).toBe(200);
      expect(answer.body.requests).toEqual([
        {
          id: expect.any(Number),
          reference: sent.body.reference,
          status: 'requested',
          statusAt: expect.any(String),
          eventAt: eventAt.toISOString(),
          orderType: 'delivery',
          address: '100 E Park St, Olathe, KS 66061',
          headcount: 80,
          items: [{ productId: samosa, name: 'Beef Samosa', pieces: 2000 }],
          note: 'A graduation party',
          name: 'Wanjiru Kamau',
          email: 'wanjiru@example.com',
          phone: '913-555-0148',
          createdAt: expect.any(String),
          detailsRemovedAt: null,
        },
      ]);
      const [request] = answer.body.requests;
      expect(request?.statusAt).toBe(request?.createdAt);
      // The owner's alert links to the request's card on the list.
      const [alert] = await sql<{ text_body: string }>(
        "SELECT text_body FROM outbox WHERE kind = 'catering-alert' AND channel = 'email'",
      );
      expect(alert?.text_body).toContain(`/admin/catering#catering-${request?.id}`);
    } finally {
      await sql("UPDATE products SET name = 'Beef Samosa' WHERE id = $1", [samosa]);
    }
  });

  it('lists the newest event first, and only one status when asked', async () => {
    const soon = await stored('requested', inDays(5), 'Soon');
    const later = await stored('quoted', inDays(40), 'Later');
    const latest = await stored('requested', inDays(90), 'Latest');
    const past = await stored('completed', inDays(-30), 'Past');

    const all = await list();
    expect(all.body.requests.map((request) => request.id)).toEqual([latest, later, soon, past]);
    expect(all.body.requests.map((request) => request.status)).toEqual([
      'requested',
      'quoted',
      'requested',
      'completed',
    ]);

    const requested = await list('?status=requested');
    expect(requested.body.requests.map((request) => request.name)).toEqual(['Latest', 'Soon']);
    expect((await list('?status=declined')).body.requests).toEqual([]);
  });

  it('refuses a status that is not one', async () => {
    const answer = await list<ErrorAnswer>('?status=booked');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(CATERING_STATUS_INVALID);
  });
});
