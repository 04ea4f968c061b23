import { randomBytes } from 'node:crypto';
import { offSessionDecline, offSessionDeclineByCode } from '@/domain/test-cards';
import { insertTestCharge } from '../repositories/test-intents-repository';
import { findSavedTestCard, findTestSetup, insertTestSetup, savedCardOf } from '../repositories/test-setups-repository';
import type { PaymentGateway } from './payment-gateway';
import { database } from '../db';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

/**
 * The built-in test gateway's saved cards (README.md#saved-cards): setups shaped like Stripe's
 * SetupIntents, confirmed by the test card form (test-setups-service.ts), and off-session charges
 * made as test payment intents, so capturing, releasing, refunding and reconciling them is the same.
 */
export const testSavedCards: Pick<PaymentGateway, 'createSetup' | 'retrieveSetup' | 'chargeSaved'> = {
  async createSetup({ standingOrderId, customerId }) {
    // One customer per standing order unless she has one, as Stripe's idempotency key makes it; it keeps no details.
    const customer = customerId ?? `cus_test_standing_${standingOrderId}`;
    const id = `seti_test_${token(18)}`;
    const clientSecret = `${id}_secret_${token(24)}`;
    await insertTestSetup(database(), { id, clientSecret, customerId: customer, standingOrderId });
    return { id, clientSecret, customerId: customer };
  },
  async retrieveSetup(id) {
    const setup = await findTestSetup(database(), id);
    if (!setup) return null;
    const card = savedCardOf(setup);
    return {
      id: setup.id,
      status: setup.status,
      standingOrderId: setup.standingOrderId,
      customerId: setup.customerId,
      paymentMethodId: setup.paymentMethodId,
      card: card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
    };
  },
  async chargeSaved(charge) {
    const setup = await findSavedTestCard(database(), charge.paymentMethodId, charge.customerId);
    const card = setup && savedCardOf(setup);
    // Stripe answers an unknown or someone else's card as an invalid request: a fault, not a decline.
    if (!card) throw new Error(`Test gateway: no card ${charge.paymentMethodId} saved for ${charge.customerId}`);
    const id = `pi_test_${token(18)}`;
    const intent = await insertTestCharge(database(), {
      id,
      clientSecret: `${id}_secret_${token(24)}`,
      checkoutId: charge.checkoutId,
      amountCents: charge.amountCents,
      receiptEmail: charge.receiptEmail,
      idempotencyKey: charge.idempotencyKey,
      cardLast4: card.last4,
      decline: offSessionDecline(card, charge.at),
    });
    // Read back as the key made it the first time: a retry answers the same.
    if (!intent.lastErrorCode) return { kind: 'authorised', paymentIntentId: intent.id };
    return {
      kind: 'failed',
      paymentIntentId: intent.id,
      code: intent.lastErrorCode,
      declineCode: offSessionDeclineByCode(intent.lastErrorCode)?.declineCode ?? null,
      message: intent.lastError ?? '',
    };
  },
};
