import { describe, expect, it } from 'vitest';
import { formatCount } from '@/domain/count-badge';

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
