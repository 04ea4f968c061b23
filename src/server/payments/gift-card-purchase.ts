/*
 * Buying a gift card at /gift-cards (issue 47; src/server/gift-cards/README.md). The purchase is saved, then paid on the
 * one payments path (the card form, wallets or the test gateway) for the card's amount. Once the
 * gateway reports it authorised, its money is taken first (nothing can refuse a card, unlike an
 * order's place), then the card is made under the purchase's row lock, once, with the letter to its
 * recipient queued for the send date, and the buyer's e-mail with the link to send it again. The
 * buyer sees the code once, read from that letter while it waits: the code is kept nowhere else.
 */
import { shopDate, shopInstant } from '@/domain/fulfilment/schedule';
import { giftCardBoughtMail } from '@/domain/gift-cards/gift-card-bought-mail';
import { giftCardSendDateProblem } from '@/domain/gift-cards/gift-card-terms';
import { centsToApiDecimal } from '@/domain/order/api-money';
import type { PurchaseBody } from '@/domain/schemas/gift-card';
import { database, type Db, withTransaction } from '../db';
import { conflict, forbidden, HttpError, notFound } from '../http/http-error';
import { enqueueMail } from '../outbox/outbox';
import type { PaymentGateway } from './payment-gateway';
import { clientSecretSha256, isClientSecret } from './client-secret';
import {
  attachPurchaseIntent,
  findPurchaseByPaymentIntent,
  insertPurchase,
  type PurchaseRecord,
  recordPurchaseCard,
} from '../repositories/gift-card-purchases-repository';
import { findGiftCard, insertGiftCard } from '../repositories/gift-cards-repository';
import { unsentSecrets } from '../repositories/outbox-repository';
import { codeParts, newGiftCardCode } from '../gift-cards/gift-card-codes';
import { letterKey, queueGiftCardLetter } from '../gift-cards/gift-card-letter';
import { createResendLink } from '../gift-cards/resend-link';

export const PURCHASE_NOT_FOUND = 'We could not find that gift card purchase.';
export const NOT_THE_BUYER = 'This purchase was made in another browser.';
export const PURCHASE_NOT_PAID = 'This payment has not been completed.';
export const PURCHASE_AMOUNT_MISMATCH = 'The amount paid does not match the gift card.';

/** POST /api/gift-cards/purchase: the purchase saved and its payment started; the card form's answer. */
export async function startPurchase(body: PurchaseBody, gateway: PaymentGateway, now = new Date()) {
  const late = giftCardSendDateProblem(body.sendOn, now);
  if (late) throw new HttpError(400, late, {}, { fields: { sendOn: late } });
  const purchaseId = await insertPurchase(database(), {
    amountCents: body.amount,
    buyerName: body.buyerName,
    buyerEmail: body.buyerEmail,
    recipientName: body.recipientName,
    recipientEmail: body.recipientEmail,
    message: body.message,
    sendOn: body.sendOn,
    gateway: gateway.name,
  });
  const intent = await gateway.createIntent({
    checkoutId: null,
    purchaseId,
    amountCents: body.amount,
    receiptEmail: body.buyerEmail,
    description: 'Kenyan Bites gift card',
  });
  await attachPurchaseIntent(database(), purchaseId, {
    id: intent.id,
    clientSecretSha256: clientSecretSha256(intent.clientSecret),
  });
  return { clientSecret: intent.clientSecret, gateway: gateway.name, publishableKey: gateway.publishableKey };
}

/** When the letter leaves: 8 AM shop time on the send date, or now when that has passed. */
function sendAfter(sendOn: string, now: Date): Date {
  const morning = shopInstant(sendOn, '08:00');
  return sendOn === shopDate(now) || morning < now ? now : morning;
}

/** The buyer's e-mail: the card bought, and the link to send it again should its letter go missing. */
async function mailBuyer(tx: Db, card: PurchaseRecord & { last4: string }, cardId: number, now: Date) {
  const resendUrl = await createResendLink(tx, cardId, card.sendOn);
  await enqueueMail(tx, {
    kind: 'gift-card-bought',
    to: card.buyerEmail,
    ...giftCardBoughtMail(card, shopDate(now), resendUrl),
    secrets: [resendUrl],
    dedupeKey: `gift-card-bought:${cardId}`,
  });
}

/**
 * Takes the purchase's money and makes its card, once, whoever reports it (the browser or Stripe's
 * webhook). Answers the card's id. The money first: a capture that fails leaves no card, and the
 * report can be made again.
 */
export async function settlePurchase(
  purchase: PurchaseRecord,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<number> {
  if (purchase.giftCardId !== null) return purchase.giftCardId;
  const intentId = purchase.paymentIntentId ?? '';
  const intent = await gateway.retrieveIntent(intentId);
  if (!intent || (intent.status !== 'requires_capture' && intent.status !== 'succeeded'))
    throw conflict(PURCHASE_NOT_PAID);
  if (intent.amountCents !== purchase.amountCents || intent.currency !== 'usd')
    throw conflict(PURCHASE_AMOUNT_MISMATCH);
  if (intent.status === 'requires_capture') await gateway.capture(intentId);
  return withTransaction(async (tx) => {
    const locked = await findPurchaseByPaymentIntent(tx, intentId, true);
    if (!locked) throw notFound(PURCHASE_NOT_FOUND);
    if (locked.giftCardId !== null) return locked.giftCardId;
    const code = newGiftCardCode();
    const parts = codeParts(code);
    const cardId = await insertGiftCard(tx, {
      ...parts,
      kind: 'purchase',
      amountCents: locked.amountCents,
      buyerName: locked.buyerName,
      buyerEmail: locked.buyerEmail,
      recipientName: locked.recipientName,
      recipientEmail: locked.recipientEmail,
      message: locked.message,
      reason: null,
      sendOn: locked.sendOn,
    });
    const letter = {
      code,
      amountCents: locked.amountCents,
      recipientName: locked.recipientName,
      fromName: locked.buyerName,
      message: locked.message,
    };
    await queueGiftCardLetter(tx, locked.recipientEmail, letter, {
      dedupeKey: letterKey(cardId),
      sendAfter: sendAfter(locked.sendOn, now),
    });
    await mailBuyer(tx, { ...locked, last4: parts.last4 }, cardId, now);
    await recordPurchaseCard(tx, locked.id, cardId);
    return cardId;
  });
}

/**
 * POST /api/gift-cards/purchase/paid: the buyer's report of the paid purchase. The card is made (or
 * was), and the answer carries its code while its letter still waits to be sent, else null.
 */
export async function reportPurchasePaid(paymentIntentId: string, clientSecret: string, gateway: PaymentGateway) {
  const purchase = await findPurchaseByPaymentIntent(database(), paymentIntentId);
  if (!purchase) throw notFound(PURCHASE_NOT_FOUND);
  // Only the buyer's browser holds the payment's client secret.
  if (!isClientSecret(purchase.clientSecretSha256, clientSecret)) throw forbidden(NOT_THE_BUYER);
  const cardId = await settlePurchase(purchase, gateway);
  const card = await findGiftCard(database(), cardId);
  if (!card) throw notFound(PURCHASE_NOT_FOUND);
  const [code = null] = await unsentSecrets(database(), letterKey(cardId));
  return {
    last4: card.last4,
    amount: centsToApiDecimal(card.amountCents),
    sendOn: card.sendOn,
    recipientName: card.recipientName,
    code,
  };
}
