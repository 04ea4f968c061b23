import { describe, expect, it } from 'vitest';
import { SETUP_CHECK_IDS, type SetupFacts } from '@/domain/setup/setup-check';
import { setupChecks } from '@/domain/setup/setup-checks';
import { stripeKeyMode } from '@/domain/setup/provider-checks';
import { outboxCheck } from '@/domain/setup/shop-checks';
import { siteUrlCheck } from '@/domain/setup/site-checks';

/*
 * The setup check's rules and words (src/domain/setup/), from facts alone: what passes, and that a
 * failing check names the setting to change and the place to change it.
 */

const READY: SetupFacts = {
  siteUrl: 'https://kenyanbites.example',
  administrator: { email: 'owner@kenyanbites.example', account: { proven: true, twoFactor: true } },
  payments: { stripe: 'live', testGateway: false, webhookSecret: true },
  smtp: true,
  twilio: true,
  vapid: true,
  tax: { collects: true, stripeTax: false, places: 2, unconfirmed: [] },
  kitchen: { kitchenName: 'Kenyan Bites', kitchenAddress: '1 Main St, Overland Park, KS', kitchenLicence: 'KS-1' },
  outbox: { waiting: 0, overdue: 0, givenUp: 0 },
};

/** The check of `id` for the ready shop changed by `change`. */
const checkWith = (id: string, change: Partial<SetupFacts>) =>
  setupChecks({ ...READY, ...change }).find((check) => check.id === id);

describe('setupChecks', () => {
  it('lists every check once, in order, and passes them all for a shop set up for real', () => {
    const checks = setupChecks(READY);
    expect(checks.map((check) => check.id)).toEqual([...SETUP_CHECK_IDS]);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.find((check) => check.id === 'texts')?.detail).toContain(
      'paste https://kenyanbites.example/api/twilio/inbound into',
    );
  });
});

describe('site-url', () => {
  it.each([
    ['http://localhost:4321', "http://localhost:4321 is this computer's own address"],
    ['https://127.0.0.1:8888', "https://127.0.0.1:8888 is this computer's own address"],
    ['https://shop.localhost', "https://shop.localhost is this computer's own address"],
    ['http://kenyanbites.example', 'http://kenyanbites.example is not https'],
    ['kenyanbites.example', 'PUBLIC_SITE_URL (kenyanbites.example) is not a web address'],
  ])('fails %s, naming the address', (siteUrl, start) => {
    const check = siteUrlCheck(siteUrl);
    expect(check.ok).toBe(false);
    expect(check.detail.startsWith(start)).toBe(true);
  });

  it('passes a public https address', () => {
    expect(siteUrlCheck('https://kenyanbites.example')).toEqual({
      id: 'site-url',
      ok: true,
      detail: 'Links in e-mails and texts go to https://kenyanbites.example.',
    });
  });
});

describe('administrator', () => {
  it('asks for what is missing: the account, the proven address, two-factor sign-in', () => {
    const administrator = (account: SetupFacts['administrator']['account']) =>
      checkWith('administrator', { administrator: { email: 'owner@kenyanbites.example', account } });
    expect(administrator(null)).toEqual({
      id: 'administrator',
      ok: false,
      detail: 'owner@kenyanbites.example (ADMIN_EMAIL) has no account: create one with that address.',
    });
    expect(administrator({ proven: false, twoFactor: false })?.detail).toBe(
      "On /admin press 'Email Me the Link' and set the password through it, to prove owner@kenyanbites.example. Then: Turn on two-factor sign-in in Account Settings (/account).",
    );
    expect(administrator({ proven: true, twoFactor: false })).toMatchObject({
      ok: false,
      detail: 'Turn on two-factor sign-in in Account Settings (/account).',
    });
  });
});

