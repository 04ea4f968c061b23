import * as v from 'valibot';
import type { GeocodeTarget } from '@/domain/geocoding/geocode-target';
import type { PlacedPoint } from '@/domain/geocoding/placement';
import { type Db, readRow } from '../db';

/** A delivery's address as typed: `fullAddress` of today's orders, the whole value of older ones. */
const ORDER_ADDRESS = `CASE jsonb_typeof(delivery_address)
  WHEN 'object' THEN delivery_address ->> 'fullAddress' WHEN 'string' THEN delivery_address #>> '{}' END`;

/**
 * The address a target names as it stands now, or null: nothing to place (an order that is not a
 * delivery or whose personal details were removed, a spot deleted).
 */
export async function addressToPlace(db: Db, target: GeocodeTarget): Promise<string | null> {
  const row = await readRow(
    db,
    target.kind === 'order' ? 'orders' : 'pickup_spots',
    v.object({ address: v.nullable(v.string()) }),
    target.kind === 'order'
      ? `SELECT ${ORDER_ADDRESS} AS address FROM orders
         WHERE id = $1 AND order_type = 'delivery' AND personal_data_removed_at IS NULL`
      : 'SELECT address FROM pickup_spots WHERE id = $1',
    [target.id],
  );
  return row?.address?.trim() ? row.address : null;
}

/**
 * Records where the target's address is, only while its address is still the one placed (as
 * `addressToPlace` read it): a change meanwhile queued another look-up, which decides.
 */
export async function recordPlace(db: Db, target: GeocodeTarget, address: string, point: PlacedPoint): Promise<void> {
  await db.query(
    target.kind === 'order'
      ? `UPDATE orders SET delivery_lat = $3, delivery_lon = $4, delivery_geo = $5
         WHERE id = $1 AND ${ORDER_ADDRESS} = $2 AND personal_data_removed_at IS NULL`
      : 'UPDATE pickup_spots SET lat = $3, lon = $4, geo_precision = $5 WHERE id = $1 AND address = $2',
    [target.id, address, point.lat, point.lon, point.precision],
  );
}

/** Forgets where a spot was (its address may have changed) until the geocoder places it anew. */
export async function forgetSpotPlace(db: Db, spotId: number): Promise<void> {
  await db.query('UPDATE pickup_spots SET lat = NULL, lon = NULL, geo_precision = NULL WHERE id = $1', [spotId]);
}
