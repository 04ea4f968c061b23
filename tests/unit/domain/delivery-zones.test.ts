import { describe, expect, it } from 'vitest';
import {
  DELIVERY_BANDS,
  DELIVERY_ORIGIN,
  DELIVERY_ZONES,
  bandForDistance,
  detectDeliveryZone,
  haversineMiles,
} from '@/domain/delivery-zones';

describe('haversineMiles', () => {
  it('matches known great-circle distances', () => {
    const kansasCity = { lat: 39.0997, lon: -94.5786 };
    const stLouis = { lat: 38.627, lon: -90.1994 };
    const newYork = { lat: 40.7128, lon: -74.006 };
    const losAngeles = { lat: 34.0522, lon: -118.2437 };
    expect(haversineMiles(kansasCity, stLouis)).toBeCloseTo(237.8, 0);
    expect(haversineMiles(newYork, losAngeles)).toBeCloseTo(2445.6, 0);
  });

  it('is 0 from a point to itself and symmetric', () => {
    const a = { lat: 38.9822, lon: -94.6708 };
    const b = { lat: 39.1, lon: -94.6 };
    expect(haversineMiles(a, a)).toBe(0);
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 10);
  });

  it('puts one degree of latitude at about 69 miles', () => {
    expect(haversineMiles({ lat: 38, lon: -94 }, { lat: 39, lon: -94 })).toBeCloseTo(69.1, 1);
  });
});

describe('delivery bands', () => {
  it('names the bands and their fees', () => {
    expect(DELIVERY_BANDS.map((b) => [b.name, b.feeCents])).toEqual([
      ['Local 0-10', 350],
      ['Local 10-20', 550],
      ['Local 20-30', 750],
      ['Local 30-50', 1000],
      ['Long Distance', 1500],
    ]);
  });

  it.each([
    [0, 'Local 0-10', 350],
    [10, 'Local 0-10', 350],
    [10.1, 'Local 10-20', 550],
    [20, 'Local 10-20', 550],
    [20.1, 'Local 20-30', 750],
    [30, 'Local 20-30', 750],
    [30.1, 'Local 30-50', 1000],
    [50, 'Local 30-50', 1000],
    [50.1, 'Long Distance', 1500],
    [100, 'Long Distance', 1500],
  ])('%f miles -> %s at %i cents', (miles, name, fee) => {
    expect(bandForDistance(miles)).toMatchObject({ name, feeCents: fee });
  });

  it('refuses a distance that is not a number of miles', () => {
    expect(() => bandForDistance(-1)).toThrow(RangeError);
    expect(() => bandForDistance(Number.NaN)).toThrow(RangeError);
  });

  it('lists the zones for the API with ids and distance labels', () => {
    expect(DELIVERY_ZONES).toEqual([
      { id: 1, name: 'Local 0-10', feeCents: 350, distanceLabel: '0-10 miles' },
      { id: 2, name: 'Local 10-20', feeCents: 550, distanceLabel: '10-20 miles' },
      { id: 3, name: 'Local 20-30', feeCents: 750, distanceLabel: '20-30 miles' },
      { id: 4, name: 'Local 30-50', feeCents: 1000, distanceLabel: '30-50 miles' },
      { id: 5, name: 'Long Distance', feeCents: 1500, distanceLabel: '50+ miles' },
    ]);
  });

  it('measures from the centre of Overland Park, KS', () => {
    expect(DELIVERY_ORIGIN).toEqual({ lat: 38.9822, lon: -94.6708 });
  });
});

