import { readCensusAnswer } from '@/domain/geocoding/census-answer';
import type { LatLon } from '@/domain/geo';

/** A look-up as a whole: the Census answers in a second or two; a hung one is a failure, retried. */
const LOOKUP_LIMIT_MS = 10_000;

/** The geocoder could not be asked (down, slow, an unreadable answer): the outbox tries again later. */
export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`The geocoder did not answer: ${reason}`);
    this.name = 'GeocoderUnavailableError';
  }
}

/** One address's look-up: where the geocoder found it, or null when it does not know it. */
export type Geocoder = (address: string) => Promise<LatLon | null>;

/**
 * The US Census Bureau's one-line address geocoder (no key): GET
 * {base}/geocoder/locations/onelineaddress?address=...&benchmark=Public_AR_Current&format=json.
 * A refusal of the address itself (400: empty, too long) is no match; a network error, a timeout,
 * 429, a 5xx or an unreadable body throws GeocoderUnavailableError, so the outbox retries.
 */
export function censusGeocoder(base: URL): Geocoder {
  const endpoint = `${base.href.replace(/\/$/, '')}/geocoder/locations/onelineaddress`;
  return async (address) => {
    const url = new URL(endpoint);
    url.search = new URLSearchParams({ address, benchmark: 'Public_AR_Current', format: 'json' }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        signal: AbortSignal.timeout(LOOKUP_LIMIT_MS),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      throw new GeocoderUnavailableError(error instanceof Error ? error.name : 'fetch failed');
    }
    if (response.status === 429 || response.status >= 500) throw new GeocoderUnavailableError(`${response.status}`);
    if (!response.ok) return null;
    const answer = readCensusAnswer(await response.json().catch(() => null));
    if (answer.kind === 'unreadable') throw new GeocoderUnavailableError('an unreadable answer');
    return answer.kind === 'match' ? answer.point : null;
  };
}
