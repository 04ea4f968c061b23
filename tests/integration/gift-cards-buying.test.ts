import { afterEach, describe, expect, it } from 'vitest';
import purchase from '../../netlify/functions/gift-card-purchase.mts';
import purchasePaid from '../../netlify/functions/gift-card-purchase-paid.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import {
  GIFT_CARD_AMOUNT_INVALID,
  GIFT_CARD_SEND_DATE_FAR,
  GIFT_CARD_SEND_DATE_PAST,
} from '@/domain/gift-cards/gift-card-terms';
import { NOT_THE_BUYER } from '@/server/payments/gift-card-purchase';
import { uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { intentIdOf, payWithCard } from './support/checkout';
import { sql } from './support/db';
import { removeGiftCards } from './support/gift-cards';

/*
 * Buying a gift card (issue 47) on the test gateway, through the real functions on this file's own
 * database: the purchase, its payment, the card made once, its letter held for the send date, and
 * the code shown to the buyer while the letter waits.
 */

afterEach(async () => {
  await sql('DELETE FROM gift_card_purchases');
  await removeGiftCards();
  await sql("DELETE FROM outbox WHERE kind = 'gift-card'");
});

const today = () => shopDate(new Date());

function asked(overrides: Record<string, unknown> = {}) {
  return {
    amount: 50,
    recipientName: 'Achieng',
    recipientEmail: uniqueEmail('friend'),
    message: 'Happy birthday! Samosas on me.',
    sendOn: addDays(today(), 3),
    buyerName: 'Amina Otieno',
    buyerEmail: uniqueEmail('buyer'),
    ...overrides,
  };
}

const start = <Body = { clientSecret: string }>(body: unknown) =>
  call<Body>(purchase, '/api/gift-cards/purchase', { method: 'POST', body });
const report = <Body = { last4: string; amount: string; sendOn: string; recipientName: string; code: string | null }>(
  clientSecret: string,
  secretShown = clientSecret,
) =>
  call<Body>(purchasePaid, '/api/gift-cards/purchase/paid', {
    method: 'POST',
    body: { paymentIntentId: intentIdOf(clientSecret), clientSecret: secretShown },
  });

describe('buying a gift card', () => {
  it("is paid for its amount; the card is made once, its letter held for the send date's morning, and the buyer sees the code", async () => {
    const body = asked();
    const started = await start(body);
    expect(started.status).toBe(200);
    const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    expect(paid.body.paymentIntent).toMatchObject({ status: 'succeeded', amount: 5000 });

    const reported = await report(started.body.clientSecret);
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ amount: '50.00', sendOn: body.sendOn, recipientName: 'Achieng' });
    const code = reported.body.code ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(code.replace(/-/g, '').slice(-4)).toBe(reported.body.last4);

    // Reported again: the same card, not a second one.
    expect((await report(started.body.clientSecret)).body.last4).toBe(reported.body.last4);
    const cards = await sql<{ kind: string; amount_cents: number; buyer_email: string; send_on: string }>(
      "SELECT kind, amount_cents, buyer_email, to_char(send_on, 'YYYY-MM-DD') AS send_on FROM gift_cards",
    );
    expect(cards).toEqual([
      { kind: 'purchase', amount_cents: 5000, buyer_email: body.buyerEmail, send_on: body.sendOn },
    ]);

    const [letter] = await sql<{ to_address: string; text_body: string; at_eight: boolean }>(
      `SELECT to_address, text_body,
         to_char(send_after AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD HH24:MI') = $1 AS at_eight
       FROM outbox WHERE kind = 'gift-card'`,
      [`${body.sendOn} 08:00`],
    );
    expect(letter).toMatchObject({ to_address: body.recipientEmail, at_eight: true });
    expect(letter?.text_body).toContain(`Your code: ${code}`);
    expect(letter?.text_body).toContain('Amina Otieno sent you a $50.00 gift card');
    expect(letter?.text_body).toContain('Happy birthday! Samosas on me.');
  });

  it('a card sent today leaves at once; once the letter is sent the code is no longer shown', async () => {
    const started = await start(asked({ sendOn: today() }));
    await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    const first = await report(started.body.clientSecret);
    const [letter] = await sql<{ due: boolean }>(
      "SELECT send_after <= now() AS due FROM outbox WHERE kind = 'gift-card'",
    );
    expect(letter?.due).toBe(true);
    await sql("UPDATE outbox SET sent_at = now() WHERE kind = 'gift-card'");
    const later = await report(started.body.clientSecret);
    expect(later.body).toMatchObject({ last4: first.body.last4, code: null });
  });

  it('refuses a report without the payment’s secret, and a purchase not yet paid makes no card', async () => {
    const started = await start(asked());
    const unpaid = await report<ErrorAnswer>(started.body.clientSecret);
    expect(unpaid.status).toBe(409);
    await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
    const stranger = await report<ErrorAnswer>(started.body.clientSecret, `${started.body.clientSecret}x`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(NOT_THE_BUYER);
    expect(await sql('SELECT id FROM gift_cards')).toEqual([]);
  });

  it('names each field at fault: the amount, the send date, the names and e-mails', async () => {
    const odd = await start<ErrorAnswer & { fields: Record<string, string> }>(
      asked({ amount: 25.5, sendOn: addDays(today(), -1), recipientEmail: 'nope', buyerName: '' }),
    );
    expect(odd.status).toBe(400);
    expect(odd.body.fields).toMatchObject({
      amount: GIFT_CARD_AMOUNT_INVALID,
      recipientEmail: 'Please enter a valid email address',
      buyerName: 'Enter your name',
    });
    const past = await start<{ fields: Record<string, string> }>(asked({ sendOn: addDays(today(), -1) }));
    expect(past.body.fields).toEqual({ sendOn: GIFT_CARD_SEND_DATE_PAST });
    const far = await start<{ fields: Record<string, string> }>(asked({ sendOn: addDays(today(), 366) }));
    expect(far.body.fields).toEqual({ sendOn: GIFT_CARD_SEND_DATE_FAR });
    expect((await start(asked({ amount: 5 }))).status).toBe(400);
    expect((await start(asked({ amount: 501 }))).status).toBe(400);
    expect(await sql('SELECT id FROM gift_card_purchases')).toEqual([]);
  });
});
