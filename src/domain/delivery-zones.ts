/*
 * Delivery fees by straight-line distance from the kitchen (docs/behaviour/rules.md#delivery-zones). Detection is
 * local and synchronous: the address is located by its ZIP, else by a service city's name, using
 * the generated ZIP table, so the browser and the server always agree on the fee.
 */
import { findServiceCity, findZip } from './address-matching';
import { haversineMiles, roundMiles, type LatLon } from './geo';
import type { Cents } from './money';
import { DELIVERY_ORIGIN, OUTSIDE_AREA, OUTSIDE_AREA_MILES } from './service-area';
import { cityPoint, lookupZip } from './zip-lookup';

export { haversineMiles, type LatLon } from './geo';
export { DELIVERY_ORIGIN, OUTSIDE_AREA, OUTSIDE_AREA_MILES } from './service-area';

export interface DeliveryBand {
  readonly name: string;
  /** Inclusive upper bound in miles. */
  readonly maxMiles: number;
  readonly feeCents: Cents;
  /** How the zone list describes the band's distance. */
  readonly distanceLabel: string;
}

/** Nearest first; a distance belongs to the first band whose bound it does not exceed. */
export const DELIVERY_BANDS = [
  { name: 'Local 0-10', maxMiles: 10, feeCents: 350, distanceLabel: '0-10 miles' },
  { name: 'Local 10-20', maxMiles: 20, feeCents: 550, distanceLabel: '10-20 miles' },
  { name: 'Local 20-30', maxMiles: 30, feeCents: 750, distanceLabel: '20-30 miles' },
  { name: 'Local 30-50', maxMiles: 50, feeCents: 1000, distanceLabel: '30-50 miles' },
  { name: 'Long Distance', maxMiles: Infinity, feeCents: 1500, distanceLabel: '50+ miles' },
] as const satisfies readonly DeliveryBand[];

export type DeliveryZoneName = (typeof DELIVERY_BANDS)[number]['name'];

/** Distance assumed for an address that matches no ZIP and no service city. */
export const UNMATCHED_DISTANCE_MILES = OUTSIDE_AREA_MILES;

/** The zone list of GET /api/delivery-zones: one entry per band, with a stable numeric id. */
export const DELIVERY_ZONES: readonly {
  readonly id: number;
  readonly name: DeliveryZoneName;
  readonly feeCents: Cents;
  readonly distanceLabel: string;
}[] = DELIVERY_BANDS.map((band, index) => ({
  id: index + 1,
  name: band.name,
  feeCents: band.feeCents,
  distanceLabel: band.distanceLabel,
}));

/** The band a distance in miles falls in; beyond 50 miles it is Long Distance. */
export function bandForDistance(miles: number): (typeof DELIVERY_BANDS)[number] {
  if (!(miles >= 0)) throw new RangeError(`Not a distance: ${miles}`);
  const band = DELIVERY_BANDS.find((b) => miles <= b.maxMiles);
  // Unreachable: the last band is unbounded.
  if (!band) throw new RangeError(`No band for ${miles} miles`);
  return band;
}

export type DeliveryZoneResult =
  | {
      readonly kind: 'zone';
      readonly zone: DeliveryZoneName;
      readonly feeCents: Cents;
      /** Rounded to one decimal, as shown and as priced. */
      readonly distanceMiles: number;
    }
  | {
      /** A recognised location beyond the radius: no delivery, so no fee. */
      readonly kind: 'outside';
      readonly zone: typeof OUTSIDE_AREA;
      readonly feeCents: 0;
      readonly distanceMiles: number;
    };

/** Where the address is, as a point or (for real ZIPs far away) only a distance; null if unknown. */
function locate(address: string): { point: LatLon } | { miles: number } | null {
  const zip = findZip(address);
  const zipInfo = zip === null ? null : lookupZip(zip);
  if (zipInfo?.kind === 'near') return { point: zipInfo.point };
  if (zipInfo?.kind === 'far') return { miles: zipInfo.approxMiles };
  // No ZIP, or one that does not exist: the city name may still place the address.
  const city = findServiceCity(address);
  const point = city && cityPoint(city.name, city.state);
  return point ? { point } : null;
}

/**
 * Where an address is, to the nearest ZIP's centre (or its service city's): the point a delivery
 * run uses until the geocoder has placed the address, and the geocoder's own fallback (issue 50).
 * Null when neither places it within the area's ZIP table.
 */
export function approximatePoint(address: string): LatLon | null {
  const located = locate(address);
  return located && 'point' in located ? located.point : null;
}

/**
 * The delivery zone and fee for a free-text address. The distance is rounded to one decimal before
 * choosing the band, so the figure shown always agrees with the fee charged. A location beyond
 * OUTSIDE_AREA_MILES is 'Outside Area' with no fee; an address that cannot be placed is priced as
 * Long Distance at UNMATCHED_DISTANCE_MILES rather than refused.
 */
export function detectDeliveryZone(address: string): DeliveryZoneResult {
  const located = locate(address);
  const rawMiles =
    located === null
      ? UNMATCHED_DISTANCE_MILES
      : 'point' in located
        ? haversineMiles(DELIVERY_ORIGIN, located.point)
        : located.miles;
  const distanceMiles = roundMiles(rawMiles);
  if (distanceMiles > OUTSIDE_AREA_MILES) {
    return { kind: 'outside', zone: OUTSIDE_AREA, feeCents: 0, distanceMiles };
  }
  const band = bandForDistance(distanceMiles);
  return { kind: 'zone', zone: band.name, feeCents: band.feeCents, distanceMiles };
}
