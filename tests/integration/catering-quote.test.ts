import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminCateringRequest from '../../netlify/functions/admin-catering-request.mts';
import adminCateringStep from '../../netlify/functions/admin-catering-step.mts';
import cateringRequests from '../../netlify/functions/catering-requests.mts';
import {
  BALANCE_DUE_AFTER_EVENT,
  DEPOSIT_BOTH,
  EXPIRY_AFTER_EVENT,
  PERCENT_INVALID,
  QUOTE_NO_LINES,
  REFUND_DAYS_INVALID,
} from '@/domain/catering/catering-quote-body';
import {
  DECLINE_MESSAGE_INVALID,
  NOTHING_TO_SEND,
  notDeclinable,
  notQuotable,
} from '@/domain/catering/catering-quote-steps';
import { belowMinimum, PIECES_INVALID, UNKNOWN_DISH } from '@/domain/catering/catering-request';
import { addDays, shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { dayLabel } from '@/domain/fulfilment/window-label';
import type { CateringDetailView } from '@/server/catering/catering-admin-detail';
import type { SavedQuoteView } from '@/server/catering/catering-quote-service';
import { cateringRequestPage } from '@/server/catering/catering-request-page';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';
import { useShopDefaultSchedule } from './support/schedule';
import { collectTax, OLATHE } from './support/taxed-orders';

/*
 * The owner's quote of a catering request (issue 48, item 2) through the real functions on this
 * file's own database: who may quote, the refusals named by field, the worked quote's every figure
 * (tax as Kansas has it), sending it through the outbox, the day's limit warned of and gone past,
 * declining, and the owner's defaults.
 */

let admin: TestAccount;
let customer: TestAccount;
let samosa: number;
let chapati: number;

beforeAll(async () => {
  admin = await adminAccount();
  customer = await registerAccount();
  await useShopDefaultSchedule();
  await collectTax();
  const ids = await sql<{ id: string; slug: string }>(
    "SELECT id, slug FROM products WHERE slug IN ('beef-samosa', 'chapati')",
  );
  samosa = Number(ids.find((row) => row.slug === 'beef-samosa')?.id);
  chapati = Number(ids.find((row) => row.slug === 'chapati')?.id);
});

afterEach(async () => {
  await sql('DELETE FROM catering_requests');
  await sql('DELETE FROM orders');
  await sql("DELETE FROM outbox WHERE kind LIKE 'catering-%'");
  await sql('DELETE FROM rate_limits');
  await sql('UPDATE products SET daily_limit = NULL');
  await sql(
    "UPDATE fulfilment_settings SET catering_deposit_percent = 50, catering_full_refund_days = 7, catering_terms = ''",
  );
});

const EVENT_DAYS = 14;
const today = () => shopDate(new Date());
const eventDay = () => addDays(today(), EVENT_DAYS);
const eventAt = () => shopInstant(eventDay(), '14:00');

interface Refused extends ErrorAnswer {
  fields: Record<string, string>;
}
interface OverLimits extends ErrorAnswer {
  limitWarnings: string[];
  overridable: boolean;
}

/** A request as the customer sends it from /catering: 200 samosas and 100 chapatis delivered to Olathe. */
async function requested(): Promise<number> {
  const sent = await call<{ reference: string }>(cateringRequests, '/api/catering-requests', {
    method: 'POST',
    body: {
      eventAt: eventAt().toISOString(),
      orderType: 'delivery',
      address: OLATHE,
      headcount: 120,
      items: [
        { productId: samosa, pieces: 200 },
        { productId: chapati, pieces: 100 },
      ],
      note: null,
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phone: '913-555-0148',
    },
  });
  expect(sent.status).toBe(201);
  return Number(sent.body.reference.slice(4));
}

const detail = <Body = CateringDetailView>(id: number | string, cookie: string | null = admin.cookie) =>
  call<Body>(adminCateringRequest, `/api/admin/catering/${id}`, { cookie, params: { id: String(id) } });
const saveQuote = <Body = SavedQuoteView>(id: number, body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminCateringStep, `/api/admin/catering/${id}/quote`, {
    method: 'PUT',
    body,
    cookie,
    params: { id: String(id), action: 'quote' },
  });
const step = <Body = CateringDetailView>(
  id: number,
  action: 'send' | 'decline',
  body: unknown,
  cookie: string | null = admin.cookie,
) =>
  call<Body>(adminCateringStep, `/api/admin/catering/${id}/${action}`, {
    method: 'POST',
    body,
    cookie,
    params: { id: String(id), action },
  });
const putTerms = <Body = unknown>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminCateringRequest, '/api/admin/catering/terms', {
    method: 'PUT',
    body,
    cookie,
    params: { id: 'terms' },
  });

