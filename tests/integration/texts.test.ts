import { describe, expect, it } from 'vitest';
import orderStatus from '../../netlify/functions/order-status.mts';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { REDACTED } from '@/server/outbox/outbox';
import { adminAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { type CheckoutBody, paidIntent, pickupCheckout, startPayment } from './support/checkout';
import { sql } from './support/db';
import { helpText, OPT_OUT_KIND, optOutText } from '@/domain/sms/reply-texts';
import { serverConfig } from '@/server/config';
import { TWILIO_TEST_SETTINGS, withTwilioDouble } from './support/twilio-double';
import { messageSid, twilioReply } from './support/twilio-reply';

/*
 * Texts (issue 25 item 2), through the real `twilio` package against a local double of Twilio's
 * Messages API: the owner's new-order text, and the customer's when they asked for them (confirmed
 * with the tracking link, ready, a pickup reminder), each once; STOP ends them; a number that
 * cannot take texts is refused at checkout; a provider that is down is tried again.
 */

const twilioDouble = withTwilioDouble();
const CUSTOMER_PHONE = '+19135550142';
const OWNER_PHONE = '+19135550177';

const withTexts = async (): Promise<CheckoutBody> => {
  const body = await pickupCheckout();
  return { ...body, orderData: { ...body.orderData, textUpdates: true } };
};

const orderOf = async (intentId: string) =>
  Number((await sql<{ id: string }>('SELECT id FROM orders WHERE payment_intent_id = $1', [intentId]))[0]!.id);

const textsOf = (orderId: number) =>
  sql<{ kind: string; to_address: string; text_body: string; sent: boolean; gave_up: boolean; error: string | null }>(
    `SELECT kind, to_address, text_body, sent_at IS NOT NULL AS sent, gave_up_at IS NOT NULL AS gave_up, error
     FROM outbox WHERE order_id = $1 AND channel = 'sms' ORDER BY id`,
    [orderId],
  );

const sentTo = (to: string, orderId: number) =>
  twilioDouble.double.sent.filter((text) => text.to === to && text.body.includes(`KBT-${orderId} `));

async function setStatus(id: number, status: string) {
  const admin = await adminAccount();
  return call<ErrorAnswer>(orderStatus, `/api/orders/${id}/status`, {
    method: 'PATCH',
    body: { status },
    cookie: admin.cookie,
    params: { id: String(id) },
  });
}

/** A reply from the customer's phone (support/twilio-reply.ts). */
const reply = (body: string, from = CUSTOMER_PHONE, token?: string, extra?: Record<string, string>) =>
  twilioReply(body, from, token, extra);

/** The shop's answers to replies queued for a number: the opt-out's confirmation and HELP's. */
const answersTo = (phone: string) =>
  sql<{ kind: string; text_body: string; sent: boolean; gave_up: boolean }>(
    `SELECT kind, text_body, sent_at IS NOT NULL AS sent, gave_up_at IS NOT NULL AS gave_up FROM outbox
     WHERE to_address = $1 AND kind IN ($2, 'sms-help') ORDER BY id`,
    [phone, OPT_OUT_KIND],
  );

describe('texts to a customer who asked for them, and to the owner', () => {
  it('text the confirmation with the tracking link and the owner the new order, once each, through Twilio', async () => {
    const id = await orderOf(await paidIntent(await withTexts()));
    expect((await textsOf(id)).map((text) => [text.kind, text.to_address])).toEqual([
      ['new-order', OWNER_PHONE],
      ['status:confirmed', CUSTOMER_PHONE],
      ['pickup-reminder', CUSTOMER_PHONE],
    ]);

    await deliverDueMessages();
    await deliverDueMessages();

    const [confirmed, ...again] = sentTo(CUSTOMER_PHONE, id);
    expect(again).toEqual([]);
    expect(confirmed).toMatchObject({
      from: TWILIO_TEST_SETTINGS.TWILIO_FROM,
      body: expect.stringMatching(
        new RegExp(
          `^Kenyan Bites: thanks, Wanjiru! Order KBT-${id} is confirmed for pickup at Home kitchen, 8800 W 95th St, Overland Park, KS 66212 for .+ Track it: http\\S+/orders/track\\?token=\\S+ Reply STOP to opt out\\.$`,
        ),
      ),
    });
    expect(confirmed!.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO_TEST_SETTINGS.TWILIO_ACCOUNT_SID}:${TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(sentTo(OWNER_PHONE, id)).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(
          new RegExp(`^New order KBT-${id} · Pickup .+ · \\$38\\.00 · Wanjiru Kamau\\. http\\S+/admin#order-${id}$`),
        ),
      }),
    ]);
    // Sent: the tracking link is no longer kept at rest. The reminder waits for its time.
    const texts = await textsOf(id);
    expect(texts.find((text) => text.kind === 'status:confirmed')).toMatchObject({ sent: true });
    expect(texts.find((text) => text.kind === 'status:confirmed')!.text_body).toContain(REDACTED);
    expect(texts.find((text) => text.kind === 'pickup-reminder')).toMatchObject({ sent: false });
  });

  it('text when the order is ready, once, and hold the pickup reminder until two hours before the window', async () => {
    const intentId = await paidIntent(await withTexts());
    const id = await orderOf(intentId);
    const [reminder] = await sql<{ minutes_before: number }>(
      `SELECT round(extract(epoch FROM o.fulfilment_window_start - m.send_after) / 60)::int AS minutes_before
       FROM outbox m JOIN orders o ON o.id = m.order_id WHERE m.order_id = $1 AND m.kind = 'pickup-reminder'`,
      [id],
    );
    expect(reminder?.minutes_before).toBe(120);

    expect((await setStatus(id, 'ready')).status).toBe(200);
    expect((await setStatus(id, 'preparing')).status).toBe(200);
    expect((await setStatus(id, 'ready')).status).toBe(200);
    await deliverDueMessages();
    expect(sentTo(CUSTOMER_PHONE, id).map((text) => text.body)).toContain(
      `Kenyan Bites: order KBT-${id} is ready for pickup at Home kitchen, 8800 W 95th St, Overland Park, KS 66212. Ring the side door bell; the address comes with your receipt. Reply STOP to opt out.`,
    );
    expect(sentTo(CUSTOMER_PHONE, id).filter((text) => text.body.includes('is ready for pickup'))).toHaveLength(1);
  });

  it('withdraw the pickup reminder of a cancelled order', async () => {
    const id = await orderOf(await paidIntent(await withTexts()));
    expect((await setStatus(id, 'cancelled')).status).toBe(200);
    expect((await textsOf(id)).map((text) => text.kind)).not.toContain('pickup-reminder');
  });

  it('text nothing to a customer who did not ask, and refuse a number that cannot take texts when asked', async () => {
    const id = await orderOf(await paidIntent(await pickupCheckout()));
    expect((await textsOf(id)).map((text) => text.to_address)).toEqual([OWNER_PHONE]);

    for (const phone of ['800-555-1212', '12345', '+44 20 7946 0958']) {
      const body = await withTexts();
      body.orderData.customerInfo.phone = phone;
      expect(await startPayment<ErrorAnswer>(body)).toMatchObject({
        status: 400,
        body: {
          message: `We can't send texts to ${phone}. Enter a US mobile number, or turn off 'Text me order updates'.`,
        },
      });
    }
  });
});

