import { describe, expect, it } from 'vitest';
import { findServiceCity, findZip } from '@/domain/address-matching';

describe('findZip', () => {
  it('finds the ZIP at the end of an address', () => {
    expect(findZip('123 Main St, Overland Park, KS 66212')).toBe('66212');
    expect(findZip('123 Main St, Overland Park, KS 66212-4411')).toBe('66212');
    expect(findZip('66212')).toBe('66212');
  });

  it('takes the last ZIP-like token', () => {
    expect(findZip('Apt 10001, Olathe, KS 66061')).toBe('66061');
  });

  it('does not take a leading 5-digit house number for a ZIP', () => {
    expect(findZip('12345 Metcalf Ave, Overland Park, KS')).toBeNull();
    expect(findZip('12345 Metcalf Ave, Overland Park, KS 66213')).toBe('66213');
  });

  it('ignores longer digit runs such as phone numbers', () => {
    expect(findZip('Call 9135551234, Lenexa')).toBeNull();
    expect(findZip('Box 123456')).toBeNull();
  });

  it('returns null without a ZIP', () => {
    expect(findZip('Prairie Village')).toBeNull();
  });
});

describe('findServiceCity', () => {
  it('matches whole words in any case and spacing', () => {
    expect(findServiceCity('overland   park')).toEqual({ name: 'Overland Park', state: 'KS' });
    expect(findServiceCity('Missionary Rd')).toBeNull();
    expect(findServiceCity('Olatheville')).toBeNull();
  });

  it('prefers the longest of overlapping names', () => {
    expect(findServiceCity('PO Box 12, Shawnee Mission, KS')).toEqual({
      name: 'Shawnee Mission',
      state: 'KS',
    });
  });

  it('uses the state to choose Kansas City, KS or MO', () => {
    expect(findServiceCity('Kansas City, KS 66101')).toEqual({ name: 'Kansas City', state: 'KS' });
    expect(findServiceCity('Kansas City, mo')).toEqual({ name: 'Kansas City', state: 'MO' });
    expect(findServiceCity('Kansas City, Kansas')).toEqual({ name: 'Kansas City', state: 'KS' });
    expect(findServiceCity('Kansas City, Suite 4, KS')).toEqual({
      name: 'Kansas City',
      state: 'KS',
    });
    expect(findServiceCity('Kansas City')).toEqual({ name: 'Kansas City', state: 'MO' });
  });

  it('keeps a metro city in Kansas when the state is written wrongly as Missouri', () => {
    expect(findServiceCity('Olathe, MO')).toEqual({ name: 'Olathe', state: 'KS' });
  });

  it('rejects a namesake in another state, but not words that merely look like states', () => {
    expect(findServiceCity('Mission, TX 78572')).toBeNull();
    expect(findServiceCity('Mission, in the back')).toEqual({ name: 'Mission', state: 'KS' });
  });
});
