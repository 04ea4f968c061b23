import { serverConfig } from '../config';
import { HttpError } from '../http/http-error';
import type { PaymentGateway } from './payment-gateway';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';
import { testGatewayAllowed } from './test-gateway-guard';

export const PAYMENTS_UNAVAILABLE = 'Card payments are not available right now. Please try again later.';

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
