import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDecimal, formatUsd, toCents } from '@/domain/money';

describe('toCents', () => {
  it('reads API decimal strings', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.05')).toBe(5);
    expect(toCents('3')).toBe(300);
    expect(toCents(' 7.25 ')).toBe(725);
    expect(toCents('.5')).toBe(50);
  });

  it('reads numbers', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0)).toBe(0);
    expect(toCents(15)).toBe(1500);
    expect(toCents(-2.25)).toBe(-225);
  });

  it('rounds to the nearest cent on the decimal digits, not on binary floats', () => {
    // Math.round(1.005 * 100) is 100 because 1.005 is stored as 1.00499999...
    expect(toCents(1.005)).toBe(101);
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('-1.005')).toBe(-101);
    expect(toCents('-0.004')).toBe(0);
    expect(Object.is(toCents('-0.004'), -0)).toBe(false);
  });

  it('reads exponent notation as JavaScript prints small and large numbers', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents('5e-3')).toBe(1);
    expect(toCents('1.5e2')).toBe(15000);
  });

  it('refuses text that is not an amount', () => {
    for (const bad of ['', ' ', 'abc', '12.50.1', '$12.50', '1,000', '.', NaN, Infinity]) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
    expect(() => toCents(1e21)).toThrow(RangeError);
  });
});

describe('centsToDecimal', () => {
  it('writes two decimals as the API expects', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(150000)).toBe('1500.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
  });

  it('round-trips with toCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('formats US dollars', () => {
    expect(formatUsd(1250)).toBe('$12.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });
});
