import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminSetup from '../../netlify/functions/admin-setup.mts';
import adminSetupTest from '../../netlify/functions/admin-setup-test.mts';
import { SETUP_CHECK_IDS, type SetupCheck, type SetupCheckId } from '@/domain/setup/setup-check';
import {
  CHOOSE_TEST_CHANNEL,
  NO_OWNER_PHONE,
  NO_PUSH_DEVICES,
  ownerPhoneCannotText,
  type SetupTestView,
} from '@/domain/setup/test-send';
import { DEV_ADMIN_EMAIL } from '@/server/config';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { applySettings } from './support/env-settings';

/*
 * The owner's setup check (GET /api/admin/setup) in a shop on the development defaults and in one
 * set up for real, with secrets whose values must never come back; and 'Send me a test'
 * (POST /api/admin/setup/test), which only queues in the outbox: the SMTP double below is what
 * later sends (or refuses) the test e-mail. This file has its own database.
 */

interface SetupAnswer {
  checks: SetupCheck[];
  tests: SetupTestView[];
}

/** Every setting the checks read, off: the development defaults whatever the machine's environment. */
const UNSET = Object.fromEntries(
  [
    'PUBLIC_SITE_URL',
    'STRIPE_SECRET_KEY',
    'PUBLIC_STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_TAX_ENABLED',
    'TEST_GATEWAY_ENABLED',
    'SMTP_URL',
    'TWILIO_ACCOUNT_SID',
    'TWILIO_AUTH_TOKEN',
    'TWILIO_FROM',
    'VAPID_PUBLIC_KEY',
    'VAPID_PRIVATE_KEY',
    'VAPID_SUBJECT',
    'OWNER_ALERT_PHONE',
  ].map((name) => [name, '']),
);

/** Known secret values: none of them may appear in any answer. */
const SECRETS = {
  STRIPE_SECRET_KEY: 'sk_live_SetupSecretStripeKey0001',
  STRIPE_WEBHOOK_SECRET: 'whsec_SetupSecretWebhook0002',
  SMTP_URL: 'smtp://owner:SetupSecretSmtpPassword0003@mail.kenyanbites.example:587',
  TWILIO_ACCOUNT_SID: 'ACSetupSecretTwilioAccount0004',
  TWILIO_AUTH_TOKEN: 'SetupSecretTwilioToken0005',
  VAPID_PRIVATE_KEY: 'SetupSecretVapidPrivateKey0006',
};

/** A shop set up for real: https, live Stripe with its webhook, SMTP, Twilio, push, Stripe Tax. */
const LIVE = {
  ...SECRETS,
  PUBLIC_SITE_URL: 'https://kenyanbites.example',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_SetupPublishable',
  STRIPE_TAX_ENABLED: 'true',
  TWILIO_FROM: '+19135550100',
  VAPID_PUBLIC_KEY: 'BSetupVapidPublicKey',
  VAPID_SUBJECT: 'mailto:owner@kenyanbites.example',
  OWNER_ALERT_PHONE: '913-555-0142',
};

let admin: TestAccount;
let restore: () => void;

beforeAll(async () => {
  restore = applySettings(UNSET);
  admin = await adminAccount();
});
afterAll(() => restore());

const setup = (cookie: string | null) => call<SetupAnswer & ErrorAnswer>(adminSetup, '/api/admin/setup', { cookie });

const sendTest = (cookie: string | null, body: unknown, headers: Record<string, string> = {}) =>
  call<{ tests: SetupTestView[] } & ErrorAnswer & { fields?: Record<string, string> }>(
    adminSetupTest,
    '/api/admin/setup/test',
    { method: 'POST', body, cookie, headers },
  );

/** The checks by id, as the administrator gets them. */
async function checks(): Promise<Record<SetupCheckId, SetupCheck>> {
  const answer = await setup(admin.cookie);
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.checks.map((check) => [check.id, check])) as Record<SetupCheckId, SetupCheck>;
}

