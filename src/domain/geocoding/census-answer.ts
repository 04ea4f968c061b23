/*
 * The US Census Bureau geocoder's answer to a one-line address (issue 50): GET
 * /geocoder/locations/onelineaddress?address=...&benchmark=Public_AR_Current&format=json answers
 * `{"result": {"input": {...}, "addressMatches": [{"matchedAddress", "coordinates": {"x", "y"}, ...}]}}`,
 * x the longitude and y the latitude (WGS84); no match is an empty list. Pure: the server's client
 * (src/server/geocoding/census-geocoder.ts) fetches, this reads.
 */
import * as v from 'valibot';
import type { LatLon } from '../geo';

const matchSchema = v.object({
  coordinates: v.object({
    x: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
    y: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  }),
});

const answerSchema = v.object({
  result: v.object({ addressMatches: v.array(v.unknown()) }),
});

/** What the geocoder said: where the address is, that it does not know it, or nothing readable. */
export type CensusAnswer = { kind: 'match'; point: LatLon } | { kind: 'no-match' } | { kind: 'unreadable' };

/**
 * Reads the answer's first match (the Census lists its best first). A match without usable
 * coordinates is passed over for the next; none left is no match. A body not of that shape at all
 * (an error page, another API) is unreadable: the caller retries rather than calling it unknown.
 */
export function readCensusAnswer(body: unknown): CensusAnswer {
  const answer = v.safeParse(answerSchema, body);
  if (!answer.success) return { kind: 'unreadable' };
  for (const candidate of answer.output.result.addressMatches) {
    const match = v.safeParse(matchSchema, candidate);
    if (match.success)
      return { kind: 'match', point: { lat: match.output.coordinates.y, lon: match.output.coordinates.x } };
  }
  return { kind: 'no-match' };
}