describe('STOP', () => {
  it('ends the texts to that number: the next is given up, not sent; START opts it back in', async () => {
    const id = await orderOf(await paidIntent(await withTexts()));
    await deliverDueMessages();

    const stopped = await reply('Stop');
    expect(stopped.status).toBe(200);
    expect(await sql('SELECT phone FROM sms_opt_outs')).toEqual([{ phone: CUSTOMER_PHONE }]);

    expect((await setStatus(id, 'ready')).status).toBe(200);
    await deliverDueMessages();
    expect(sentTo(CUSTOMER_PHONE, id).filter((text) => text.body.includes('is ready'))).toEqual([]);
    expect((await textsOf(id)).find((text) => text.kind === 'status:ready')).toMatchObject({
      sent: false,
      gave_up: true,
      error: 'The number replied STOP',
    });

    expect((await reply('START')).status).toBe(200);
    expect(await sql('SELECT phone FROM sms_opt_outs')).toEqual([]);
  });

  it('is read only from Twilio: an unsigned or forged reply is refused and changes nothing', async () => {
    const forged = await reply('STOP', '+19135550199', 'someone-elses-token');
    expect(forged).toMatchObject({ status: 403, body: { message: 'Invalid Twilio signature' } });
    expect(await sql('SELECT phone FROM sms_opt_outs WHERE phone = $1', ['+19135550199'])).toEqual([]);
  });
});

