import { api } from '@/domain/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSettings } from '@/domain/api-shapes';
import type { OrderingMode } from '@/domain/fulfilment/drops';
import { PAUSE_NOT_AHEAD, PAUSE_TOO_LONG, pauseEndAt } from '@/domain/shop-pause';
import { shopStatusAt } from '@/domain/shop-status';
import { invalidateKeys } from '@/lib/api/query';
import {
  $businessSettings,
  bannerMessageProblem,
  pauseOrders,
  resumeOrders,
  saveAcceptingOrders,
  saveBannerMessage,
  switchIsOn,
} from '@/stores/admin/dashboard/settings';
import { $toast } from '@/stores/shell/toasts';
import { eventually } from './eventually';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Thursday, Nov 26, 2026, 5:00 PM in the shop (CST): every test's clock, so times read the same any day. */
const NOW = new Date('2026-11-26T23:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();

/** The server's row: the switch, the banner, a pause and the mode (always unless told), as stored. */
interface Row {
  switchOn: boolean;
  message: string | null;
  pausedUntil: string | null;
  orderingMode?: OrderingMode;
}
let row: Row;
/**
 * The row as the real endpoint answers it, by the server's own rule (src/domain/shop-status.ts): a
 * pause still ahead closes ordering and says until when; in drops mode, with no drop scheduled,
 * the shop is closed with the switch on.
 */
const answered = ({ switchOn, message, pausedUntil, orderingMode = 'always' }: Row): BusinessSettings =>
  shopStatusAt(
    {
      isAcceptingOrders: switchOn,
      message,
      pausedUntil: pausedUntil === null ? null : new Date(pausedUntil),
      orderingMode,
    },
    [],
    new Date(),
  ).settings;
type Patch = { isAcceptingOrders?: boolean; message?: string; pausedUntil?: string | null };
/** PATCH as the real endpoint applies it: a pause alone, or the switch with the banner (absent: kept). */
let patchAnswer: (body: Patch) => Response;

const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

let unsubscribe: (() => void) | undefined;

/** Starts the page with the server holding `start`, and waits for the settings to arrive. */
async function serverHolds(start: Row) {
  row = start;
  unsubscribe = $businessSettings.listen(() => {});
  await eventually(() => expect($businessSettings.get().data).toEqual(answered(row)));
}

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  patchAnswer = (body) => {
    row =
      body.pausedUntil !== undefined
        ? { ...row, pausedUntil: body.pausedUntil }
        : {
            ...row,
            switchOn: body.isAcceptingOrders ?? false,
            message: body.message === undefined ? row.message : body.message.trim() || null,
          };
    return json(200, answered(row));
  };
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PATCH' ? patchAnswer(JSON.parse(String(init.body))) : json(200, answered(row)),
  );
  $toast.set(null);
});

afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  invalidateKeys(() => true);
  fetchMock.mockReset();
  vi.useRealTimers();
});

const OPEN: Row = { switchOn: true, message: null, pausedUntil: null };

describe('bannerMessageProblem', () => {
  it("uses the API schema's words: at most 280 characters", () => {
    expect(bannerMessageProblem('Closed Monday for Jamhuri Day')).toBeNull();
    expect(bannerMessageProblem('')).toBeNull();
    expect(bannerMessageProblem('x'.repeat(280))).toBeNull();
    expect(bannerMessageProblem('x'.repeat(281))).toBe('Message must be at most 280 characters');
  });
});

describe('switchIsOn', () => {
  it('is on while open, paused, or between drops; off only when closed by hand', () => {
    expect(switchIsOn(answered({ switchOn: true, message: null, pausedUntil: null }))).toBe(true);
    expect(switchIsOn(answered({ switchOn: true, message: null, pausedUntil: at(30) }))).toBe(true);
    const betweenDrops = answered({ switchOn: true, message: null, pausedUntil: null, orderingMode: 'drops' });
    expect(betweenDrops.isAcceptingOrders).toBe(false);
    expect(switchIsOn(betweenDrops)).toBe(true);
    expect(switchIsOn(answered({ switchOn: false, message: null, pausedUntil: null }))).toBe(false);
  });
});

