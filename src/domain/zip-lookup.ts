/*
 * Reads the generated ZIP table (see scripts/generate-zip-table.mjs for how it is built). Kept apart
 * from delivery-zones.ts so the encodings are decoded in one place.
 */
import type { LatLon } from './geo';
import type { MetroState } from './service-area';
import { CITY_POINTS, FAR_ZIP3_MILES, NEAR_ZIP_COORDS, ZIP_BITS } from './zip-table.generated';

/** What the dataset knows about a 5-digit ZIP. */
export type ZipInfo =
  /** Within the delivery radius: exact coordinates, so the fee can be priced. */
  | { readonly kind: 'near'; readonly point: LatLon }
  /** A real ZIP beyond the radius: only an approximate distance, which is never priced. */
  | { readonly kind: 'far'; readonly approxMiles: number };

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BITS_PER_CHAR = 6;

let nearZips: ReadonlyMap<number, LatLon> | undefined;

/** Built on first use, so pages that never check an address pay nothing for it. */
function nearZipMap(): ReadonlyMap<number, LatLon> {
  if (!nearZips) {
    const map = new Map<number, LatLon>();
    for (let i = 0; i + 2 < NEAR_ZIP_COORDS.length; i += 3) {
      const [zip, lat, lon] = NEAR_ZIP_COORDS.slice(i, i + 3) as [number, number, number];
      map.set(zip, { lat, lon });
    }
    nearZips = map;
  }
  return nearZips;
}

/** Whether the 5-digit string is a ZIP that exists in the US (not merely five digits). */
export function isRealZip(zip: string): boolean {
  if (!/^\d{5}$/.test(zip)) return false;
  const n = Number(zip);
  const char = ZIP_BITS.charAt(Math.floor(n / BITS_PER_CHAR));
  const bits = BASE64URL.indexOf(char);
  return bits >= 0 && ((bits >> (n % BITS_PER_CHAR)) & 1) === 1;
}

/** Location facts for a 5-digit ZIP, or null when no such US ZIP exists. */
export function lookupZip(zip: string): ZipInfo | null {
  if (!isRealZip(zip)) return null;
  const point = nearZipMap().get(Number(zip));
  if (point) return { kind: 'near', point };
  return { kind: 'far', approxMiles: FAR_ZIP3_MILES[Number(zip.slice(0, 3))] ?? 0 };
}

/** The point of a service city in a state, or null if the city is not served in that state. */
export function cityPoint(name: string, state: MetroState): LatLon | null {
  const key = name.toLowerCase();
  const found = CITY_POINTS.find((c) => c.state === state && c.name.toLowerCase() === key);
  return found ? { lat: found.lat, lon: found.lon } : null;
}
