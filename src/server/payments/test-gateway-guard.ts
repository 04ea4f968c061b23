import { serverConfig } from '../config';
import { notFound } from '../http/http-error';

export const TEST_GATEWAY_OFF = 'The test payment gateway is not enabled here.';

/**
 * Whether the built-in test gateway may take payments here: no Stripe keys, and either development
 * (`astro dev`, the tests) or TEST_GATEWAY_ENABLED=true. Every deploy context, previews and unknown
 * ones included, needs the explicit setting: a shop whose keys went missing never hands out free food.
 * It lives apart from ./select-gateway.ts, which loads Stripe's SDK (about 60 ms per cold start):
 * every function checks this through src/server/api/endpoint.ts, and most never take a payment.
 */
export function testGatewayAllowed(): boolean {
  const config = serverConfig();
  return config.stripe === null && (config.isDevelopment || config.testGatewayEnabled);
}

/** The test gateway's own endpoints exist only where it is the gateway in use. */
export function assertTestGatewayOn(): void {
  if (!testGatewayAllowed()) throw notFound(TEST_GATEWAY_OFF);
}
