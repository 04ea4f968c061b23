/*
 * How the owner's screens, papers and files mark an order a standing order placed (issue 49):
 * 'Standing order' on the dashboard's card, 'Standing' where room is short (the kitchen's day, the
 * tickets, the morning prep e-mail), and 'Charge failed: …' while its failed charge is unpaid. An
 * order carries one mark at most: a catering event's (../catering/catering-mark.ts), else this one.
 * One wording, said here once.
 */
import { cateringMark, type MarkedOrder } from '../catering/catering-mark';

/** What marking a standing order's order reads of it: null (or nothing) on any other order. */
export interface StandingMarkedOrder {
  standing?: { failure: string | null } | null;
}

/** What an order's one mark reads of it. */
export type MarkableOrder = MarkedOrder & StandingMarkedOrder;

/** The full mark, or the kitchen's short one. */
export type MarkRoom = 'full' | 'short';

/** 'Standing order' ('Standing' short) for a standing order's order; null for every other order. */
export function standingMark(order: StandingMarkedOrder, room: MarkRoom = 'full'): string | null {
  if (!order.standing) return null;
  return room === 'full' ? 'Standing order' : 'Standing';
}

/** An order's one mark: a catering event's ('Catering CAT-12'), a standing order's, or null. */
export const orderMark = (order: MarkableOrder, room: MarkRoom = 'full'): string | null =>
  cateringMark(order) ?? standingMark(order, room);

/** 'Charge failed: Your bank declined the card ending 4242.' while that order is unpaid; null otherwise. */
export const chargeFailedLabel = (order: StandingMarkedOrder): string | null =>
  order.standing?.failure ? `Charge failed: ${order.standing.failure}` : null;
