import Stripe from 'stripe';

/** Stripe knows no such object (an intent, a setup): answered as null by the gateway, not as a fault. */
export const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
