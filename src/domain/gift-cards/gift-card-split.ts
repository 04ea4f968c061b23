/*
 * How an order's total is paid (issue 47): a gift card is a way to pay, not a discount, so the
 * total (after the discount, with tax, fee and tip) is computed first and the cards pay from it,
 * in the order they were added, each as much as its balance allows; the bank card pays the rest.
 */
import type { Cents } from '../money';
import { centsToApiDecimal } from '../order/api-money';

export interface CardBalance {
  last4: string;
  balanceCents: Cents;
}

/** A card's part of one order: the card as given, with what it pays and what it keeps. */
export type CardShare<C extends CardBalance = CardBalance> = C & {
  /** What the card pays of this order. */
  appliedCents: Cents;
  /** Its balance after this order. */
  remainingCents: Cents;
};

export interface TotalSplit<C extends CardBalance = CardBalance> {
  giftCards: CardShare<C>[];
  /** What the bank card (or wallet) pays: 0 when the cards cover the order. */
  amountDueCents: Cents;
}

/** The total split between the cards, in the order given, and the bank card. */
export function splitTotal<C extends CardBalance>(totalCents: Cents, cards: readonly C[]): TotalSplit<C> {
  let left = totalCents;
  const giftCards = cards.map((card) => {
    const appliedCents = Math.max(0, Math.min(card.balanceCents, left));
    left -= appliedCents;
    return { ...card, appliedCents, remainingCents: card.balanceCents - appliedCents };
  });
  return { giftCards, amountDueCents: left };
}

/** The split as the API writes it: `giftCards: [{last4, applied, remaining}]` and `amountDue`. */
export const toSplitView = (split: TotalSplit) => ({
  giftCards: split.giftCards.map((card) => ({
    last4: card.last4,
    applied: centsToApiDecimal(card.appliedCents),
    remaining: centsToApiDecimal(card.remainingCents),
  })),
  amountDue: centsToApiDecimal(split.amountDueCents),
});

/** What the cards pay of an order in all. */
export const paidByCards = (shares: readonly { appliedCents: Cents }[]): Cents =>
  shares.reduce((sum, share) => sum + share.appliedCents, 0);
