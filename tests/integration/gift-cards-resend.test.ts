import { afterEach, describe, expect, it } from 'vitest';
import giftCardBalance from '../../netlify/functions/gift-card-balance.mts';
import giftCardResend from '../../netlify/functions/gift-card-resend.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import { RESEND_CARD_ON_HOLD, RESEND_LINK_INVALID } from '@/domain/gift-cards/gift-card-resend';
import { GIFT_CARD_NOT_FOUND } from '@/server/gift-cards/gift-card-balance';
import { resendPage } from '@/server/gift-cards/gift-card-resend';
import { updateCard } from '@/server/gift-cards/gift-cards-service';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { buyGiftCard, mailedCode, removeGiftCards } from './support/gift-cards';

/*
 * The buyer's resend of a gift card (issue 47), through the real functions on this file's own
 * database: the link in the buyer's e-mail, the card's new code mailed to its recipient, the old
 * one refused, and the refusals (a wrong link, a card on hold, a letter still to come, the limit).
 */

afterEach(async () => {
  await sql('DELETE FROM gift_card_purchases');
  await removeGiftCards();
  await sql("DELETE FROM outbox WHERE kind IN ('gift-card', 'gift-card-bought')");
  await sql('DELETE FROM rate_limits');
});

const today = () => shopDate(new Date());
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

interface Resent {
  last4: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

const resend = <Body = Resent>(token: unknown, ip?: string) =>
  call<Body>(giftCardResend, '/api/gift-cards/resend', { method: 'POST', body: { token }, ...(ip ? { ip } : {}) });
const balance = <Body = { last4: string; balance: string }>(code: string) =>
  call<Body>(giftCardBalance, '/api/gift-cards/balance', { method: 'POST', body: { code } });

/** A card bought for today whose letter the mail server has taken (its code no longer in the outbox). */
async function deliveredCard() {
  const card = await buyGiftCard(today());
  await sql("UPDATE outbox SET sent_at = now(), secrets = '{}' WHERE kind = 'gift-card' AND to_address = $1", [
    card.recipientEmail,
  ]);
  return card;
}

describe("the buyer's resend", () => {
  it('mails the card again with a new code that works, and the old code no longer does', async () => {
    const card = await deliveredCard();
    const oldCode = card.code ?? '';
    expect((await balance(oldCode)).status).toBe(200);
    const token = tokenOf(card.link);

    const before = await resendPage(token);
    expect(before).toMatchObject({
      recipientName: 'Achieng',
      recipientEmail: card.recipientEmail,
      amountCents: 5000,
      balanceCents: 5000,
      sendOn: today(),
      resent: null,
      problem: null,
    });

    const resent = await resend(token);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ recipientName: 'Achieng', recipientEmail: card.recipientEmail });
    expect(resent.body.message).toMatch(
      new RegExp(`^Sent again to ${card.recipientEmail} on .+ at .+; the old code no longer works\\.$`),
    );

    const newCode = await mailedCode(card.recipientEmail);
    expect(newCode).not.toBe(oldCode);
    expect(newCode.replace(/-/g, '').slice(-4)).toBe(resent.body.last4);
    const [letter] = await sql<{ subject: string; text_body: string; due: boolean }>(
      'SELECT subject, text_body, send_after <= now() AS due FROM outbox WHERE dedupe_key = $1',
      [`gift-card:${card.id}:again:1`],
    );
    expect(letter).toMatchObject({ subject: 'A $50.00 Kenyan Bites gift card from Amina (sent again)', due: true });
    expect(letter?.text_body).toContain('the earlier code no longer works. Its balance is $50.00.');

    const checked = await balance(newCode);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ last4: resent.body.last4, balance: '50.00' });
    const refused = await balance<ErrorAnswer>(oldCode);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(GIFT_CARD_NOT_FOUND);

