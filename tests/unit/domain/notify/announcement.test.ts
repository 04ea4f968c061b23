import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_CHANNELS,
  emailBody,
  pacedTextAt,
  REMINDER_BEFORE_CLOSE_MS,
  reminderWords,
  SMS_MAX_CHARACTERS,
  SMS_OPT_OUT,
  smsBody,
  smsProblem,
  TEXTS_PER_SECOND,
  textSendAt,
} from '@/domain/notify/announcement';

/*
 * An announcement's words and timing (issue 36): the text with its link and STOP within two
 * segments, the e-mail with its links, texts never at night in Kansas City (across both
 * daylight-saving days of 2026), and texts paced at the provider's rate.
 */

const SITE = 'https://kenyanbites.example';
const at = (iso: string) => new Date(iso);
const sendAt = (iso: string) => textSendAt(at(iso)).toISOString();

describe('the announcement as a text', () => {
  it("is the shop's name, the owner's words trimmed, the link and the opt-out", () => {
    expect(smsBody({ subject: 'Cooking', text: '  Samosas Friday!  ' }, SITE)).toBe(
      `Kenyan Bites: Samosas Friday! ${SITE}/ ${SMS_OPT_OUT}`,
    );
    expect(SMS_OPT_OUT).toBe('Reply STOP to opt out');
  });

  it('fits in 320 characters with the link and the opt-out, and says by how much it does not', () => {
    const frame = smsBody({ subject: '', text: '' }, SITE).length;
    const fits = { subject: 'Cooking', text: 'x'.repeat(SMS_MAX_CHARACTERS - frame) };
    expect(smsBody(fits, SITE)).toHaveLength(320);
    expect(smsProblem(fits, SITE)).toBeNull();
    const over = { ...fits, text: `${fits.text}y` };
    expect(smsProblem(over, SITE)).toBe(
      "The text message would be 321 characters with the link and 'Reply STOP to opt out'; at most 320. Shorten the text.",
    );
    // A longer site address leaves less room for the words.
    expect(smsProblem(fits, `${SITE}.longer`)).not.toBeNull();
  });
});

describe('the announcement as an e-mail', () => {
  it("has the owner's words, the link to order and the unsubscribe link in its footer", () => {
    const body = emailBody({ subject: 'Cooking', text: 'Pilau Saturday.\n' }, SITE, `${SITE}/unsubscribe?token=7.abc`);
    expect(body.split('\n')).toEqual([
      'Pilau Saturday.',
      '',
      `Order here: ${SITE}/`,
      '',
      '--',
      "You asked Kenyan Bites to tell you when we're cooking.",
      `Stop these e-mails: ${SITE}/unsubscribe?token=7.abc`,
    ]);
  });
});

describe('when a text may go: 8 AM to 9 PM in Kansas City', () => {
  it('goes at once inside the hours, from 8:00 AM up to 9:00 PM', () => {
    // November: Central Standard Time, UTC-6.
    expect(sendAt('2026-11-26T14:00:00Z')).toBe('2026-11-26T14:00:00.000Z'); // 8:00 AM
    expect(sendAt('2026-11-26T18:30:00Z')).toBe('2026-11-26T18:30:00.000Z'); // 12:30 PM
    expect(sendAt('2026-11-27T02:59:59Z')).toBe('2026-11-27T02:59:59.000Z'); // 8:59:59 PM
  });

  it('waits for 8 AM the same day before 8 AM, and for the next 8 AM from 9 PM', () => {
    expect(sendAt('2026-11-26T13:00:00Z')).toBe('2026-11-26T14:00:00.000Z'); // 7:00 AM
    expect(sendAt('2026-11-26T06:00:00Z')).toBe('2026-11-26T14:00:00.000Z'); // midnight
    expect(sendAt('2026-11-27T03:00:00Z')).toBe('2026-11-27T14:00:00.000Z'); // 9:00 PM
    expect(sendAt('2026-11-27T04:00:00Z')).toBe('2026-11-27T14:00:00.000Z'); // 10:00 PM
  });

  it('keeps to the clock on the day the clocks go forward (2026-03-08)', () => {
    // 10:00 PM CST on the 7th waits for 8:00 AM CDT on the 8th: 13:00 UTC, nine hours later, not ten.
    expect(sendAt('2026-03-08T04:00:00Z')).toBe('2026-03-08T13:00:00.000Z');
    // 1:30 AM CST, before the change, waits for 8:00 AM CDT.
    expect(sendAt('2026-03-08T07:30:00Z')).toBe('2026-03-08T13:00:00.000Z');
    // 7:59 AM CDT still waits; 8:00 AM CDT goes; 9:00 PM CDT (02:00 UTC) waits for the 9th.
    expect(sendAt('2026-03-08T12:59:00Z')).toBe('2026-03-08T13:00:00.000Z');
    expect(sendAt('2026-03-08T13:00:00Z')).toBe('2026-03-08T13:00:00.000Z');
    expect(sendAt('2026-03-09T01:59:00Z')).toBe('2026-03-09T01:59:00.000Z');
    expect(sendAt('2026-03-09T02:00:00Z')).toBe('2026-03-09T13:00:00.000Z');
  });

  it('keeps to the clock on the day the clocks go back (2026-11-01)', () => {
    // 10:00 PM CDT on Oct 31 waits for 8:00 AM CST on Nov 1: 14:00 UTC, eleven hours later.
    expect(sendAt('2026-11-01T03:00:00Z')).toBe('2026-11-01T14:00:00.000Z');
    // 1:30 AM happens twice (CDT, then CST): both wait for the same 8:00 AM.
    expect(sendAt('2026-11-01T06:30:00Z')).toBe('2026-11-01T14:00:00.000Z');
    expect(sendAt('2026-11-01T07:30:00Z')).toBe('2026-11-01T14:00:00.000Z');
    // 8:59 PM CST goes; 9:00 PM CST (03:00 UTC on the 2nd) waits for the 2nd's 8:00 AM.
    expect(sendAt('2026-11-02T02:59:00Z')).toBe('2026-11-02T02:59:00.000Z');
    expect(sendAt('2026-11-02T03:00:00Z')).toBe('2026-11-02T14:00:00.000Z');
  });
});

describe('texts paced at the provider’s rate', () => {
  it(`spaces one announcement's texts ${TEXTS_PER_SECOND} a second from its start`, () => {
    const start = at('2026-11-26T14:00:00Z');
    expect([0, 1, 2, 59].map((index) => pacedTextAt(start, index).toISOString())).toEqual([
      '2026-11-26T14:00:00.000Z',
      '2026-11-26T14:00:01.000Z',
      '2026-11-26T14:00:02.000Z',
      '2026-11-26T14:00:59.000Z',
    ]);
  });
});

describe("a drop's reminder", () => {
  it('goes two hours before the closing and names its time in the shop’s clock', () => {
    expect(REMINDER_BEFORE_CLOSE_MS).toBe(2 * 60 * 60 * 1000);
    // 8:00 PM CST.
    const words = reminderWords(at('2026-12-05T02:00:00Z'));
    expect(words.subject).toBe('Last call: ordering closes at 8:00 PM');
    expect(words.text).toContain('ordering closes at 8:00 PM');
    // 8:00 PM CDT, the day the clocks went forward.
    expect(reminderWords(at('2026-03-09T01:00:00Z')).subject).toBe('Last call: ordering closes at 8:00 PM');
  });

  it('goes by e-mail and text unless the owner chooses', () => {
    expect(ANNOUNCEMENT_CHANNELS).toEqual(['email', 'sms']);
  });
});
