import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import cateringRequests from '../../netlify/functions/catering-requests.mts';
import fulfilmentSettings from '../../netlify/functions/fulfilment-settings.mts';
import { HEADCOUNT_INVALID, PIECES_INVALID } from '@/domain/catering/catering-request';
import { addDays, shopDate, shopInstant, weekdayOf } from '@/domain/fulfilment/schedule';
import { CATERING_LEAD_DAYS_INVALID, type FulfilmentSettings } from '@/domain/schemas';
import { MISSING_NAME, OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { cateringRequestPage } from '@/server/catering/catering-request-page';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';

/*
 * A customer's catering request (issue 48) through the real function on this file's own database:
 * stored with its e-mail (the page's link) and the owner's alerts, the refusals named by field, the
 * owner's notice and the kitchen's closed days, the delivery area, the limit per address; and the
 * owner's notice setting on the hours' endpoint.
 */

const PATH = '/api/catering-requests';
let admin: TestAccount;
let samosa: number;
let pilau: number;

beforeAll(async () => {
  admin = await adminAccount();
  await useShopDefaultSchedule();
  const ids = await sql<{ id: string; slug: string }>(
    "SELECT id, slug FROM products WHERE slug IN ('beef-samosa', 'beef-pilau')",
  );
  samosa = Number(ids.find((row) => row.slug === 'beef-samosa')?.id);
  pilau = Number(ids.find((row) => row.slug === 'beef-pilau')?.id);
});

afterEach(async () => {
  await sql('DELETE FROM catering_requests');
  await sql("DELETE FROM outbox WHERE kind IN ('catering-request', 'catering-alert')");
  await sql('DELETE FROM rate_limits');
  await sql('DELETE FROM push_subscriptions');
  await useShopDefaultSchedule();
  await sql('UPDATE fulfilment_settings SET catering_lead_days = 3');
});

const inDays = (days: number, time = '14:00') => shopInstant(addDays(shopDate(new Date()), days), time);

const validRequest = (overrides: Record<string, unknown> = {}) => ({
  eventAt: inDays(10).toISOString(),
  orderType: 'delivery',
  address: '100 E Park St, Olathe, KS 66061',
  headcount: 80,
  items: [
    { productId: samosa, pieces: 2000 },
    { productId: pilau, pieces: 3 },
  ],
  note: 'A graduation party',
  name: 'Wanjiru Kamau',
  email: 'Wanjiru@Example.com',
  phone: '913-555-0148',
  ...overrides,
});

interface Refused extends ErrorAnswer {
  fields: Record<string, string>;
}

const post = <Body = { reference: string }>(body: unknown, ip?: string) =>
  call<Body>(cateringRequests, PATH, { method: 'POST', body, ...(ip ? { ip } : {}) });
const postForm = (fields: Record<string, string>) =>
  call(cateringRequests, PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams(fields).toString(),
  });
const outbox = () =>
  sql<{ kind: string; channel: string; to_address: string; subject: string; text_body: string }>(
    "SELECT kind, channel, to_address, subject, text_body FROM outbox WHERE kind IN ('catering-request', 'catering-alert') ORDER BY id",
  );
