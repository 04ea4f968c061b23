import { type GeocodeTarget, targetAddress } from '@/domain/geocoding/geocode-target';
import type { StoredOrder } from '@/domain/order/stored-order';
import type { Db } from '../db';
import { enqueue } from './outbox';
import { forgetSpotPlace } from '../repositories/geocoding-repository';

/*
 * Where an address is, asked after the request (issue 50): a 'geocode' row in the outbox, queued
 * in the caller's transaction, so a booking that commits is placed and one rolled back is not, and
 * a function stopped after the commit loses nothing. The outbox's sender asks the geocoder
 * (./geocode-channel.ts); no request waits on it.
 */
const queueGeocode = (tx: Db, target: GeocodeTarget, orderId?: number) =>
  enqueue(tx, {
    channel: 'geocode',
    kind: 'geocode',
    to: targetAddress(target),
    subject: '',
    text: '',
    ...(orderId !== undefined && { orderId }),
  });

/** A delivery order just booked: its address to place. A pickup has none of its own. */
export async function queueOrderGeocode(tx: Db, order: StoredOrder): Promise<void> {
  if (order.orderType !== 'delivery') return;
  await queueGeocode(tx, { kind: 'order', id: order.id }, order.id);
}

/**
 * A pickup spot created or its address changed (the spots' endpoints, src/server/pickup-spots/):
 * its old point is forgotten and the address placed anew.
 */
export async function queueSpotGeocode(tx: Db, spotId: number): Promise<void> {
  await forgetSpotPlace(tx, spotId);
  await queueGeocode(tx, { kind: 'spot', id: spotId });
}