describe('a revocation in other words', () => {
  it('"Stop texting me" opts out: the shop confirms it once, through the outbox, and texts nothing more', async () => {
    const phone = '+19135550161';
    const body = await withTexts();
    body.orderData.customerInfo.phone = '913-555-0161';
    const id = await orderOf(await paidIntent(body));
    await deliverDueMessages();

    expect((await reply('Stop texting me', phone)).status).toBe(200);
    expect(await sql('SELECT phone FROM sms_opt_outs WHERE phone = $1', [phone])).toEqual([{ phone }]);
    // Not in the webhook's answer: queued, and sent by the scheduled sender though the number opted out.
    expect(await answersTo(phone)).toEqual([
      { kind: OPT_OUT_KIND, text_body: optOutText(), sent: false, gave_up: false },
    ]);
    await deliverDueMessages();
    expect(twilioDouble.double.sent.filter((text) => text.to === phone && text.body === optOutText())).toHaveLength(1);

    // Asked again, in any words: nothing more, not even a second confirmation.
    for (const words of ['please stop', 'NO MORE TEXTS!', 'opt out']) {
      expect((await reply(words, phone)).status).toBe(200);
    }
    expect((await setStatus(id, 'ready')).status).toBe(200);
    await deliverDueMessages();
    expect(await answersTo(phone)).toEqual([
      { kind: OPT_OUT_KIND, text_body: optOutText(), sent: true, gave_up: false },
    ]);
    expect(twilioDouble.double.sent.filter((text) => text.to === phone && text.body.includes('is ready'))).toEqual([]);
  });

  it('leaves the answer to Twilio for its own keywords: recorded, with no second confirmation from the shop', async () => {
    const phone = '+19135550162';
    expect((await reply('STOP', phone)).status).toBe(200);
    // Advanced Opt-Out marks the keywords it answered itself.
    expect((await reply('stop please', '+19135550163', undefined, { OptOutType: 'STOP' })).status).toBe(200);
    expect(
      await sql('SELECT phone FROM sms_opt_outs WHERE phone = ANY($1) ORDER BY phone', [[phone, '+19135550163']]),
    ).toEqual([{ phone }, { phone: '+19135550163' }]);
    expect([...(await answersTo(phone)), ...(await answersTo('+19135550163'))]).toEqual([]);
  });

  it('does not opt out on a reply that only mentions stopping', async () => {
    const phone = '+19135550164';
    for (const words of ["Don't stop, I love the samosas", 'Can I stop by tomorrow?', 'Cancel my order']) {
      expect((await reply(words, phone)).status).toBe(200);
    }
    expect(await sql('SELECT phone FROM sms_opt_outs WHERE phone = $1', [phone])).toEqual([]);
    expect(await answersTo(phone)).toEqual([]);
  });
});

