import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GIFT_CARD_PRESETS,
  firstChosenPreset,
  GIFT_CARD_AMOUNT_INVALID,
  presetsOffered,
} from '@/domain/gift-cards/gift-card-terms';
import { checkGiftCardPresets, PRESETS_NOT_A_LIST, TOO_MANY_PRESETS } from '@/domain/schemas/gift-card';

/*
 * The owner's amounts for /gift-cards (issue 47): up to four whole amounts from $10 to $500, as her
 * four boxes hold them, checked by the form and the server alike; none saved, the defaults.
 */

describe("the owner's amounts", () => {
  it('are read as cents from dollars typed or sent, blank boxes left out, once each, smallest first', () => {
    expect(checkGiftCardPresets({ amounts: ['75', '', 20, '40.00'] })).toEqual({
      ok: true,
      value: { amounts: [2000, 4000, 7500] },
    });
    expect(checkGiftCardPresets({ amounts: [30, '30', null, ' '] })).toEqual({ ok: true, value: { amounts: [3000] } });
    expect(checkGiftCardPresets({ amounts: [] })).toEqual({ ok: true, value: { amounts: [] } });
  });

  it("name each box at fault by its place, with a card's words", () => {
    const checked = checkGiftCardPresets({ amounts: ['25', '7', '25.50', '600'] });
    expect(checked).toEqual({
      ok: false,
      message: GIFT_CARD_AMOUNT_INVALID,
      fields: {
        'amounts.1': GIFT_CARD_AMOUNT_INVALID,
        'amounts.2': GIFT_CARD_AMOUNT_INVALID,
        'amounts.3': GIFT_CARD_AMOUNT_INVALID,
      },
    });
    expect(checkGiftCardPresets({ amounts: ['ten'] })).toMatchObject({
      fields: { 'amounts.0': GIFT_CARD_AMOUNT_INVALID },
    });
  });

  it('are at most four, in a list', () => {
    expect(checkGiftCardPresets({ amounts: [10, 20, 30, 40, 50] })).toMatchObject({
      ok: false,
      fields: { amounts: TOO_MANY_PRESETS },
    });
    expect(checkGiftCardPresets({ amounts: '25, 50' })).toMatchObject({ fields: { amounts: PRESETS_NOT_A_LIST } });
    expect(checkGiftCardPresets({})).toMatchObject({ ok: false, fields: { amounts: PRESETS_NOT_A_LIST } });
  });
});

describe('the amounts the buying page offers', () => {
  it("are the owner's, or $25, $50 and $100 when she has set none", () => {
    expect(presetsOffered([2000, 4000])).toEqual([2000, 4000]);
    expect(presetsOffered([])).toEqual(DEFAULT_GIFT_CARD_PRESETS);
    expect(DEFAULT_GIFT_CARD_PRESETS).toEqual([2500, 5000, 10000]);
  });

  it('start on the second (the middle of three), or the only one', () => {
    expect(firstChosenPreset(DEFAULT_GIFT_CARD_PRESETS)).toBe(5000);
    expect(firstChosenPreset([1500])).toBe(1500);
    expect(firstChosenPreset([])).toBeUndefined();
  });
});
