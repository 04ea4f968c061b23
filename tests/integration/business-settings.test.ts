import { beforeAll, describe, expect, it } from 'vitest';
import businessSettings from '../../netlify/functions/business-settings.mts';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type CallOptions, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { pickupCheckout, startPayment } from './support/checkout';
import type { BusinessSettings } from '@/domain/api-shapes';
import { NOT_ACCEPTING_ORDERS } from '@/server/payments/checkout-service';

/*
 * business_settings is one row, in this file's own database (tests/integration/own-database.ts).
 * Every change made here is put back in a `finally` straight away, so each test starts from the
 * shop as migrated.
 */

const PATH = '/api/business-settings';

interface SettingsRow {
  is_accepting_orders: boolean;
  message: string | null;
  updated_by_email: string | null;
  updated_at: Date;
}

let admin: TestAccount;
let customer: TestAccount;
let original: SettingsRow;

const readRow = async () =>
  (
    await sql<SettingsRow>(
      'SELECT is_accepting_orders, message, updated_by_email, updated_at FROM business_settings WHERE id = 1',
    )
  )[0]!;

async function restore(): Promise<void> {
  await sql(
    `UPDATE business_settings SET is_accepting_orders = $1, message = $2, updated_by_email = $3, updated_at = $4,
       paused_until = NULL WHERE id = 1`,
    [original.is_accepting_orders, original.message, original.updated_by_email, original.updated_at],
  );
}

/** Runs a test that changes the settings, and puts them back however it ends. */
async function changing(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } finally {
    await restore();
  }
}

/**
 * The answer in 'always' mode (the shop as migrated): no drop named, the switch on unless the shop
 * is closed with no pause (closed by hand).
 */
const always = (
  settings: Pick<BusinessSettings, 'isAcceptingOrders' | 'message' | 'pausedUntil'>,
): BusinessSettings => ({
  ...settings,
  switchOn: settings.isAcceptingOrders || settings.pausedUntil !== null,
  orderingMode: 'always',
  nextOpening: null,
  closesAt: null,
});

const get = (cookie?: string) => call<BusinessSettings>(businessSettings, PATH, { cookie: cookie ?? null });
/** The new settings, or a refusal: both have a `message`. */
const patch = (body: unknown, options: CallOptions = {}) =>
  call<BusinessSettings | ErrorAnswer>(businessSettings, PATH, {
    method: 'PATCH',
    body,
    cookie: admin.cookie,
    ...options,
  });

/** A message no other test writes, so reading it back proves this test's write. */
let counter = 0;
const uniqueMessage = (label: string) => `${label} ${Date.now().toString(36)}-${++counter}`;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
  original = await readRow();
});

describe('GET /api/business-settings', () => {
  it.each([
    ['a guest', () => undefined],
    ['a customer', () => customer.cookie],
    ['the administrator', () => admin.cookie],
  ])('answers %s with exactly the settings’ fields', async (_who, cookie) => {
    const response = await get(cookie());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    // Kept at the CDN until the owner's next change (storefront-cache.test.ts), never in the browser.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(Object.keys(response.body).sort()).toEqual([
      'closesAt',
      'isAcceptingOrders',
      'message',
      'nextOpening',
      'orderingMode',
      'pausedUntil',
      'switchOn',
    ]);
    expect(typeof response.body.isAcceptingOrders).toBe('boolean');
    expect(response.body.message === null || typeof response.body.message === 'string').toBe(true);
  });

  it('answers the shop as first set up when its settings row is gone, and takes orders', async () => {
    const [row] = await sql<{ saved: unknown }>(
      'DELETE FROM business_settings WHERE id = 1 RETURNING to_json(business_settings.*) AS saved',
    );
    try {
      const response = await get();
      expect(response.status).toBe(200);
      expect(response.body).toEqual(always({ isAcceptingOrders: true, message: null, pausedUntil: null }));
    } finally {
      await sql('INSERT INTO business_settings SELECT * FROM json_populate_record(NULL::business_settings, $1)', [
        row!.saved,
      ]);
    }
  });

  it('ignores a body and query string on a read', async () => {
    const response = await call(businessSettings, `${PATH}?isAcceptingOrders=false`, {});
    expect(response.status).toBe(200);
  });
});

