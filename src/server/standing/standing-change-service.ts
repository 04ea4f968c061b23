/*
 * A customer's changes to her standing order (issue 49; docs/behaviour/rules.md#standing-orders),
 * from her account or her messages' token link: pause or resume, skip the next (this cycle's order
 * when it is placed and not yet charged, else the next placement), change the dishes, the time or
 * the end date, or cancel. A change of the dishes or the time applies to this cycle's order too
 * while it can still be changed: planned and priced again (standing-placement.ts); one that no
 * longer fits leaves that order as it was and says so, and applies from the next time.
 */
import { STANDING_CANCELLED, STANDING_PAUSED_BY_SHOP, type StandingPatch } from '@/domain/standing/standing-order-body';
import { database, type Db, withTransaction } from '../db';
import { conflict } from '../http/http-error';
import { changeOrderStatusIn } from '../orders/status-change';
import {
  findStandingOrder,
  lockStandingOrder,
  type StandingChange,
  type StoredStandingOrder,
  updateStandingOrder,
} from '../repositories/standing-orders-repository';
import { listRuns, lockRun, type StandingRun, updateRun } from '../repositories/standing-runs-repository';
import { checkStandingItems } from './standing-create-service';
import { replanPlacedRun } from './standing-placement';
import { standingView, viewContext } from './standing-view-service';

/** Who changes it: the customer (her id, and her e-mail for the order's history). */
export interface Changer {
  userId: number | null;
  email: string;
}

/** This cycle's order while it can still be changed or skipped: placed, its close not come. */
export async function changeableRun(db: Db, standingOrderId: number, now: Date): Promise<StandingRun | null> {
  const [newest] = await listRuns(db, standingOrderId, 1);
  return newest?.status === 'placed' && newest.chargeAt && newest.chargeAt > now ? newest : null;
}

/** What the patch writes on the standing order itself. */
function changeOf(stored: StoredStandingOrder, patch: StandingPatch, skipsPlaced: boolean): StandingChange {
  const change: StandingChange = {};
  if (patch.cancelled) return { status: 'cancelled', pausedBy: null, skipNext: false };
  if (patch.paused === true && stored.status === 'active')
    Object.assign(change, { status: 'paused', pausedBy: 'customer' });
  if (patch.paused === false && stored.status === 'paused') {
    if (stored.pausedBy === 'owner') throw conflict(STANDING_PAUSED_BY_SHOP);
    Object.assign(change, { status: 'active', pausedBy: null });
  }
  if (patch.skipNext !== undefined && !(patch.skipNext && skipsPlaced)) change.skipNext = patch.skipNext;
  if (patch.items) change.items = patch.items;
  if (patch.window) Object.assign(change, { weekday: patch.window.weekday, time: patch.window.time });
  if (patch.endsOn !== undefined) change.endsOn = patch.endsOn;
  return change;
}

/** This cycle's order cancelled, in the caller's transaction: skipped by her, or the standing order cancelled. */
export async function cancelPlaced(tx: Db, run: StandingRun, changer: Changer, now: Date): Promise<void> {
  const locked = await lockRun(tx, run.id);
  if (locked?.status !== 'placed' || locked.orderId === null) return;
  await changeOrderStatusIn(tx, locked.orderId, 'cancelled', changer);
  await updateRun(tx, run.id, { status: 'cancelled' }, now);
}

/**
 * PATCH /api/standing-orders/{id} (and the token link's change): the patch applied, answered as
 * she now sees it. A cancelled standing order takes no change (409).
 */
export async function changeStandingOrder(
  stored: StoredStandingOrder,
  patch: StandingPatch,
  changer: Changer,
  now = new Date(),
) {
  if (stored.status === 'cancelled') throw conflict(STANDING_CANCELLED);
  if (patch.items) await checkStandingItems(patch.items);
  const run = await changeableRun(database(), stored.id, now);
  const skipsPlaced = Boolean(patch.skipNext && run);
  await withTransaction(async (tx) => {
    const locked = await lockStandingOrder(tx, stored.id);
    if (!locked || locked.status === 'cancelled') throw conflict(STANDING_CANCELLED);
    await updateStandingOrder(tx, stored.id, changeOf(locked, patch, skipsPlaced));
    if (run && (patch.cancelled || skipsPlaced)) await cancelPlaced(tx, run, changer, now);
  });
  if (run && !patch.cancelled && !skipsPlaced && (patch.items || patch.window))
    await replanPlacedRun(stored.id, run, now);
  const saved = await findStandingOrder(database(), stored.id);
  if (!saved) throw conflict(STANDING_CANCELLED);
  return standingView(database(), saved, await viewContext(database(), now));
}
