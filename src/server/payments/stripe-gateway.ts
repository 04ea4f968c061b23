import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import { type GatewayIntent, type PaymentGateway, PaymentGoneError, RefundRefusedError } from './payment-gateway';
import { stripeSavedCards } from './stripe-saved-cards';
import { isMissing } from './stripe-missing';

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * How long the server waits for Stripe. The SDK's default (80 s, twice more on a network fault)
 * outlasts a function (docs/architecture.md#faults): an answer must come in time for the request to
 * answer, or for what it recorded to be finished later (the scheduled sender captures, releases and
 * refunds what a stopped or timed-out request left).
 */
export const STRIPE_LIMITS = { timeoutMs: 8_000, maxNetworkRetries: 1 };

/** The Stripe SDK client for these settings (STRIPE_API_URL points it at stripe-mock or a test double). */
export function stripeClient(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const api = settings.apiUrl;
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: STRIPE_LIMITS.maxNetworkRetries,
      timeout: STRIPE_LIMITS.timeoutMs,
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
          // Authorise only: the order is booked first, then the money is taken (settle-payment.ts).
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true },
          metadata: intent.purchaseId ? { giftCardPurchaseId: intent.purchaseId } : { checkoutId: intent.checkoutId },
          description: intent.description,
          ...(intent.receiptEmail && { receipt_email: intent.receiptEmail }),
        },
        // A retried request (the SDK retries network failures) must not create a second intent.
        {
          idempotencyKey: intent.purchaseId
            ? `gift-card-purchase-${intent.purchaseId}`
            : `checkout-${intent.checkoutId}`,
        },
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
          receivedCents: intent.amount_received,
          currency: intent.currency,
          checkoutId: intent.metadata['checkoutId'] ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async capture(id, amountCents) {
      // One key per payment and amount: the browser's report and the webhook capturing at once take it once.
      const params = amountCents === undefined ? {} : { amount_to_capture: amountCents };
      const idempotencyKey = amountCents === undefined ? `capture-${id}` : `capture-${id}-${amountCents}`;
      const captured = await stripe.paymentIntents
        .capture(id, params, { idempotencyKey })
        .catch(async (error: unknown) => {
          // Refused: already captured (fine: what it took is answered), or the authorisation is gone (cancelled, expired).
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          const intent = await stripe.paymentIntents.retrieve(id);
          if (intent.status === 'succeeded') return intent;
          if (intent.status === 'canceled') {
            throw new PaymentGoneError(`Stripe payment ${id} is canceled: ${error.message}`);
          }
          throw error;
        });
      return { receivedCents: captured.amount_received };
    },
    async release(id) {
      await stripe.paymentIntents.cancel(id).catch(async (error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if ((await stripe.paymentIntents.retrieve(id)).status !== 'canceled') throw error;
      });
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
      return { id: refund.id, status, amountCents: refund.amount };
    },
    async refundsOf(paymentIntentId) {
      const listed = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return listed.data.map((refund) => ({
        id: refund.id,
        status: refund.status ?? 'pending',
        amountCents: refund.amount,
      }));
    },
    async netReceived(paymentIntentId) {
      try {
        // A payment has one successful charge, its latest; its amount_refunded counts every refund.
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
        const charge = intent.latest_charge;
        return intent.amount_received - (charge && typeof charge === 'object' ? charge.amount_refunded : 0);
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
    },
    ...stripeSavedCards(stripe),
  };
}
