/**
 * The points where concurrent requests contend for the same rows, each at the moment a second
 * request would collide with the first: inside the transaction, after what its guard (a lock, a
 * unique key, a conditional update) protects has been read or claimed and before the write that
 * depends on it; or, for a guard outside the database, just before the call it guards. The race
 * tests (tests/integration/support/race.ts) listen here and hold each contender that arrives until
 * another has arrived too, waits on its lock, or has finished, so the contested interleaving happens
 * on every run and a missing guard fails them every time. Nothing listens outside those tests: a
 * point then costs one check of an unset variable.
 */
export type ContestedPoint =
  /** A paid checkout's order inserted, then its window, pieces and code counted under the schedule's lock: about to end. */
  | 'order-booking'
  /** An order's status read under its row lock, about to be changed. */
  | 'order-status-change'
  /** The owner's change of an order checked under the schedule's and the order's locks, about to be written. */
  | 'order-change'
  /** A payment link read open under its row lock, about to be paid or ended. */
  | 'payment-link-decision'
  /** A cancellation about to ask the gateway for its refund (the order's idempotency key). */
  | 'refund-at-gateway'
  /** A drop checked against the other periods under their table lock, about to be saved. */
  | 'drop-save'
  /** A dish's row written, about to renumber the menu (the menu's table lock taken first). */
  | 'menu-move'
  /** A due announcement claimed (FOR UPDATE SKIP LOCKED), about to be queued. */
  | 'announcement-claim'
  /** Today's prep e-mail claimed by a conditional update, about to be queued. */
  | 'prep-mail-claim'
  /** A rating inserted (one per order: the unique key), not yet committed. */
  | 'rating-insert'
  /** An attempt about to be counted against its limit (one atomic upsert, before anything is checked). */
  | 'attempt-count'
  /** The gift cards paying a booking locked and their balances read, about to be spent. */
  | 'gift-card-spend'
  /** A catering quote's acceptance: its event's order looked for under the schedule's lock, about to be booked. */
  | 'catering-acceptance'
  /** A standing order's run looked for and its pieces counted under the schedule's lock and its own, about to be placed. */
  | 'standing-placement'
  /** A standing order's run claimed for its charge (its own short transaction), about to ask the gateway. */
  | 'standing-charge-at-gateway';

type Listener = (point: ContestedPoint) => Promise<void>;
let listener: Listener | undefined;

/** Marks `point` (awaited: a race test may hold the request there, its transaction open). */
export function contestedPoint(point: ContestedPoint): Promise<void> | undefined {
  return listener?.(point);
}

/** The race tests' listener at every contested point, or undefined to stop listening. */
export function listenAtContestedPoints(next: Listener | undefined): void {
  listener = next;
}
