/*
 * What the customer does from her catering request's page (issue 48): accept the quote and pay its
 * deposit, pay the balance, or cancel. Each is a plain form's post (or JSON) carrying the page's
 * token, the only authority; a refused one goes back to the page with a notice named by its code,
 * never with words from the address bar.
 */
import * as v from 'valibot';
import { formatUsd } from '../money';
import { apiAmountSchema } from '../order/api-money';
import { checkBodyPaths } from '../schemas/checked-fields';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';

export const REQUEST_LINK_INVALID = 'This link does not open a catering request: it may be mistyped or too old.';

export const cateringTokenBodySchema = v.object(
  {
    token: v.pipe(
      v.string(REQUEST_LINK_INVALID),
      v.minLength(1, REQUEST_LINK_INVALID),
      v.maxLength(128, REQUEST_LINK_INVALID),
    ),
  },
  REQUEST_LINK_INVALID,
);

export const CATERING_ACTIONS = ['accept', 'balance', 'cancel'] as const;
export type CateringAction = (typeof CATERING_ACTIONS)[number];

export const NO_QUOTE_TO_ACCEPT = 'There is no quote to accept: it was accepted already, or the request was closed.';
export const QUOTE_EXPIRED = 'This quote has expired. Ask us for a new one.';
export const NO_BALANCE_DUE = 'There is no balance to pay.';
export const CANNOT_CANCEL = 'This event can no longer be cancelled here. Call or e-mail us.';

/** The notices a refused post comes back with, by code. */
export const ACTION_NOTICES = {
  'no-quote': NO_QUOTE_TO_ACCEPT,
  expired: QUOTE_EXPIRED,
  'no-balance': NO_BALANCE_DUE,
  'cannot-cancel': CANNOT_CANCEL,
} as const;
export type ActionNotice = keyof typeof ACTION_NOTICES;

/** The code of a refusal's words, to carry back to the page; null for words it does not know. */
export const noticeCodeOf = (message: string): ActionNotice | null =>
  (Object.entries(ACTION_NOTICES).find(([, words]) => words === message)?.[0] as ActionNotice | undefined) ?? null;

/** The words of a notice code from the address bar, or null for one it does not know. */
export const noticeWords = (code: string | null): string | null =>
  code !== null && code in ACTION_NOTICES ? ACTION_NOTICES[code as ActionNotice] : null;

/** What the owner may pay back when she cancels an event: at least what its terms give back, at most all it holds. */
export const refundBelowTerms = (termsCents: number) =>
  `Refund at least ${formatUsd(termsCents)}: the accepted terms give that back.`;
export const refundAbovePaid = (heldCents: number) =>
  `Refund at most ${formatUsd(heldCents)}: that is all the customer's payments hold.`;
export const REFUND_INVALID = 'Enter the refund in dollars and cents, like 264.00';

/** POST /api/admin/catering/{id}/cancel: the refund, or what the terms give back when left out. */
export const ownerCancelBodySchema = objectOf({ refund: v.optional(apiAmountSchema(REFUND_INVALID)) }, NOT_AN_OBJECT);
export const checkOwnerCancelBody = (input: unknown) => checkBodyPaths(ownerCancelBodySchema, input);
