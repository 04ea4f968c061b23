import type { paymentsSchemas as S } from './schemas';
import { forAdmin, forAnyone, routeFor } from './route';

const stripe = routeFor('signature');
const testGateway = routeFor('test-gateway');

/* Paying: the order's quote, the checkout's payment intent, Stripe's webhook and the built-in test gateway. */
export const quote = /* @__PURE__ */ forAnyone<typeof S.quote>('POST', '/api/checkout/quote');
export const start = /* @__PURE__ */ forAnyone<typeof S.start>('POST', '/api/create-payment-intent');
/** A checkout the gift cards pay in full (issue 47): booked with no payment. */
export const place = /* @__PURE__ */ forAnyone<typeof S.place>('POST', '/api/checkout/place');
export const stripeWebhook = /* @__PURE__ */ stripe<typeof S.stripeWebhook>('POST', '/api/stripe-webhook');
export const testConfirm = /* @__PURE__ */ testGateway<typeof S.testConfirm>('POST', '/api/test-gateway/confirm');
export const testAuthenticate = /* @__PURE__ */ testGateway<typeof S.testAuthenticate>(
  'POST',
  '/api/test-gateway/authenticate',
);
export const testPayment = /* @__PURE__ */ testGateway<typeof S.testPayment>('POST', '/api/test-gateway/payment');
/** Saves a card with the test gateway for a standing order's later charges (issue 49). */
export const testSetup = /* @__PURE__ */ testGateway<typeof S.testSetup>('POST', '/api/test-gateway/setup');
/** A payment link the owner sent (issue 37): opened by the customer, and its payment reported. */
export const openLink = /* @__PURE__ */ forAnyone<typeof S.openLink>('POST', '/api/payment-links/open');
export const reportLink = /* @__PURE__ */ forAnyone<typeof S.reportLink>('POST', '/api/payment-links/paid');
/** Apple Pay's domain association file for the wallets (issue 39), as Stripe gives it for the domain. */
export const applePayDomain = /* @__PURE__ */ forAnyone<typeof S.applePayDomain>(
  'GET',
  '/.well-known/apple-developer-merchantid-domain-association',
);
/** The orders whose recorded money differs from what the gateway holds (issue 45). */
export const reconciliation = /* @__PURE__ */ forAdmin<typeof S.reconciliation>('GET', '/api/admin/reconciliation');