describe('detectDeliveryZone by ZIP', () => {
  it('prices a full address by its ZIP', () => {
    expect(detectDeliveryZone('123 Main St, Overland Park, KS 66212')).toEqual({
      kind: 'zone',
      zone: 'Local 0-10',
      feeCents: 350,
      distanceMiles: 1.9,
    });
  });

  it('accepts ZIP+4 and a bare ZIP', () => {
    expect(detectDeliveryZone('66212-1234')).toEqual(detectDeliveryZone('66212'));
    expect(detectDeliveryZone('66212').kind).toBe('zone');
  });

  it('puts ZIPs in every band by their real distance', () => {
    // Kansas City, MO downtown (64108), Lawrence, KS (66044), Topeka, KS (66603)
    expect(detectDeliveryZone('2400 Main St, Kansas City, MO 64108')).toMatchObject({
      zone: 'Local 0-10',
      feeCents: 350,
      distanceMiles: 8.3,
    });
    expect(detectDeliveryZone('Lawrence, KS 66044')).toMatchObject({
      zone: 'Local 20-30',
      feeCents: 750,
      distanceMiles: 29.1,
    });
    expect(detectDeliveryZone('Topeka, KS 66603')).toMatchObject({
      zone: 'Long Distance',
      feeCents: 1500,
      distanceMiles: 54.4,
    });
  });

  it('rounds the distance to one decimal', () => {
    const { distanceMiles } = detectDeliveryZone('66044');
    expect(Math.round(distanceMiles * 10) / 10).toBe(distanceMiles);
  });

  it('the ZIP wins over a city name elsewhere in the address', () => {
    expect(detectDeliveryZone('1 Main St, Olathe, KS 66212').distanceMiles).toBe(1.9);
  });

  it('a real ZIP more than 100 miles away is Outside Area with no fee', () => {
    for (const address of ['350 5th Ave, New York, NY 10001', 'Beverly Hills, CA 90210']) {
      const result = detectDeliveryZone(address);
      expect(result).toMatchObject({ kind: 'outside', zone: 'Outside Area', feeCents: 0 });
      expect(result.distanceMiles).toBeGreaterThan(100);
    }
    expect(detectDeliveryZone('10001').distanceMiles).toBeGreaterThan(1000);
  });

  it('a real ZIP just beyond 100 miles is outside too', () => {
    // Manhattan, KS is about 104 miles from Overland Park.
    expect(detectDeliveryZone('Manhattan, KS 66502')).toMatchObject({
      kind: 'outside',
      feeCents: 0,
    });
  });

  it('a ZIP that does not exist counts as unmatched', () => {
    expect(detectDeliveryZone('00000')).toEqual({
      kind: 'zone',
      zone: 'Long Distance',
      feeCents: 1500,
      distanceMiles: 100,
    });
    expect(detectDeliveryZone('1 Nowhere Rd 99999')).toMatchObject({ distanceMiles: 100 });
  });

  it('falls back to the city name when the ZIP does not exist', () => {
    expect(detectDeliveryZone('123 Main St, Leawood, KS 00000')).toEqual(
      detectDeliveryZone('123 Main St, Leawood, KS'),
    );
  });
});

describe('detectDeliveryZone by city name', () => {
  it.each([
    ['Overland Park, KS'],
    ['Olathe'],
    ['leawood'],
    ['SHAWNEE, KS'],
    ['Lenexa'],
    ['Prairie Village'],
    ['Mission, KS'],
    ['Merriam'],
    ['Kansas City, KS'],
  ])('places %s in the first band', (address) => {
    expect(detectDeliveryZone(`100 Main St, ${address}`)).toMatchObject({
      kind: 'zone',
      zone: 'Local 0-10',
      feeCents: 350,
    });
  });

  it('tells Kansas City, KS from Kansas City, MO', () => {
    const ks = detectDeliveryZone('701 N 7th St, Kansas City, KS');
    const mo = detectDeliveryZone('414 E 12th St, Kansas City, MO');
    expect(ks).toMatchObject({ zone: 'Local 0-10', feeCents: 350, distanceMiles: 8.5 });
    expect(mo).toMatchObject({ zone: 'Local 10-20', feeCents: 550, distanceMiles: 10.7 });
    expect(detectDeliveryZone('Kansas City, Kansas')).toEqual(ks);
    expect(detectDeliveryZone('kansas city missouri')).toEqual(mo);
  });

  it('takes Kansas City without a state as Kansas City, MO', () => {
    expect(detectDeliveryZone('414 E 12th St, Kansas City')).toEqual(
      detectDeliveryZone('414 E 12th St, Kansas City, MO'),
    );
  });

  it('does not read Mission inside another word', () => {
    expect(detectDeliveryZone('12 Missionary Ridge, Springfield')).toMatchObject({
      zone: 'Long Distance',
      distanceMiles: 100,
    });
  });

  it('reads the city after the street', () => {
    expect(detectDeliveryZone('6000 Shawnee Mission Pkwy, Merriam, KS')).toEqual(detectDeliveryZone('Merriam, KS'));
    expect(detectDeliveryZone('5800 Mission Rd, Prairie Village')).toEqual(detectDeliveryZone('Prairie Village'));
  });
});

describe('detectDeliveryZone for unmatched addresses', () => {
  it('prices an address it cannot place as Long Distance at 100 miles', () => {
    const unmatched = {
      kind: 'zone',
      zone: 'Long Distance',
      feeCents: 1500,
      distanceMiles: 100,
    };
    expect(detectDeliveryZone('1 Somewhere Lane')).toEqual(unmatched);
    expect(detectDeliveryZone('')).toEqual(unmatched);
    expect(detectDeliveryZone('Wichita')).toEqual(unmatched);
  });

  it('does not take a namesake city in another state for the local one', () => {
    expect(detectDeliveryZone('Mission, TX')).toMatchObject({ distanceMiles: 100 });
    expect(detectDeliveryZone('Shawnee, OK')).toMatchObject({ distanceMiles: 100 });
  });
});