describe('pauseEndAt', () => {
  const shopTime = (time: string, now: string) => pauseEndAt(time, new Date(now))?.toISOString();

  it("is today's time in the shop, or tomorrow's once it has passed, whatever the browser's zone", () => {
    expect(shopTime('17:30', '2026-11-26T23:00:00Z')).toBe('2026-11-26T23:30:00.000Z');
    expect(shopTime('16:30', '2026-11-26T23:00:00Z')).toBe('2026-11-27T22:30:00.000Z');
    // The time it is now has passed too: a pause must end later than now.
    expect(shopTime('17:00', '2026-11-26T23:00:00Z')).toBe('2026-11-27T23:00:00.000Z');
    // 7:00 PM in the shop is already tomorrow in UTC.
    expect(shopTime('19:00', '2026-11-26T23:00:00Z')).toBe('2026-11-27T01:00:00.000Z');
    expect(pauseEndAt('', NOW)).toBeNull();
    expect(pauseEndAt('25:00', NOW)).toBeNull();
  });

  it('keeps to the wall clock on the days the clocks change', () => {
    // Sunday, Mar 8, 2026, 1:30 AM CST; the clocks go forward at 2:00.
    expect(shopTime('03:30', '2026-03-08T07:30:00Z')).toBe('2026-03-08T08:30:00.000Z');
    // 2:30 does not exist that night: it moves on an hour.
    expect(shopTime('02:30', '2026-03-08T07:30:00Z')).toBe('2026-03-08T08:30:00.000Z');
    expect(shopTime('01:00', '2026-03-08T07:30:00Z')).toBe('2026-03-09T06:00:00.000Z');
    // Saturday 5:00 PM CST to Sunday 9:00 AM CDT: 'tomorrow' is 21 hours away, not 24.
    expect(shopTime('09:00', '2026-03-07T23:00:00Z')).toBe('2026-03-08T14:00:00.000Z');
    // Sunday, Nov 1, 2026, 12:30 AM CDT; the clocks go back at 2:00.
    expect(shopTime('23:00', '2026-11-01T05:30:00Z')).toBe('2026-11-02T05:00:00.000Z');
    expect(shopTime('09:00', '2026-10-31T23:00:00Z')).toBe('2026-11-01T15:00:00.000Z');
  });
});

describe('saveBannerMessage', () => {
  it("saves the message with the switch, says 'Banner Saved' and the banner shows it", async () => {
    await serverHolds(OPEN);
    const result = await saveBannerMessage('  Back on Monday - Asante!  ', true);
    expect(result).toEqual({
      ok: true,
      settings: answered({ switchOn: true, message: 'Back on Monday - Asante!', pausedUntil: null }),
    });
    expect(patches()).toEqual([
      { url: api.settings.business.path, body: { isAcceptingOrders: true, message: '  Back on Monday - Asante!  ' } },
    ]);
    expect($toast.get()).toMatchObject({
      title: 'Banner Saved',
      description: 'Customers now see: Back on Monday - Asante!',
    });
    await eventually(() => expect($businessSettings.get().data?.message).toBe('Back on Monday - Asante!'));
  });

  it("clears the banner with an empty message: 'Banner Cleared'", async () => {
    await serverHolds({ switchOn: false, message: 'Closed for the holidays', pausedUntil: null });
    const result = await saveBannerMessage('   ', false);
    const closed = answered({ switchOn: false, message: null, pausedUntil: null });
    expect(result).toEqual({ ok: true, settings: closed });
    expect($toast.get()).toMatchObject({ title: 'Banner Cleared' });
    await eventually(() => expect($businessSettings.get().data).toEqual(closed));
  });

  it('during a pause, sent with the switch on, keeps the pause (the shop is not closed by hand)', async () => {
    await serverHolds({ switchOn: true, message: null, pausedUntil: at(30) });
    const settings = $businessSettings.get().data;
    expect(settings).toMatchObject({ isAcceptingOrders: false, switchOn: true, pausedUntil: at(30) });
    await saveBannerMessage('Back soon', switchIsOn(settings as BusinessSettings));
    expect(patches().map((patch) => patch.body)).toEqual([{ isAcceptingOrders: true, message: 'Back soon' }]);
    await eventually(() =>
      expect($businessSettings.get().data).toEqual(
        answered({ switchOn: true, message: 'Back soon', pausedUntil: at(30) }),
      ),
    );
  });

  it('between drops, sent with the switch on, keeps the shop opening with the next drop', async () => {
    await serverHolds({ switchOn: true, message: null, pausedUntil: null, orderingMode: 'drops' });
    const settings = $businessSettings.get().data as BusinessSettings;
    expect(settings.isAcceptingOrders).toBe(false);
    await saveBannerMessage('Next drop Friday', switchIsOn(settings));
    expect(patches().map((patch) => patch.body)).toEqual([{ isAcceptingOrders: true, message: 'Next drop Friday' }]);
  });

  it('refuses a message that is too long without asking the server', async () => {
    await serverHolds(OPEN);
    await expect(saveBannerMessage('x'.repeat(281), true)).resolves.toEqual({
      ok: false,
      problem: 'Message must be at most 280 characters',
    });
    expect(patches()).toEqual([]);
    expect($toast.get()).toBeNull();
  });

  it("shows the server's reason when it refuses the input, and 'Update Failed' in a toast", async () => {
    await serverHolds(OPEN);
    patchAnswer = () => json(400, { message: 'Message contains a character that is not allowed' });
    await expect(saveBannerMessage('Karibu', true)).resolves.toEqual({
      ok: false,
      problem: 'Message contains a character that is not allowed',
    });
    expect($toast.get()).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to update business settings. Please try again.',
      variant: 'destructive',
    });
    expect($businessSettings.get().data).toEqual(answered(OPEN));
  });
});

