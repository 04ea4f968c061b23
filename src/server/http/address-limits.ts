import { clientAddress } from './client-address';
import type { RequestContext } from './request-context';
import { consume, type RateLimitRule } from './rate-limit';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/**
 * How many requests one address may make to the endpoints that create things or try secrets, every
 * request counted: far above what a customer does (one account, a few checkout attempts), low
 * enough to stop a script creating accounts, card-testing the payment endpoints or guessing reset
 * tokens. Each endpoint names its limit in `endpoint(..., { limit })`.
 */
export const ADDRESS_LIMITS = {
  register: { max: 10, windowMs: ONE_HOUR },
  checkout: { max: 20, windowMs: FIFTEEN_MINUTES },
  // Quotes write nothing, but they tell whether a discount code exists: asked at every change of
  // the cart sheet, yet few enough that codes cannot be guessed by a script.
  quote: { max: 120, windowMs: FIFTEEN_MINUTES },
  order: { max: 20, windowMs: FIFTEEN_MINUTES },
  resetPassword: { max: 10, windowMs: FIFTEEN_MINUTES },
  testGateway: { max: 30, windowMs: FIFTEEN_MINUTES },
  verifyEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  // Replies to the shop's texts, forwarded by Twilio (signed): a busy evening's STOPs and thanks.
  inboundText: { max: 120, windowMs: FIFTEEN_MINUTES },
  // Joining the notify list: a person asks once or twice; a script trying which addresses are on
  // the list (the answer never says) or filling it with strangers' addresses is slowed down here.
  subscribe: { max: 10, windowMs: FIFTEEN_MINUTES },
  // Pressing the confirmation link's button: once per address asked for; the tokens (256 bits)
  // cannot be guessed, this only keeps a script from hammering the database.
  confirmSubscription: { max: 20, windowMs: FIFTEEN_MINUTES },
  // The gift card balance page: a person checks a card or two; with every address together also
  // limited (src/server/gift-cards/gift-card-balance.ts), guessing an 80-bit code stays hopeless.
  giftCardBalance: { max: 10, windowMs: FIFTEEN_MINUTES },
  // A gift card sent again from the buyer's link: a buyer presses it once; the tokens (256 bits)
  // cannot be guessed, this only keeps a script from hammering the database.
  giftCardResend: { max: 10, windowMs: FIFTEEN_MINUTES },
  // A catering request: a customer asks once or twice; each one mails its address and alerts the
  // owner, so a script filling the owner's inbox or mailing strangers is stopped here.
  cateringRequest: { max: 5, windowMs: ONE_HOUR },
  // A step from a catering request's page (accept, pay the balance, cancel): a customer takes a few;
  // the tokens (256 bits) cannot be guessed, this only keeps a script from hammering the database.
  cateringStep: { max: 20, windowMs: FIFTEEN_MINUTES },
  // A customer's standing orders (saving one, its card, each change) and the same through her
  // messages' token links: a regular makes a few changes a week; the tokens (256 bits) cannot be
  // guessed, this keeps a script from card-testing the saved-card form or hammering the database.
  standingOrder: { max: 30, windowMs: FIFTEEN_MINUTES },
  // The owner's changes (menu, order statuses, shop settings): a busy evening is a few hundred.
  admin: { max: 300, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimitRule>;

export type AddressLimitName = keyof typeof ADDRESS_LIMITS;

/**
 * The machine's own loopback address. On Netlify a caller's address is never loopback (the
 * platform gives the client's), so only local runs of the production build see it: the end-to-end
 * tests and the benchmarks, hundreds of buyers from one machine. A missing address is 'unknown',
 * which is limited like any other.
 */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** Counts the request against its address's limit; 429 when over it (src/server/http/rate-limit.ts). */
export async function limitAddress(name: AddressLimitName, request: Request, context: RequestContext): Promise<void> {
  const address = clientAddress(request, context);
  if (isLoopback(address)) return;
  await consume(`${name}:address:${address}`, ADDRESS_LIMITS[name]);
}
