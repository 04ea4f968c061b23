/*
 * Discount codes (docs/behaviour/rules.md#discount-codes): what an owner sets on a code, and why a
 * code is refused for an order, in a sentence that names it. Every term is decided again when the
 * order is booked, under the schedule's lock (src/server/discounts/code-uses.ts), since the owner
 * may end the code and other orders may use it in the meantime.
 */
import { blockedDateLabel } from '../fulfilment/opening-hours';
import { type Cents, formatUsd } from '../money';
import type { DiscountRule } from './discount';

/** Letters and digits only, at most 32; matched whatever the case, kept in capitals. */
export const CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;

/** The code as typed, trimmed and in capitals, or null when it holds anything but letters and digits. */
export function normaliseCode(text: string): string | null {
  const trimmed = text.trim();
  return CODE_PATTERN.test(trimmed) ? trimmed.toUpperCase() : null;
}

export interface DiscountCode {
  id: number;
  /** In capitals. */
  code: string;
  rule: DiscountRule;
  minSubtotalCents: Cents | null;
  /** Shop dates 'YYYY-MM-DD', both days included; null: no limit. */
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
}

/** What the code's and the customer's orders so far say, counting only orders neither cancelled nor refunded. */
export interface CodeUses {
  /** Orders carrying the code. */
  uses: number;
  /** Of those, the ones by this customer (the same e-mail or phone); 0 when the customer is not yet known. */
  customerUses: number;
  /** Every order by this customer, with or without a code. */
  customerOrders: number;
}

export const unknownCode = (code: string) => `${code} is not a valid code.`;
export const codeNotStarted = (code: string, date: string, today: string) =>
  `The code ${code} starts on ${blockedDateLabel(date, today)}.`;
export const codeExpired = (code: string, date: string, today: string) =>
  `The code ${code} expired on ${blockedDateLabel(date, today)}.`;
export const codeBelowMinimum = (code: string, minimum: Cents) =>
  `The code ${code} needs a subtotal of at least ${formatUsd(minimum)}.`;
export const codeUsedUp = (code: string) => `The code ${code} has been used up.`;
export const codeAlreadyUsed = (code: string) => `You have already used the code ${code}.`;
export const codeFirstOrderOnly = (code: string) => `The code ${code} is for a first order only.`;

/** A code refused when the order was booked, after the card was authorised: the authorisation is let go. */
export const codeRefusedWhilePaying = (refusal: string) =>
  `${refusal} Your card was not charged. Remove the code to order without it.`;

/** Why the code cannot be used now: its dates, or the order's subtotal below its minimum. */
export function termsRefusal(code: DiscountCode, order: { subtotalCents: Cents; today: string }): string | null {
  if (code.startsOn !== null && order.today < code.startsOn)
    return codeNotStarted(code.code, code.startsOn, order.today);
  if (code.endsOn !== null && order.today > code.endsOn) return codeExpired(code.code, code.endsOn, order.today);
  if (code.minSubtotalCents !== null && order.subtotalCents < code.minSubtotalCents) {
    return codeBelowMinimum(code.code, code.minSubtotalCents);
  }
  return null;
}

/** Why this order cannot take one more use of the code: used up, used by this customer, not a first order. */
export function usesRefusal(code: DiscountCode, uses: CodeUses): string | null {
  if (code.maxUses !== null && uses.uses >= code.maxUses) return codeUsedUp(code.code);
  if (code.oncePerCustomer && uses.customerUses > 0) return codeAlreadyUsed(code.code);
  if (code.firstOrderOnly && uses.customerOrders > 0) return codeFirstOrderOnly(code.code);
  return null;
}
