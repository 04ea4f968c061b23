import type Stripe from 'stripe';
import type { StripeSettings } from '../config';
import { badRequest, notFound } from '../http/http-error';
import { findCheckoutById, findCheckoutByPaymentIntent } from '../repositories/checkouts-repository';
import { isEventProcessed, recordProcessedEvent } from '../repositories/webhook-events-repository';
import { settlePayment } from './settle-payment';
import { settlePurchase } from './gift-card-purchase';
import { findPurchaseByPaymentIntent } from '../repositories/gift-card-purchases-repository';
import { stripeClient, stripeGateway } from './stripe-gateway';
import { database } from '../db';

export const INVALID_SIGNATURE = 'Invalid webhook signature';
export const WEBHOOK_NOT_CONFIGURED = 'Stripe webhooks are not configured';

export type WebhookOutcome = 'fulfilled' | 'refused' | 'duplicate' | 'ignored';

/** Stripe's events that say a payment is authorised (manual capture) or, for one started before, taken. */
const PAYMENT_EVENTS = new Set(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded']);

/** Verifies Stripe's signature on the exact bytes received; anything else is refused with 400. */
async function verifiedEvent(
  settings: StripeSettings,
  rawBody: string,
  signature: string | null,
): Promise<Stripe.Event> {
  if (!settings.webhookSecret) throw notFound(WEBHOOK_NOT_CONFIGURED);
  if (!signature) throw badRequest(INVALID_SIGNATURE);
  try {
    return await stripeClient(settings).webhooks.constructEventAsync(rawBody, signature, settings.webhookSecret);
  } catch {
    throw badRequest(INVALID_SIGNATURE);
  }
}

/**
 * POST /api/stripe-webhook: a verified `payment_intent.amount_capturable_updated` (authorised) or
 * `payment_intent.succeeded` settles the payment through the same idempotent path as the browser
 * (booked and captured, or refused and let go), so it is settled even if the customer's browser
 * never reports back. An event is marked handled only after its work is done, so a failure is
 * retried by Stripe; a refusal is an outcome, not a failure.
 */
export async function handleStripeWebhook(
  settings: StripeSettings | null,
  rawBody: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  if (!settings) throw notFound(WEBHOOK_NOT_CONFIGURED);
  const event = await verifiedEvent(settings, rawBody, signature);
  if (await isEventProcessed(database(), event.id)) return 'duplicate';
  let outcome: WebhookOutcome = 'ignored';
  if (PAYMENT_EVENTS.has(event.type)) {
    const intent = event.data.object as Stripe.PaymentIntent;
    const checkout =
      (await findCheckoutByPaymentIntent(database(), intent.id)) ??
      (intent.metadata['checkoutId'] ? await findCheckoutById(database(), intent.metadata['checkoutId']) : null);
    // A gift card's purchase (issue 47) is paid by the same events: its card is made once.
    const purchase = checkout ? null : await findPurchaseByPaymentIntent(database(), intent.id);
    // A payment this shop did not start (another integration on the same account): nothing to record.
    if (checkout) {
      const settled = await settlePayment(checkout, intent.id, stripeGateway(settings));
      outcome = settled.kind === 'booked' ? 'fulfilled' : 'refused';
    } else if (purchase) {
      await settlePurchase(purchase, stripeGateway(settings));
      outcome = 'fulfilled';
    }
  }
  await recordProcessedEvent(database(), event.id, event.type);
  return outcome;
}
