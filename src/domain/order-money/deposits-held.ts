/*
 * A catering event's money in the owner's monthly tax report (issue 48, item 8;
 * docs/behaviour/rules.md#sales-tax). Its sale counts in the month of its event, so what
 * its customer paid before then (the deposit, the balance) is money held for a sale not yet made:
 * not a taxable sale, on a line of its own. A cancellation before the event makes no sale; what it
 * kept (a deposit after the terms' cut-off) was kept for no food sold, again on a line of its own.
 */
import type { Cents } from '../money';

/** Money moving at an instant: a payment taken, or a refund made. */
export interface Movement {
  cents: Cents;
  at: Date;
}

/** What the report reads of one catering event's order. */
export interface CateringMoney {
  /** The event's start (its order's window). */
  eventAt: Date;
  /** When it was cancelled, when it stands cancelled; null otherwise. */
  cancelledAt: Date | null;
  /** What its cancellation was to keep of the card payments; null or 0 when it kept nothing. */
  keepCents: Cents | null;
  /** The card payments taken (captured): the deposit (the order's own payment) and each link's since. */
  cardPayments: readonly Movement[];
  /**
   * Money taken in person. The order keeps one time for it, its latest: a deposit and a balance both
   * paid in person count from the balance's time.
   */
  inPerson: Movement | null;
  /** What was paid back to the cards: a revision's refunds, and a cancellation's that kept some. */
  refunds: readonly Movement[];
}

const sumOf = (movements: readonly Movement[]): Cents => movements.reduce((sum, each) => sum + each.cents, 0);
const before = (movements: readonly Movement[], at: Date) => movements.filter((each) => each.at < at);

/**
 * What the shop holds of an event's money at the instant `at`: all it took before then, less what
 * it paid back before then. Nothing once the event has begun (its sale is made: the money is the
 * sale's) or once it was cancelled (what it kept is kept, the rest paid back).
 */
export function heldAt(money: CateringMoney, at: Date): Cents {
  if (money.eventAt < at) return 0;
  if (money.cancelledAt !== null && money.cancelledAt < at) return 0;
  const inPerson = money.inPerson ? before([money.inPerson], at) : [];
  const taken = sumOf(before(money.cardPayments, at)) + sumOf(inPerson);
  return Math.max(taken - sumOf(before(money.refunds, at)), 0);
}

/**
 * What a cancellation before the event kept: of the card payments, what was not paid back, at most
 * what it was to keep; null for an event not cancelled, or cancelled once it had begun (a sale, and
 * its refund, as any order's). Money taken in person is the owner's to give back by hand: not counted.
 */
export function keptByCancellation(money: CateringMoney): Movement | null {
  const { cancelledAt } = money;
  if (cancelledAt === null || cancelledAt >= money.eventAt) return null;
  const notPaidBack = Math.max(sumOf(money.cardPayments) - sumOf(money.refunds), 0);
  return { cents: Math.min(money.keepCents ?? 0, notPaidBack), at: cancelledAt };
}

/**
 * 'Deposits held' of a month ending at `monthEnd` (the next month's first instant, shop time): the
 * money taken by then for events from then on, less what was paid back by then.
 */
export const depositsHeld = (events: readonly CateringMoney[], monthEnd: Date): Cents =>
  events.reduce((sum, event) => sum + heldAt(event, monthEnd), 0);

/** 'Deposits kept' of the month [from, to): what the cancellations made in it kept. */
export const depositsKept = (events: readonly CateringMoney[], from: Date, to: Date): Cents =>
  events.reduce((sum, event) => {
    const kept = keptByCancellation(event);
    return kept && kept.at >= from && kept.at < to ? sum + kept.cents : sum;
  }, 0);
