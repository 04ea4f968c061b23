import { api } from '@/domain/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSettings } from '@/domain/api-shapes';
import { invalidateKeys } from '@/lib/api/query';
import {
  $businessSettings,
  bannerMessageProblem,
  saveAcceptingOrders,
  saveBannerMessage,
} from '@/stores/admin-settings';
import { $toast } from '@/stores/toasts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's settings; PATCH applies the body as the real endpoint does (message absent: kept). */
let settings: BusinessSettings;
let patchAnswer: (body: { isAcceptingOrders: boolean; message?: string }) => Response;

const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([url, init]) => ({ url, body: JSON.parse(String(init?.body)) }));

let unsubscribe: (() => void) | undefined;

beforeEach(async () => {
  settings = { isAcceptingOrders: true, message: null };
  patchAnswer = (body) => {
    const message = body.message === undefined ? settings.message : body.message.trim() || null;
    settings = { isAcceptingOrders: body.isAcceptingOrders, message };
    return json(200, settings);
  };
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === 'PATCH' ? patchAnswer(JSON.parse(String(init.body))) : json(200, settings),
  );
  $toast.set(null);
  // The dashboard shows the settings while it saves them, as the home page's banner does.
  unsubscribe = $businessSettings.listen(() => {});
  await vi.waitFor(() => expect($businessSettings.get().data).toEqual(settings));
});

afterEach(() => {
  unsubscribe?.();
  invalidateKeys(() => true);
  fetchMock.mockReset();
});

describe('bannerMessageProblem', () => {
  it("uses the API schema's words: at most 280 characters", () => {
    expect(bannerMessageProblem('Closed Monday for Jamhuri Day')).toBeNull();
    expect(bannerMessageProblem('')).toBeNull();
    expect(bannerMessageProblem('x'.repeat(280))).toBeNull();
    expect(bannerMessageProblem('x'.repeat(281))).toBe('Message must be at most 280 characters');
  });
});

describe('saveBannerMessage', () => {
  it("saves the message with whether orders are accepted, says 'Banner Saved' and the banner shows it", async () => {
    const result = await saveBannerMessage('  Back on Monday - Asante!  ', true);
    expect(result).toEqual({ ok: true, settings: { isAcceptingOrders: true, message: 'Back on Monday - Asante!' } });
    expect(patches()).toEqual([
      { url: api.settings.business.path, body: { isAcceptingOrders: true, message: '  Back on Monday - Asante!  ' } },
    ]);
    expect($toast.get()).toMatchObject({
      title: 'Banner Saved',
      description: 'Customers now see: Back on Monday - Asante!',
    });
    await vi.waitFor(() => expect($businessSettings.get().data?.message).toBe('Back on Monday - Asante!'));
  });

  it("clears the banner with an empty message: 'Banner Cleared'", async () => {
    settings = { isAcceptingOrders: false, message: 'Closed for the holidays' };
    const result = await saveBannerMessage('   ', false);
    expect(result).toEqual({ ok: true, settings: { isAcceptingOrders: false, message: null } });
    expect($toast.get()).toMatchObject({ title: 'Banner Cleared' });
    await vi.waitFor(() => expect($businessSettings.get().data).toEqual({ isAcceptingOrders: false, message: null }));
  });

  it('refuses a message that is too long without asking the server', async () => {
    await expect(saveBannerMessage('x'.repeat(281), true)).resolves.toEqual({
      ok: false,
      problem: 'Message must be at most 280 characters',
    });
    expect(patches()).toEqual([]);
    expect($toast.get()).toBeNull();
  });

  it("shows the server's reason when it refuses the input, and 'Update Failed' in a toast", async () => {
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
    expect($businessSettings.get().data).toEqual({ isAcceptingOrders: true, message: null });
  });
});

describe('saveAcceptingOrders', () => {
  it("closes the shop keeping the message (none sent): 'Orders Paused'; opens it again: 'Accepting Orders'", async () => {
    settings = { isAcceptingOrders: true, message: 'Fresh samosas today' };
    await expect(saveAcceptingOrders(false)).resolves.toMatchObject({ ok: true });
    expect(patches()).toEqual([{ url: api.settings.business.path, body: { isAcceptingOrders: false } }]);
    expect($toast.get()).toMatchObject({ title: 'Orders Paused' });
    await vi.waitFor(() =>
      expect($businessSettings.get().data).toEqual({ isAcceptingOrders: false, message: 'Fresh samosas today' }),
    );

    await saveAcceptingOrders(true);
    expect($toast.get()).toMatchObject({ title: 'Accepting Orders', description: 'Customers can place orders now.' });
    await vi.waitFor(() => expect($businessSettings.get().data?.isAcceptingOrders).toBe(true));
  });

  it('a server failure leaves the settings as they were, with no reason to show under a field', async () => {
    patchAnswer = () => json(500, { message: 'Database unavailable' });
    await expect(saveAcceptingOrders(false)).resolves.toEqual({ ok: false, problem: null });
    expect($toast.get()).toMatchObject({ title: 'Update Failed', variant: 'destructive' });
    expect($businessSettings.get().data?.isAcceptingOrders).toBe(true);
  });
});
