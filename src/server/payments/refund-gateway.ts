import { serverConfig } from '../config';
import { findCheckoutByPaymentIntent, type GatewayName } from '../repositories/checkouts-repository';
import { type GatewayRefund, type PaymentGateway, RefundRefusedError } from './payment-gateway';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';
import { database } from '../db';

/**
 * The gateway that took this payment, which is the one that must pay it back (not necessarily the
 * one taking payments today). The checkout records it; a payment without a checkout row (none in
 * practice) is told apart by its id, the test gateway's all starting 'pi_test_'.
 */
export async function gatewayThatTook(paymentIntentId: string): Promise<PaymentGateway> {
  const checkout = await findCheckoutByPaymentIntent(database(), paymentIntentId);
  const name: GatewayName = checkout?.gateway ?? (paymentIntentId.startsWith('pi_test_') ? 'test' : 'stripe');
  // Refunding a test payment moves no money, so it is allowed wherever such a payment was taken.
  if (name === 'test') return testGateway;
  const { stripe } = serverConfig();
  if (!stripe) throw new RefundRefusedError('A Stripe payment cannot be refunded without the Stripe keys');
  return stripeGateway(stripe);
}

/**
 * The payment's refund of `amountCents` the gateway already holds, made here or elsewhere (a call
 * whose answer was lost, Stripe's Dashboard), if what it paid back beyond `before` (what the shop
 * recorded of it already) covers it; undefined otherwise.
 */
export async function refundFoundAtGateway(
  gateway: PaymentGateway,
  paymentIntentId: string,
  amountCents: number,
  before: number,
): Promise<GatewayRefund | undefined> {
  const refunds = (await gateway.refundsOf(paymentIntentId)).filter(
    (refund) => refund.status === 'succeeded' || refund.status === 'pending',
  );
  const paidBack = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  return paidBack >= before + amountCents ? refunds.at(-1) : undefined;
}
