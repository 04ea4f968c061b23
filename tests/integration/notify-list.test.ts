import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import adminSubscribers from '../../netlify/functions/admin-subscribers.mts';
import adminAnnouncements from '../../netlify/functions/admin-announcements.mts';
import adminSubscribersExport from '../../netlify/functions/admin-subscribers-export.mts';
import subscribers from '../../netlify/functions/subscribers.mts';
import subscribersConfirm from '../../netlify/functions/subscribers-confirm.mts';
import subscribersUnsubscribe from '../../netlify/functions/subscribers-unsubscribe.mts';
import {
  CONFIRM_LINK_DAYS,
  CONFIRM_TEXT_DAYS,
  confirmationText,
  EMAIL_CONSENT_WORDS,
  SMS_CONSENT_MISSING,
  SMS_CONSENT_WORDS,
  SMS_PHONE_INVALID,
  SUBSCRIBED_MESSAGE,
  welcomeText,
} from '@/domain/notify/notify-list';
import {
  CONFIRM_FAILED_TEXT,
  CONFIRMED_TEXT,
  UNSUBSCRIBE_LINK_INVALID,
  UNSUBSCRIBED_MESSAGE,
} from '@/domain/notify/subscription-words';
import { CONFIRM_TOKEN_MISSING } from '@/domain/schemas/subscriber';
import { INVALID_EMAIL } from '@/domain/schemas';
import { serverConfig } from '@/server/config';
import { withTransaction } from '@/server/db';
import { ADDRESS_LIMITS } from '@/server/http/address-limits';
import { confirmationWaits, confirmEmail } from '@/server/notify/subscribers-service';
import { unsubscribeToken } from '@/server/notify/unsubscribe-link';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { purgeExpiredPersonalData } from '@/server/repositories/personal-data-repository';
import { adminAccount, registerAccount, type TestAccount, uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer, ORIGIN, someAddress } from './support/call';
import { sql } from './support/db';
import { withTwilioDouble } from './support/twilio-double';
import { messageSid, twilioReply } from './support/twilio-reply';

/*
 * The notify list (issues 36 and 45) through the real functions on this file's own database:
 * joining by e-mail (only once the mailed link's page is confirmed with its button, never by
 * opening the link) and by text (only once the number replies YES to its one confirmation text,
 * nothing else sent before), the one answer whoever is on the list, bad input refused with
 * nothing written or queued, the one-step unsubscribe link and STOP ending it for good, the
 * evidence kept, the owner's counts and export, the per-address limits and the purge.
 */

const twilioDouble = withTwilioDouble();

let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  [admin, customer] = await Promise.all([adminAccount(), registerAccount()]);
});

afterEach(async () => {
  await sql('DELETE FROM subscribers');
  await sql('DELETE FROM outbox');
  await sql('DELETE FROM sms_opt_outs');
});

const PHONE = '+19135550142';

const subscribe = (body: unknown, ip?: string) =>
  call<{ message: string; fields?: Record<string, string> }>(subscribers, '/api/subscribers', {
    method: 'POST',
    body,
    ...(ip === undefined ? {} : { ip }),
  });

/** The home page's form posted without its script: urlencoded, from this site. */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(subscribers, '/api/subscribers', {
    method: 'POST',
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
  });

interface Row {
  id: string;
  channel: string;
  address: string;
  status: string;
  consent_source: string;
  consent_words: string;
  consented_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  confirm_token_hash: string | null;
  confirmation_words: string | null;
  confirm_reply_sid: string | null;
}

const rows = () => sql<Row>('SELECT * FROM subscribers ORDER BY id');
const rowOf = async (address: string) => (await sql<Row>('SELECT * FROM subscribers WHERE address = $1', [address]))[0];

interface Queued {
  channel: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  secrets: string[];
}

/** The list's messages (the accounts' own mail, queued as they were registered, left out). */
const queued = () =>
  sql<Queued>(
    `SELECT channel, kind, to_address, subject, text_body, secrets FROM outbox WHERE kind LIKE 'notify-%' ORDER BY id`,
  );

/** The token of the newest confirmation link mailed to the address. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await sql<{ text_body: string }>(
    `SELECT text_body FROM outbox WHERE to_address = $1 AND kind = 'notify-confirmation' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const token = /\/subscribe\/confirm\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/** A mail provider's one-click POST (RFC 8058): from its server, so no Origin and no Sec-Fetch-Site. */
