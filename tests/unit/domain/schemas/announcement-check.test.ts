import { describe, expect, it } from 'vitest';
import { SMS_MAX_CHARACTERS, smsBody } from '@/domain/notify/announcement';
import { checkAnnouncementAt, SEND_AT_PAST, sendAtProblem } from '@/domain/schemas/announcement-check';
import { announcementGoes, textsInTime } from '@/domain/notify/announcement-due';
import { CHANNELS_MISSING } from '@/domain/schemas/announcement';

/*
 * An announcement sent by hand, checked against the site and the clock as the server and the
 * owner's form both check it, and which announcements still go once their time has come.
 */

const SITE = 'https://kenyanbites.example';
const NOW = new Date('2026-12-04T15:00:00Z');
const ok = { subject: 'Cooking Friday', text: 'Samosas and chapatis.', channels: ['email', 'sms'] };
const longest = SMS_MAX_CHARACTERS - smsBody({ subject: '', text: '' }, SITE).length;

describe('an announcement checked against the site and the clock', () => {
  it('takes the words, the channels once each, and sends now without a time', () => {
    expect(checkAnnouncementAt({ ...ok, channels: ['sms', 'email', 'sms'] }, SITE, NOW)).toEqual({
      ok: true,
      value: { subject: 'Cooking Friday', text: 'Samosas and chapatis.', channels: ['sms', 'email'], sendAt: null },
    });
  });

  it('refuses a text that does not fit a text message with the link, only when it goes by text', () => {
    const long = { ...ok, text: 'x'.repeat(longest + 1) };
    const refused = checkAnnouncementAt(long, SITE, NOW);
    expect(refused).toMatchObject({ ok: false, fields: { text: expect.stringMatching(/^The text message would be/) } });
    expect(checkAnnouncementAt({ ...long, channels: ['email'] }, SITE, NOW).ok).toBe(true);
    expect(checkAnnouncementAt({ ...ok, text: 'x'.repeat(longest) }, SITE, NOW).ok).toBe(true);
  });

  it('refuses a time more than a minute past, and names each field at fault', () => {
    const past = { ...ok, sendAt: '2026-12-04T14:58:59Z' };
    expect(checkAnnouncementAt(past, SITE, NOW)).toEqual({
      ok: false,
      message: SEND_AT_PAST,
      fields: { sendAt: SEND_AT_PAST },
    });
    expect(checkAnnouncementAt({ ...ok, sendAt: '2026-12-04T14:59:30Z' }, SITE, NOW).ok).toBe(true);
    const both = checkAnnouncementAt({ ...past, text: 'x'.repeat(longest + 1) }, SITE, NOW);
    expect(both.ok ? [] : Object.keys(both.fields).sort()).toEqual(['sendAt', 'text']);
  });

  it("answers the body's own problems first, field by field", () => {
    expect(checkAnnouncementAt({ ...ok, subject: ' ', channels: [] }, SITE, NOW)).toMatchObject({
      ok: false,
      fields: { subject: expect.any(String), channels: CHANNELS_MISSING },
    });
  });

  it('lets a time lie at most a minute back', () => {
    expect(sendAtProblem(new Date(NOW.getTime() - 60_000), NOW)).toBeNull();
    expect(sendAtProblem(new Date(NOW.getTime() - 60_001), NOW)).toBe(SEND_AT_PAST);
  });
});

describe('whether an announcement still goes once its time has come', () => {
  const closesAt = new Date('2026-12-05T02:00:00Z');

  it('sends one by hand whatever the mode', () => {
    expect(announcementGoes({ kind: 'manual', closesAt: null }, 'always', NOW)).toBe(true);
  });

  it("sends a drop's only in drops mode and before the drop closes", () => {
    expect(announcementGoes({ kind: 'opening', closesAt }, 'drops', NOW)).toBe(true);
    expect(announcementGoes({ kind: 'reminder', closesAt }, 'drops', NOW)).toBe(true);
    expect(announcementGoes({ kind: 'opening', closesAt }, 'always', NOW)).toBe(false);
    expect(announcementGoes({ kind: 'reminder', closesAt }, 'drops', closesAt)).toBe(false);
    expect(announcementGoes({ kind: 'opening', closesAt: null }, 'drops', NOW)).toBe(false);
  });

  it("sends a drop's texts only when the quiet hours do not hold them past its closing", () => {
    expect(textsInTime(closesAt, new Date('2026-12-05T01:59:59Z'))).toBe(true);
    expect(textsInTime(closesAt, closesAt)).toBe(false);
    expect(textsInTime(null, new Date('2027-01-01T14:00:00Z'))).toBe(true);
  });
});
