/*
 * The providers the shop works through (docs/architecture.md#configuration): payments and their
 * webhook, e-mail, texts and push. Each says which setting is missing by its name; the facts hold
 * no setting's value, only whether it is there.
 */
import { inboundText } from '../api/orders';
import { stripeWebhook } from '../api/payments';
import type { SetupCheck, SetupFacts, StripeKeyMode } from './setup-check';

/** A secret or restricted key says its mode in its prefix (https://docs.stripe.com/keys). */
export function stripeKeyMode(secretKey: string): StripeKeyMode {
  if (/^[sr]k_live_/.test(secretKey)) return 'live';
  if (/^[sr]k_test_/.test(secretKey)) return 'test';
  return 'unknown';
}

const PAYMENTS: Record<StripeKeyMode | 'test-gateway' | 'none', SetupCheck> = {
  live: { id: 'payments', ok: true, detail: 'Stripe takes real card payments (a live key).' },
  test: {
    id: 'payments',
    ok: false,
    detail: 'Stripe is in test mode (an sk_test_ key): no real money is taken. Set STRIPE_SECRET_KEY to a live key.',
  },
  unknown: {
    id: 'payments',
    ok: false,
    detail: 'STRIPE_SECRET_KEY is neither a live (sk_live_) nor a test (sk_test_) key: set it to a live key.',
  },
  'test-gateway': {
    id: 'payments',
    ok: false,
    detail:
      'The built-in test gateway takes the payments: no real money is taken. Set STRIPE_SECRET_KEY to a live key.',
  },
  none: {
    id: 'payments',
    ok: false,
    detail: 'STRIPE_SECRET_KEY is not set: the checkout cannot take payments.',
  },
};

/** Stripe live, Stripe in test mode, or the built-in test gateway (docs/architecture.md#payments). */
export function paymentsCheck({ stripe, testGateway }: SetupFacts['payments']): SetupCheck {
  return PAYMENTS[stripe ?? (testGateway ? 'test-gateway' : 'none')];
}

/** Stripe's payment events reach the shop only with the webhook's signing secret. */
export function webhookCheck({ stripe, webhookSecret }: SetupFacts['payments'], siteUrl: string): SetupCheck {
  const url = `${siteUrl}${stripeWebhook.path}`;
  if (stripe === null) return { id: 'webhook', ok: true, detail: 'Stripe is off, so no webhook is needed.' };
  if (webhookSecret) {
    return { id: 'webhook', ok: true, detail: `STRIPE_WEBHOOK_SECRET is set for Stripe's events to ${url}.` };
  }
  return {
    id: 'webhook',
    ok: false,
    detail: `STRIPE_WEBHOOK_SECRET is not set: add ${url} as a webhook in Stripe and set its signing secret.`,
  };
}

export const mailCheck = (smtp: boolean): SetupCheck =>
  smtp
    ? { id: 'mail', ok: true, detail: 'SMTP_URL is set: e-mails are sent.' }
    : {
        id: 'mail',
        ok: false,
        detail: 'SMTP_URL is not set: e-mails only reach the outbox (MAIL_OUTBOX_ONLY) and nobody receives them.',
      };

/**
 * Texts through Twilio, and the address Twilio must forward replies to: the inbound webhook checks
 * Twilio's signature over exactly this address, so it is built from PUBLIC_SITE_URL.
 */
export function textsCheck(twilio: boolean, siteUrl: string): SetupCheck {
  const paste = `paste ${siteUrl}${inboundText.path} into your Twilio number's "A message comes in" webhook`;
  return twilio
    ? { id: 'texts', ok: true, detail: `Texts go out through Twilio: ${paste}, so STOP replies are heard.` }
    : {
        id: 'texts',
        ok: false,
        detail: `TWILIO_ACCOUNT_SID is not set: texts stay in the outbox. With Twilio on, ${paste}.`,
      };
}

export const pushCheck = (vapid: boolean): SetupCheck =>
  vapid
    ? { id: 'push', ok: true, detail: 'The VAPID keys are set: turn on order alerts on your phone from the dashboard.' }
    : {
        id: 'push',
        ok: false,
        detail: 'VAPID_PUBLIC_KEY is not set: order alerts cannot reach your phone. npm run push:keys prints a pair.',
      };