/** The worked quote: the request's dishes at the menu's pack price, a 10% service charge, the rest by default. */
const WORKED = () => ({
  lines: [
    { productId: samosa, pieces: 200 },
    { productId: chapati, pieces: 100 },
  ],
  serviceChargePercent: 10,
});

const mails = (kind: string) =>
  sql<{ to_address: string; subject: string; text_body: string; dedupe_key: string }>(
    'SELECT to_address, subject, text_body, dedupe_key FROM outbox WHERE kind = $1 ORDER BY id',
    [kind],
  );
const tokenIn = (text: string) => /\/catering\/request\?token=([\w-]+)/.exec(text)?.[1] ?? '';

describe("the owner's catering endpoints", () => {
  it('are for the administrator only: 401 signed out, 403 for a customer, and change nothing', async () => {
    const id = await requested();
    for (const cookie of [null, customer.cookie]) {
      const expected = cookie === null ? 401 : 403;
      expect((await detail(id, cookie)).status).toBe(expected);
      expect((await detail('terms', cookie)).status).toBe(expected);
      expect((await putTerms({ depositPercent: 10, fullRefundDays: 1, terms: 'x' }, cookie)).status).toBe(expected);
      expect((await saveQuote(id, WORKED(), cookie)).status).toBe(expected);
      expect((await step(id, 'send', {}, cookie)).status).toBe(expected);
      expect((await step(id, 'decline', { message: 'Sorry' }, cookie)).status).toBe(expected);
    }
    expect(await sql('SELECT id FROM catering_quotes')).toEqual([]);
    expect((await detail(id)).body.request.status).toBe('requested');
    expect((await detail('terms')).body).toEqual({ depositPercent: 50, fullRefundDays: 7, terms: '' });
  });

  it('answer 404 for a request that is not there', async () => {
    expect((await detail(999_999)).status).toBe(404);
    expect((await saveQuote(999_999, WORKED())).status).toBe(404);
    expect((await step(999_999, 'send', {})).status).toBe(404);
  });
});

