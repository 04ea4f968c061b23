import type { Db } from './database';

/**
 * The points where concurrent requests contend for the same rows, each reached inside its
 * transaction after the reads a guard (a lock, a unique index) protects and before the write that
 * depends on them. The race tests (tests/integration/support/race.ts) listen here and hold each
 * transaction that arrives until another contender has arrived too or waits on its guard, so the
 * contested interleaving happens on every run and a missing guard fails them every time. Nothing
 * listens outside those tests: a point then costs one check of an unset variable.
 */
export type ContestedPoint =
  /** A paid checkout's order about to be inserted (its window, pieces and code counted). */
  'order-booking';

type Listener = (point: ContestedPoint, tx: Db) => Promise<void>;
let listener: Listener | undefined;

/** Marks `point` in the transaction `tx` (awaited: a race test may hold it there). */
export function contestedPoint(point: ContestedPoint, tx: Db): Promise<void> | undefined {
  return listener?.(point, tx);
}

/** The race tests' listener at every contested point, or undefined to stop listening. */
export function listenAtContestedPoints(next: Listener | undefined): void {
  listener = next;
}
