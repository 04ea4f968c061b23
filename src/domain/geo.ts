/** A point on the Earth in decimal degrees. */
export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Mean Earth radius in statute miles. Delivery fees are priced on straight-line distance, and at
 * metro scale the spherical model is off by well under 0.5%, far inside one fee band.
 */
const EARTH_RADIUS_MILES = 3958.8;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle ("as the crow flies") distance in miles. The haversine form is used because it
 * stays numerically stable for the short distances that decide most delivery fees.
 */
export function haversineMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown and priced at one decimal, so both use the same rounded figure. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
