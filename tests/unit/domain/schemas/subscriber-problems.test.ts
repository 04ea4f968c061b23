import { describe, expect, it } from 'vitest';
import { formProblems, problemMessages } from '@/domain/schemas/subscriber-problems';
import { SMS_CONSENT_MISSING, SMS_PHONE_INVALID, SUBSCRIBE_NOTHING_GIVEN } from '@/domain/notify/notify-list';
import { INVALID_EMAIL } from '@/domain/schemas';
import { checkSubscriber } from '@/domain/schemas/subscriber';

/** The problems the server names for a refused form post, as checkSubscriber finds them. */
const problemsOf = (body: unknown) => {
  const checked = checkSubscriber(body);
  if (checked.ok) throw new Error('expected a refusal');
  return formProblems(checked.fields);
};

describe("a refused notify form post, sent back to /subscribe by the fields' names", () => {
  it('names each field at fault, and nothing given as its own problem', () => {
    expect(problemsOf({ email: '', phone: '' })).toEqual(['nothing']);
    expect(problemsOf({ email: 'not-an-address' })).toEqual(['email']);
    expect(problemsOf({ phone: '(913) 555-0142' })).toEqual(['smsConsent']);
    expect(problemsOf({ phone: '800-555-0199', smsConsent: 'on' })).toEqual(['phone']);
  });

  it("shows each named field's message beside it, and ignores names it does not know", () => {
    expect(problemMessages(['nothing'])).toEqual({ email: SUBSCRIBE_NOTHING_GIVEN });
    expect(problemMessages(['email', 'smsConsent'])).toEqual({
      email: INVALID_EMAIL,
      smsConsent: SMS_CONSENT_MISSING,
    });
    expect(problemMessages(['phone', '<script>', 'constructor', 'toString'])).toEqual({ phone: SMS_PHONE_INVALID });
  });

  it('keeps the first message of a field named twice', () => {
    expect(problemMessages(['nothing', 'email'])).toEqual({ email: SUBSCRIBE_NOTHING_GIVEN });
  });
});
