/*
 * A drop the owner changes after its standing orders were placed (issue 49): their charge follows
 * its new close, and a drop deleted takes their orders with it (cancelled, nothing charged), so no
 * one is charged for a drop that did not happen. Inside the drop's own transaction.
 */
import type { Db } from '../db';
import { listPlacedRunsOfCycle, moveCycleClose } from '../repositories/standing-runs-repository';
import { cancelPlaced, type Changer } from './standing-change-service';

const keyOf = (dropId: number) => `drop:${dropId}`;

export const followDropClose = (tx: Db, drop: { id: number; closesAt: Date }): Promise<void> =>
  moveCycleClose(tx, keyOf(drop.id), drop.closesAt);

export async function cancelDropsOrders(tx: Db, dropId: number, owner: Changer, now = new Date()): Promise<void> {
  for (const run of await listPlacedRunsOfCycle(tx, keyOf(dropId))) await cancelPlaced(tx, run, owner, now);
}
