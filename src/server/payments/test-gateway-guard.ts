import { notFound } from '../http/http-error';
import { testGatewayAllowed } from './select-gateway';

export const TEST_GATEWAY_OFF = 'The test payment gateway is not enabled here.';

/** The test gateway's own endpoints exist only where it is the gateway in use. */
export function assertTestGatewayOn(): void {
  if (!testGatewayAllowed()) throw notFound(TEST_GATEWAY_OFF);
}
