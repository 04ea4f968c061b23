import type { GeocodeTarget } from '@/domain/geocoding/geocode-target';
import { placeAddress } from '@/domain/geocoding/placement';
import { database } from '../db';
import { addressToPlace, recordPlace } from '../repositories/geocoding-repository';
import type { Geocoder } from './census-geocoder';

/** What became of a look-up: placed, nothing to place, or an address nothing places. */
export type Placing = 'placed' | 'nothing-to-place' | 'unplaceable';

/**
 * Places a delivery's or a spot's address: reads it as it stands, asks the geocoder, and records
 * the point ('address'), else the ZIP's centre ('zip'). No address (no longer a delivery, the
 * details removed, the spot gone) is nothing to place; neither point leaves it unplaced, for the
 * run to approximate or mark unknown. The geocoder down throws (GeocoderUnavailableError).
 */
export async function placeTarget(geocoder: Geocoder, target: GeocodeTarget): Promise<Placing> {
  const address = await addressToPlace(database(), target);
  if (address === null) return 'nothing-to-place';
  const point = placeAddress(address, await geocoder(address.trim()));
  if (!point) return 'unplaceable';
  await recordPlace(database(), target, address, point);
  return 'placed';
}
