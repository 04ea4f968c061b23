/*
 * The owner's pickup spots at /admin/pickup-spots (issue 50; docs/behaviour/api.md#pickup-spots):
 * where she hands food over, the home kitchen among them. A spot's hours, windows and pieces decide
 * what customers can book there, so every write takes the schedule's lock first, as the shop's own
 * hours do and every booking does: a booking never counts against half a change. The storefront
 * shows the spots, so its CDN copy is purged with each change.
 */
import type { PickupSpot } from '@/domain/pickup-spots/pickup-spot';
import type { PickupSpotBody, SpotAction } from '@/domain/schemas/pickup-spot';
import { queueSpotGeocode } from '../outbox/geocode-queue';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { database, type Db, withTransaction } from '../db';
import { conflict, notFound, refuseFields } from '../http/http-error';
import { lockSchedule } from '../repositories/fulfilment-repository';
import {
  insertPickupSpot,
  listPickupSpots,
  lockPickupSpot,
  setSpotArchived,
  updatePickupSpot,
} from '../repositories/pickup-spots-repository';
import { SPOT_NOT_FOUND } from './spot-body';
import { type AdminSpotView, adminSpotView } from './spot-view';

export type { AdminSpotView };

/**
 * The kitchen's windows are the shop's: the orders of every path that offers no choice of spot
 * (catering events, standing orders) are booked in the shop's windows and handed over there.
 */
export const KITCHEN_KEEPS_SHOP_HOURS =
  "The home kitchen keeps the shop's hours: change them under Hours & limits on the dashboard.";

export const KITCHEN_NOT_ARCHIVED =
  "The home kitchen can't be archived: every pickup that names no other spot is handed over there.";

/** GET /api/admin/pickup-spots: every spot, archived ones last, in the owner's order. */
export async function listSpots(): Promise<AdminSpotView[]> {
  return (await listPickupSpots(database(), { archived: true })).map(adminSpotView);
}

/** A write to the spots: under the schedule's lock, with the storefront's purge. */
function spotWrite(write: (tx: Db) => Promise<PickupSpot>): Promise<AdminSpotView> {
  return withTransaction(async (tx) => {
    await lockSchedule(tx);
    const spot = await write(tx);
    await queueStorefrontPurge(tx);
    return adminSpotView(spot);
  });
}

/** The spot `id` with its row locked, or 404. */
async function lockedSpot(tx: Db, id: number): Promise<PickupSpot> {
  const spot = await lockPickupSpot(tx, id);
  if (!spot) throw notFound(SPOT_NOT_FOUND);
  return spot;
}

/**
 * Saves a new spot (`id` null, last in the list) or every field of one. The kitchen stays the
 * kitchen: the body cannot say otherwise. A new address is placed on the map by the geocoder, after
 * this answer and never in it; queueing it forgets where the old one was.
 */
function saveSpot(id: number | null, body: PickupSpotBody): Promise<AdminSpotView> {
  return spotWrite(async (tx) => {
    const before = id === null ? null : await lockedSpot(tx, id);
    if (before?.isKitchen && body.hours !== null) refuseFields({ hours: KITCHEN_KEEPS_SHOP_HOURS });
    const spot = before ? await updatePickupSpot(tx, before.id, body) : await insertPickupSpot(tx, body);
    if (!spot) throw notFound(SPOT_NOT_FOUND);
    if (spot.address !== before?.address) await queueSpotGeocode(tx, spot.id);
    return spot;
  });
}

/** POST /api/admin/pickup-spots: a new spot. */
export const createSpot = (body: PickupSpotBody): Promise<AdminSpotView> => saveSpot(null, body);

/** PUT /api/admin/pickup-spots/:id: the spot, whole. */
export const changeSpot = (id: number, body: PickupSpotBody): Promise<AdminSpotView> => saveSpot(id, body);

/**
 * POST /api/admin/pickup-spots/:id/archive or /restore: an archived spot is offered nowhere (not in
 * new drops, not in the cart); orders already placed for it stay as they are. The kitchen is never
 * archived (409). Archiving an archived spot, or restoring an active one, answers it as it is.
 */
export const actOnSpot = (id: number, action: SpotAction): Promise<AdminSpotView> =>
  spotWrite(async (tx) => {
    const spot = await lockedSpot(tx, id);
    if (action === 'archive' && spot.isKitchen) throw conflict(KITCHEN_NOT_ARCHIVED);
    const saved = await setSpotArchived(tx, id, action === 'archive');
    if (!saved) throw notFound(SPOT_NOT_FOUND);
    return saved;
  });