async function oneClick(token: string, body: BodyInit = 'List-Unsubscribe=One-Click', contentType?: string) {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  const request = new Request(`${ORIGIN}/api/subscribers/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: body instanceof FormData ? headers : { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  const response = await subscribersUnsubscribe(request, { ip: someAddress(), params: {} });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

/** A reply from the subscriber's phone (support/twilio-reply.ts), with its MessageSid. */
const reply = (body: string, sid = messageSid()) => twilioReply(body, PHONE, undefined, { MessageSid: sid });

/** The notify list's texts Twilio was given for the number. */
const textsSentTo = (phone: string) => twilioDouble.double.sent.filter((text) => text.to === phone);

/** The confirmation page's button: a plain form's post of the token, from this site. */
const pressConfirm = (token: string) =>
  call(subscribersConfirm, '/api/subscribers/confirm', {
    method: 'POST',
    rawBody: new URLSearchParams({ token }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
  });

/** How many an announcement sent now would reach (the owner's count: GET /api/admin/announcements' form reads it). */
async function announceNow(): Promise<{ email: number; sms: number }> {
  const answer = await call<{ recipients: { email: number; sms: number } }>(
    adminAnnouncements,
    '/api/admin/announcements',
    {
      method: 'POST',
      body: { subject: 'Samosas tonight', text: 'Samosas tonight.', channels: ['email', 'sms'] },
      cookie: admin.cookie,
    },
  );
  expect(answer.status).toBe(201);
  return answer.body.recipients;
}

describe('joining by e-mail', () => {
  it('queues a confirmation and the address is not on the list until its link is opened, once', async () => {
    const email = uniqueEmail('notify');
    const answer = await subscribe({ email });
    expect(answer).toMatchObject({ status: 201, body: { message: SUBSCRIBED_MESSAGE } });

    expect(await rowOf(email)).toMatchObject({ channel: 'email', status: 'pending', confirmed_at: null });
    const [mail] = await queued();
    expect(mail).toMatchObject({ channel: 'email', kind: 'notify-confirmation', to_address: email });
    const link = /https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]{43}/.exec(mail?.text_body ?? '')?.[0];
    expect(link).toBeDefined();
    // The link is the mail's secret: the outbox removes it once the mail is sent.
    expect(mail?.secrets).toEqual([link]);
    expect(mail?.text_body).toContain(`works for ${CONFIRM_LINK_DAYS} days`);

    const token = await mailedToken(email);
    // Only the token's hash is kept.
    expect((await rowOf(email))?.confirm_token_hash).not.toContain(token);
    expect(await confirmEmail(token)).toBe(true);
    const confirmed = await rowOf(email);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect(confirmed?.confirmed_at).toBeInstanceOf(Date);

    expect(await confirmEmail(token)).toBe(false);
    expect(await confirmEmail('not-a-token')).toBe(false);
  });

  it('does not confirm with a link past its days', async () => {
    const email = uniqueEmail('late');
    await subscribe({ email });
    const token = await mailedToken(email);
    await sql(`UPDATE subscribers SET confirm_expires_at = now() - interval '1 second' WHERE address = $1`, [email]);
    expect(await confirmEmail(token)).toBe(false);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('answers the same for a new, a waiting and a confirmed address, and mails a confirmed one nothing', async () => {
    const email = uniqueEmail('again');
    const first = await subscribe({ email });
    const waiting = await subscribe({ email: email.toUpperCase() });
    await confirmEmail(await mailedToken(email));
    const confirmed = await subscribe({ email });
    for (const answer of [first, waiting, confirmed]) {
      expect(answer).toEqual(expect.objectContaining({ status: 201, body: { message: SUBSCRIBED_MESSAGE } }));
    }
    // One mail: the waiting address was mailed minutes ago, the confirmed one needs none.
    expect((await queued()).map((mail) => mail.kind)).toEqual(['notify-confirmation']);
    expect(await rows()).toHaveLength(1);
    expect((await rowOf(email))?.status).toBe('confirmed');
  });

  it('mails a waiting address again after 10 minutes, and only the newest link works', async () => {
    const email = uniqueEmail('resend');
    await subscribe({ email });
    const old = await mailedToken(email);
    await sql(`UPDATE subscribers SET confirm_expires_at = confirm_expires_at - interval '11 minutes'`);
    await subscribe({ email });
    const fresh = await mailedToken(email);
    expect((await queued()).map((mail) => mail.kind)).toEqual(['notify-confirmation', 'notify-confirmation']);
    expect(fresh).not.toBe(old);
    expect(await confirmEmail(old)).toBe(false);
    expect(await confirmEmail(fresh)).toBe(true);
  });
});

describe('joining by text', () => {
  it('a phone with consent waits for its YES: one confirmation text, through Twilio, and nothing else', async () => {
    const answer = await subscribe({ phone: '(913) 555-0142', smsConsent: true, source: 'order-confirmation' });
    expect(answer).toMatchObject({ status: 201, body: { message: SUBSCRIBED_MESSAGE } });
    const row = await rowOf(PHONE);
    expect(row).toMatchObject({ channel: 'sms', status: 'pending', confirmed_at: null, confirm_reply_sid: null });
    const asking = confirmationText();
    expect(asking).toContain('reply YES');
    expect(asking).toContain('Reply STOP to opt out');
    expect(await queued()).toEqual([
      expect.objectContaining({ channel: 'sms', kind: 'notify-confirmation', to_address: PHONE, text_body: asking }),
    ]);

    // Asking again sends no second text.
    expect((await subscribe({ phone: '913-555-0142', smsConsent: 'on' })).status).toBe(201);
    expect(await queued()).toHaveLength(1);

    // An announcement neither counts nor reaches it.
    expect(await announceNow()).toEqual({ email: 0, sms: 0 });
    await deliverDueMessages();
    expect(textsSentTo(PHONE).map((text) => text.body)).toEqual([asking]);
  });

  it('YES confirms it, with the reply as evidence: then one welcome, and the announcements', async () => {
    await subscribe({ phone: PHONE, smsConsent: true });
    const yes = messageSid();
    expect((await reply('Yes!', yes)).status).toBe(200);
    const row = await rowOf(PHONE);
    expect(row).toMatchObject({
      status: 'confirmed',
      confirm_reply_sid: yes,
      confirmation_words: confirmationText(),
      consent_words: SMS_CONSENT_WORDS,
      consent_source: 'home',
    });
    expect(row?.confirmed_at).toBeInstanceOf(Date);

    // A second YES (or Twilio's retry) changes nothing and welcomes no one twice.
    expect((await reply('YES')).status).toBe(200);
    expect((await rowOf(PHONE))?.confirm_reply_sid).toBe(yes);
    const welcome = welcomeText(serverConfig().siteUrl);
    expect((await queued()).filter((message) => message.kind === 'notify-welcome')).toEqual([
      expect.objectContaining({ to_address: PHONE, text_body: welcome }),
    ]);
    expect(await announceNow()).toEqual({ email: 0, sms: 1 });
    await deliverDueMessages();
    expect(textsSentTo(PHONE).filter((text) => text.body === welcome)).toHaveLength(1);
  });

  it(`a YES after ${CONFIRM_TEXT_DAYS} days confirms nothing; any other reply confirms nothing`, async () => {
    await subscribe({ phone: PHONE, smsConsent: true });
    for (const body of ['Thanks', 'ok', 'Who is this?', 'Yes but only on weekends']) {
      expect((await reply(body)).status).toBe(200);
    }
    expect((await rowOf(PHONE))?.status).toBe('pending');
    await sql(`UPDATE subscribers SET confirm_expires_at = now() - interval '1 second' WHERE address = $1`, [PHONE]);
    expect((await reply('YES')).status).toBe(200);
    expect((await rowOf(PHONE))?.status).toBe('pending');
    expect((await queued()).map((message) => message.kind)).toEqual(['notify-confirmation']);
  });

  it('a phone without consent is 400 naming smsConsent, with nothing written or queued', async () => {
    for (const body of [
      { phone: PHONE },
      { phone: PHONE, smsConsent: false },
      { email: uniqueEmail(), phone: PHONE },
    ]) {
      const answer = await subscribe(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: SMS_CONSENT_MISSING, fields: { smsConsent: SMS_CONSENT_MISSING } });
    }
    expect(await rows()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it('never adds back a number that replied STOP or left, and says the same', async () => {
    await sql('INSERT INTO sms_opt_outs (phone) VALUES ($1)', [PHONE]);
    expect((await subscribe({ phone: PHONE, smsConsent: true })).body).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect(await rows()).toEqual([]);
    expect(await queued()).toEqual([]);
  });
});

describe('confirming an e-mail on its page', () => {
  it('opening the link (a GET) changes nothing; its button (a POST) confirms, once', async () => {
    const email = uniqueEmail('button');
    await subscribe({ email });
    const token = await mailedToken(email);

    // What the page's GET reads: whether the button would confirm. Read as often as a scanner likes.
    expect(await confirmationWaits(token)).toBe(true);
    expect(await confirmationWaits(token)).toBe(true);
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmed_at: null });

    const pressed = await pressConfirm(token);
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/subscribe/confirmed');
    expect((await rowOf(email))?.status).toBe('confirmed');

    // Used: the page says so, and the button again goes back to it.
    expect(await confirmationWaits(token)).toBe(false);
    expect((await pressConfirm(token)).headers.get('location')).toBe('/subscribe/confirm');
  });

  it('as JSON: 200 with the words, or 400 naming the token, nothing changed', async () => {
    const email = uniqueEmail('json-confirm');
    await subscribe({ email });
    const token = await mailedToken(email);
    const post = (body: unknown) =>
      call<{ message: string; fields?: Record<string, string> }>(subscribersConfirm, '/api/subscribers/confirm', {
        method: 'POST',
        body,
      });
    for (const body of [{}, { token: '' }, { token: 7 }, 'token']) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ message: CONFIRM_TOKEN_MISSING, fields: { token: CONFIRM_TOKEN_MISSING } });
    }
    expect(await post({ token: 'A'.repeat(43) })).toMatchObject({
      status: 400,
      body: { message: CONFIRM_FAILED_TEXT, fields: { token: CONFIRM_FAILED_TEXT } },
    });
    expect((await rowOf(email))?.status).toBe('pending');
    expect(await post({ token })).toMatchObject({ status: 200, body: { message: CONFIRMED_TEXT } });
    expect((await rowOf(email))?.status).toBe('confirmed');
  });

  it(`lets one address press ${ADDRESS_LIMITS.confirmSubscription.max} times in 15 minutes, then answers 429`, async () => {
    const press = (ip: string) =>
      call(subscribersConfirm, '/api/subscribers/confirm', { method: 'POST', body: { token: 'A'.repeat(43) }, ip });
    for (let attempt = 0; attempt < ADDRESS_LIMITS.confirmSubscription.max; attempt++) {
      expect((await press('198.18.8.1')).status).toBe(400);
    }
    expect((await press('198.18.8.1')).status).toBe(429);
    expect((await press('198.18.8.2')).status).toBe(400);
  });
});

describe('bad input', () => {
  it('is 400 naming the field, nothing written or queued', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ email: 'not-an-address' }, 'email', INVALID_EMAIL],
      [{ phone: '800-555-0199', smsConsent: true }, 'phone', SMS_PHONE_INVALID],
      [{ phone: 'call me', smsConsent: true }, 'phone', SMS_PHONE_INVALID],
      [{}, 'email', 'Enter an e-mail address or a mobile number'],
      [{ email: 'a@example.com', source: 'elsewhere' }, 'source', 'Say where the form was'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await subscribe(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields?.[field]).toBe(message);
    }
    expect(await rows()).toEqual([]);
    expect(await queued()).toEqual([]);
  });
});

describe('the home page form posted without its script', () => {
  it('joins and goes on to the thanks page, with the form as the consent evidence', async () => {
    const email = uniqueEmail('form');
    const answer = await postForm({ email, phone: '913 555 0142', smsConsent: 'on', source: 'closed-banner' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/subscribe/thanks');
    expect((await rows()).map((row) => [row.channel, row.status, row.consent_source])).toEqual([
      ['email', 'pending', 'closed-banner'],
      ['sms', 'pending', 'closed-banner'],
    ]);
  });

  it('goes back to /subscribe naming the fields at fault, never what was typed, with nothing written', async () => {
    const answer = await postForm({ email: '', phone: '913-555-0142', source: 'home' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/subscribe?problem=smsConsent&source=home');
    const nothing = await postForm({ email: 'wanjiru@', phone: '' });
    expect(nothing.headers.get('location')).toBe('/subscribe?problem=email');
    expect(await rows()).toEqual([]);
    expect(await queued()).toEqual([]);
  });

  it("is refused from another site's form", async () => {
    const answer = await postForm(
      { email: uniqueEmail() },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(403);
    expect(await rows()).toEqual([]);
  });
});

describe('the evidence', () => {
  it('keeps the words shown, where and when, for each channel', async () => {
    const before = Date.now();
    const email = uniqueEmail('evidence');
    await subscribe({ email, phone: PHONE, smsConsent: true, source: 'order-confirmation' });
    const [mail, text] = await rows();
    expect(mail).toMatchObject({ consent_source: 'order-confirmation', consent_words: EMAIL_CONSENT_WORDS });
    expect(text).toMatchObject({ consent_source: 'order-confirmation', consent_words: SMS_CONSENT_WORDS });
    for (const row of [mail, text]) {
      expect(row?.consented_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row?.consented_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // The source defaults to the home page.
    const other = uniqueEmail('home');
    await subscribe({ email: other });
    expect((await rowOf(other))?.consent_source).toBe('home');
  });
});

describe('leaving', () => {
  async function confirmedEmail(): Promise<{ email: string; id: number }> {
    const email = uniqueEmail('leaving');
    await subscribe({ email });
    await confirmEmail(await mailedToken(email));
    return { email, id: Number((await rowOf(email))?.id) };
  }

  it("a mail provider's one-click POST unsubscribes in one step, for good, and says the same again", async () => {
    const { email, id } = await confirmedEmail();
    const answer = await oneClick(unsubscribeToken(id));
    expect(answer).toEqual({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });
    const row = await rowOf(email);
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await oneClick(unsubscribeToken(id))).toEqual({ status: 200, body: { message: UNSUBSCRIBED_MESSAGE } });

    // Asking to join again means confirming again.
    await subscribe({ email });
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('takes the one-click POST as multipart too (RFC 8058 prefers it)', async () => {
    const { email, id } = await confirmedEmail();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await oneClick(unsubscribeToken(id), form)).status).toBe(200);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it("the page's button (a plain form) goes on to the done page; a bad link back to the page", async () => {
    const { email, id } = await confirmedEmail();
    const post = (token: string) =>
      call(subscribersUnsubscribe, `/api/subscribers/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        rawBody: '',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      });
    const done = await post(unsubscribeToken(id));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/unsubscribe/done');
    expect((await rowOf(email))?.status).toBe('unsubscribed');

    const bad = await post('12.not-a-signature');
    expect(bad.headers.get('location')).toBe('/unsubscribe');
  });

  it('refuses a token that is not one of ours with 400, changing nothing and naming no one', async () => {
    const { email, id } = await confirmedEmail();
    const forged = `${id}.${'A'.repeat(43)}`;
    const otherId = `${id + 1}.${unsubscribeToken(id).split('.')[1]}`;
    for (const token of [forged, otherId, 'nonsense', '']) {
      const answer = await oneClick(token);
      expect(answer).toEqual({ status: 400, body: { message: UNSUBSCRIBE_LINK_INVALID } });
      expect(answer.body.message).not.toContain(email);
    }
    const json = await call<ErrorAnswer>(subscribersUnsubscribe, `/api/subscribers/unsubscribe?token=${forged}`, {
      method: 'POST',
    });
    expect(json).toMatchObject({ status: 400, body: { message: UNSUBSCRIBE_LINK_INVALID } });
    expect((await rowOf(email))?.status).toBe('confirmed');
  });

  it('STOP ends the sms subscription for good, waiting or confirmed: START allows order texts again, not the list', async () => {
    await subscribe({ phone: PHONE, smsConsent: true });
    expect((await reply('Stop.')).status).toBe(200);
    const row = await rowOf(PHONE);
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribed_at).toBeInstanceOf(Date);
    // Too late for a YES.
    expect((await reply('YES')).status).toBe(200);
    expect((await rowOf(PHONE))?.status).toBe('unsubscribed');

    expect((await reply('START')).status).toBe(200);
    expect(await sql('SELECT phone FROM sms_opt_outs')).toEqual([]);
    expect((await subscribe({ phone: PHONE, smsConsent: true })).status).toBe(201);
    expect((await rowOf(PHONE))?.status).toBe('unsubscribed');
    expect((await queued()).filter((message) => message.kind === 'notify-confirmation')).toHaveLength(1);
  });
});