describe('payments and the webhook', () => {
  it('knows a key by its prefix', () => {
    expect(['sk_live_1', 'rk_live_1', 'sk_test_1', 'rk_test_1', 'pk_live_1'].map(stripeKeyMode)).toEqual([
      'live',
      'live',
      'test',
      'test',
      'unknown',
    ]);
  });

  it('passes only live Stripe, and says which other way takes the payments', () => {
    const payments = (facts: SetupFacts['payments']) => checkWith('payments', { payments: facts });
    expect(payments({ stripe: 'test', testGateway: false, webhookSecret: true })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^Stripe is in test mode \(an sk_test_ key\): no real money is taken\./),
    });
    expect(payments({ stripe: null, testGateway: true, webhookSecret: false })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^The built-in test gateway takes the payments/),
    });
    expect(payments({ stripe: null, testGateway: false, webhookSecret: false })?.detail).toBe(
      'STRIPE_SECRET_KEY is not set: the checkout cannot take payments.',
    );
    expect(payments({ stripe: 'unknown', testGateway: false, webhookSecret: true })?.ok).toBe(false);
  });

  it('needs the webhook secret only while Stripe is on, and names the address to add', () => {
    const webhook = (facts: SetupFacts['payments']) => checkWith('webhook', { payments: facts });
    expect(webhook({ stripe: 'live', testGateway: false, webhookSecret: false })).toEqual({
      id: 'webhook',
      ok: false,
      detail:
        'STRIPE_WEBHOOK_SECRET is not set: add https://kenyanbites.example/api/stripe-webhook as a webhook in Stripe and set its signing secret.',
    });
    expect(webhook({ stripe: null, testGateway: true, webhookSecret: false })?.ok).toBe(true);
  });
});

describe('mail, texts and push', () => {
  it('each names the setting that is missing', () => {
    const off = setupChecks({ ...READY, smtp: false, twilio: false, vapid: false });
    const detail = (id: string) => off.find((check) => check.id === id);
    expect(detail('mail')).toMatchObject({ ok: false, detail: expect.stringMatching(/^SMTP_URL is not set: /) });
    expect(detail('texts')).toEqual({
      id: 'texts',
      ok: false,
      detail:
        'TWILIO_ACCOUNT_SID is not set: texts stay in the outbox. With Twilio on, paste https://kenyanbites.example/api/twilio/inbound into your Twilio number\'s "A message comes in" webhook.',
    });
    expect(detail('push')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^VAPID_PUBLIC_KEY is not set: /),
    });
  });
});

describe('tax', () => {
  const tax = (facts: Partial<SetupFacts['tax']>) => checkWith('tax', { tax: { ...READY.tax, ...facts } });

  it("passes on the owner's confirmed rates or on Stripe Tax, but not with tax off", () => {
    expect(tax({})).toEqual({ id: 'tax', ok: true, detail: 'Your rates are confirmed for 2 places.' });
    expect(tax({ places: 1 })?.detail).toBe('Your rates are confirmed for 1 place.');
    expect(tax({ stripeTax: true, unconfirmed: ['Kansas'] })?.ok).toBe(true);
    expect(tax({ collects: false, stripeTax: true })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^Sales tax is off: no order carries tax\./),
    });
  });

  it('names each place whose rates are not confirmed', () => {
    expect(tax({ unconfirmed: ['Kansas', 'Missouri'] })).toEqual({
      id: 'tax',
      ok: false,
      detail: 'Check and save the rates of Kansas, Missouri at /admin/tax: not confirmed yet.',
    });
  });
});

describe('kitchen', () => {
  it('names what is missing of the name, the address and the licence number', () => {
    const kitchen = (facts: Partial<SetupFacts['kitchen']>) =>
      checkWith('kitchen', { kitchen: { ...READY.kitchen, ...facts } });
    expect(kitchen({})?.detail).toBe('Kenyan Bites, 1 Main St, Overland Park, KS, licence KS-1.');
    expect(kitchen({ kitchenLicence: null })?.detail).toBe(
      "Fill in the kitchen's licence number in Labels at /admin/kitchen.",
    );
    expect(kitchen({ kitchenName: ' ', kitchenAddress: '', kitchenLicence: '' })).toEqual({
      id: 'kitchen',
      ok: false,
      detail: "Fill in the kitchen's name, address and licence number in Labels at /admin/kitchen.",
    });
  });
});

describe('outbox', () => {
  it('counts what waits and what was given up, and fails on either problem', () => {
    expect(outboxCheck({ waiting: 0, overdue: 0, givenUp: 0 })).toEqual({
      id: 'outbox',
      ok: true,
      detail: '0 messages waiting to be sent; 0 messages given up.',
    });
    expect(outboxCheck({ waiting: 1, overdue: 0, givenUp: 0 }).ok).toBe(true);
    expect(outboxCheck({ waiting: 3, overdue: 2, givenUp: 0 })).toEqual({
      id: 'outbox',
      ok: false,
      detail: '3 messages waiting to be sent (2 for over 10 minutes); 0 messages given up.',
    });
    expect(outboxCheck({ waiting: 0, overdue: 0, givenUp: 1 })).toMatchObject({
      ok: false,
      detail: '0 messages waiting to be sent; 1 message given up.',
    });
  });
});