describe('PATCH /api/business-settings: who may change it', () => {
  it('refuses a guest with 401', async () => {
    const response = await patch({ isAcceptingOrders: true, message: null }, { cookie: null });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Not authenticated' });
  });

  it('refuses a guest with 401 before reading the body', async () => {
    const response = await patch(undefined, { cookie: null, rawBody: '{not json' });
    expect(response.status).toBe(401);
  });

  it('refuses a forged or stale session cookie with 401', async () => {
    const response = await patch({ isAcceptingOrders: true }, { cookie: 'kb_session=not-a-real-token' });
    expect(response.status).toBe(401);
  });

  it('refuses a signed-in customer with 403 and changes nothing', async () => {
    const message = uniqueMessage('Customer was here');
    await changing(async () => {
      const response = await patch({ isAcceptingOrders: false, message }, { cookie: customer.cookie });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'Administrator access is required' });
      expect((await readRow()).message).not.toBe(message);
    });
  });

  it('lets the administrator change both fields, records who did, and answers the new settings', async () => {
    const message = uniqueMessage('Closed for a family wedding, back Monday');
    await changing(async () => {
      const before = await readRow();
      const response = await patch({ isAcceptingOrders: false, message });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(always({ isAcceptingOrders: false, message, pausedUntil: null }));

      const row = await readRow();
      expect(row.is_accepting_orders).toBe(false);
      expect(row.message).toBe(message);
      expect(row.updated_by_email).toBe(admin.email);
      expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime());

      const read = await get();
      expect(read.body).toEqual(always({ isAcceptingOrders: false, message, pausedUntil: null }));
    });
  });

  it('opens again when the administrator says so', async () => {
    await changing(async () => {
      await sql('UPDATE business_settings SET is_accepting_orders = false WHERE id = 1');
      const response = await patch({ isAcceptingOrders: true, message: null });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(always({ isAcceptingOrders: true, message: null, pausedUntil: null }));
      expect((await readRow()).is_accepting_orders).toBe(true);
    });
  });
});

describe('PATCH /api/business-settings: the message', () => {
  it('trims the message', async () => {
    const message = uniqueMessage('Samosas sold out today');
    await changing(async () => {
      const response = await patch({ isAcceptingOrders: true, message: `   ${message}\n ` });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(message);
    });
  });

  it('keeps the current message when the field is left out', async () => {
    const message = uniqueMessage('Fresh chapatis every Saturday');
    await changing(async () => {
      await sql('UPDATE business_settings SET message = $1 WHERE id = 1', [message]);
      const response = await patch({ isAcceptingOrders: true });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(always({ isAcceptingOrders: true, message, pausedUntil: null }));
    });
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['blank space', '   \t '],
  ])('clears the message when it is %s', async (_what, value) => {
    await changing(async () => {
      await sql('UPDATE business_settings SET message = $1 WHERE id = 1', [uniqueMessage('Old banner')]);
      const response = await patch({ isAcceptingOrders: true, message: value });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(always({ isAcceptingOrders: true, message: null, pausedUntil: null }));
      expect((await readRow()).message).toBeNull();
    });
  });

  it('accepts a message of exactly 280 characters', async () => {
    const message = uniqueMessage('x').padEnd(280, '!');
    await changing(async () => {
      const response = await patch({ isAcceptingOrders: true, message });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(message);
    });
  });

  it('stores text outside ASCII as written', async () => {
    const message = uniqueMessage('Karibu! Chapati na chai ☕ — tutaonana');
    await changing(async () => {
      const response = await patch({ isAcceptingOrders: true, message });
      expect(response.status).toBe(200);
      expect((await get()).body.message).toBe(message);
    });
  });
});

