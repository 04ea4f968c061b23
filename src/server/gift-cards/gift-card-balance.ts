/*
 * The balance page's check (POST /api/gift-cards/balance). Codes have 80 random bits, so guessing
 * one is hopeless; the limits keep it so and keep a script from loading the database: each address
 * is limited by the endpoint (ADDRESS_LIMITS.giftCardBalance), and every address together here.
 * A code that is not one, and a code of no card, get the same sentence, which says nothing of how
 * near it was.
 */
import type { Answer } from '@/domain/api';
import type * as giftCardsApi from '@/domain/api/gift-cards';
import { normaliseGiftCardCode } from '@/domain/gift-cards/gift-card-code';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { database } from '../db';
import { notFound } from '../http/http-error';
import { consume, type RateLimitRule } from '../http/rate-limit';
import { findGiftCardByHash, giftCardUses } from '../repositories/gift-cards-repository';
import { hashGiftCardCode } from './gift-card-codes';

export const GIFT_CARD_NOT_FOUND = 'That code does not match a gift card. Check it and try again.';

/** Every address together: far above a shop's customers checking their cards, far below guessing. */
export const BALANCE_CHECKS_OVERALL: RateLimitRule = { max: 300, windowMs: 15 * 60 * 1000 };

export type GiftCardBalance = Answer<typeof giftCardsApi.balance>;

export async function checkGiftCardBalance(typed: string): Promise<GiftCardBalance> {
  await consume('giftCardBalance:overall', BALANCE_CHECKS_OVERALL);
  const code = normaliseGiftCardCode(typed);
  const card = code === null ? null : await findGiftCardByHash(database(), hashGiftCardCode(code));
  if (!card) throw notFound(GIFT_CARD_NOT_FOUND);
  const uses = await giftCardUses(database(), card.id);
  return {
    last4: card.last4,
    balance: centsToApiDecimal(card.balanceCents),
    disabled: card.disabledAt !== null,
    uses: uses.map((use) => ({
      at: use.createdAt.toISOString(),
      kind: use.kind,
      amount: centsToApiDecimal(use.amountCents),
    })),
  };
}
