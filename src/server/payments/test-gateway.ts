import { randomBytes } from 'node:crypto';
import { findTestIntent, insertTestIntent, updateTestIntent } from '../repositories/test-intents-repository';
import { insertTestRefund, testRefundsOf } from '../repositories/test-refunds-repository';
import { type PaymentGateway, PaymentGoneError, RefundRefusedError } from './payment-gateway';
import { testSavedCards } from './test-saved-cards';
import { database, withTransaction } from '../db';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The built-in test gateway (docs/architecture.md#payments): Stripe-shaped payment intents kept in the database,
 * paid through the test card form (see test-payments-service.ts), and cards saved for later charges
 * (test-saved-cards.ts). No money moves.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  publishableKey: null,
  async createIntent(intent) {
    const id = `pi_test_${token(18)}`;
    const clientSecret = `${id}_secret_${token(24)}`;
    await insertTestIntent(database(), {
      id,
      clientSecret,
      checkoutId: intent.checkoutId,
      amountCents: intent.amountCents,
      receiptEmail: intent.receiptEmail,
    });
    return { id, clientSecret };
  },
  async retrieveIntent(id) {
    const intent = await findTestIntent(database(), id);
    return intent
      ? {
          id: intent.id,
          status: intent.status,
          amountCents: intent.amountCents,
          // Capturing less lowers the test intent's amount to what was taken.
          receivedCents: intent.status === 'succeeded' ? intent.amountCents : 0,
          currency: intent.currency,
          checkoutId: intent.checkoutId,
        }
      : null;
  },
  async capture(id, amountCents) {
    // Capturing less leaves the intent for what was taken (Stripe keeps it as amount_received).
    const change = { status: 'succeeded' as const, lastError: null, ...(amountCents !== undefined && { amountCents }) };
    const intent =
      (await updateTestIntent(database(), id, change, 'requires_capture')) ?? (await findTestIntent(database(), id));
    if (intent?.status !== 'succeeded')
      throw new PaymentGoneError(`Test payment ${id} is ${intent?.status ?? 'unknown'}`);
    return { receivedCents: intent.amountCents };
  },
  async release(id) {
    await updateTestIntent(database(), id, { status: 'canceled', lastError: null });
  },
  async refund({ paymentIntentId, amountCents, idempotencyKey }) {
    const refund = await withTransaction((tx) =>
      insertTestRefund(tx, { id: `re_test_${token(18)}`, paymentIntentId, amountCents, idempotencyKey }),
    );
    if (typeof refund === 'string') throw new RefundRefusedError(`Test gateway refused the refund: ${refund}`);
    return { id: refund.id, status: refund.status, amountCents: refund.amountCents };
  },
  async refundsOf(paymentIntentId) {
    return (await testRefundsOf(database(), paymentIntentId)).map((refund) => ({
      id: refund.id,
      status: refund.status,
      amountCents: refund.amountCents,
    }));
  },
  async netReceived(paymentIntentId) {
    const intent = await findTestIntent(database(), paymentIntentId);
    if (intent?.status !== 'succeeded') return 0;
    const refunds = await testRefundsOf(database(), paymentIntentId);
    return refunds.reduce((held, refund) => held - refund.amountCents, intent.amountCents);
  },
  ...testSavedCards,
};
