import { createHash, randomBytes } from 'node:crypto';
import { GIFT_CARD_CODE_BYTES, giftCardCodeOf, giftCardLast4 } from '@/domain/gift-cards/gift-card-code';

/** A new card's code, from the system's random source: shown once, stored only as its hash. */
export const newGiftCardCode = (): string => giftCardCodeOf(randomBytes(GIFT_CARD_CODE_BYTES));

/**
 * The stored form of a code (normalised first, src/domain/gift-cards/gift-card-code.ts): plain
 * SHA-256 of its 16 characters. A code has 80 random bits, so no one holding the table can find a
 * code by trying them, and unlike a keyed hash it survives a change of the server's secrets.
 */
export const hashGiftCardCode = (code: string): string =>
  createHash('sha256').update(code.replace(/-/g, '')).digest('hex');

export const codeParts = (code: string) => ({ codeHash: hashGiftCardCode(code), last4: giftCardLast4(code) });