describe("the owner's counts and export", () => {
  const YES_SID = messageSid();

  async function fillList() {
    const confirmed = uniqueEmail('counted');
    await subscribe({ email: confirmed, phone: PHONE, smsConsent: true });
    await confirmEmail(await mailedToken(confirmed));
    await reply('yes', YES_SID);
    await subscribe({ phone: '+19135550143', smsConsent: true });
    await subscribe({ email: uniqueEmail('waiting') });
    await subscribe({ email: '-1+2@example.com' });
    return confirmed;
  }

  it('counts the list by channel and state, the waiting apart from the confirmed', async () => {
    await fillList();
    const answer = await call(adminSubscribers, '/api/admin/subscribers', { cookie: admin.cookie });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        email: { pending: 2, confirmed: 1, unsubscribed: 0 },
        sms: { pending: 1, confirmed: 1, unsubscribed: 0 },
      },
    });
    // An announcement counts (and goes to) the confirmed only.
    expect(await announceNow()).toEqual({ email: 1, sms: 1 });
  });

  it('exports every row with its evidence as CSV', async () => {
    const confirmed = await fillList();
    const answer = await call<string>(adminSubscribersExport, '/api/admin/subscribers/export', {
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="notify-list-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe(
      'channel,address,status,consented_at,consent_source,consent_words,confirmed_at,unsubscribed_at,confirmation_words,confirm_reply_sid',
    );
    // The header, five rows (three e-mails, two phones), and the CRLF that ends the last.
    expect(lines).toHaveLength(7);
    const iso = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';
    expect(lines[1]).toMatch(new RegExp(`^email,${confirmed},confirmed,${iso},home,`));
    expect(lines[1]).toMatch(new RegExp(`,${iso},,,$`));
    expect(lines[1]).toContain(`,${EMAIL_CONSENT_WORDS},`);
    expect(lines.some((line) => line.startsWith(`email,'-1+2@example.com,pending,`))).toBe(true);
    const phone = lines.find((line) => line.startsWith(`sms,'${PHONE},confirmed,`));
    expect(phone).toMatch(new RegExp(`,${iso},,"${confirmationText().replace(/[.?]/g, '\\$&')}",${YES_SID}$`));
    expect(lines.some((line) => line.startsWith(`sms,'+19135550143,pending,`))).toBe(true);
  });

  it('is the administrator’s only: 401 signed out, 403 for a customer', async () => {
    for (const [handler, path] of [
      [adminSubscribers, '/api/admin/subscribers'],
      [adminSubscribersExport, '/api/admin/subscribers/export'],
    ] as const) {
      expect((await call(handler, path)).status).toBe(401);
      expect((await call(handler, path, { cookie: customer.cookie })).status).toBe(403);
    }
  });
});