    // The page says what happened, names the new last four, and shows no code.
    const after = await resendPage(token);
    expect(after).toMatchObject({ last4: resent.body.last4, resent: resent.body.message });
    expect(JSON.stringify(after)).not.toContain(newCode);
    // The same card, with its ledger as it was.
    expect(await sql('SELECT kind, amount_cents FROM gift_card_ledger WHERE gift_card_id = $1', [card.id])).toEqual([
      { kind: 'issue', amount_cents: 5000 },
    ]);
  });

  it('waits an hour before the next resend, and says until when', async () => {
    const card = await deliveredCard();
    const token = tokenOf(card.link);
    expect((await resend(token)).status).toBe(200);
    await sql("UPDATE outbox SET sent_at = now() WHERE kind = 'gift-card'");
    const again = await resend<ErrorAnswer>(token);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^It was sent again at .+; it can be sent again from .+\.$/);
    expect((await resendPage(token))?.problem).toBe(again.body.message);
  });

  it('does not send a card early: its letter waits for the send date the buyer chose', async () => {
    const card = await buyGiftCard(addDays(today(), 3));
    const refused = await resend<ErrorAnswer>(tokenOf(card.link));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^It goes to Achieng on .+, so it cannot be sent again before then\.$/);
    // The waiting letter still holds the code the buyer was shown.
    expect(await mailedCode(card.recipientEmail)).toBe(card.code);
  });

  it('replaces a letter due but not yet delivered, so no letter with the old code is left to go', async () => {
    const card = await buyGiftCard(today());
    expect((await resend(tokenOf(card.link))).status).toBe(200);
    const letters = await sql<{ dedupe_key: string }>(
      "SELECT dedupe_key FROM outbox WHERE kind = 'gift-card' AND to_address = $1",
      [card.recipientEmail],
    );
    expect(letters).toEqual([{ dedupe_key: `gift-card:${card.id}:again:1` }]);
  });

  it('refuses a card on hold, and its code stays as it was', async () => {
    const card = await deliveredCard();
    await updateCard(card.id, { disabled: true, reason: 'Reported stolen' });
    const refused = await resend<ErrorAnswer>(tokenOf(card.link));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RESEND_CARD_ON_HOLD);
    expect((await balance(card.code ?? '')).status).toBe(200);
    expect((await resendPage(tokenOf(card.link)))?.problem).toBe(RESEND_CARD_ON_HOLD);
  });

  it('answers a wrong, expired or malformed link with one sentence, and changes nothing', async () => {
    const card = await deliveredCard();
    const token = tokenOf(card.link);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [wrong, '', 'not-a-token']) {
      const refused = await resend<ErrorAnswer>(attempt);
      expect(refused).toMatchObject({ status: 404, body: { message: RESEND_LINK_INVALID } });
      expect(await resendPage(attempt)).toBeNull();
    }
    expect(await resend<ErrorAnswer>('x'.repeat(65))).toMatchObject({
      status: 400,
      body: { message: RESEND_LINK_INVALID },
    });
    expect(await resend<ErrorAnswer>(42)).toMatchObject({ status: 400, body: { message: RESEND_LINK_INVALID } });
    await sql("UPDATE gift_card_resend_tokens SET expires_at = now() - interval '1 second'");
    expect(await resend<ErrorAnswer>(token)).toMatchObject({ status: 404, body: { message: RESEND_LINK_INVALID } });
    expect((await balance(card.code ?? '')).status).toBe(200);
  });

  it("the page's plain form comes back to the page, which shows what happened or why not", async () => {
    const card = await deliveredCard();
    const token = tokenOf(card.link);
    const press = (posted: string) =>
      call(giftCardResend, '/api/gift-cards/resend', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: new URLSearchParams({ token: posted }).toString(),
      });
    const page = `/gift-cards/resend?${new URLSearchParams({ token })}`;
    const pressed = await press(token);
    expect(pressed).toMatchObject({ status: 303 });
    expect(pressed.headers.get('location')).toBe(page);
    const sent = await resendPage(token);
    expect(sent?.resent).toMatch(/^Sent again to /);
    // Pressed again within the hour: back all the same, and the page says why not.
    const again = await press(token);
    expect(again).toMatchObject({ status: 303 });
    expect(again.headers.get('location')).toBe(page);
    expect((await resendPage(token))?.problem).toMatch(/^It was sent again at /);
    const letters = await sql<{ dedupe_key: string }>(
      "SELECT dedupe_key FROM outbox WHERE kind = 'gift-card' AND to_address = $1 ORDER BY id",
      [card.recipientEmail],
    );
    expect(letters.map((letter) => letter.dedupe_key)).toEqual([
      `gift-card:${card.id}`,
      `gift-card:${card.id}:again:1`,
    ]);
    const wrong = await press('wrong');
    expect(wrong.headers.get('location')).toBe('/gift-cards/resend?token=wrong');
  });

  it('limits each address to 10 presses in 15 minutes', async () => {
    const ip = '2001:db8::47';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await resend('not-a-token', ip)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });

  it("the buyer's e-mail names the card and carries the link, never the code", async () => {
    const card = await buyGiftCard(addDays(today(), 3));
    const [mail] = await sql<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox WHERE kind = 'gift-card-bought' AND to_address = $1",
      [card.buyerEmail],
    );
    expect(mail?.subject).toBe('Your $50.00 gift card for Achieng');
    expect(mail?.text_body).toContain(card.link);
    expect(mail?.text_body).not.toContain(card.code ?? '');
  });
});