describe('PUT /api/admin/catering/{id}/quote', () => {
  it('prices the worked quote: 200 Beef Samosa and 100 Chapati, a 10% service charge, delivered to Olathe, half down', async () => {
    const id = await requested();
    const answer = await saveQuote(id, WORKED());
    expect(answer.status).toBe(200);
    // Both dishes at the 50-piece pack price, $1.60 each: $320.00 + $160.00 = $480.00. Service
    // charge 10% = $48.00, taxed as prepared food with the samosas (K.A.R. 92-19-51): 9.35% of
    // $368.00 = $34.408 → $34.41; the chapatis as food, 2.85% of $160.00 = $4.56. The delivery fee
    // to Olathe, $3.50, stated apart and not taxed in Kansas. Total $480.00 + $48.00 + $3.50 +
    // $38.97 = $570.47; deposit 50%, $285.235 → $285.24; balance $285.23.
    expect(answer.body).toEqual({
      version: 1,
      savedAt: expect.any(String),
      sentAt: null,
      acceptedAt: null,
      lines: [
        { productId: samosa, name: 'Beef Samosa', pieces: 200, priceEach: '1.60', total: '320.00' },
        { productId: chapati, name: 'Chapati', pieces: 100, priceEach: '1.60', total: '160.00' },
      ],
      subtotal: '480.00',
      discount: '0.00',
      serviceChargePercent: 10,
      serviceCharge: '48.00',
      setup: '0.00',
      deliveryFee: '3.50',
      tax: '38.97',
      taxLines: [
        { name: 'Prepared food', rate: '9.35', taxable: '368.00', amount: '34.41' },
        { name: 'Food', rate: '2.85', taxable: '160.00', amount: '4.56' },
      ],
      total: '570.47',
      depositPercent: 50,
      deposit: '285.24',
      balance: '285.23',
      balanceDueOn: addDays(eventDay(), -2),
      balanceDueAt: shopInstant(addDays(eventDay(), -2), '08:00').toISOString(),
      expiresOn: addDays(today(), 7),
      expiresAt: shopInstant(addDays(today(), 8), '00:00').toISOString(),
      terms: '',
      fullRefundDays: 7,
      refundCutOff: shopInstant(addDays(eventDay(), -7), '14:00').toISOString(),
      overLimits: false,
      limitWarnings: [],
    });
    // Saved again before sending, the draft is the same version, changed.
    const again = await saveQuote(id, { ...WORKED(), lines: [{ productId: samosa, pieces: 200, priceEach: '1.50' }] });
    expect(again.body).toMatchObject({ version: 1, subtotal: '300.00', serviceCharge: '30.00' });
    expect((await detail(id)).body.quotes.map((quote) => quote.version)).toEqual([1]);
  });

  it("takes the owner's charges, discount, deposit amount and dates as given", async () => {
    const id = await requested();
    const balanceDueOn = addDays(eventDay(), -3);
    const expiresOn = addDays(today(), 3);
    const answer = await saveQuote(id, {
      lines: [{ productId: samosa, pieces: 100, priceEach: '2.00' }],
      discount: '20.00',
      serviceChargePercent: 0,
      setup: '25.00',
      deliveryFee: '0',
      depositAmount: '100.00',
      balanceDueOn,
      expiresOn,
      terms: '**No refunds** after the cut-off.',
      fullRefundDays: 10,
    });
    expect(answer.status).toBe(200);
    // $200.00 - $20.00 = $180.00 + setup $25.00, all prepared food at 9.35%: $19.1675 → $19.17.
    expect(answer.body).toMatchObject({
      subtotal: '200.00',
      discount: '20.00',
      setup: '25.00',
      deliveryFee: '0.00',
      taxLines: [{ name: 'Prepared food', rate: '9.35', taxable: '205.00', amount: '19.17' }],
      total: '224.17',
      depositPercent: null,
      deposit: '100.00',
      balance: '124.17',
      balanceDueOn,
      expiresOn,
      terms: '**No refunds** after the cut-off.',
      fullRefundDays: 10,
    });
  });

  it('answers 400 naming each field at fault, and keeps nothing', async () => {
    const id = await requested();
    const badShape = await saveQuote<Refused>(id, {
      lines: [{ productId: samosa, pieces: 0 }],
      serviceChargePercent: 150,
      depositPercent: 40,
      depositAmount: '10.00',
    });
    expect(badShape.status).toBe(400);
    expect(badShape.body.fields).toEqual({
      'lines.0.pieces': PIECES_INVALID,
      serviceChargePercent: PERCENT_INVALID,
      depositAmount: DEPOSIT_BOTH,
    });
    expect((await saveQuote<Refused>(id, { lines: [] })).body.fields).toEqual({ lines: QUOTE_NO_LINES });

    const badShop = await saveQuote<Refused>(id, {
      lines: [
        { productId: samosa, pieces: 5 },
        { productId: 999_999, pieces: 10 },
      ],
      balanceDueOn: addDays(eventDay(), 1),
      expiresOn: eventDay(),
    });
    expect(badShop.status).toBe(400);
    expect(badShop.body.fields).toEqual({
      'lines.0.pieces': belowMinimum('Beef Samosa', 10),
      'lines.1.productId': UNKNOWN_DISH,
      balanceDueOn: BALANCE_DUE_AFTER_EVENT,
      expiresOn: EXPIRY_AFTER_EVENT,
    });
    expect(await sql('SELECT id FROM catering_quotes')).toEqual([]);
  });
});

