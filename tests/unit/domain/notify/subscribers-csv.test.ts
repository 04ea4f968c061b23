import { describe, expect, it } from 'vitest';
import { subscribersCsv, subscribersFileName } from '@/domain/notify/subscribers-csv';

describe('the notify list as CSV', () => {
  it('writes a header and a row per address with its evidence, times as ISO instants, typed text guarded', () => {
    const csv = subscribersCsv([
      {
        channel: 'email',
        address: '=cmd@example.com',
        status: 'confirmed',
        consentedAt: new Date('2026-11-20T15:00:00Z'),
        consentSource: 'home',
        consentWords: 'E-mail me, please, "soon"',
        confirmedAt: new Date('2026-11-20T15:05:00Z'),
        unsubscribedAt: null,
        confirmationWords: null,
        confirmReplySid: null,
      },
      {
        channel: 'sms',
        address: '+19135550142',
        status: 'unsubscribed',
        consentedAt: new Date('2026-11-21T01:00:00Z'),
        consentSource: 'order-confirmation',
        consentWords: 'Text me',
        confirmedAt: new Date('2026-11-21T01:00:00Z'),
        unsubscribedAt: new Date('2026-12-01T12:00:00Z'),
        confirmationWords: 'Kenyan Bites: reply YES, please',
        confirmReplySid: 'SM0123456789abcdef0123456789abcdef',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'channel,address,status,consented_at,consent_source,consent_words,confirmed_at,unsubscribed_at,confirmation_words,confirm_reply_sid',
      `email,'=cmd@example.com,confirmed,2026-11-20T15:00:00.000Z,home,"E-mail me, please, ""soon""",2026-11-20T15:05:00.000Z,,,`,
      `sms,'+19135550142,unsubscribed,2026-11-21T01:00:00.000Z,order-confirmation,Text me,2026-11-21T01:00:00.000Z,2026-12-01T12:00:00.000Z,"Kenyan Bites: reply YES, please",SM0123456789abcdef0123456789abcdef`,
      '',
    ]);
  });

  it("is named for the shop's date", () => {
    expect(subscribersFileName('2026-11-24')).toBe('notify-list-2026-11-24.csv');
  });
});
