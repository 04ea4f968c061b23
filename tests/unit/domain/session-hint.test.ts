import { describe, expect, it } from 'vitest';
import { hasSessionHint } from '@/domain/session-hint';

describe('the session hint cookie', () => {
  it('is found among other cookies, with or without spaces', () => {
    expect(hasSessionHint('kb_signed_in=1')).toBe(true);
    expect(hasSessionHint('theme=dark; kb_signed_in=1; _ga=GA1.1')).toBe(true);
    expect(hasSessionHint('theme=dark;kb_signed_in=1')).toBe(true);
  });

  it('is absent when cleared, missing, or only part of another cookie', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('kb_signed_in=')).toBe(false);
    expect(hasSessionHint('theme=dark')).toBe(false);
    expect(hasSessionHint('not_kb_signed_in=1; x=kb_signed_in=1')).toBe(false);
  });
});