const tokenIn = (text: string) => /\/catering\/request\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('a catering request', () => {
  it('is stored, e-mails the customer a link that opens its page, and alerts the owner by e-mail and push', async () => {
    await sql('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
      admin.id,
      'https://push.example/owner-phone',
      'p256dh-key',
      'auth-key',
    ]);
    const sent = await post(validRequest());
    expect(sent.status).toBe(201);
    expect(sent.body.reference).toMatch(/^CAT-\d+$/);

    const messages = await outbox();
    const mail = messages.find((message) => message.kind === 'catering-request');
    expect(mail).toMatchObject({
      channel: 'email',
      to_address: 'wanjiru@example.com',
      subject: `Your catering request ${sent.body.reference}`,
    });
    expect(mail?.text_body).toContain('2,000 × Beef Samosa');
    const alerts = messages.filter((message) => message.kind === 'catering-alert');
    expect(alerts.map((alert) => alert.channel).sort()).toEqual(['email', 'push']);
    expect(alerts.find((alert) => alert.channel === 'email')?.text_body).toContain('Wanjiru Kamau · 913-555-0148');
    expect(JSON.parse(alerts.find((alert) => alert.channel === 'push')?.text_body ?? '{}')).toMatchObject({
      title: `Catering request ${sent.body.reference}`,
      body: expect.stringMatching(/ · 80 guests$/),
    });

    const page = (await cateringRequestPage(tokenIn(mail?.text_body ?? '')))?.request;
    expect(page).toMatchObject({
      reference: sent.body.reference,
      status: 'requested',
      orderType: 'delivery',
      address: '100 E Park St, Olathe, KS 66061',
      headcount: 80,
      items: [
        { productId: samosa, name: 'Beef Samosa', pieces: 2000 },
        { productId: pilau, name: 'Beef Pilau Tray', pieces: 3 },
      ],
      note: 'A graduation party',
    });
    expect(page?.eventAt.toISOString()).toBe(inDays(10).toISOString());
    // The page shows no contact details; a wrong or malformed token opens nothing.
    expect(JSON.stringify(page)).not.toContain('913-555-0148');
    const token = tokenIn(mail?.text_body ?? '');
    expect(await cateringRequestPage(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await cateringRequestPage('')).toBeNull();
  });

  it('answers 400 naming each field at fault, and stores and sends nothing', async () => {
    const refused = await post<Refused>(
      validRequest({ headcount: 0, name: ' ', items: [{ productId: samosa, pieces: 20_000 }], eventAt: 'soon' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({
      headcount: HEADCOUNT_INVALID,
      name: MISSING_NAME,
      'items.0.pieces': PIECES_INVALID,
      eventAt: 'Choose the date and time of your event',
    });
    const belowPack = await post<Refused>(
      validRequest({
        items: [
          { productId: samosa, pieces: 5 },
          { productId: 999_999, pieces: 3 },
        ],
      }),
    );
    expect(belowPack.status).toBe(400);
    expect(belowPack.body.fields).toEqual({
      'items.0.pieces': 'Beef Samosa starts at 10 pieces',
      'items.1.productId': 'Choose a dish from the menu',
    });
    expect(await sql('SELECT id FROM catering_requests')).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("refuses an event sooner than the owner's notice, and on a day the kitchen is closed, in words", async () => {
    const soon = await post<Refused>(validRequest({ eventAt: inDays(2).toISOString() }));
    expect(soon.status).toBe(400);
    expect(soon.body.fields['eventAt']).toMatch(
      /^We need 3 days' notice for catering: the first day we can cater is \w{3}, \w{3} \d+\.$/,
    );
    expect((await post(validRequest({ eventAt: inDays(3, '09:00').toISOString() }))).status).toBe(201);

    const closedDay = addDays(shopDate(new Date()), 12);
    await sql('UPDATE fulfilment_settings SET blocked_dates = $1::date[]', [[closedDay]]);
    const blocked = await post<Refused>(validRequest({ eventAt: shopInstant(closedDay, '12:00').toISOString() }));
    expect(blocked.body.fields['eventAt']).toMatch(/^The kitchen is closed on \w{3}, \w{3} \d+\.$/);
    const weekday = weekdayOf(addDays(shopDate(new Date()), 14));
    await sql(`UPDATE fulfilment_settings SET hours = jsonb_set(hours, '{${weekday}}', '[]')`);
    const closed = await post<Refused>(validRequest({ eventAt: inDays(14).toISOString() }));
    expect(closed.body.fields['eventAt']).toMatch(/^The kitchen is closed on \w+days\.$/);
  });

  it('refuses a delivery outside the area, and one without its address', async () => {
    const far = await post<Refused>(validRequest({ address: '1600 Broadway, Denver, CO 80202' }));
    expect(far.status).toBe(400);
    expect(far.body.fields).toEqual({ address: OUTSIDE_DELIVERY_AREA });
    const none = await post<Refused>(validRequest({ address: '' }));
    expect(none.body.fields).toEqual({ address: 'Enter the address to deliver to' });
    expect((await post(validRequest({ orderType: 'pickup', address: '' }))).status).toBe(201);
  });

  it("the page's plain form goes on to the thank-you, or back naming the fields with what was chosen", async () => {
    const date = addDays(shopDate(new Date()), 10);
    const form = {
      date,
      time: '14:00',
      orderType: 'pickup',
      headcount: '40',
      [`pieces-${samosa}`]: '150',
      [`pieces-${pilau}`]: '',
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '913-555-0148',
      note: '',
      address: '',
    };
    const sent = await postForm(form);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^\/catering\?sent=CAT-\d+$/);
    const [stored] = await sql<{ event_at: Date; items: unknown }>('SELECT event_at, items FROM catering_requests');
    expect(stored?.event_at.toISOString()).toBe(shopInstant(date, '14:00').toISOString());
    expect(stored?.items).toEqual([{ productId: samosa, name: 'Beef Samosa', pieces: 150 }]);

    const back = await postForm({
      ...form,
      date: addDays(shopDate(new Date()), 1),
      name: '',
      orderType: 'delivery',
      address: 'Denver, CO 80202',
    });
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/catering');
    expect(location.searchParams.getAll('problem').sort()).toEqual(['name']);
    expect(location.searchParams.get(`pieces-${samosa}`)).toBe('150');
    expect(location.search).not.toContain('Denver');
    expect(location.search).not.toContain('913');
    // Checked whole, then against the shop: the date and the area are named once the fields are fine.
    const refusedByShop = await postForm({
      ...form,
      date: addDays(shopDate(new Date()), 1),
      orderType: 'delivery',
      address: 'Denver, CO 80202',
    });
    const shopLocation = new URL(refusedByShop.headers.get('location') ?? '', 'http://x');
    expect(shopLocation.searchParams.getAll('problem').sort()).toEqual(['eventAt', 'outside']);
  });

  it('limits each address to 5 requests an hour', async () => {
    const ip = '2001:db8::48';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post<Refused>({}, ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("the owner's catering notice", () => {
  const put = <Body = FulfilmentSettings>(cookie: string | null, body: unknown) =>
    call<Body>(fulfilmentSettings, '/api/fulfilment-settings', { method: 'PUT', cookie, body });
  const current = async () =>
    (await call<FulfilmentSettings>(fulfilmentSettings, '/api/fulfilment-settings', { cookie: admin.cookie })).body;

  it('is 3 days unless she sets another, which the requests then keep to', async () => {
    const settings = await current();
    expect(settings.cateringLeadDays).toBe(3);
    const saved = await put(admin.cookie, { ...settings, cateringLeadDays: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body.cateringLeadDays).toBe(7);
    const refused = await post<Refused>(validRequest({ eventAt: inDays(5).toISOString() }));
    expect(refused.body.fields['eventAt']).toMatch(/^We need 7 days' notice/);
    // Left out, it stays as it was.
    const { cateringLeadDays: _left, ...rest } = settings;
    expect((await put(admin.cookie, rest)).body.cateringLeadDays).toBe(7);
  });

  it('answers 400 naming the field for a bad value, 401 signed out and 403 to a customer', async () => {
    const settings = await current();
    for (const bad of [-1, 61, 2.5, '3']) {
      const refused = await put<Refused>(admin.cookie, { ...settings, cateringLeadDays: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ cateringLeadDays: CATERING_LEAD_DAYS_INVALID });
    }
    const customer = await registerAccount();
    expect((await put(null, { ...settings, cateringLeadDays: 1 })).status).toBe(401);
    expect((await put(customer.cookie, { ...settings, cateringLeadDays: 1 })).status).toBe(403);
    expect((await current()).cateringLeadDays).toBe(3);
  });
});
