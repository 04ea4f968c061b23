import { api } from '@/domain/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCHEDULE } from '@/domain/fulfilment/schedule';
import { DEFAULT_PICKUP_NOTE, type FulfilmentSettings, settingsOfSchedule } from '@/domain/schemas';
import { invalidateKeys } from '@/lib/api/query';
import {
  $fulfilmentSettings,
  HOURS_SAVE_FAILED,
  saveFulfilmentSettings,
} from '@/stores/admin/dashboard/fulfilment-settings';
import { $toast } from '@/stores/shell/toasts';
import { eventually } from './eventually';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DEFAULTS = settingsOfSchedule(DEFAULT_SCHEDULE, DEFAULT_PICKUP_NOTE);
let saved: FulfilmentSettings;
let putAnswer: (body: FulfilmentSettings) => Response;
let unsubscribe: (() => void) | undefined;

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

beforeEach(async () => {
  saved = DEFAULTS;
  putAnswer = (body) => {
    saved = body;
    return json(200, body);
  };
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PUT' ? putAnswer(JSON.parse(String(init.body))) : json(200, saved),
  );
  $toast.set(null);
  unsubscribe = $fulfilmentSettings.listen(() => {});
  await eventually(() => expect($fulfilmentSettings.get().data).toEqual(DEFAULTS));
});

afterEach(() => {
  unsubscribe?.();
  invalidateKeys(() => true);
  fetchMock.mockReset();
});

describe('the hours store', () => {
  it('asks for the schedule without the browser cache', () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(api.settings.fulfilment.path);
    expect(init).toMatchObject({ method: 'GET', cache: 'no-store', credentials: 'include' });
  });

  it("saves the whole schedule with PUT, says 'Hours Saved', and the store shows it", async () => {
    const change = { ...DEFAULTS, leadMinutes: 60, horizonDays: 14, windowPieces: 120 };
    await expect(saveFulfilmentSettings(change)).resolves.toEqual({ ok: true, settings: change });
    expect(puts()).toEqual([{ url: api.settings.fulfilment.path, body: change }]);
    expect($toast.get()).toMatchObject({ title: 'Hours Saved' });
    await eventually(() => expect($fulfilmentSettings.get().data).toEqual(change));
  });

  it("gives back the server's message and the fields it names on a refusal, and keeps the schedule", async () => {
    putAnswer = () =>
      json(400, {
        message: 'Opening hours on Monday overlap',
        fields: { 'hours.1': 'Opening hours on Monday overlap', dayCapacity: 7 },
      });
    await expect(saveFulfilmentSettings(DEFAULTS)).resolves.toEqual({
      ok: false,
      message: 'Opening hours on Monday overlap',
      fields: { 'hours.1': 'Opening hours on Monday overlap' },
    });
    expect($toast.get()).toBeNull();
    expect($fulfilmentSettings.get().data).toEqual(DEFAULTS);
  });

  it('says something went wrong when the server fails or cannot be reached', async () => {
    putAnswer = () => json(500, { message: 'Something went wrong on our side. Please try again.' });
    await expect(saveFulfilmentSettings(DEFAULTS)).resolves.toEqual({
      ok: false,
      message: HOURS_SAVE_FAILED,
      fields: {},
    });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(saveFulfilmentSettings(DEFAULTS)).resolves.toMatchObject({ ok: false, message: HOURS_SAVE_FAILED });
  });
});
