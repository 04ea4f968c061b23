import { serverConfig } from '../config';
import { HttpError } from '../http/http-error';
import type { PaymentGateway } from './payment-gateway';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';

export const PAYMENTS_UNAVAILABLE = 'Card payments are not available right now. Please try again later.';

/**
 * Netlify's deploy context: the function context's, else the CONTEXT variable Netlify sets at build.
 * Unknown counts as not production (astro dev, tests).
 */
export function isProductionContext(deployContext: string | undefined): boolean {
  return (deployContext ?? process.env['CONTEXT']) === 'production';
}

/** Whether the built-in test gateway may take payments here: no Stripe keys, and not a live site unless enabled. */
export function testGatewayAllowed(deployContext: string | undefined): boolean {
  const config = serverConfig();
  return config.stripe === null && (!isProductionContext(deployContext) || config.testGatewayEnabled);
}

/**
 * The gateway that takes payments: Stripe when its keys are set; otherwise the test gateway, which
 * refuses to run in Netlify's production context unless TEST_GATEWAY_ENABLED=true, so a live shop
 * whose Stripe keys went missing never hands out free food.
 */
export function paymentGateway(deployContext: string | undefined): PaymentGateway {
  const { stripe } = serverConfig();
  if (stripe) return stripeGateway(stripe);
  if (testGatewayAllowed(deployContext)) return testGateway;
  console.error(
    '[payments] No Stripe keys in the production context and TEST_GATEWAY_ENABLED is not true: refusing payments.',
  );
  throw new HttpError(503, PAYMENTS_UNAVAILABLE);
}