describe('PATCH /api/business-settings {pausedUntil}: a pause until a time', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('closes ordering until then, says until when, keeps the banner and the switch, and refuses checkouts', async () => {
    const message = uniqueMessage('Fresh chapatis at five');
    await changing(async () => {
      await sql('UPDATE business_settings SET message = $1 WHERE id = 1', [message]);
      const until = inMinutes(60);
      const response = await patch({ pausedUntil: until });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(always({ isAcceptingOrders: false, message, pausedUntil: until }));
      expect((await get()).body).toEqual(always({ isAcceptingOrders: false, message, pausedUntil: until }));
      const row = await readRow();
      expect(row).toMatchObject({ is_accepting_orders: true, message, updated_by_email: admin.email });

      const refused = await startPayment<ErrorAnswer>(await pickupCheckout());
      expect(refused).toMatchObject({ status: 409, body: { message: NOT_ACCEPTING_ORDERS } });
    });
  });

  it('reopens by itself when the time comes, with nobody acting', async () => {
    await changing(async () => {
      expect((await patch({ pausedUntil: inMinutes(30) })).status).toBe(200);
      // The clock reaching the pause's end, as the database sees it: nothing but time changes.
      await sql(`UPDATE business_settings SET paused_until = now() - interval '1 second' WHERE id = 1`);
      expect((await get()).body).toMatchObject({ isAcceptingOrders: true, pausedUntil: null });
      expect((await startPayment(await pickupCheckout())).status).toBe(200);
    });
  });

  it('resumes at once with null', async () => {
    await changing(async () => {
      await patch({ pausedUntil: inMinutes(120) });
      const response = await patch({ pausedUntil: null });
      expect(response.body).toMatchObject({ isAcceptingOrders: true, pausedUntil: null });
    });
  });

  it('shows no pause while the shop is switched off by hand, and stays closed when it would end', async () => {
    await changing(async () => {
      await patch({ isAcceptingOrders: false });
      expect((await patch({ pausedUntil: inMinutes(30) })).body).toMatchObject({
        isAcceptingOrders: false,
        pausedUntil: null,
      });
    });
  });

  it.each([
    ['a time that has passed', () => inMinutes(-5), 'Choose a time later than now'],
    ['more than a week ahead', () => inMinutes(8 * 24 * 60), expect.stringMatching(/^A pause can last at most 7 days/)],
    ['not a time', () => 'at five', expect.stringMatching(/^Choose when orders start again/)],
  ])('refuses %s with 400 and changes nothing', async (_what, until, message) => {
    await changing(async () => {
      const response = await patch({ pausedUntil: until() });
      expect(response).toMatchObject({ status: 400, body: { message } });
      expect((await get()).body.pausedUntil).toBeNull();
    });
  });

  it('takes the pause alone, and only from the administrator', async () => {
    const together = await patch({ pausedUntil: inMinutes(30), isAcceptingOrders: true });
    expect(together).toMatchObject({ status: 400, body: { message: 'Send pausedUntil on its own' } });
    expect((await patch({ pausedUntil: inMinutes(30) }, { cookie: customer.cookie })).status).toBe(403);
    expect((await patch({ pausedUntil: inMinutes(30) }, { cookie: null })).status).toBe(401);
    expect((await get()).body.pausedUntil).toBeNull();
  });
});

