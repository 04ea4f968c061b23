/*
 * Where an address is placed (issue 50; docs/behaviour/rules.md#where-an-address-is): where the
 * geocoder found it, else its ZIP's (or service city's) centre, else nowhere. The delivery run reads
 * 'zip' as approximate.
 */
import { approximatePoint } from '../delivery-zones';
import type { LatLon } from '../geo';

/** 'address': the geocoder found the address; 'zip': only its ZIP's (or city's) centre was known. */
export type GeoPrecision = 'address' | 'zip';

export interface PlacedPoint extends LatLon {
  readonly precision: GeoPrecision;
}

/** The point for an address, given where the geocoder found it (null: it did not), or null. */
export function placeAddress(address: string, found: LatLon | null): PlacedPoint | null {
  if (found) return { lat: found.lat, lon: found.lon, precision: 'address' };
  const centre = approximatePoint(address);
  return centre && { lat: centre.lat, lon: centre.lon, precision: 'zip' };
}
