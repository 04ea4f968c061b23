import { atom } from 'nanostores';
import { type Answer, type Body, urlOf } from '@/domain/api';
import * as standingApi from '@/domain/api/standing';
import type { OwnerAction } from '@/domain/standing/standing-messages';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's standing orders (issue 49): the list with the next placement's forecast and her
 * settings (GET /api/admin/standing-orders; /admin/standing, and the dashboard's panel of failed
 * charges), her pause, resume or end of one with a message to its customer, and her settings saved.
 * After each change the list is asked again, so each card's state is the server's.
 */
export type StandingOrdersList = Answer<typeof standingApi.adminList>;
export type OwnersStandingOrder = StandingOrdersList['standingOrders'][number];
export type StandingSettingsBody = Body<typeof standingApi.adminSettings>;
export type { OwnerAction };
type Problems = Partial<Record<string, string>>;
export type Refused = { ok: false; message: string; fields: Problems };

export const STANDING_CHANGE_FAILED = 'Something went wrong. Please try again.';

const LIST_KEY = urlOf(standingApi.adminList);

export const $standingOrders = createFetcherStore<StandingOrdersList>(LIST_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(standingApi.adminList, true),
  dedupeTime: 0,
});

/** Asks for the list again (the page's Try Again, and after each change). */
export const reloadStandingOrders = (): void => revalidateKeys(LIST_KEY);

/**
 * The card whose heading takes the focus once the list drawn again shows it in this state (after a
 * pause, resume or end: the card moves to its new group).
 */
export const $focusStandingCard = atom<{ id: number; status: OwnersStandingOrder['status'] } | null>(null);

const DONE: Record<OwnerAction, { title: string; said: string }> = {
  pause: { title: 'Standing Order Paused', said: 'No orders are placed for it until you resume it.' },
  resume: { title: 'Standing Order Resumed', said: 'Its orders are placed again from the next time.' },
  end: { title: 'Standing Order Ended', said: 'No more orders are placed for it.' },
};

/** POST /api/admin/standing-orders/{id}/{action} with the owner's message (empty for none). */
export async function actOnStandingOrder(
  id: number,
  action: OwnerAction,
  message: string,
): Promise<{ ok: true } | Refused> {
  let row: OwnersStandingOrder;
  try {
    row = await callApi(standingApi.adminAction, { params: { id, action }, body: { message } });
  } catch (error) {
    return { ...refusedChange(error, STANDING_CHANGE_FAILED), fields: refusedFields(error) };
  }
  $focusStandingCard.set({ id: row.id, status: row.status });
  reloadStandingOrders();
  showToast({ title: DONE[action].title, description: `${DONE[action].said} ${row.customerName} is told.` });
  return { ok: true };
}

/** PUT /api/admin/standing-orders/settings: saved whole; the refusal's words by field otherwise. */
export async function saveStandingSettings(body: StandingSettingsBody): Promise<{ ok: true } | Refused> {
  try {
    await callApi(standingApi.adminSettings, { body });
  } catch (error) {
    return { ...refusedChange(error, STANDING_CHANGE_FAILED), fields: refusedFields(error) };
  }
  // The next placement's time and its forecast follow the weekly time: the list is asked again.
  reloadStandingOrders();
  showToast({ title: 'Settings Saved', description: 'Standing orders follow them from now on.' });
  return { ok: true };
}
