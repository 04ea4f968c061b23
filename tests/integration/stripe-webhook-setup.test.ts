import { describe, expect, it } from 'vitest';
import stripeWebhook from '../../netlify/functions/stripe-webhook.mts';
import { reloadServerConfig } from '@/server/config';
import { WEBHOOK_NOT_CONFIGURED } from '@/server/payments/stripe-webhook-service';
import { call, type ErrorAnswer } from './support/call';
import { withStripeDouble } from './support/stripe-double';

/*
 * POST /api/stripe-webhook where it is not set up: no Stripe keys (the test gateway takes payments),
 * or keys without STRIPE_WEBHOOK_SECRET (development only: elsewhere the configuration refuses to
 * load). Either way 404, whatever is sent: nothing unverified is ever acted on.
 */

const event = JSON.stringify({ id: 'evt_unset', object: 'event', type: 'payment_intent.succeeded', data: {} });
const post = () =>
  call<ErrorAnswer>(stripeWebhook, '/api/stripe-webhook', {
    method: 'POST',
    rawBody: event,
    headers: { 'stripe-signature': 't=1,v1=00', 'sec-fetch-site': 'cross-site' },
  });

describe('the Stripe webhook, not set up', () => {
  it('answers 404 without Stripe keys', async () => {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
    reloadServerConfig();
    expect(await post()).toMatchObject({ status: 404, body: { message: WEBHOOK_NOT_CONFIGURED } });
  });

  describe('with keys but no webhook secret', () => {
    withStripeDouble();
    it('answers 404 too', async () => {
      expect(await post()).toMatchObject({ status: 404, body: { message: WEBHOOK_NOT_CONFIGURED } });
    });
  });
});
