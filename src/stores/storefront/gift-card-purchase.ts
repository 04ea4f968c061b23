import type { Answer, Body } from '@/domain/api';
import * as giftCardsApi from '@/domain/api/gift-cards';
import type { PurchaseField } from '@/domain/schemas/gift-card';
import { callApi } from '@/lib/api/call';
import { refusalMessage } from '../shell/refusal';
import { refusedFields } from '../shell/refused-fields';

/*
 * Buying a gift card at /gift-cards: the purchase started (the card form's payment), then its
 * payment reported, which answers the card and, once, its code.
 */

export type PurchaseRequest = Body<typeof giftCardsApi.purchase>;
export type PurchasePayment = Answer<typeof giftCardsApi.purchase>;
export type PurchasedCard = Answer<typeof giftCardsApi.purchasePaid>;

export const PURCHASE_FAILED = 'Something went wrong. Please try again.';

export type StartResult =
  | { ok: true; payment: PurchasePayment }
  | { ok: false; message: string; fields: Partial<Record<PurchaseField, string>> };

export async function startGiftCardPurchase(body: PurchaseRequest): Promise<StartResult> {
  try {
    return { ok: true, payment: await callApi(giftCardsApi.purchase, { body }) };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, PURCHASE_FAILED), fields: refusedFields(error) };
  }
}

export async function reportGiftCardPaid(
  paymentIntentId: string,
  clientSecret: string,
): Promise<{ ok: true; card: PurchasedCard } | { ok: false; message: string }> {
  try {
    return { ok: true, card: await callApi(giftCardsApi.purchasePaid, { body: { paymentIntentId, clientSecret } }) };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, PURCHASE_FAILED) };
  }
}
