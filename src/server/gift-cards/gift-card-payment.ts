/*
 * Gift cards paying an order (issue 47): the codes a customer typed at checkout read back as the
 * cards they name, with their balances now. The quote and the payment's start split the total
 * with them (src/domain/gift-cards/gift-card-split.ts); the booking spends them again under each
 * card's row lock, where the balance is what counts.
 */
import { normaliseGiftCardCode } from '@/domain/gift-cards/gift-card-code';
import type { CardBalance } from '@/domain/gift-cards/gift-card-split';
import { database } from '../db';
import { badRequest } from '../http/http-error';
import { consume } from '../http/rate-limit';
import { findGiftCardByHash } from '../repositories/gift-cards-repository';
import { BALANCE_CHECKS_OVERALL, GIFT_CARD_NOT_FOUND } from './gift-card-balance';
import { hashGiftCardCode } from './gift-card-codes';

export const giftCardDisabled = (last4: string) => `The gift card ending ${last4} cannot be used. Please contact us.`;
export const giftCardEmpty = (last4: string) => `The gift card ending ${last4} has no balance left.`;

export interface PayingCard extends CardBalance {
  cardId: number;
}

/**
 * The cards the typed codes name, each once, in the order typed, with their balances; 400 for a
 * code of no card (counted with the balance page's guesses of every address), a disabled card or
 * one with nothing left.
 */
export async function payingCards(typed: readonly string[]): Promise<PayingCard[]> {
  const codes = [...new Set(typed.map((code) => normaliseGiftCardCode(code) ?? code))];
  const cards: PayingCard[] = [];
  for (const code of codes) {
    const card = normaliseGiftCardCode(code) && (await findGiftCardByHash(database(), hashGiftCardCode(code)));
    if (!card) {
      await consume('giftCardBalance:overall', BALANCE_CHECKS_OVERALL);
      throw badRequest(GIFT_CARD_NOT_FOUND);
    }
    if (card.disabledAt) throw badRequest(giftCardDisabled(card.last4));
    if (card.balanceCents <= 0) throw badRequest(giftCardEmpty(card.last4));
    cards.push({ cardId: card.id, last4: card.last4, balanceCents: card.balanceCents });
  }
  return cards;
}
