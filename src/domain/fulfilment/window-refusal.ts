/*
 * The checkout's words when it refuses a chosen window (409): what is wrong with it, and the next
 * window that can still be chosen, so the customer knows what to pick instead.
 */
import type { OrderType } from '../order-type';
import type { DishProblem } from './piece-limits';
import type { FulfilmentWindow, WindowProblem } from './schedule';
import { windowLabel } from './window-label';

/**
 * Why a window is refused: a problem with the choice (at checkout), or 'filled-while-paying' (the
 * payment was authorised, but the window's last place went to another authorised payment first).
 */
export type WindowRefusalReason = WindowProblem | 'filled-while-paying';

/** What is wrong with a window, in one sentence ('That pickup time has passed.'). */
export function problemSentence(problem: WindowRefusalReason, kind: string, leadMinutes: number): string {
  switch (problem) {
    case 'full':
      return `That ${kind} time has just filled up.`;
    case 'too-many-pieces':
      return `That ${kind} time doesn't have room for that many pieces.`;
    case 'filled-while-paying':
      return `That ${kind} time filled up while you were paying, so your card was not charged.`;
    case 'too-soon':
      return `That ${kind} time is too soon: the kitchen needs ${leadLabel(leadMinutes)} to cook.`;
    case 'past':
      return `That ${kind} time has passed.`;
    case 'closed':
      return `The kitchen isn't taking orders for that ${kind} time.`;
    case 'not-a-window':
      return `That isn't one of our ${kind} times.`;
  }
}

/** '3 hours', '90 minutes', '1 hour'. */
export function leadLabel(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

export function windowRefusal(
  problem: WindowRefusalReason,
  orderType: OrderType,
  leadMinutes: number,
  next: FulfilmentWindow | null,
): string {
  const sentence = problemSentence(problem, orderType, leadMinutes);
  const instead = next
    ? `The next ${problem === 'too-many-pieces' ? 'time with room' : 'free time'} is ${windowLabel(next.start, next.end)}.`
    : 'No times are free in the days we take orders for. Please try again later.';
  return `${sentence} ${instead}`;
}

/**
 * A dish's limit the order broke by the time its payment was authorised, and that nothing was
 * charged: the day's pieces went to other payments meanwhile, or the owner lowered the most per order.
 */
export const dishRefusedWhilePaying = (problem: DishProblem): string =>
  problem.kind === 'day'
    ? `${problem.message}: the last ones went while you were paying, so your card was not charged.`
    : `${problem.message}: the kitchen changed it while you were paying, so your card was not charged.`;
