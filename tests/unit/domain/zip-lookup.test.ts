import { describe, expect, it } from 'vitest';
import { cityPoint, isRealZip, lookupZip } from '@/domain/zip-lookup';

describe('isRealZip', () => {
  it('knows real US ZIPs across the whole range', () => {
    for (const zip of ['00501', '10001', '66212', '64108', '90210', '99950']) {
      expect(isRealZip(zip)).toBe(true);
    }
  });

  it('rejects numbers that are not ZIPs and malformed input', () => {
    for (const zip of ['00000', '99999', '66999', '6621', '662120', 'abcde', '']) {
      expect(isRealZip(zip)).toBe(false);
    }
  });
});

describe('lookupZip', () => {
  it('gives exact coordinates for nearby ZIPs', () => {
    expect(lookupZip('66212')).toEqual({ kind: 'near', point: { lat: 38.9568, lon: -94.6832 } });
  });

  it('gives only an approximate distance for far ZIPs', () => {
    const info = lookupZip('90210');
    expect(info?.kind).toBe('far');
    expect(info?.kind === 'far' && info.approxMiles).toBeGreaterThan(1300);
  });

  it('returns null for a ZIP that does not exist', () => {
    expect(lookupZip('00000')).toBeNull();
  });
});

describe('cityPoint', () => {
  it('has a point for each served city and state', () => {
    expect(cityPoint('Kansas City', 'KS')).not.toEqual(cityPoint('Kansas City', 'MO'));
    expect(cityPoint('merriam', 'KS')).not.toBeNull();
    expect(cityPoint('Olathe', 'MO')).toBeNull();
  });
});
