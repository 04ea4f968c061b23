import { describe, expect, it } from 'vitest';
import { cartButtonLabel, formatCount } from '@/domain/count-badge';

describe('formatCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1)).toBe('1');
    expect(formatCount(99)).toBe('99');
  });

  it("caps counts above 99 at '99+'", () => {
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(5000)).toBe('99+');
  });
});

describe('cartButtonLabel', () => {
  it('says the cart is empty, or how many pieces it holds, singular or plural', () => {
    expect(cartButtonLabel(0)).toBe('Open cart, empty');
    expect(cartButtonLabel(1)).toBe('Open cart, 1 item');
    expect(cartButtonLabel(30)).toBe('Open cart, 30 items');
  });

  it('gives the exact count even where the badge shows 99+', () => {
    expect(cartButtonLabel(120)).toBe('Open cart, 120 items');
  });
});
