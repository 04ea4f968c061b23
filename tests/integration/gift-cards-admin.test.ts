import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminGiftCard from '../../netlify/functions/admin-gift-card.mts';
import adminGiftCards from '../../netlify/functions/admin-gift-cards.mts';
import giftCardBalance from '../../netlify/functions/gift-card-balance.mts';
import { INVALID_EMAIL } from '@/domain/schemas';
import {
  DISABLE_REASON_MISSING,
  STORE_CREDIT_AMOUNT_INVALID,
  STORE_CREDIT_REASON_MISSING,
} from '@/domain/schemas/gift-card';
import { GIFT_CARD_NOT_FOUND } from '@/server/gift-cards/gift-card-balance';
import type { GiftCardView } from '@/server/gift-cards/gift-card-view';
import { adminAccount, registerAccount, type TestAccount, uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { mailedCode, removeGiftCards } from './support/gift-cards';

/*
 * Store credit, the owner's list of cards and the balance page's check (issue 47), through the real
 * functions on this file's own database.
 */

let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
  customer = await registerAccount();
});

afterEach(async () => {
  await removeGiftCards();
  await sql("DELETE FROM outbox WHERE kind = 'gift-card'");
  await sql('DELETE FROM rate_limits');
});

const PATH = '/api/admin/gift-cards';
interface CardList {
  cards: GiftCardView[];
  outstanding: string;
}
interface Balance {
  last4: string;
  balance: string;
  disabled: boolean;
  uses: { at: string; kind: string; amount: string }[];
}

const list = (cookie: string | null = admin.cookie) => call<CardList>(adminGiftCards, PATH, { cookie });
const issue = <Body = GiftCardView>(body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminGiftCards, PATH, { method: 'POST', cookie, body });
const patch = <Body = GiftCardView>(id: number | string, body: unknown, cookie: string | null = admin.cookie) =>
  call<Body>(adminGiftCard, `${PATH}/${id}`, { method: 'PATCH', cookie, body, params: { id: String(id) } });
const balance = <Body = Balance>(code: unknown, ip?: string) =>
  call<Body>(giftCardBalance, '/api/gift-cards/balance', { method: 'POST', body: { code }, ...(ip ? { ip } : {}) });