describe('HELP', () => {
  it("is answered once per reply with the shop's name and how to stop; not when Twilio's Advanced Opt-Out answered it", async () => {
    const phone = '+19135550165';
    const sid = messageSid();
    // Twilio may deliver the same reply twice: one answer.
    expect((await reply('help', phone, undefined, { MessageSid: sid })).status).toBe(200);
    expect((await reply('help', phone, undefined, { MessageSid: sid })).status).toBe(200);
    const words = helpText(serverConfig().siteUrl);
    expect(words).toMatch(/^Kenyan Bites: .* Reply STOP to opt out\./);
    expect(await answersTo(phone)).toEqual([{ kind: 'sms-help', text_body: words, sent: false, gave_up: false }]);
    await deliverDueMessages();
    expect(twilioDouble.double.sent.filter((text) => text.to === phone)).toEqual([
      expect.objectContaining({ body: words }),
    ]);

    expect((await reply('HELP', '+19135550166', undefined, { OptOutType: 'HELP' })).status).toBe(200);
    expect(await answersTo('+19135550166')).toEqual([]);
  });
});

describe('a reply that is not one of Twilio’s', () => {
  it('is 400 naming the field, with nothing recorded', async () => {
    const missingSid = await reply('STOP', '+19135550167', undefined, { MessageSid: '' });
    expect(missingSid).toMatchObject({
      status: 400,
      body: { fields: { MessageSid: expect.stringContaining('MessageSid') } },
    });
    const badFrom = await reply('STOP', 'not a number');
    expect(badFrom).toMatchObject({ status: 400, body: { fields: { From: expect.stringContaining('From') } } });
    expect(await sql('SELECT phone FROM sms_opt_outs WHERE phone = $1', ['+19135550167'])).toEqual([]);
  });
});

describe('the provider refusing or down', () => {
  it('gives a text up at once when Twilio says the number can never take it', async () => {
    const body = await withTexts();
    body.orderData.customerInfo.phone = '913-555-0143';
    twilioDouble.double.refuse('+19135550143', 21614);
    const id = await orderOf(await paidIntent(body));
    await deliverDueMessages();
    expect((await textsOf(id)).find((text) => text.kind === 'status:confirmed')).toMatchObject({
      gave_up: true,
      error: expect.stringContaining('(21614)'),
    });
  });

  it('tries again when Twilio is down, and sends once it is back', async () => {
    const body = await withTexts();
    body.orderData.customerInfo.phone = '913-555-0144';
    const id = await orderOf(await paidIntent(body));
    twilioDouble.double.down();
    await deliverDueMessages();
    twilioDouble.double.up();
    const confirmed = async () => (await textsOf(id)).find((text) => text.kind === 'status:confirmed');
    expect(await confirmed()).toMatchObject({ sent: false, gave_up: false, error: expect.any(String) });

    await sql(
      `UPDATE outbox SET next_attempt_at = now() WHERE order_id = $1 AND sent_at IS NULL AND kind <> 'pickup-reminder'`,
      [id],
    );
    await deliverDueMessages();
    expect(await confirmed()).toMatchObject({ sent: true });
    expect(sentTo('+19135550144', id)).toHaveLength(1);
  });

  it('gives a text up a day after it was due, when Twilio never took it', async () => {
    const body = await withTexts();
    body.orderData.customerInfo.phone = '913-555-0145';
    const id = await orderOf(await paidIntent(body));
    twilioDouble.double.down();
    await sql(
      `UPDATE outbox SET send_after = now() - interval '25 hours', next_attempt_at = now()
       WHERE order_id = $1 AND kind = 'status:confirmed'`,
      [id],
    );
    await deliverDueMessages();
    twilioDouble.double.up();
    expect((await textsOf(id)).find((text) => text.kind === 'status:confirmed')).toMatchObject({
      sent: false,
      gave_up: true,
      error: 'Not delivered within a day of being due',
    });
    // Given up: its tracking link is not kept at rest either.
    expect((await textsOf(id)).find((text) => text.kind === 'status:confirmed')!.text_body).toContain(REDACTED);
    expect(sentTo('+19135550145', id)).toEqual([]);
  });
});
