import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fulfilmentSettings from '../../netlify/functions/fulfilment-settings.mts';
import fulfilmentWindows from '../../netlify/functions/fulfilment-windows.mts';
import { addDays, shopDate, weekdayOf } from '@/domain/fulfilment/schedule';
import { DEFAULT_PICKUP_NOTE, type FulfilmentSettings } from '@/domain/schemas';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type CallOptions, type ErrorAnswer } from './support/call';
import { sql } from './support/db';
import { useShopDefaultSchedule } from './support/schedule';

const PATH = '/api/fulfilment-settings';
const LUNCH_TO_EVENING = [{ start: '11:00', end: '19:00' }];
const DEFAULTS: FulfilmentSettings = {
  hours: {
    '0': LUNCH_TO_EVENING,
    '1': LUNCH_TO_EVENING,
    '2': LUNCH_TO_EVENING,
    '3': LUNCH_TO_EVENING,
    '4': LUNCH_TO_EVENING,
    '5': LUNCH_TO_EVENING,
    '6': LUNCH_TO_EVENING,
  },
  blockedDates: [],
  leadMinutes: 180,
  windowMinutes: 30,
  windowCapacity: 4,
  dayCapacity: 40,
  horizonDays: 7,
  windowPieces: null,
  pickupNote: DEFAULT_PICKUP_NOTE,
  prepEmailTime: '07:00',
  cateringLeadDays: 3,
};

const day = (ahead: number) => addDays(shopDate(new Date()), ahead);
const weekdayKey = (date: string) => String(weekdayOf(date)) as keyof FulfilmentSettings['hours'];
const shopTime = (instant: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeStyle: 'short' }).format(new Date(instant));

const get = <Body = FulfilmentSettings>(cookie: string | null) => call<Body>(fulfilmentSettings, PATH, { cookie });
const put = <Body = FulfilmentSettings>(cookie: string | null, body: unknown, options: CallOptions = {}) =>
  call<Body>(fulfilmentSettings, PATH, { method: 'PUT', cookie, body, ...options });
const windowsOn = async (date: string) =>
  (await call<FulfilmentWindowsView>(fulfilmentWindows, `/api/fulfilment-windows?type=pickup&date=${date}`)).body;
const storedRow = async () =>
  (
    await sql<{ hours: unknown; lead_minutes: number; updated_at: Date }>(
      'SELECT hours, lead_minutes, updated_at FROM fulfilment_settings WHERE id = 1',
    )
  )[0];

let admin: TestAccount;

beforeAll(async () => {
  admin = await adminAccount();
  await useShopDefaultSchedule();
});

describe('who may read and change the hours', () => {
  it('answers 401 signed out and 403 to a customer, and changes nothing', async () => {
    const customer = await registerAccount();
    for (const [cookie, status] of [
      [null, 401],
      [customer.cookie, 403],
    ] as const) {
      expect((await get<ErrorAnswer>(cookie)).status).toBe(status);
      const refused = await put<ErrorAnswer>(cookie, { ...DEFAULTS, leadMinutes: 0 });
      expect(refused.status).toBe(status);
      expect(typeof refused.body.message).toBe('string');
    }
    expect((await storedRow())?.lead_minutes).toBe(180);
  });
});

