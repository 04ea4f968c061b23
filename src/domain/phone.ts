/*
 * Phone numbers that can take texts (issue 25): US and Canadian numbers (+1) as customers type them,
 * '913-555-0142' or '(913) 555-0142', normalised to E.164 ('+19135550142') for the text provider.
 * A landline, toll-free or premium number, or one that is not a number at all, cannot take texts.
 * libphonenumber-js's full metadata tells the types apart; only the server loads it.
 */
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

const NO_TEXTS: ReadonlySet<NumberType> = new Set([
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'PAGER',
  'UAN',
  'VOICEMAIL',
]);

export const cannotText = (typed: string): string =>
  `We can't send texts to ${typed.trim() || 'that number'}. Enter a US mobile number, or turn off 'Text me order updates'.`;

/** The number in E.164 when it can take texts; otherwise the customer's words for why not. */
export function textablePhone(typed: string): { e164: string } | { problem: string } {
  const phone = parsePhoneNumberFromString(typed, 'US');
  if (!phone?.isValid() || phone.countryCallingCode !== '1') return { problem: cannotText(typed) };
  const type = phone.getType();
  if (type && NO_TEXTS.has(type)) return { problem: cannotText(typed) };
  return { e164: phone.number };
}
