import { describe, expect, it } from 'vitest';
import { splitTotal } from '@/domain/gift-cards/gift-card-split';

describe('an order paid with gift cards', () => {
  it('a $25 card on a $37.40 order: the card pays $25, the bank card $12.40', () => {
    expect(splitTotal(3740, [{ last4: '2BNC', balanceCents: 2500 }])).toEqual({
      giftCards: [{ last4: '2BNC', balanceCents: 2500, appliedCents: 2500, remainingCents: 0 }],
      amountDueCents: 1240,
    });
  });

  it('a card larger than the order pays all of it and keeps the rest', () => {
    expect(splitTotal(3740, [{ last4: '2BNC', balanceCents: 5000 }])).toEqual({
      giftCards: [{ last4: '2BNC', balanceCents: 5000, appliedCents: 3740, remainingCents: 1260 }],
      amountDueCents: 0,
    });
  });

  it('cards pay in the order they were added; one added after the total is covered pays nothing', () => {
    const split = splitTotal(3740, [
      { last4: 'AAAA', balanceCents: 1000 },
      { last4: 'BBBB', balanceCents: 3000 },
      { last4: 'CCCC', balanceCents: 2500 },
    ]);
    expect(split.giftCards).toEqual([
      { last4: 'AAAA', balanceCents: 1000, appliedCents: 1000, remainingCents: 0 },
      { last4: 'BBBB', balanceCents: 3000, appliedCents: 2740, remainingCents: 260 },
      { last4: 'CCCC', balanceCents: 2500, appliedCents: 0, remainingCents: 2500 },
    ]);
    expect(split.amountDueCents).toBe(0);
  });

  it('no cards: the bank card pays the whole total', () => {
    expect(splitTotal(3740, [])).toEqual({ giftCards: [], amountDueCents: 3740 });
  });

  it('a card with nothing left pays nothing', () => {
    expect(splitTotal(1200, [{ last4: 'ZERO', balanceCents: 0 }])).toEqual({
      giftCards: [{ last4: 'ZERO', balanceCents: 0, appliedCents: 0, remainingCents: 0 }],
      amountDueCents: 1200,
    });
  });

  it('what the cards pay and what is due always add up to the total', () => {
    for (let total = 0; total <= 20000; total += 137) {
      for (const balances of [[0], [500], [2500, 700], [10000, 10000, 1]]) {
        const split = splitTotal(
          total,
          balances.map((balanceCents, i) => ({ last4: String(i), balanceCents })),
        );
        const paid = split.giftCards.reduce((sum, card) => sum + card.appliedCents, 0);
        expect(paid + split.amountDueCents).toBe(total);
        expect(split.amountDueCents).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
