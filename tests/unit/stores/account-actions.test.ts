import { api } from '@/domain/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/domain/session-user';
import { invalidateKeys } from '@/lib/api/query';
import { $accountDeleted, deleteAccount, saveProfile } from '@/stores/account/account-actions';
import { $orderHistory, ORDER_HISTORY_KEY } from '@/stores/account/order-history';
import { $sessionUser } from '@/stores/shell/session';
import { $toast } from '@/stores/shell/toasts';
import { MemoryStorage, stubGlobal } from './browser-stubs';
import { sessionUser } from '../../fixtures/session-user';
import { eventually } from './eventually';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const amina: SessionUser = sessionUser({ createdAt: '2026-01-05T15:00:00.000Z' });
const profile = { firstName: 'Wanjiru', lastName: 'Kamau', email: amina.email, phone: '913-555-0142' };

/** The API as the browser sees it: who is signed in, and what each change answers. */
let signedIn: SessionUser | null;
let changeAnswer: () => Response;

function callsTo(method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === method);
}

const stops: Array<() => void> = [];
let storage: MemoryStorage;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  signedIn = amina;
  changeAnswer = () => json(200, {});
  fetchMock.mockImplementation(async (url, init) => {
    if (url === api.account.user.path)
      return signedIn ? json(200, signedIn) : json(401, { message: 'Not authenticated' });
    if (url === ORDER_HISTORY_KEY) return signedIn ? json(200, []) : json(401, { message: 'Not authenticated' });
    if (init?.method === 'PATCH' || init?.method === 'DELETE') return changeAnswer();
    return json(404, {});
  });
  storage = new MemoryStorage();
  assign = vi.fn();
  stops.push(
    stubGlobal('sessionStorage', storage),
    stubGlobal('window', { location: { assign } }),
    // Signed in, so the page carries the session hint cookie and asks who it is.
    stubGlobal('document', { cookie: 'kb_signed_in=1' }),
  );
  $toast.set(null);
  $accountDeleted.set(false);
});

afterEach(() => {
  while (stops.length > 0) stops.pop()?.();
  invalidateKeys(() => true);
  fetchMock.mockReset();
});

async function watchSessionUser(): Promise<void> {
  stops.push($sessionUser.listen(() => {}));
  await eventually(() => expect($sessionUser.get().data).toEqual(amina));
}

describe('saveProfile', () => {
  it("sends the profile, says 'Profile Updated' and re-reads the signed-in user", async () => {
    await watchSessionUser();
    changeAnswer = () => {
      signedIn = { ...amina, ...profile };
      return json(200, signedIn);
    };

    await expect(saveProfile(profile)).resolves.toEqual({ ok: true });

    const [patch] = callsTo('PATCH', api.account.profile.path);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual(profile);
    expect($toast.get()).toMatchObject({ title: 'Profile Updated' });
    expect($toast.get()?.variant).toBeUndefined();
    // The header greets by the cached user: it follows the new name.
    await eventually(() => expect($sessionUser.get().data?.firstName).toBe('Wanjiru'));
  });

  it("shows 'Update Failed – Failed to update profile. Please try again.' when the server fails", async () => {
    changeAnswer = () => json(500, { message: 'Database unavailable' });
    await expect(saveProfile(profile)).resolves.toEqual({ ok: false, problem: null });
    expect($toast.get()).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to update profile. Please try again.',
      variant: 'destructive',
    });
  });

  it("hands back the server's words when it refuses the input", async () => {
    changeAnswer = () => json(400, { message: 'Your email address cannot be changed.' });
    await expect(saveProfile({ ...profile, email: 'other@example.com' })).resolves.toEqual({
      ok: false,
      problem: 'Your email address cannot be changed.',
    });
    expect($toast.get()).toMatchObject({
      title: 'Update Failed',
      description: 'Failed to update profile. Please try again.',
    });
  });

  it('re-checks who is signed in when the session has ended, so the page shows it', async () => {
    await watchSessionUser();
    signedIn = null;
    changeAnswer = () => json(401, { message: 'Not authenticated' });

    await expect(saveProfile(profile)).resolves.toEqual({ ok: false, problem: null });
    await eventually(() => expect($sessionUser.get().data).toBeNull());
  });

  it('treats no network as a failure like any other', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(saveProfile(profile)).resolves.toEqual({ ok: false, problem: null });
    expect($toast.get()).toMatchObject({ title: 'Update Failed' });
  });
});

describe('deleteAccount', () => {
  it("deletes, forgets the user and every cached answer, and goes home to 'Account Deleted'", async () => {
    await watchSessionUser();
    stops.push($orderHistory.listen(() => {}));
    await eventually(() => expect($orderHistory.get().data).toEqual([]));
    changeAnswer = () => {
      signedIn = null;
      return json(200, { message: 'Signed out' });
    };

    await expect(deleteAccount()).resolves.toBe(true);

    expect(callsTo('DELETE', api.account.deleteAccount.path)).toHaveLength(1);
    expect($sessionUser.get().data).toBeNull();
    expect($orderHistory.get().data).toBeUndefined();
    expect($accountDeleted.get()).toBe(true);
    expect(assign).toHaveBeenCalledWith('/');
    // The toast is for the home page, shown once it opens.
    expect($toast.get()).toBeNull();
    expect(JSON.parse(storage.getItem('flashToast') ?? 'null')).toMatchObject({ title: 'Account Deleted' });
  });

  it("keeps everything and shows 'Deletion Failed – Failed to delete account. Please try again.' on a refusal", async () => {
    await watchSessionUser();
    changeAnswer = () => json(500, {});

    await expect(deleteAccount()).resolves.toBe(false);

    expect($toast.get()).toMatchObject({
      title: 'Deletion Failed',
      description: 'Failed to delete account. Please try again.',
      variant: 'destructive',
    });
    expect($sessionUser.get().data).toEqual(amina);
    expect($accountDeleted.get()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(storage.getItem('flashToast')).toBeNull();
  });
});
