import { describe, expect, it } from 'vitest';
import { greeting } from '@/domain/session-user';

describe('greeting', () => {
  it("greets by first name, or 'User' when it is missing", () => {
    expect(greeting({ firstName: 'Amina' })).toBe('Hello, Amina');
    expect(greeting({ firstName: '' })).toBe('Hello, User');
    expect(greeting({ firstName: '   ' })).toBe('Hello, User');
  });
});
