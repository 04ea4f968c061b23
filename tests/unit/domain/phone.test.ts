import { describe, expect, it } from 'vitest';
import { textablePhone } from '@/domain/phone';

describe('a phone that can take texts', () => {
  it('is a US or Canadian number however it is typed, in E.164', () => {
    for (const typed of ['913-555-0142', '(913) 555-0142', '+1 913 555 0142', '9135550142', '1-913-555-0142']) {
      expect(textablePhone(typed)).toEqual({ e164: '+19135550142' });
    }
    expect(textablePhone('416-555-0142')).toEqual({ e164: '+14165550142' });
  });

  it('is not a toll-free, foreign, short or made-up number', () => {
    for (const typed of ['800-555-1212', '+44 20 7946 0958', '12345', '913 555 014', 'call me', '']) {
      expect(textablePhone(typed)).toEqual({
        problem: `We can't send texts to ${typed.trim() || 'that number'}. Enter a US mobile number, or turn off 'Text me order updates'.`,
      });
    }
  });
});
