import { describe, expect, it } from 'vitest';
import { giftCardCodeOf, giftCardLast4, normaliseGiftCardCode } from '@/domain/gift-cards/gift-card-code';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('a gift card code', () => {
  it('writes 80 bits as 16 characters in four groups of four, every bit kept', () => {
    expect(giftCardCodeOf(bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe('0000-0000-0000-0000');
    expect(giftCardCodeOf(bytes(255, 255, 255, 255, 255, 255, 255, 255, 255, 255))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // The last byte's lowest bit is the last character's lowest bit.
    expect(giftCardCodeOf(bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 1))).toBe('0000-0000-0000-0001');
    // The first byte's highest bit is the first character's highest bit (16 = 'G').
    expect(giftCardCodeOf(bytes(128, 0, 0, 0, 0, 0, 0, 0, 0, 0))).toBe('G000-0000-0000-0000');
  });

  it('takes exactly ten bytes', () => {
    expect(() => giftCardCodeOf(bytes(1, 2, 3))).toThrow(RangeError);
  });

  it('uses no letter that reads as another (I, L, O, U)', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const code = giftCardCodeOf(bytes(...Array.from({ length: 10 }, (_, i) => (seed * 37 + i * 101) % 256)));
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    }
  });

  it('reads back what a person typed: case, spaces and dashes, O for 0, I and L for 1', () => {
    expect(normaliseGiftCardCode('k7qm 4xwd 9htr 2bnc')).toBe('K7QM-4XWD-9HTR-2BNC');
    expect(normaliseGiftCardCode(' K7QM-4XWD-9HTR-2BNC ')).toBe('K7QM-4XWD-9HTR-2BNC');
    expect(normaliseGiftCardCode('OOOO-IIII-LLLL-0000')).toBe('0000-1111-1111-0000');
  });

  it('refuses what cannot be a code: too short, too long, a U or a symbol', () => {
    expect(normaliseGiftCardCode('K7QM-4XWD-9HTR')).toBeNull();
    expect(normaliseGiftCardCode('K7QM-4XWD-9HTR-2BNC-A')).toBeNull();
    expect(normaliseGiftCardCode('U7QM-4XWD-9HTR-2BNC')).toBeNull();
    expect(normaliseGiftCardCode('K7QM-4XWD-9HTR-2BN!')).toBeNull();
    expect(normaliseGiftCardCode('')).toBeNull();
  });

  it('names a card by its last four characters', () => {
    expect(giftCardLast4('K7QM-4XWD-9HTR-2BNC')).toBe('2BNC');
  });
});
