import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminDiscountCode from '../../netlify/functions/admin-discount-code.mts';
import adminDiscountCodes from '../../netlify/functions/admin-discount-codes.mts';
import {
  AMOUNT_OFF_INVALID,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_KIND_BOTH,
  DISCOUNT_KIND_MISSING,
  ENDS_BEFORE_START,
  PERCENT_OFF_INVALID,
} from '@/domain/schemas';
import type { DiscountCodeView } from '@/server/discounts/discount-codes-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { insertOrder } from './support/orders';

/*
 * The owner's discount codes at /admin/codes, through the real functions on this file's own
 * database. Every test leaves no code behind.
 */

let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
});

afterEach(async () => {
  await sql('DELETE FROM discount_codes');
});

const PATH = '/api/admin/discount-codes';

const list = async (cookie: string | null = admin.cookie) =>
  call<DiscountCodeView[]>(adminDiscountCodes, PATH, { cookie });

const create = <Body = DiscountCodeView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminDiscountCodes, PATH, { method: 'POST', cookie, body });

const update = <Body = DiscountCodeView>(id: number | string, body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminDiscountCode, `${PATH}/${id}`, { method: 'PATCH', cookie, body, params: { id: String(id) } });

const remove = <Body = null>(id: number | string, cookie: string | null = admin.cookie) =>
  call<Body>(adminDiscountCode, `${PATH}/${id}`, { method: 'DELETE', cookie, params: { id: String(id) } });

/** A code as the page's form sends it: every field, the blank ones empty. */
const CHRISTMAS = {
  code: 'xmas25',
  percentOff: '',
  amountOff: '5.00',
  minSubtotal: '25',
  startsAt: '2025-12-01',
  endsAt: '2025-12-24',
  maxUses: '3',
  oncePerCustomer: true,
  firstOrderOnly: false,
};

const storedCodes = async () =>
  (await sql<{ code: string }>('SELECT code FROM discount_codes ORDER BY id')).map((row) => row.code);