describe('PATCH /api/business-settings: bad input is a 400 naming the problem', () => {
  it.each([
    ['a missing isAcceptingOrders', { message: 'hi' }, 'Please say whether orders are being accepted'],
    ['isAcceptingOrders as a string', { isAcceptingOrders: 'yes' }, 'Please say whether orders are being accepted'],
    ['isAcceptingOrders as a number', { isAcceptingOrders: 1 }, 'Please say whether orders are being accepted'],
    ['isAcceptingOrders null', { isAcceptingOrders: null }, 'Please say whether orders are being accepted'],
    ['a message that is a number', { isAcceptingOrders: true, message: 42 }, 'Message must be text'],
    ['a message that is an object', { isAcceptingOrders: true, message: { text: 'hi' } }, 'Message must be text'],
    [
      'a message over 280 characters',
      { isAcceptingOrders: true, message: 'x'.repeat(281) },
      'Message must be at most 280 characters',
    ],
    // Postgres cannot store U+0000; readJson or the service refuses it, each in its own words.
    [
      'a message with a NUL character',
      { isAcceptingOrders: true, message: 'Closed\u0000today' },
      expect.stringMatching(/character/),
    ],
    // valibot's object schema reads an array as an object with no such key.
    ['an array body', [true, 'hi'], 'The request body must be a JSON object'],
    ['a string body', 'open', 'The request body must be a JSON object'],
    ['a null body', null, 'The request body must be a JSON object'],
  ])('refuses %s', async (_what, body, message) => {
    const before = await readRow();
    const response = await patch(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect((await readRow()).updated_at.getTime()).toBe(before.updated_at.getTime());
  });

  it('refuses malformed JSON', async () => {
    const response = await patch(undefined, { rawBody: '{"isAcceptingOrders": tru' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('refuses an empty body', async () => {
    const response = await patch(undefined, { rawBody: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Request body is required' });
  });

  it('refuses a body over 100 KB', async () => {
    const rawBody = JSON.stringify({ isAcceptingOrders: true, message: 'x'.repeat(101 * 1024) });
    const response = await patch(undefined, { rawBody });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Request body is too large (the limit is 100 KB)');
  });
});

describe('PATCH /api/business-settings: cross-site requests are refused with 403', () => {
  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a form content type', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a text/plain content type', { 'content-type': 'text/plain' }],
  ])('%s, even from the administrator, and changes nothing', async (_what, headers) => {
    const message = uniqueMessage('Forged banner');
    await changing(async () => {
      const response = await patch({ isAcceptingOrders: false, message }, { headers });
      expect(response.status).toBe(403);
      expect(typeof response.body.message).toBe('string');
      expect((await readRow()).message).not.toBe(message);
    });
  });

  it('accepts the site’s own Origin', async () => {
    const message = uniqueMessage('Same origin');
    await changing(async () => {
      const response = await patch(
        { isAcceptingOrders: true, message },
        { headers: { origin: 'http://localhost:8888' } },
      );
      expect(response.status).toBe(200);
    });
  });
});

describe('other methods on /api/business-settings', () => {
  it.each(['POST', 'PUT', 'DELETE'])('%s answers 405 with Allow: GET, PATCH', async (method) => {
    const response = await call<ErrorAnswer>(businessSettings, PATH, {
      method,
      body: { isAcceptingOrders: false },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PATCH');
    expect(typeof response.body.message).toBe('string');
  });
});

describe('no input makes /api/business-settings fail with 500', () => {
  /** Each body with the answer it must get: 400 and a message when invalid, 200 when it is a change. */
  const bodies: [unknown, 200 | 400][] = [
    [{}, 400],
    [{ isAcceptingOrders: true, message: ['a'] }, 400],
    [{ isAcceptingOrders: true, message: true }, 400],
    [{ isAcceptingOrders: true, message: '\ud800' }, 200],
    [{ isAcceptingOrders: true, message: 'ok', extra: { deeply: { nested: [1, 2, 3] } } }, 200],
    [{ isAcceptingOrders: { valueOf: true } }, 400],
    [{ __proto__: { isAcceptingOrders: true } }, 400],
    [JSON.parse('{"__proto__": {"isAcceptingOrders": true}}'), 400],
    [{ constructor: { prototype: { isAdmin: true } }, isAcceptingOrders: true }, 200],
    [0, 400],
    [-1, 400],
    [1e308, 400],
    ['null', 400],
    [[], 400],
    [[[[[[[]]]]]], 400],
  ];

  it.each(bodies.map(([body, expected]) => [JSON.stringify(body), body, expected] as const))(
    'body %s',
    async (_label, body, expected) => {
      await changing(async () => {
        const before = await readRow();
        const response = await patch(body);
        expect(response.status).toBe(expected);
        if (expected === 200) {
          expect(response.body).toMatchObject({ isAcceptingOrders: true });
        } else {
          expect(typeof response.body.message).toBe('string');
          expect(await readRow()).toEqual(before);
        }
      });
    },
  );

  it.each(['{', '}', '[', '"', 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000', '\ufeff{}'])(
    'raw body %j',
    async (rawBody) => {
      const response = await patch(undefined, { rawBody });
      expect(response.status).toBe(400);
    },
  );
});

describe('a closed shop takes no payments', () => {
  it('refuses POST /api/create-payment-intent with a clear message while not accepting orders', async () => {
    await changing(async () => {
      await patch({ isAcceptingOrders: false, message: uniqueMessage('Closed for a family wedding') });
      const response = await startPayment<ErrorAnswer>(await pickupCheckout());
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(NOT_ACCEPTING_ORDERS);
    });
  });
});
