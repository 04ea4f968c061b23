import { describe, expect, it } from 'vitest';
import { approximatePoint } from '@/domain/delivery-zones';
import { readCensusAnswer } from '@/domain/geocoding/census-answer';
import { parseTarget, targetAddress } from '@/domain/geocoding/geocode-target';
import { placeAddress } from '@/domain/geocoding/placement';

/** The Census geocoder's answer to one address, as it writes it (trimmed to what is read and a little more). */
const answer = (...matches: unknown[]) => ({
  result: {
    input: { address: { address: '4600 Silver Hill Rd, Washington DC 20233' }, benchmark: { id: '4' } },
    addressMatches: matches,
  },
});
const silverHill = {
  tigerLineId: '76355984',
  side: 'L',
  matchedAddress: '4600 SILVER HILL RD, WASHINGTON, DC, 20233',
  coordinates: { x: -76.92748, y: 38.84601 },
  addressComponents: { zip: '20233', streetName: 'SILVER HILL' },
};

describe("the Census geocoder's answer", () => {
  it('places the address at its first match: y the latitude, x the longitude', () => {
    const second = { ...silverHill, coordinates: { x: -76.9, y: 38.8 } };
    expect(readCensusAnswer(answer(silverHill, second))).toEqual({
      kind: 'match',
      point: { lat: 38.84601, lon: -76.92748 },
    });
  });

  it('is no match with an empty list, or matches without usable coordinates', () => {
    expect(readCensusAnswer(answer())).toEqual({ kind: 'no-match' });
    expect(readCensusAnswer(answer({ ...silverHill, coordinates: { x: 'west', y: 38.8 } }))).toEqual({
      kind: 'no-match',
    });
    expect(readCensusAnswer(answer({ ...silverHill, coordinates: { x: -76.9, y: 95 } }))).toEqual({
      kind: 'no-match',
    });
  });

  it("is unreadable when it is not the geocoder's shape (an error page, its refusal)", () => {
    expect(readCensusAnswer(null)).toEqual({ kind: 'unreadable' });
    expect(readCensusAnswer({ errors: ['Address cannot be empty'], status: '400' })).toEqual({ kind: 'unreadable' });
    expect(readCensusAnswer({ result: {} })).toEqual({ kind: 'unreadable' });
  });
});

describe('where an address is placed', () => {
  const address = '123 Main St, Overland Park, KS 66212';

  it("where the geocoder found it, else at its ZIP's centre, else nowhere", () => {
    expect(placeAddress(address, { lat: 38.95, lon: -94.7 })).toEqual({ lat: 38.95, lon: -94.7, precision: 'address' });
    expect(placeAddress(address, null)).toEqual({ ...approximatePoint(address), precision: 'zip' });
    expect(placeAddress('Behind the old mill', null)).toBeNull();
  });
});

describe('what a look-up names', () => {
  it('reads back the order or spot it was queued for, and nothing else', () => {
    expect(parseTarget(targetAddress({ kind: 'order', id: 42 }))).toEqual({ kind: 'order', id: 42 });
    expect(parseTarget(targetAddress({ kind: 'spot', id: 3 }))).toEqual({ kind: 'spot', id: 3 });
    for (const other of ['storefront', 'order:', 'order:0', 'spot:-1', 'order:1e3', 'user:5']) {
      expect(parseTarget(other)).toBeNull();
    }
  });
});