/** Runs `work` with the settings, then puts them back. */
async function withSettings<T>(settings: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const back = applySettings(settings);
  try {
    return await work();
  } finally {
    back();
  }
}

describe('who may use the setup check', () => {
  it('is the administrator only: 401 for a stranger, 403 for a customer, on both endpoints', async () => {
    const customer = await registerAccount();
    expect((await setup(null)).status).toBe(401);
    expect(await setup(customer.cookie)).toMatchObject({
      status: 403,
      body: { message: 'Administrator access is required' },
    });
    expect((await sendTest(null, { channel: 'email' })).status).toBe(401);
    expect((await sendTest(customer.cookie, { channel: 'email' })).status).toBe(403);
  });

  it('refuses a test asked for from another site (403), and queues nothing', async () => {
    const before = await sql('SELECT id FROM outbox');
    expect((await sendTest(admin.cookie, { channel: 'email' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await sql('SELECT id FROM outbox')).toEqual(before);
  });
});

describe('the checks', () => {
  it('on the development defaults: each says what is missing, by its setting', async () => {
    const found = await checks();
    expect(Object.keys(found)).toEqual([...SETUP_CHECK_IDS]);
    expect(found['site-url']).toEqual({
      id: 'site-url',
      ok: false,
      detail:
        "http://localhost:4321 is this computer's own address: set PUBLIC_SITE_URL to the shop's public https address.",
    });
    // The password set through a mailed link proved the address; two-factor is not on.
    expect(found.administrator).toEqual({
      id: 'administrator',
      ok: false,
      detail: 'Turn on two-factor sign-in in Account Settings (/account).',
    });
    expect(found.payments).toMatchObject({ ok: false, detail: expect.stringMatching(/^The built-in test gateway/) });
    expect(found.webhook).toEqual({ id: 'webhook', ok: true, detail: 'Stripe is off, so no webhook is needed.' });
    expect(found.mail).toMatchObject({ ok: false, detail: expect.stringMatching(/^SMTP_URL is not set/) });
    expect(found.texts).toMatchObject({ ok: false, detail: expect.stringMatching(/^TWILIO_ACCOUNT_SID is not set/) });
    expect(found.texts.detail).toContain('http://localhost:4321/api/twilio/inbound');
    expect(found.push).toMatchObject({ ok: false, detail: expect.stringMatching(/^VAPID_PUBLIC_KEY is not set/) });
    expect(found.tax).toEqual({
      id: 'tax',
      ok: false,
      detail: 'Sales tax is off: no order carries tax. Turn it on at /admin/tax once you are registered to collect it.',
    });
    expect(found.kitchen).toEqual({
      id: 'kitchen',
      ok: false,
      detail: "Fill in the kitchen's licence number in Labels at /admin/kitchen.",
    });
  });

  it('in a shop set up for real: every check passes, naming the addresses to paste', async () => {
    await sql("UPDATE business_settings SET kitchen_licence = 'KS-FOOD-1234', collects_tax = true WHERE id = 1");
    await sql(`UPDATE users SET totp_secret = 'v1.sealed-for-the-test' WHERE id = $1`, [admin.id]);
    // Two-factor on makes the administrator's session one opened with the code.
    await sql('UPDATE sessions SET second_factor = true WHERE user_id = $1', [admin.id]);
    const found = await withSettings(LIVE, checks);
    expect(Object.values(found).filter((check) => !check.ok)).toEqual([]);
    expect(found['site-url'].detail).toBe('Links in e-mails and texts go to https://kenyanbites.example.');
    expect(found.payments.detail).toBe('Stripe takes real card payments (a live key).');
    expect(found.webhook.detail).toContain('https://kenyanbites.example/api/stripe-webhook');
    expect(found.texts.detail).toContain('https://kenyanbites.example/api/twilio/inbound');
    expect(found.tax.detail).toBe('Stripe Tax works out the sales tax (STRIPE_TAX_ENABLED).');
    expect(found.kitchen.detail).toBe('Kenyan Bites, Overland Park, KS, licence KS-FOOD-1234.');
  });

  it('never answers a secret value, even with a test of each channel in the answer', async () => {
    await sql(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
      admin.id,
      'https://fcm.googleapis.com/fcm/send/setup-secrets',
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      'tBHItJI5svbpez7KI4CCXg',
    ]);
    const answers = await withSettings(LIVE, async () => [
      ...(await Promise.all(['email', 'text', 'push'].map((channel) => sendTest(admin.cookie, { channel })))),
      await setup(admin.cookie),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      const text = JSON.stringify(answer.body);
      for (const [name, value] of Object.entries(SECRETS))
        expect({ name, found: text.includes(value) }).toEqual({ name, found: false });
    }
  });

  it('tells a Stripe test key and a missing webhook secret apart from a live shop', async () => {
    const found = await withSettings(
      { STRIPE_SECRET_KEY: 'sk_test_SetupKey', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_SetupKey' },
      checks,
    );
    expect(found.payments).toMatchObject({ ok: false, detail: expect.stringMatching(/^Stripe is in test mode/) });
    expect(found.webhook).toEqual({
      id: 'webhook',
      ok: false,
      detail:
        'STRIPE_WEBHOOK_SECRET is not set: add http://localhost:4321/api/stripe-webhook as a webhook in Stripe and set its signing secret.',
    });
  });

  it("passes on the owner's rates once each is confirmed, naming those that are not", async () => {
    // The seeded whole-state place says 'Check this rate' until the owner saves it.
    expect((await checks()).tax).toEqual({
      id: 'tax',
      ok: false,
      detail: 'Check and save the rates of Kansas at /admin/tax: not confirmed yet.',
    });
    await sql('UPDATE tax_places SET confirmed_at = now()');
    const [{ places } = { places: 0 }] = await sql<{ places: number }>(
      'SELECT count(*)::int AS places FROM tax_places',
    );
    expect((await checks()).tax).toEqual({
      id: 'tax',
      ok: true,
      detail: `Your rates are confirmed for ${places} places.`,
    });
  });

  it('counts the outbox: fails on a message given up or one stuck past its time', async () => {
    await sql(`INSERT INTO outbox (channel, kind, to_address, subject, text_body, gave_up_at, error, send_after)
               VALUES ('email', 'receipt', 'gone@example.com', 'Receipt', 'r', now(), 'Mailbox full', now()),
                      ('email', 'receipt', 'stuck@example.com', 'Receipt', 'r', NULL, NULL, now() - interval '1 hour'),
                      ('cdn', 'purge', 'storefront', 'Purge', '', now(), 'Not counted', now())`);
    const [unsent] = await sql<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM outbox WHERE channel IN ('email', 'sms', 'push') AND sent_at IS NULL AND gave_up_at IS NULL",
    );
    expect((await checks()).outbox).toEqual({
      id: 'outbox',
      ok: false,
      detail: `${unsent?.waiting} messages waiting to be sent (1 for over 10 minutes); 1 message given up.`,
    });
  });
});

describe('Send me a test', () => {
  it("queues an e-mail to the administrator's address, which the page then reads as waiting", async () => {
    const sent = await sendTest(admin.cookie, { channel: 'email' });
    expect(sent.status).toBe(202);
    const [test, ...more] = sent.body.tests;
    expect(more).toEqual([]);
    expect(test).toMatchObject({ channel: 'email', status: 'waiting', to: 'a•••@kenyanbites.local', error: null });
    expect(await sql('SELECT channel, kind, to_address, sent_at FROM outbox WHERE id = $1', [test?.id])).toEqual([
      { channel: 'email', kind: 'setup-test', to_address: DEV_ADMIN_EMAIL, sent_at: null },
    ]);
    expect((await setup(admin.cookie)).body.tests.filter((each) => each.channel === 'email')).toEqual([test]);
  });

  it("shows the test e-mail sent once the outbox sends it, and failed with the mail server's words", async () => {
    let refuse = false;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
      },
      onData(stream, _session, done) {
        stream.resume();
        stream.on('end', () => done());
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      await withSettings({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` }, async () => {
        const emailTest = async () => (await setup(admin.cookie)).body.tests.find((each) => each.channel === 'email');
        await sendTest(admin.cookie, { channel: 'email' });
        await deliverDueMessages();
        expect(await emailTest()).toMatchObject({ status: 'sent', error: null, sentAt: expect.any(String) });

        refuse = true;
        await sendTest(admin.cookie, { channel: 'email' });
        await deliverDueMessages();
        expect(await emailTest()).toMatchObject({
          status: 'failed',
          error: expect.stringContaining('Mailbox unavailable'),
          sentAt: null,
        });
      });
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("queues a text to OWNER_ALERT_PHONE, and refuses with the setting's name when there is none to text", async () => {
    expect(await sendTest(admin.cookie, { channel: 'text' })).toMatchObject({
      status: 400,
      body: { message: NO_OWNER_PHONE, fields: { channel: NO_OWNER_PHONE } },
    });
    const landline = await withSettings({ OWNER_ALERT_PHONE: '800-555-0100' }, () =>
      sendTest(admin.cookie, { channel: 'text' }),
    );
    expect(landline).toMatchObject({ status: 400, body: { message: ownerPhoneCannotText('800-555-0100') } });

    const sent = await withSettings({ OWNER_ALERT_PHONE: '(913) 555-0199' }, () =>
      sendTest(admin.cookie, { channel: 'text' }),
    );
    expect(sent.status).toBe(202);
    expect(sent.body.tests).toEqual([
      expect.objectContaining({ channel: 'text', status: 'waiting', to: '•••-•••-0199' }),
    ]);
    expect(await sql('SELECT channel, to_address FROM outbox WHERE id = $1', [sent.body.tests[0]?.id])).toEqual([
      { channel: 'sms', to_address: '+19135550199' },
    ]);
  });

  it('queues a push to each device with alerts on, one send, and refuses when there is none', async () => {
    await sql('DELETE FROM push_subscriptions');
    expect(await sendTest(admin.cookie, { channel: 'push' })).toMatchObject({
      status: 400,
      body: { message: NO_PUSH_DEVICES, fields: { channel: NO_PUSH_DEVICES } },
    });
    const devices = [
      'https://fcm.googleapis.com/fcm/send/phone',
      'https://updates.push.services.mozilla.com/wpush/v2/tab',
    ];
    for (const endpoint of devices) {
      await sql(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, 'p', 'a')`, [
        admin.id,
        endpoint,
      ]);
    }
    const sent = await sendTest(admin.cookie, { channel: 'push' });
    expect(sent.status).toBe(202);
    expect(sent.body.tests.map((test) => test.to)).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
    const rows = await sql<{ to_address: string; text_body: string }>(
      'SELECT to_address, text_body FROM outbox WHERE id = ANY($1::bigint[]) ORDER BY id',
      [sent.body.tests.map((test) => test.id)],
    );
    expect(rows.map((row) => row.to_address)).toEqual(devices);
    expect(JSON.parse(rows[0]?.text_body ?? '{}')).toMatchObject({ url: '/admin/setup' });
    // The page reads the newest push test: both devices, not the one sent earlier in this file.
    expect((await setup(admin.cookie)).body.tests.filter((test) => test.channel === 'push')).toEqual(sent.body.tests);
  });

  it('refuses a channel it does not know', async () => {
    expect(await sendTest(admin.cookie, { channel: 'pigeon' })).toMatchObject({
      status: 400,
      body: { message: CHOOSE_TEST_CHANNEL },
    });
  });
});
