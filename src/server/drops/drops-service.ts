/*
 * The owner's drops at /admin/drops (docs/behaviour/api.md#drops): ordering periods that open and
 * close on the clock (src/domain/fulfilment/drops.ts), each with its announcement to the notify
 * list. Whether the shop is open is read from them at each request (../settings); every change
 * here purges the storefront's CDN copy with it, since the banner shows the next opening.
 */
import { PERIODS_OVERLAP, periodProblem, periodState } from '@/domain/fulfilment/drops';
import type { OrderingPeriodBody } from '@/domain/schemas/ordering-period';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { contestedPoint, database, type Db, withTransaction } from '../db';
import { conflict, HttpError, notFound } from '../http/http-error';
import { openingWordsOf, saveDropAnnouncements } from '../notify/drop-announcements';
import {
  deletePeriod,
  findPeriod,
  insertPeriod,
  lockOrderingPeriods,
  periodsClosingAfter,
  type StoredPeriod,
  updatePeriod,
} from '../repositories/ordering-periods-repository';
import { saveDropSpots } from '../pickup-spots/drop-spots';
import { spotIdsOfPeriods } from '../repositories/pickup-spots-repository';
import type { Changer } from '../standing/standing-change-service';
import { cancelDropsOrders, followDropClose } from '../standing/standing-drop-changes';
import { DROP_NOT_FOUND } from './drop-body';
import { type DropView, dropView } from './drop-view';

export type { DropView };

/** A drop that has closed stays as it ran: its announcements' counts stay in the message log. */
export const DROP_CLOSED = 'This drop has already closed, so it can no longer be changed or deleted.';

/** How long the list keeps a closed drop, for the owner to look back on. */
const LISTED_AFTER_CLOSING_MS = 30 * 24 * 60 * 60 * 1000;

/** GET /api/admin/drops: every drop not closed more than 30 days ago, soonest first, with its state at `now`. */
export async function listDrops(now = new Date()): Promise<DropView[]> {
  const periods = await periodsClosingAfter(database(), new Date(now.getTime() - LISTED_AFTER_CLOSING_MS));
  const ids = periods.map((period) => period.id);
  const [words, spots] = await Promise.all([openingWordsOf(database(), ids), spotIdsOfPeriods(database(), ids)]);
  return periods.map((period) => dropView(period, words.get(period.id) ?? null, spots.get(period.id) ?? [], now));
}

/** 409 for an overlap (no one field is at fault); 400 at the closing time for the others. */
const refusalOf = (problem: string): HttpError =>
  problem === PERIODS_OVERLAP ? conflict(problem) : new HttpError(400, problem, {}, { fields: { closesAt: problem } });

/** The drop `id` as it stands, under the caller's lock: 404 for none, 409 once it has closed. */
async function changeableDrop(tx: Db, id: number, now: Date): Promise<StoredPeriod> {
  const existing = await findPeriod(tx, id);
  if (!existing) throw notFound(DROP_NOT_FOUND);
  if (periodState(existing, now) === 'closed') throw conflict(DROP_CLOSED);
  return existing;
}

/**
 * Saves a new drop (`id` null) or every field of one, with its announcements and the storefront's
 * purge, in one transaction. The periods are locked first, so the check for an overlap and the
 * write see the same periods: of two drops saved at once for the same hours, one is refused.
 */
async function saveDrop(id: number | null, body: OrderingPeriodBody, byEmail: string, now: Date): Promise<DropView> {
  const { saved, spotIds } = await withTransaction(async (tx) => {
    await lockOrderingPeriods(tx);
    if (id !== null) await changeableDrop(tx, id, now);
    // Only a period closing after this one opens can share an instant with it.
    const others = (await periodsClosingAfter(tx, body.opensAt)).filter((period) => period.id !== id);
    const problem = periodProblem(body, others, now);
    if (problem) throw refusalOf(problem);
    await contestedPoint('drop-save');
    const fields = { opensAt: body.opensAt, closesAt: body.closesAt, sellsDates: body.sellsDates, note: body.note };
    const period = id === null ? await insertPeriod(tx, fields, byEmail) : await updatePeriod(tx, id, fields);
    // The lock keeps a deletion out until this ends, so the row found above is still there.
    if (!period) throw notFound(DROP_NOT_FOUND);
    await saveDropAnnouncements(tx, period, body.announce, byEmail);
    const spotIds = await saveDropSpots(tx, period.id, body.spotIds);
    // Its standing orders, placed before it opened, are charged at its close as it now is.
    if (id !== null) await followDropClose(tx, period);
    await queueStorefrontPurge(tx);
    return { saved: period, spotIds };
  });
  return dropView(saved, body.announce, spotIds, now);
}

/** POST /api/admin/drops: 409 when it overlaps another, 400 when it ends before it starts or has passed. */
export const createDrop = (body: OrderingPeriodBody, byEmail: string, now = new Date()): Promise<DropView> =>
  saveDrop(null, body, byEmail, now);

/** PATCH /api/admin/drops/:id: the whole drop, as the form sends it; a closed one is kept as it was. */
export const changeDrop = (
  id: number,
  body: OrderingPeriodBody,
  byEmail: string,
  now = new Date(),
): Promise<DropView> => saveDrop(id, body, byEmail, now);

/**
 * DELETE /api/admin/drops/:id: with its announcements (their messages stay in the log); an open one
 * closes at once. Its standing orders' orders not yet charged are cancelled with it.
 */
export async function removeDrop(id: number, owner: Changer, now = new Date()): Promise<void> {
  await withTransaction(async (tx) => {
    await lockOrderingPeriods(tx);
    await changeableDrop(tx, id, now);
    await cancelDropsOrders(tx, id, owner, now);
    await deletePeriod(tx, id);
    await queueStorefrontPurge(tx);
  });
}
