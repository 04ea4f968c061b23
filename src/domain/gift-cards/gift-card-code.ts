/*
 * A gift card's code (issue 47): 80 bits of randomness written as 16 characters of Crockford's
 * base 32 in four groups ('K7QM-4XWD-9HTR-2BNC'). That alphabet has no I, L, O or U, so a code read
 * aloud or copied by hand cannot be mistaken: what a person types is normalised back (lower case,
 * spaces and dashes, O for 0, I and L for 1) before it is looked up. The code itself is never
 * stored: the server keeps its hash and its last four characters (src/server/gift-cards).
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The random bytes a code is made of: 10 bytes, 80 bits, 16 characters of 5 bits each. */
export const GIFT_CARD_CODE_BYTES = 10;
const CHARACTERS = 16;
const GROUP = 4;

/** The code of 10 random bytes, grouped: 'K7QM-4XWD-9HTR-2BNC'. */
export function giftCardCodeOf(bytes: Uint8Array): string {
  if (bytes.length !== GIFT_CARD_CODE_BYTES) throw new RangeError(`A code takes ${GIFT_CARD_CODE_BYTES} bytes`);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let shift = BigInt((CHARACTERS - 1) * 5); shift >= 0n; shift -= 5n) {
    characters += ALPHABET[Number((bits >> shift) & 31n)];
  }
  return groupedCode(characters);
}

const groupedCode = (characters: string) => (characters.match(new RegExp(`.{${GROUP}}`, 'g')) ?? []).join('-');

/**
 * What a person typed as the code's 16 characters, or null when it cannot be one: case, spaces and
 * dashes do not matter, and the letters Crockford's alphabet leaves out are read as the digits
 * they look like.
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (characters.length !== CHARACTERS) return null;
  for (const character of characters) if (!ALPHABET.includes(character)) return null;
  return groupedCode(characters);
}

/** The last four characters, shown wherever a card is named ('…2BNC'). */
export const giftCardLast4 = (code: string): string => code.replace(/-/g, '').slice(-4);