describe('POST /api/admin/catering/{id}/send', () => {
  it("e-mails the customer the quote with a link to her request's page, and the request is quoted", async () => {
    const id = await requested();
    expect((await step<ErrorAnswer>(id, 'send', {})).body.message).toBe(NOTHING_TO_SEND);
    await saveQuote(id, WORKED());
    const sent = await step(id, 'send', {});
    expect(sent.status).toBe(200);
    expect(sent.body.request.status).toBe('quoted');
    expect(sent.body.states.map((state) => state.status)).toEqual(['requested', 'quoted']);
    expect(sent.body.quotes).toEqual([expect.objectContaining({ version: 1, sentAt: expect.any(String) })]);

    const [mail, ...more] = await mails('catering-quote');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'wanjiru@example.com',
      subject: `Your catering quote CAT-${id}: $570.47`,
      dedupe_key: `catering-request:${id}:quote:1`,
    });
    expect(mail?.text_body).toContain('Total: $570.47');
    expect(mail?.text_body).toContain('A deposit of $285.24 books your event');
    expect(mail?.text_body).toContain(`You can accept it until the end of ${dayLabel(addDays(today(), 7))}.`);
    const page = await cateringRequestPage(tokenIn(mail?.text_body ?? ''));
    expect(page?.request).toMatchObject({ reference: `CAT-${id}`, status: 'quoted' });
    expect(page?.quote).toMatchObject({ total: '570.47', deposit: '285.24', balance: '285.23' });

    // Nothing new to send until the owner saves a revision: a new version after the one sent.
    expect((await step<ErrorAnswer>(id, 'send', {})).status).toBe(409);
    const revised = await saveQuote(id, { ...WORKED(), serviceChargePercent: 15 });
    expect(revised.body).toMatchObject({ version: 2, sentAt: null, serviceCharge: '72.00' });
    const versions = (await detail(id)).body.quotes;
    expect(versions.map((quote) => [quote.version, quote.serviceCharge, quote.sentAt !== null])).toEqual([
      [1, '48.00', true],
      [2, '72.00', false],
    ]);
  });

  it("warns when the pieces pass the day's limit (409), and sends anyway when the owner says so", async () => {
    const id = await requested();
    await sql('UPDATE products SET daily_limit = 200 WHERE id = $1', [samosa]);
    const start = shopInstant(eventDay(), '12:00');
    await insertOrder({
      lines: [{ productId: samosa, name: 'Beef Samosa', quantity: 60, priceCents: 160 }],
      fulfilmentWindow: { start, end: new Date(start.getTime() + 30 * 60_000) },
    });
    const warning = `This passes the day's limit: Beef Samosa 260 of 200 on ${dayLabel(eventDay())}.`;

    const saved = await saveQuote(id, WORKED());
    expect(saved.body.limitWarnings).toEqual([warning]);
    expect((await detail(id)).body.limitWarnings).toEqual([warning]);

    const refused = await step<OverLimits>(id, 'send', { overrideLimits: false });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: warning, limitWarnings: [warning], overridable: true });
    expect(await mails('catering-quote')).toEqual([]);
    expect((await detail(id)).body.request.status).toBe('requested');

    const sent = await step(id, 'send', { overrideLimits: true });
    expect(sent.status).toBe(200);
    expect(sent.body.request.status).toBe('quoted');
    expect(sent.body.quotes[0]?.overLimits).toBe(true);
    expect(await mails('catering-quote')).toHaveLength(1);
  });
});

describe('POST /api/admin/catering/{id}/decline', () => {
  it("declines a request with the owner's message, e-mailed to the customer; it can then be neither quoted nor declined", async () => {
    const id = await requested();
    const empty = await step<Refused>(id, 'decline', { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ message: DECLINE_MESSAGE_INVALID });
    expect((await step<Refused>(id, 'decline', { message: 'x'.repeat(1001) })).status).toBe(400);

    const message = 'We are fully booked that weekend.\nWe would love to cater another date.';
    const declined = await step(id, 'decline', { message });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ declinedMessage: message, request: { status: 'declined' } });
    expect(declined.body.states.map((state) => state.status)).toEqual(['requested', 'declined']);
    const [mail] = await mails('catering-declined');
    expect(mail).toMatchObject({ to_address: 'wanjiru@example.com', dedupe_key: `catering-request:${id}:declined` });
    expect(mail?.text_body).toContain(message);

    expect((await saveQuote<ErrorAnswer>(id, WORKED())).body).toEqual({ message: notQuotable('declined') });
    expect((await step<ErrorAnswer>(id, 'decline', { message })).body).toEqual({
      message: notDeclinable('declined'),
    });
  });

  it('refuses once the customer has accepted', async () => {
    const id = await requested();
    await sql("UPDATE catering_requests SET status = 'accepted' WHERE id = $1", [id]);
    const refused = await step<ErrorAnswer>(id, 'decline', { message: 'Sorry' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(notDeclinable('accepted'));
    expect(await mails('catering-declined')).toEqual([]);
  });
});

describe("the owner's defaults for a new quote", () => {
  it('are saved whole, named by field when wrong, and taken by a quote that leaves them out', async () => {
    const bad = await putTerms<Refused>({ depositPercent: 101, fullRefundDays: 91, terms: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ depositPercent: PERCENT_INVALID, fullRefundDays: REFUND_DAYS_INVALID });

    const terms = { depositPercent: 25, fullRefundDays: 10, terms: 'The deposit is **not** refundable after that.' };
    const saved = await putTerms(terms);
    expect(saved).toMatchObject({ status: 200, body: terms });
    expect((await detail('terms')).body).toEqual(terms);

    const id = await requested();
    expect((await detail(id)).body.defaults).toEqual({
      ...terms,
      deliveryFee: '3.50',
      balanceDueOn: addDays(eventDay(), -2),
      expiresOn: addDays(today(), 7),
    });
    const quote = await saveQuote(id, WORKED());
    expect(quote.body).toMatchObject({ total: '570.47', deposit: '142.62', ...terms });
  });
});