async function created(body: unknown): Promise<DiscountCodeView> {
  const answer = await create(body);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Puts the code on an order of `discountCents`, as a booking would. */
async function orderWithCode(codeId: number, discountCents: number, status: 'confirmed' | 'cancelled' = 'confirmed') {
  const [orderId] = await insertOrder({ status });
  await sql(
    `UPDATE orders SET discount_code_id = $1, discount_code = (SELECT code FROM discount_codes WHERE id = $1),
       discount_cents = $2, total_cents = total_cents - $2 WHERE id = $3`,
    [codeId, discountCents, orderId],
  );
  return orderId ?? 0;
}

describe('POST and GET /api/admin/discount-codes', () => {
  it('saves a code in capitals, its blank terms as none, and lists it with no uses', async () => {
    const answer = await create(CHRISTMAS);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      code: 'XMAS25',
      percentOff: null,
      amountOff: '5.00',
      minSubtotal: '25.00',
      startsAt: '2025-12-01',
      endsAt: '2025-12-24',
      maxUses: 3,
      oncePerCustomer: true,
      firstOrderOnly: false,
      uses: 0,
      givenAway: '0.00',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const bare = await created({ code: 'Save10', percentOff: 10 });
    expect(bare).toMatchObject({
      code: 'SAVE10',
      percentOff: 10,
      amountOff: null,
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      oncePerCustomer: false,
      firstOrderOnly: false,
    });
    const listed = await list();
    expect(listed.status).toBe(200);
    // Newest first.
    expect(listed.body).toEqual([bare, answer.body]);
  });

  it('answers 409 for a code taken in any case, and saves nothing', async () => {
    await created({ code: 'SAVE10', percentOff: 10 });
    const again = await create<ErrorAnswer>({ code: 'save10', amountOff: 3 });
    expect(again).toMatchObject({ status: 409, body: { message: 'The code SAVE10 already exists.' } });
    expect(await storedCodes()).toEqual(['SAVE10']);
  });
});

describe('bad input', () => {
  it.each([
    ['a code with a dash', { code: 'SAVE-10', percentOff: 10 }, 'code', DISCOUNT_CODE_INVALID],
    ['a code of 33 characters', { code: 'A'.repeat(33), percentOff: 10 }, 'code', DISCOUNT_CODE_INVALID],
    ['no code', { percentOff: 10 }, 'code', DISCOUNT_CODE_INVALID],
    ['0 percent', { code: 'SAVE', percentOff: 0 }, 'percentOff', PERCENT_OFF_INVALID],
    ['101 percent', { code: 'SAVE', percentOff: 101 }, 'percentOff', PERCENT_OFF_INVALID],
    ['a percent with decimals', { code: 'SAVE', percentOff: 12.5 }, 'percentOff', PERCENT_OFF_INVALID],
    ['$0.00 off', { code: 'SAVE', amountOff: '0.00' }, 'amountOff', AMOUNT_OFF_INVALID],
    ['$1,000.01 off', { code: 'SAVE', amountOff: 1000.01 }, 'amountOff', AMOUNT_OFF_INVALID],
    ['a negative amount', { code: 'SAVE', amountOff: '-5' }, 'amountOff', AMOUNT_OFF_INVALID],
    ['both kinds', { code: 'SAVE', percentOff: 10, amountOff: '5.00' }, 'amountOff', DISCOUNT_KIND_BOTH],
    ['neither kind', { code: 'SAVE', percentOff: '', amountOff: null }, 'percentOff', DISCOUNT_KIND_MISSING],
    [
      'an end before the start',
      { code: 'SAVE', percentOff: 10, startsAt: '2025-12-24', endsAt: '2025-12-01' },
      'endsAt',
      ENDS_BEFORE_START,
    ],
  ])('answers 400 for %s, naming the field, and saves nothing', async (_name, body, field, message) => {
    const created = await create<ErrorAnswer & { fields: Record<string, string> }>(body);
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(message);
    expect(created.body.fields[field]).toBe(message);
    expect(await storedCodes()).toEqual([]);
  });

  it('refuses a change the same way, keeping the code as it was', async () => {
    const code = await created({ code: 'SAVE10', percentOff: 10 });
    const changed = await update<ErrorAnswer>(code.id, { ...CHRISTMAS, startsAt: '2025-12-24', endsAt: '2025-12-01' });
    expect(changed).toMatchObject({ status: 400, body: { message: ENDS_BEFORE_START } });
    expect((await list()).body).toEqual([code]);
  });
});

describe('PATCH and DELETE /api/admin/discount-codes/{id}', () => {
  it('saves every term the form sends, a blank one as none', async () => {
    const code = await created(CHRISTMAS);
    const changed = await update(code.id, {
      ...CHRISTMAS,
      code: 'xmas30',
      percentOff: '30',
      amountOff: '',
      minSubtotal: '',
      endsAt: '',
      maxUses: '',
      oncePerCustomer: false,
      firstOrderOnly: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      ...code,
      code: 'XMAS30',
      percentOff: 30,
      amountOff: null,
      minSubtotal: null,
      endsAt: null,
      maxUses: null,
      oncePerCustomer: false,
      firstOrderOnly: true,
    });
    expect((await list()).body).toEqual([changed.body]);
  });

  it("answers 409 for another code's words in any case, and 404 for no code", async () => {
    const save10 = await created({ code: 'SAVE10', percentOff: 10 });
    const other = await created({ code: 'OTHER', percentOff: 5 });
    expect(await update<ErrorAnswer>(other.id, { code: 'save10', percentOff: 5 })).toMatchObject({
      status: 409,
      body: { message: 'The code SAVE10 already exists.' },
    });
    // Its own words, in another case, are its own.
    expect((await update(save10.id, { code: 'Save10', percentOff: 15 })).body.percentOff).toBe(15);
    for (const id of [other.id + 1000, 'abc']) {
      expect(await update<ErrorAnswer>(id, { code: 'NEW', percentOff: 5 })).toMatchObject({
        status: 404,
        body: { message: 'Discount code not found' },
      });
    }
    expect(await storedCodes()).toEqual(['SAVE10', 'OTHER']);
  });

  it('deletes a code (204), its orders keeping its words; 404 after', async () => {
    const code = await created({ code: 'SAVE10', percentOff: 10 });
    const orderId = await orderWithCode(code.id, 200);
    const removed = await remove(code.id);
    expect(removed.status).toBe(204);
    expect(await storedCodes()).toEqual([]);
    expect(
      await sql('SELECT discount_code, discount_code_id, discount_cents FROM orders WHERE id = $1', [orderId]),
    ).toEqual([{ discount_code: 'SAVE10', discount_code_id: null, discount_cents: 200 }]);
    expect(await remove<ErrorAnswer>(code.id)).toMatchObject({
      status: 404,
      body: { message: 'Discount code not found' },
    });
  });
});

describe('uses and money given away', () => {
  it('count the orders carrying the code, but not a cancelled or refunded one', async () => {
    const code = await created({ code: 'SAVE10', percentOff: 10 });
    const other = await created({ code: 'OTHER', amountOff: '1.00' });
    await orderWithCode(code.id, 150);
    await orderWithCode(code.id, 250);
    await orderWithCode(code.id, 900, 'cancelled');
    const refunded = await orderWithCode(code.id, 700);
    await sql("UPDATE orders SET refunded_at = now(), refund_id = 're_test' WHERE id = $1", [refunded]);
    await orderWithCode(other.id, 100);

    const listed = (await list()).body;
    expect(listed.find((listedCode) => listedCode.id === code.id)).toMatchObject({ uses: 2, givenAway: '4.00' });
    expect(listed.find((listedCode) => listedCode.id === other.id)).toMatchObject({ uses: 1, givenAway: '1.00' });
    // A change answers the code with its uses.
    expect((await update(code.id, { code: 'SAVE10', percentOff: 20 })).body).toMatchObject({
      uses: 2,
      givenAway: '4.00',
    });
  });
});

describe('who may manage codes', () => {
  it('answers 401 signed out and 403 to a customer, on every endpoint, and changes nothing', async () => {
    const customer = await registerAccount();
    const code = await created({ code: 'SAVE10', percentOff: 10 });
    for (const cookie of [null, customer.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await list(cookie)).status).toBe(expected);
      expect((await create({ code: 'MINE', percentOff: 100 }, cookie)).status).toBe(expected);
      expect((await update(code.id, { code: 'MINE', percentOff: 100 }, cookie)).status).toBe(expected);
      expect((await remove(code.id, cookie)).status).toBe(expected);
    }
    expect((await list()).body).toEqual([code]);
  });
});
