/*
 * Gift cards paying an order (issue 47): the codes a customer typed at checkout read back as the
 * cards they name, with their balances now. The quote and the payment's start split the total
 * with them (src/domain/gift-cards/gift-card-split.ts); the booking spends them again under each
 * card's row lock, where the balance is what counts.
 */
import { normaliseGiftCardCode } from '@/domain/gift-cards/gift-card-code';
import { type CardBalance, splitTotal } from '@/domain/gift-cards/gift-card-split';
import type { CardShareOfCheckout } from '../repositories/checkouts-repository';
import { contestedPoint, type Db, database } from '../db';
import { badRequest } from '../http/http-error';
import { consume } from '../http/rate-limit';
import {
  appendLedgerRows,
  findGiftCardByHash,
  giftCardBalances,
  lockGiftCards,
} from '../repositories/gift-cards-repository';
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

/**
 * What each card pays of a checkout's total (the cards that pay nothing left out), as the checkout
 * saves it for its booking to spend.
 */
export function cardSharesOf(totalCents: number, cards: readonly PayingCard[]): CardShareOfCheckout[] {
  return splitTotal(totalCents, cards)
    .giftCards.filter((share) => share.appliedCents > 0)
    .map(({ cardId, last4, appliedCents }) => ({ cardId, last4, appliedCents }));
}

export const giftCardShort = (last4: string) =>
  `The gift card ending ${last4} no longer has enough on it for this order. Your card was not charged. Please check its balance and try again.`;

/**
 * The gift cards' shares of a booking, checked under the cards' row locks: the refusal when a card
 * has been disabled or spent below its share since the checkout started, else null. The locks are
 * held until the booking's transaction ends, so the spend the booking then appends
 * (`spendGiftCards`) is the only one any card sees meanwhile.
 */
export async function giftCardsRefusal(tx: Db, shares: readonly CardShareOfCheckout[]): Promise<string | null> {
  if (shares.length === 0) return null;
  const ids = shares.map((share) => share.cardId);
  await lockGiftCards(tx, ids);
  const balances = new Map((await giftCardBalances(tx, ids)).map((card) => [card.id, card]));
  await contestedPoint('gift-card-spend');
  for (const share of shares) {
    const card = balances.get(share.cardId);
    if (!card || card.disabled) return giftCardDisabled(share.last4);
    if (card.balanceCents < share.appliedCents) return giftCardShort(share.last4);
  }
  return null;
}

/** Spends each card's share of a booked order: a ledger row each, under the locks taken above. */
export const spendGiftCards = (tx: Db, orderId: number, shares: readonly CardShareOfCheckout[]): Promise<void> =>
  appendLedgerRows(
    tx,
    'spend',
    orderId,
    shares.map((share) => ({ cardId: share.cardId, amountCents: -share.appliedCents })),
  );