async function issued(body: Record<string, unknown>): Promise<{ card: GiftCardView; code: string }> {
  const answer = await issue(body);
  if (answer.status !== 201) throw new Error(`issue failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { card: answer.body, code: await mailedCode(String(body['email'])) };
}

describe('store credit: POST and GET /api/admin/gift-cards', () => {
  it('issues a card to an e-mail, mails its code at once, and lists it with what the shop owes', async () => {
    const email = uniqueEmail('regular');
    const { card, code } = await issued({ email, name: 'Wanjiru', amount: '7.40', reason: 'Your order came late' });
    expect(card).toMatchObject({
      kind: 'credit',
      amount: '7.40',
      balance: '7.40',
      buyer: null,
      recipient: { name: 'Wanjiru', email },
      reason: 'Your order came late',
      last4: code.replace(/-/g, '').slice(-4),
      lastUsedAt: null,
      disabledAt: null,
    });

    const [letter] = await sql<{ subject: string; text_body: string; secrets: string[] }>(
      "SELECT subject, text_body, secrets FROM outbox WHERE kind = 'gift-card'",
    );
    expect(letter?.subject).toBe('A $7.40 Kenyan Bites gift card from Kenyan Bites');
    expect(letter?.text_body).toContain('Your order came late');
    expect(letter?.text_body).toContain("choose 'Add a gift card' at checkout");
    expect(letter?.text_body).toContain('It never expires and carries no fees.');
    // The code is a secret of the letter: replaced once the mail server has it.
    expect(letter?.secrets).toEqual([code]);

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.cards.map((c) => c.id)).toEqual([card.id]);
    expect(listed.body.outstanding).toBe('7.40');

    // The same list as the owner's spreadsheet, to download.
    const sheet = await call<string>(adminGiftCards, `${PATH}?format=csv`, { cookie: admin.cookie });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, row, , owed] = sheet.body.trim().split('\r\n');
    expect(header).toBe(
      'Card ending,Kind,Amount,Balance,Buyer,Buyer e-mail,Recipient,Recipient e-mail,Reason,Issued,Last used,Disabled',
    );
    expect(row).toMatch(new RegExp(`^${card.last4},Store credit,7\\.40,7\\.40,,,`));
    expect(owed).toBe('Owed on every card,7.40');
    expect((await call(adminGiftCards, `${PATH}?format=pdf`, { cookie: admin.cookie })).status).toBe(400);
  });

  it('stores only the hash of the code and its last four characters', async () => {
    const { code } = await issued({ email: uniqueEmail(), amount: 25, reason: 'A thank-you' });
    const [row] = await sql<{ row: string }>('SELECT row_to_json(g)::text AS row FROM gift_cards g');
    expect(row?.row).not.toContain(code);
    expect(row?.row).not.toContain(code.replace(/-/g, ''));
    expect(row?.row).not.toContain(code.replace(/-/g, '').slice(0, 12));
  });

  it('names every field at fault and saves nothing', async () => {
    const answer = await issue<ErrorAnswer & { fields: Record<string, string> }>({ email: 'not-mail', amount: '0' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      email: INVALID_EMAIL,
      amount: STORE_CREDIT_AMOUNT_INVALID,
      reason: STORE_CREDIT_REASON_MISSING,
    });
    const tooMuch = await issue<{ fields: Record<string, string> }>({
      email: uniqueEmail(),
      amount: '500.01',
      reason: 'x',
    });
    expect(tooMuch.body.fields).toEqual({ amount: STORE_CREDIT_AMOUNT_INVALID });
    expect(await sql('SELECT id FROM gift_cards')).toEqual([]);
    expect(await sql("SELECT id FROM outbox WHERE kind = 'gift-card'")).toEqual([]);
  });

  it('is the administrator’s alone: 401 signed out, 403 for a customer, nothing issued', async () => {
    const body = { email: uniqueEmail(), amount: 10, reason: 'x' };
    expect((await list(null)).status).toBe(401);
    expect((await list(customer.cookie)).status).toBe(403);
    expect((await call(adminGiftCards, `${PATH}?format=csv`, { cookie: customer.cookie })).status).toBe(403);
    expect((await issue(body, null)).status).toBe(401);
    expect((await issue(body, customer.cookie)).status).toBe(403);
    expect((await patch(1, { disabled: true, reason: 'x' }, customer.cookie)).status).toBe(403);
    expect(await sql('SELECT id FROM gift_cards')).toEqual([]);
  });
});

describe('PATCH /api/admin/gift-cards/{id}', () => {
  it('disables a card with a reason and keeps its balance in what the shop owes; enables it again', async () => {
    const { card, code } = await issued({ email: uniqueEmail(), amount: '20.00', reason: 'A thank-you' });
    const disabled = await patch(card.id, { disabled: true, reason: 'Reported stolen' });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ balance: '20.00', disabledReason: 'Reported stolen' });
    expect(disabled.body.disabledAt).not.toBeNull();
    expect((await list()).body.outstanding).toBe('20.00');
    expect((await balance(code)).body).toMatchObject({ balance: '20.00', disabled: true });

    const enabled = await patch(card.id, { disabled: false });
    expect(enabled.body).toMatchObject({ disabledAt: null, disabledReason: null, balance: '20.00' });
  });

  it('wants a reason to disable, and answers 404 for no card', async () => {
    const { card } = await issued({ email: uniqueEmail(), amount: 10, reason: 'x' });
    const noReason = await patch<{ fields: Record<string, string> }>(card.id, { disabled: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: DISABLE_REASON_MISSING });
    expect((await patch(card.id + 1000, { disabled: false })).status).toBe(404);
  });
});

describe('POST /api/gift-cards/balance', () => {
  it('answers the balance and each use for the code as a person types it', async () => {
    const { code } = await issued({ email: uniqueEmail(), amount: '30.00', reason: 'x' });
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const answer = await balance(typed);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ last4: code.slice(-4), balance: '30.00', disabled: false });
    expect(answer.body.uses).toEqual([{ at: expect.any(String), kind: 'issue', amount: '30.00' }]);
  });

  it('a wrong code and a code that cannot be one get the same sentence', async () => {
    const { code } = await issued({ email: uniqueEmail(), amount: 10, reason: 'x' });
    const lastChanged = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    for (const wrong of [lastChanged, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', 'ABC', 'U000-0000-0000-0000']) {
      const answer = await balance<ErrorAnswer>(wrong);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(GIFT_CARD_NOT_FOUND);
    }
  });

  it('limits each address to 10 checks in 15 minutes', async () => {
    const ip = '2001:db8::47';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await balance('ZZZZ-ZZZZ-ZZZZ-ZZZZ', ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits every address together to 300 checks in 15 minutes', async () => {
    // A fresh address each call (the default), as a guesser spread over many would have: each
    // address's counter stays at 1, and the one of every address together counts them all.
    const check = async () => (await balance('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).status;
    expect([await check(), await check()]).toEqual([404, 404]);
    // 297 more checks from as many addresses, counted as they would be, without making them.
    await sql('UPDATE rate_limits SET count = count + 297 WHERE count = 2');
    expect(await check()).toBe(404);
    expect(await check()).toBe(429);
  });
});

describe('the ledger', () => {
  it('is append-only: a row is never changed or removed', async () => {
    await issued({ email: uniqueEmail(), amount: 10, reason: 'x' });
    await expect(sql('UPDATE gift_card_ledger SET amount_cents = 99999')).rejects.toThrow();
    await expect(sql('DELETE FROM gift_card_ledger')).rejects.toThrow();
    expect(await sql('SELECT amount_cents FROM gift_card_ledger')).toEqual([{ amount_cents: 1000 }]);
  });
});
