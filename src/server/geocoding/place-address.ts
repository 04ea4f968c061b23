import { type GeocodeTarget, parseTarget } from '@/domain/geocoding/geocode-target';
import { placeAddress } from '@/domain/geocoding/placement';
import { database } from '../db';
import { UndeliverableError } from '../outbox/channel-sender';
import { addressToPlace, recordPlace } from '../repositories/geocoding-repository';
import type { Geocoder } from './census-geocoder';

/**
 * Places what a 'geocode' row names: reads its address as it stands, asks the geocoder, and records
 * the point ('address'), else the ZIP's centre ('zip'). Nothing to place (no longer a delivery, the
 * details removed) is done. Neither point: given up at once (UndeliverableError), left unplaced for
 * the run to approximate or mark unknown. The geocoder down: it throws, and the outbox retries.
 */
export async function placeTarget(geocoder: Geocoder, target: GeocodeTarget): Promise<void> {
  const address = await addressToPlace(database(), target);
  if (address === null) return;
  const point = placeAddress(address, await geocoder(address.trim()));
  if (!point) throw new UndeliverableError('Neither the geocoder nor the ZIP table places the address');
  await recordPlace(database(), target, address, point);
}

/** The same for a row's `to_address`; one naming nothing placeable is given up. */
export async function placeNamed(geocoder: Geocoder, to: string): Promise<void> {
  const target = parseTarget(to);
  if (!target) throw new UndeliverableError(`Not a place to look up: ${to}`);
  await placeTarget(geocoder, target);
}