describe('saveAcceptingOrders', () => {
  it("closes the shop keeping the message (none sent): 'Orders Paused'; opens it again: 'Accepting Orders'", async () => {
    await serverHolds({ switchOn: true, message: 'Fresh samosas today', pausedUntil: null });
    await expect(saveAcceptingOrders(false)).resolves.toMatchObject({ ok: true });
    expect(patches()).toEqual([{ url: api.settings.business.path, body: { isAcceptingOrders: false } }]);
    expect($toast.get()).toMatchObject({
      title: 'Orders Paused',
      description: 'Customers cannot place orders until you switch this back on.',
    });
    await eventually(() =>
      expect($businessSettings.get().data).toEqual(
        answered({ switchOn: false, message: 'Fresh samosas today', pausedUntil: null }),
      ),
    );

    await saveAcceptingOrders(true);
    expect($toast.get()).toMatchObject({ title: 'Accepting Orders', description: 'Customers can place orders now.' });
    await eventually(() => expect($businessSettings.get().data?.isAcceptingOrders).toBe(true));
  });

  it('switched back on while a pause is still ahead, says the shop is paused until then', async () => {
    await serverHolds({ switchOn: false, message: null, pausedUntil: at(30) });
    await saveAcceptingOrders(true);
    expect($toast.get()).toMatchObject({
      title: 'Orders Paused',
      description: 'Customers can order again at 5:30 PM.',
    });
  });

  it('switched on between drops, says orders are taken while a drop is open', async () => {
    await serverHolds({ switchOn: false, message: null, pausedUntil: null, orderingMode: 'drops' });
    await saveAcceptingOrders(true);
    expect($toast.get()).toMatchObject({
      title: 'Accepting Orders',
      description: 'Customers can place orders while a drop is open.',
    });
  });

  it('a server failure leaves the settings as they were, with no reason to show under a field', async () => {
    await serverHolds(OPEN);
    patchAnswer = () => json(500, { message: 'Database unavailable' });
    await expect(saveAcceptingOrders(false)).resolves.toEqual({ ok: false, problem: null });
    expect($toast.get()).toMatchObject({ title: 'Update Failed', variant: 'destructive' });
    expect($businessSettings.get().data?.isAcceptingOrders).toBe(true);
  });
});

describe('pauseOrders and resumeOrders', () => {
  it("pauses until an instant (sent alone), says until when; resuming opens at once: 'Accepting Orders'", async () => {
    await serverHolds({ switchOn: true, message: 'Karibu', pausedUntil: null });
    const paused = answered({ switchOn: true, message: 'Karibu', pausedUntil: at(30) });
    await expect(pauseOrders(new Date(at(30)))).resolves.toEqual({ ok: true, settings: paused });
    expect(patches()).toEqual([{ url: api.settings.business.path, body: { pausedUntil: '2026-11-26T23:30:00.000Z' } }]);
    expect($toast.get()).toMatchObject({
      title: 'Orders Paused',
      description: 'Customers can order again at 5:30 PM.',
    });
    await eventually(() => expect($businessSettings.get().data).toEqual(paused));

    await expect(resumeOrders()).resolves.toMatchObject({ ok: true });
    expect(patches().map((patch) => patch.body)).toEqual([{ pausedUntil: at(30) }, { pausedUntil: null }]);
    expect($toast.get()).toMatchObject({ title: 'Accepting Orders', description: 'Customers can place orders now.' });
    await eventually(() =>
      expect($businessSettings.get().data).toEqual(answered({ switchOn: true, message: 'Karibu', pausedUntil: null })),
    );
  });

  it('names the day when the pause ends on another one', async () => {
    await serverHolds(OPEN);
    await pauseOrders(new Date('2026-11-27T22:30:00Z'));
    expect($toast.get()).toMatchObject({ description: 'Customers can order again at Fri, Nov 27, 4:30 PM.' });
  });

  it("refuses a time not ahead or over 7 days away in the server's words, without asking it", async () => {
    await serverHolds(OPEN);
    await expect(pauseOrders(NOW)).resolves.toEqual({ ok: false, problem: PAUSE_NOT_AHEAD });
    await expect(pauseOrders(new Date(at(7 * 24 * 60 + 1)))).resolves.toEqual({ ok: false, problem: PAUSE_TOO_LONG });
    expect(patches()).toEqual([]);
    expect($toast.get()).toBeNull();
  });

  it("shows the server's reason for refusing a pause under the field, and 'Update Failed'", async () => {
    await serverHolds(OPEN);
    patchAnswer = () => json(400, { message: PAUSE_NOT_AHEAD });
    await expect(pauseOrders(new Date(at(30)))).resolves.toEqual({ ok: false, problem: PAUSE_NOT_AHEAD });
    expect($toast.get()).toMatchObject({ title: 'Update Failed', variant: 'destructive' });
    expect($businessSettings.get().data).toEqual(answered(OPEN));
  });
});
