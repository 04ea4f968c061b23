import { serverConfig } from '../config';
import { HttpError } from '../http/http-error';
import type { PaymentGateway } from './payment-gateway';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';

export const PAYMENTS_UNAVAILABLE = 'Card payments are not available right now. Please try again later.';

/**
 * Whether the built-in test gateway may take payments here: no Stripe keys, and either development
 * (`astro dev`, the tests) or TEST_GATEWAY_ENABLED=true. Every deploy context, previews and unknown
 * ones included, needs the explicit setting: a shop whose keys went missing never hands out free food.
 */
export function testGatewayAllowed(): boolean {
  const config = serverConfig();
  return config.stripe === null && (config.isDevelopment || config.testGatewayEnabled);
}

/** The gateway that takes payments: Stripe when its keys are set; otherwise the test gateway where it is allowed. */
export function paymentGateway(): PaymentGateway {
  const { stripe } = serverConfig();
  if (stripe) return stripeGateway(stripe);
  if (testGatewayAllowed()) return testGateway;
  console.error(
    '[payments] No Stripe keys, not in development and TEST_GATEWAY_ENABLED is not true: refusing payments.',
  );
  throw new HttpError(503, PAYMENTS_UNAVAILABLE);
}
