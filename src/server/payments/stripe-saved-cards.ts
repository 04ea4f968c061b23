import Stripe from 'stripe';
import type { GatewaySetup, NewSetup, PaymentGateway } from './payment-gateway';
import { isMissing } from './stripe-missing';

/** The id of an object Stripe answers either as its id or expanded. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A whole number from the metadata, as the shop wrote it; null when absent or not one. */
function wholeNumber(text: string | undefined): number | null {
  const number = Number(text);
  return text && Number.isSafeInteger(number) ? number : null;
}

/**
 * Her customer: the one she has, or one made for the standing order. Stripe keeps the key a day:
 * a retried request, or another try at saving within it, finds the same customer; the caller keeps
 * the id it answers.
 */
async function customerFor(stripe: Stripe, { standingOrderId, customerId, email, name }: NewSetup): Promise<string> {
  if (customerId) return customerId;
  const made = await stripe.customers.create(
    { email, name, metadata: { standingOrderId: String(standingOrderId) } },
    { idempotencyKey: `standing-customer-${standingOrderId}` },
  );
  return made.id;
}

/**
 * Saved cards with Stripe (README.md#saved-cards): a Customer per standing order unless she has one,
 * a SetupIntent for later off-session use that the Payment Element confirms, and off-session
 * PaymentIntents that only authorise, booked and captured as any payment.
 */
export function stripeSavedCards(
  stripe: Stripe,
): Pick<PaymentGateway, 'createSetup' | 'retrieveSetup' | 'chargeSaved'> {
  return {
    async createSetup(newSetup) {
      const customer = await customerFor(stripe, newSetup);
      const setup = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
        metadata: { standingOrderId: String(newSetup.standingOrderId) },
      });
      if (!setup.client_secret) throw new Error(`Stripe returned setup ${setup.id} without a client secret`);
      return { id: setup.id, clientSecret: setup.client_secret, customerId: customer };
    },
    async retrieveSetup(id): Promise<GatewaySetup | null> {
      try {
        const setup = await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
        const customerId = idOf(setup.customer);
        if (!customerId) throw new Error(`Stripe setup ${setup.id} has no customer`);
        const method = setup.payment_method;
        const card = typeof method === 'object' ? method?.card : null;
        return {
          id: setup.id,
          status: setup.status,
          standingOrderId: wholeNumber(setup.metadata?.['standingOrderId']),
          customerId,
          paymentMethodId: idOf(method),
          card: card
            ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
            : null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async chargeSaved(charge) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: 'usd',
            customer: charge.customerId,
            payment_method: charge.paymentMethodId,
            off_session: true,
            confirm: true,
            // Authorise only: the order is booked first, then the money is taken (settle-payment.ts).
            capture_method: 'manual',
            // Nobody is there to follow a redirect: a method that needs one fails rather than waits.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { checkoutId: charge.checkoutId },
            description: charge.description,
            ...(charge.receiptEmail && { receipt_email: charge.receiptEmail }),
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
          return { kind: 'authorised', paymentIntentId: intent.id };
        }
        const error = intent.last_payment_error;
        return {
          kind: 'failed',
          paymentIntentId: intent.id,
          code: error?.code ?? intent.status,
          declineCode: error?.decline_code ?? null,
          message: error?.message ?? `Stripe left the payment ${intent.status}.`,
        };
      } catch (error) {
        // The bank said no (declined, expired, authentication its customer is not there to give).
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        return {
          kind: 'failed',
          paymentIntentId: error.payment_intent?.id ?? null,
          code: error.code ?? 'card_declined',
          declineCode: error.decline_code ?? null,
          message: error.message,
        };
      }
    },
  };
}