describe('the per-address limit', () => {
  it(`lets one address ask ${ADDRESS_LIMITS.subscribe.max} times in 15 minutes, then answers 429`, async () => {
    const ip = '198.18.7.1';
    for (let attempt = 0; attempt < ADDRESS_LIMITS.subscribe.max; attempt++) {
      expect((await subscribe({ email: uniqueEmail('limited') }, ip)).status).toBe(201);
    }
    const refused = await subscribe({ email: uniqueEmail('limited') }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await subscribe({ email: uniqueEmail('other') }, '198.18.7.2')).status).toBe(201);
  });
});

describe('the daily purge', () => {
  it('deletes numbers never confirmed 30 days after they were put on the list', async () => {
    const [stale, fresh] = ['+19135550151', '+19135550152'];
    for (const phone of [stale, fresh]) await subscribe({ phone, smsConsent: true });
    const putOn = async (phone: string, daysAgo: number) =>
      sql(
        `UPDATE subscribers SET consented_at = now() - $2::interval, confirm_expires_at = now() - $2::interval + $3::interval
           WHERE address = $1`,
        [phone, `${daysAgo} days`, `${CONFIRM_TEXT_DAYS} days`],
      );
    await putOn(stale, 31);
    await putOn(fresh, 29);
    const counts = await withTransaction(purgeExpiredPersonalData);
    expect(counts.subscribersDeleted).toBe(1);
    expect((await rows()).map((row) => row.address)).toEqual([fresh]);
  });

  it('deletes e-mails never confirmed 30 days after their link expired, and ended subscriptions after four years', async () => {
    const stale = uniqueEmail('stale');
    const fresh = uniqueEmail('fresh');
    const ended = uniqueEmail('ended');
    const recentlyEnded = uniqueEmail('recently-ended');
    for (const email of [stale, fresh, ended, recentlyEnded]) await subscribe({ email });
    await sql(`UPDATE subscribers SET confirm_expires_at = now() - interval '31 days' WHERE address = $1`, [stale]);
    await sql(`UPDATE subscribers SET confirm_expires_at = now() - interval '29 days' WHERE address = $1`, [fresh]);
    await sql(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now() - interval '1462 days'
       WHERE address = $1`,
      [ended],
    );
    await sql(
      `UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = now() - interval '1460 days'
       WHERE address = $1`,
      [recentlyEnded],
    );
    const counts = await withTransaction(purgeExpiredPersonalData);
    expect(counts.subscribersDeleted).toBe(2);
    expect((await rows()).map((row) => row.address).sort()).toEqual([fresh, recentlyEnded].sort());
  });
});
