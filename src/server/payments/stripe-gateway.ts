import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import { type GatewayIntent, type PaymentGateway, RefundRefusedError } from './payment-gateway';

const clients = new WeakMap<StripeSettings, Stripe>();

/** The Stripe SDK client for these settings (STRIPE_API_URL points it at stripe-mock or a test double). */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const api = settings.apiUrl;
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(api && {
        protocol: api.protocol === 'http:' ? 'http' : 'https',
        host: api.hostname,
        port: api.port || (api.protocol === 'http:' ? 80 : 443),
      }),
    });
    clients.set(settings, client);
  }
  return client;
}

const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Stripe's Payment Intents, with the checkout's id in the metadata and an idempotency key per checkout. */
export function stripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent(intent) {
      const created = await stripe.paymentIntents.create(
        {
          amount: intent.amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          metadata: { checkoutId: intent.checkoutId },
          description: intent.description,
          ...(intent.receiptEmail && { receipt_email: intent.receiptEmail }),
        },
        // A retried request (the SDK retries network failures) must not create a second intent.
        { idempotencyKey: `checkout-${intent.checkoutId}` },
      );
      if (!created.client_secret) throw new Error(`Stripe returned intent ${created.id} without a client secret`);
      return { id: created.id, clientSecret: created.client_secret };
    },
    async retrieveIntent(id): Promise<GatewayIntent | null> {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amount,
          currency: intent.currency,
          checkoutId: intent.metadata['checkoutId'] ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey }) {
      // Stripe's Refunds API; the key makes a repeated or retried request answer the refund already made.
      const refund = await stripe.refunds
        .create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey })
        .catch((error: unknown) => {
          // Stripe said no (already refunded, disputed, not paid): a refusal, not a fault to retry.
          if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefusedError(error.message);
          throw error;
        });
      // 'pending' is a refund under way (Stripe finishes it); 'failed' and 'canceled' paid nothing back.
      const status = refund.status ?? 'pending';
      if (status === 'failed' || status === 'canceled') {
        throw new RefundRefusedError(`Stripe refund ${refund.id} is ${status}`);
      }
      return { id: refund.id, status };
    },
    async refundsOf(paymentIntentId) {
      const listed = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return listed.data.map((refund) => ({
        id: refund.id,
        status: refund.status ?? 'pending',
        amountCents: refund.amount,
      }));
    },
  };
}