describe('GET /api/fulfilment-settings', () => {
  it("shows the shop's defaults", async () => {
    const response = await get(admin.cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(DEFAULTS);
  });
});

describe('PUT /api/fulfilment-settings', () => {
  beforeEach(useShopDefaultSchedule);

  it('saves the whole schedule, and the windows customers see follow it', async () => {
    const blocked = day(2);
    const closed = day(3);
    const split = day(4);
    const before = await storedRow();
    const response = await put(admin.cookie, {
      ...DEFAULTS,
      hours: {
        ...DEFAULTS.hours,
        [weekdayKey(closed)]: [],
        // Out of order on purpose: the answer lists a day's hours in clock order.
        [weekdayKey(split)]: [
          { start: '17:00', end: '20:00' },
          { start: '11:00', end: '14:00' },
        ],
      },
      blockedDates: [blocked, day(-1)],
      windowCapacity: 6,
      dayCapacity: 50,
    });
    expect(response.status).toBe(200);
    const expected: FulfilmentSettings = {
      ...DEFAULTS,
      hours: {
        ...DEFAULTS.hours,
        [weekdayKey(closed)]: [],
        [weekdayKey(split)]: [
          { start: '11:00', end: '14:00' },
          { start: '17:00', end: '20:00' },
        ],
      },
      // Yesterday can no longer block anything: dropped on save.
      blockedDates: [blocked],
      windowCapacity: 6,
      dayCapacity: 50,
    };
    expect(response.body).toEqual(expected);
    expect((await get(admin.cookie)).body).toEqual(expected);
    expect((await storedRow())?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? 0);

    expect(await windowsOn(blocked)).toMatchObject({
      windows: [],
      reason: "The kitchen isn't taking orders that day.",
    });
    expect(await windowsOn(closed)).toMatchObject({ windows: [], reason: 'The kitchen is closed that day.' });
    const { windows, reason } = await windowsOn(split);
    expect(reason).toBeNull();
    expect(windows).toHaveLength(12);
    expect(windows.map((window) => shopTime(window.start)).slice(5, 7)).toEqual(['1:30 PM', '5:00 PM']);
    expect(shopTime(windows.at(-1)?.end ?? '')).toBe('8:00 PM');
  });

  it('changes the lead time, window length and days ahead customers get', async () => {
    const response = await put(admin.cookie, { ...DEFAULTS, windowMinutes: 60, horizonDays: 2, leadMinutes: 0 });
    expect(response.status).toBe(200);
    const { windows } = await windowsOn(day(2));
    expect(windows).toHaveLength(8);
    expect(windows.map((window) => shopTime(window.start)).slice(0, 2)).toEqual(['11:00 AM', '12:00 PM']);
    expect((await windowsOn(day(3))).reason).toBe('Orders can be placed up to 2 days ahead.');
  });

  it("saves the kitchen's pickup note, keeps it when a save leaves it out, and refuses an empty or long one", async () => {
    const note = 'Side door of 12 Elm St, Overland Park. We keep it warm for 30 minutes.';
    expect((await put(admin.cookie, { ...DEFAULTS, pickupNote: `  ${note}  ` })).body.pickupNote).toBe(note);
    const { pickupNote: _left, ...withoutNote } = DEFAULTS;
    expect((await put(admin.cookie, withoutNote)).body.pickupNote).toBe(note);
    expect(await put<ErrorAnswer>(admin.cookie, { ...DEFAULTS, pickupNote: '  ' })).toMatchObject({
      status: 400,
      body: { message: 'Write a pickup note, such as where to collect the order' },
    });
    expect((await put<ErrorAnswer>(admin.cookie, { ...DEFAULTS, pickupNote: 'x'.repeat(501) })).body.message).toBe(
      'The pickup note can be at most 500 characters',
    );
    expect((await get(admin.cookie)).body.pickupNote).toBe(note);
    expect((await put(admin.cookie, DEFAULTS)).body.pickupNote).toBe(DEFAULT_PICKUP_NOTE);
  });

  it('saves the pieces per window, none when left out or null, and refuses a number that is not one', async () => {
    expect((await put(admin.cookie, { ...DEFAULTS, windowPieces: 120 })).body.windowPieces).toBe(120);
    expect((await get(admin.cookie)).body.windowPieces).toBe(120);
    expect(await put<ErrorAnswer>(admin.cookie, { ...DEFAULTS, windowPieces: 0 })).toMatchObject({
      status: 400,
      body: { message: 'Pieces per window must be a whole number from 1 to 1,000,000, or empty for no limit' },
    });
    expect((await get(admin.cookie)).body.windowPieces).toBe(120);
    const { windowPieces: _none, ...withoutPieces } = DEFAULTS;
    expect((await put(admin.cookie, withoutPieces)).body.windowPieces).toBeNull();
  });

  it('refuses bad input with 400, the first problem as message and each field named, and keeps the schedule', async () => {
    const before = await storedRow();
    const response = await put<ErrorAnswer & { fields: Record<string, string> }>(admin.cookie, {
      ...DEFAULTS,
      hours: { ...DEFAULTS.hours, '1': [{ start: '19:00', end: '11:00' }] },
      windowCapacity: 50,
      dayCapacity: 10,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Closing time must be after opening time',
      fields: {
        'hours.1.0.end': 'Closing time must be after opening time',
        dayCapacity: "Orders per day can't be fewer than orders per window",
      },
    });
    const cases: Array<[unknown, string]> = [
      [
        {
          ...DEFAULTS,
          hours: {
            ...DEFAULTS.hours,
            '3': [
              { start: '11:00', end: '15:00' },
              { start: '14:30', end: '19:00' },
            ],
          },
        },
        'Opening hours on Wednesday overlap',
      ],
      [{ ...DEFAULTS, blockedDates: ['2026-02-30'] }, 'Blocked dates must be real dates, such as 2026-12-25'],
      [{ ...DEFAULTS, leadMinutes: 20_000 }, 'Lead time must be from 0 to 168 hours'],
      [{ ...DEFAULTS, windowMinutes: 7 }, 'Choose a window length of 15, 20, 30, 45, 60, 90 or 120 minutes'],
      [{ ...DEFAULTS, horizonDays: 90 }, 'Days ahead must be a whole number from 0 to 60'],
      [{ leadMinutes: 60 }, 'Send the opening hours of every day of the week'],
      [[DEFAULTS], 'The request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const refused = await put<ErrorAnswer>(admin.cookie, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const malformed = await put<ErrorAnswer>(admin.cookie, undefined, { rawBody: '{"hours":' });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Malformed JSON in request body' } });
    expect(await storedRow()).toEqual(before);
  });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a form content type', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with 403, even from the administrator', async (_what, headers) => {
    const before = await storedRow();
    const response = await put<ErrorAnswer>(admin.cookie, { ...DEFAULTS, leadMinutes: 30 }, { headers });
    expect(response.status).toBe(403);
    expect(typeof response.body.message).toBe('string');
    expect(await storedRow()).toEqual(before);
  });

  it('accepts the site’s own Origin', async () => {
    const response = await put(admin.cookie, DEFAULTS, { headers: { origin: 'http://localhost:8888' } });
    expect(response.status).toBe(200);
  });

  it('answers other methods with 405 and Allow: GET, PUT', async () => {
    const response = await call<ErrorAnswer>(fulfilmentSettings, PATH, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: DEFAULTS,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
  });
});
