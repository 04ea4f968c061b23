import { describe, expect, it } from 'vitest';
import {
  SMS_CONSENT_MISSING,
  SMS_PHONE_INVALID,
  SOURCE_INVALID,
  SUBSCRIBE_NOTHING_GIVEN,
} from '@/domain/notify/notify-list';
import { INVALID_EMAIL } from '@/domain/schemas';
import { checkSubscriber } from '@/domain/schemas/subscriber';

describe('the notify form, checked as a whole (POST /api/subscribers)', () => {
  it('takes an e-mail, a US mobile number with its consent, or both; a form post or JSON alike', () => {
    expect(checkSubscriber({ email: ' Wanjiru@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'wanjiru@example.com', phone: null, source: 'home' },
    });
    expect(checkSubscriber({ phone: '(913) 555-0142', smsConsent: 'on', source: 'closed-banner' })).toEqual({
      ok: true,
      value: { email: null, phone: '+19135550142', source: 'closed-banner' },
    });
    expect(
      checkSubscriber({
        email: 'a@example.com',
        phone: '913-555-0142',
        smsConsent: true,
        source: 'order-confirmation',
      }),
    ).toEqual({ ok: true, value: { email: 'a@example.com', phone: '+19135550142', source: 'order-confirmation' } });
  });

  it('names the field at fault', () => {
    expect(checkSubscriber({ email: '', phone: '' })).toMatchObject({
      ok: false,
      fields: { email: SUBSCRIBE_NOTHING_GIVEN },
    });
    expect(checkSubscriber({ email: 'nobody' })).toMatchObject({ ok: false, fields: { email: INVALID_EMAIL } });
    expect(checkSubscriber({ phone: '913-555-0142' })).toMatchObject({
      ok: false,
      fields: { smsConsent: SMS_CONSENT_MISSING },
    });
    expect(checkSubscriber({ phone: '913-555-0142', smsConsent: false })).toMatchObject({
      ok: false,
      fields: { smsConsent: SMS_CONSENT_MISSING },
    });
    // A toll-free number cannot take texts.
    expect(checkSubscriber({ phone: '800-555-0199', smsConsent: true })).toMatchObject({
      ok: false,
      fields: { phone: SMS_PHONE_INVALID },
    });
    expect(checkSubscriber({ email: 'a@example.com', source: 'newsletter' })).toMatchObject({
      ok: false,
      fields: { source: SOURCE_INVALID },
    });
  });
});
