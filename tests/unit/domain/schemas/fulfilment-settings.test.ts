import { describe, expect, it } from 'vitest';
import {
  byOpeningTime,
  clockLabel,
  rangesOverlap,
  shorterThanWindow,
  WEEK_FROM_MONDAY,
} from '@/domain/fulfilment/opening-hours';
import { DEFAULT_SCHEDULE } from '@/domain/fulfilment/schedule';
import {
  checkFulfilmentSettings,
  DEFAULT_PICKUP_NOTE,
  type FulfilmentSettings,
  fulfilmentSettingsSchema,
  settingsOfSchedule,
} from '@/domain/schemas';
import { messageOf } from './message-of';

const DEFAULTS = settingsOfSchedule(DEFAULT_SCHEDULE, DEFAULT_PICKUP_NOTE);

/** The shop's defaults with some fields changed, as the form and the API send them. */
const settings = (change: Partial<FulfilmentSettings> = {}): FulfilmentSettings => ({ ...DEFAULTS, ...change });
const withDay = (day: keyof FulfilmentSettings['hours'], ranges: unknown) =>
  ({ ...DEFAULTS, hours: { ...DEFAULTS.hours, [day]: ranges } }) as unknown as FulfilmentSettings;

describe('opening-hours rules', () => {
  it('reads ranges that share a minute as overlapping, ranges that touch as not', () => {
    expect(rangesOverlap([])).toBe(false);
    expect(
      rangesOverlap([
        { start: '14:00', end: '19:00' },
        { start: '11:00', end: '14:00' },
      ]),
    ).toBe(false);
    expect(
      rangesOverlap([
        { start: '17:00', end: '20:00' },
        { start: '11:00', end: '17:01' },
      ]),
    ).toBe(true);
    expect(
      rangesOverlap([
        { start: '08:00', end: '20:00' },
        { start: '11:00', end: '12:00' },
      ]),
    ).toBe(true);
  });

  it('puts ranges in clock order, names times as people read them, and spots a range too short for a window', () => {
    expect(
      byOpeningTime([
        { start: '17:00', end: '20:00' },
        { start: '09:30', end: '12:00' },
      ]).map((range) => range.start),
    ).toEqual(['09:30', '17:00']);
    expect(['00:05', '09:30', '12:00', '13:45', '23:59'].map(clockLabel)).toEqual([
      '12:05 AM',
      '9:30 AM',
      '12:00 PM',
      '1:45 PM',
      '11:59 PM',
    ]);
    expect(shorterThanWindow({ start: '11:00', end: '11:29' }, 30)).toBe(true);
    expect(shorterThanWindow({ start: '11:00', end: '11:30' }, 30)).toBe(false);
    expect(WEEK_FROM_MONDAY).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe('fulfilmentSettingsSchema', () => {
  it("accepts the shop's defaults and gives back the schedule the rules read, the pickup note, the prep e-mail's time and the catering notice", () => {
    const result = checkFulfilmentSettings(DEFAULTS);
    expect(result).toEqual({
      ok: true,
      schedule: DEFAULT_SCHEDULE,
      pickupNote: DEFAULT_PICKUP_NOTE,
      prepEmailTime: '07:00',
      cateringLeadDays: 3,
    });
  });

  it('takes the prep e-mail time as HH:MM, null to stop it, or leaves it as it is when absent', () => {
    expect(checkFulfilmentSettings({ ...DEFAULTS, prepEmailTime: null })).toMatchObject({
      ok: true,
      prepEmailTime: null,
    });
    const { prepEmailTime: _time, ...without } = DEFAULTS;
    expect(checkFulfilmentSettings(without)).toMatchObject({ ok: true, prepEmailTime: undefined });
    for (const time of ['7am', '24:00', '7:00', '']) {
      expect(checkFulfilmentSettings({ ...DEFAULTS, prepEmailTime: time })).toMatchObject({
        ok: false,
        fields: { prepEmailTime: 'Enter the prep e-mail time, such as 07:00, or leave it empty' },
      });
    }
  });

  it('puts ranges in clock order and blocked dates in date order, and allows a closed day', () => {
    const result = checkFulfilmentSettings({
      ...withDay('1', [
        { start: '17:00', end: '20:00' },
        { start: '11:00', end: '14:00' },
      ]),
      blockedDates: ['2026-12-25', '2026-11-26'],
      hours: {
        ...DEFAULTS.hours,
        '1': [
          { start: '17:00', end: '20:00' },
          { start: '11:00', end: '14:00' },
        ],
        '2': [],
      },
    });
    expect(result.ok && result.schedule.hours[1]).toEqual([
      { start: '11:00', end: '14:00' },
      { start: '17:00', end: '20:00' },
    ]);
    expect(result.ok && result.schedule.hours[2]).toEqual([]);
    expect(result.ok && result.schedule.blockedDates).toEqual(['2026-11-26', '2026-12-25']);
  });

  it('refuses a closing time not after the opening time, and names the field', () => {
    const input = withDay('1', [{ start: '19:00', end: '11:00' }]);
    expect(messageOf(fulfilmentSettingsSchema, input)).toBe('Closing time must be after opening time');
    expect(checkFulfilmentSettings(input)).toMatchObject({
      ok: false,
      fields: { 'hours.1.0.end': 'Closing time must be after opening time' },
    });
    expect(messageOf(fulfilmentSettingsSchema, withDay('1', [{ start: '11:00', end: '11:00' }]))).toBe(
      'Closing time must be after opening time',
    );
  });

  it('refuses times that are not 24-hour HH:MM', () => {
    for (const start of ['', '9:00', '24:00', '11:60', '11:00:00', 1100, null]) {
      expect(messageOf(fulfilmentSettingsSchema, withDay('3', [{ start, end: '19:00' }]))).toBe(
        'Enter an opening time, such as 11:00',
      );
    }
    expect(messageOf(fulfilmentSettingsSchema, withDay('3', [{ start: '11:00' }]))).toBe(
      'Enter a closing time, such as 19:00',
    );
    expect(messageOf(fulfilmentSettingsSchema, withDay('3', ['11:00-19:00']))).toBe(
      'Opening hours need an opening and a closing time',
    );
  });

  it('refuses overlapping ranges and more than 4 a day, naming the day', () => {
    const overlapping = withDay('1', [
      { start: '11:00', end: '15:00' },
      { start: '14:00', end: '19:00' },
    ]);
    expect(messageOf(fulfilmentSettingsSchema, overlapping)).toBe('Opening hours on Monday overlap');
    expect(checkFulfilmentSettings(overlapping)).toMatchObject({
      fields: { 'hours.1': 'Opening hours on Monday overlap' },
    });
    const five = ['08:00', '10:00', '12:00', '14:00', '16:00'].map((start) => ({
      start,
      end: start.replace(/^(\d\d)/, (hour) => String(Number(hour) + 1).padStart(2, '0')),
    }));
    expect(messageOf(fulfilmentSettingsSchema, withDay('0', five))).toBe(
      'Sunday can have at most 4 sets of opening hours',
    );
    expect(checkFulfilmentSettings(withDay('0', five.slice(0, 4))).ok).toBe(true);
  });

  it('refuses a range too short to hold one window', () => {
    const input = withDay('5', [{ start: '11:00', end: '11:20' }]);
    expect(messageOf(fulfilmentSettingsSchema, input)).toBe(
      "Friday's hours from 11:00 AM to 11:20 AM are shorter than one 30-minute window",
    );
    expect(checkFulfilmentSettings(input)).toMatchObject({ fields: { 'hours.5.0': expect.any(String) } });
    expect(checkFulfilmentSettings({ ...input, windowMinutes: 20 }).ok).toBe(true);
  });

  it('needs every day of the week', () => {
    const { '4': _thursday, ...sixDays } = DEFAULTS.hours;
    expect(messageOf(fulfilmentSettingsSchema, settings({ hours: sixDays as FulfilmentSettings['hours'] }))).toBe(
      "Send Thursday's opening hours as a list (empty when closed)",
    );
    expect(messageOf(fulfilmentSettingsSchema, { ...DEFAULTS, hours: 'always' })).toBe(
      'Send the opening hours of every day of the week',
    );
    expect(messageOf(fulfilmentSettingsSchema, 'every day')).toBe('The request body must be a JSON object');
  });

  it('takes real, different blocked dates, at most 366', () => {
    for (const date of ['2026-02-30', '25/12/2026', '2026-1-5', 20261225]) {
      expect(messageOf(fulfilmentSettingsSchema, { ...DEFAULTS, blockedDates: [date] })).toBe(
        'Blocked dates must be real dates, such as 2026-12-25',
      );
    }
    expect(messageOf(fulfilmentSettingsSchema, settings({ blockedDates: ['2026-12-25', '2026-12-25'] }))).toBe(
      'Each date can be blocked only once',
    );
    const many = Array.from({ length: 367 }, (_, day) =>
      new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10),
    );
    expect(messageOf(fulfilmentSettingsSchema, settings({ blockedDates: many }))).toBe(
      'At most 366 dates can be blocked',
    );
    expect(checkFulfilmentSettings(settings({ blockedDates: many.slice(0, 366) })).ok).toBe(true);
    expect(messageOf(fulfilmentSettingsSchema, { ...DEFAULTS, blockedDates: '2026-12-25' })).toBe(
      'Blocked dates must be a list of dates',
    );
  });

  it('keeps the numbers within the limits, with a message each', () => {
    const cases: Array<[Partial<Record<keyof FulfilmentSettings, unknown>>, string]> = [
      [{ leadMinutes: -1 }, 'Lead time must be from 0 to 168 hours'],
      [{ leadMinutes: 10_081 }, 'Lead time must be from 0 to 168 hours'],
      [{ leadMinutes: 90.5 }, 'Lead time must be a whole number of minutes'],
      [{ leadMinutes: '180' }, 'Lead time must be a number of minutes'],
      [{ windowMinutes: 25 }, 'Choose a window length of 15, 20, 30, 45, 60, 90 or 120 minutes'],
      [{ windowMinutes: '30' }, 'Choose a window length of 15, 20, 30, 45, 60, 90 or 120 minutes'],
      [{ windowCapacity: 0 }, 'Orders per window must be a whole number from 1 to 1,000'],
      [{ windowCapacity: 1001 }, 'Orders per window must be a whole number from 1 to 1,000'],
      [{ windowCapacity: 2.5 }, 'Orders per window must be a whole number from 1 to 1,000'],
      [{ dayCapacity: Number.NaN }, 'Orders per day must be a whole number from 1 to 10,000'],
      [{ dayCapacity: 10_001 }, 'Orders per day must be a whole number from 1 to 10,000'],
      [{ windowCapacity: 5, dayCapacity: 4 }, "Orders per day can't be fewer than orders per window"],
      [{ horizonDays: 61 }, 'Days ahead must be a whole number from 0 to 60'],
      [{ horizonDays: -1 }, 'Days ahead must be a whole number from 0 to 60'],
    ];
    for (const [change, message] of cases) {
      expect(messageOf(fulfilmentSettingsSchema, { ...DEFAULTS, ...change })).toBe(message);
    }
    const edges = settings({ leadMinutes: 0, windowMinutes: 120, windowCapacity: 7, dayCapacity: 7, horizonDays: 0 });
    expect(checkFulfilmentSettings(edges).ok).toBe(true);
    expect(checkFulfilmentSettings(settings({ leadMinutes: 10_080, horizonDays: 60 })).ok).toBe(true);
  });

  it('names every problem by its field, the first one as the message', () => {
    const result = checkFulfilmentSettings({
      ...withDay('2', [{ start: '12:00', end: '09:00' }]),
      windowCapacity: 0,
      horizonDays: 99,
    });
    expect(result).toEqual({
      ok: false,
      message: 'Closing time must be after opening time',
      fields: {
        'hours.2.0.end': 'Closing time must be after opening time',
        windowCapacity: 'Orders per window must be a whole number from 1 to 1,000',
        horizonDays: 'Days ahead must be a whole number from 0 to 60',
      },
    });
    const { ok } = checkFulfilmentSettings({ ...DEFAULTS, windowCapacity: 50, dayCapacity: 10 });
    expect(ok).toBe(false);
    expect(checkFulfilmentSettings({ ...DEFAULTS, windowCapacity: 50, dayCapacity: 10 })).toMatchObject({
      fields: { dayCapacity: "Orders per day can't be fewer than orders per window" },
    });
  });
});
