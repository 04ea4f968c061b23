import { persistentAtom } from '@nanostores/persistent';
import * as ordersApi from '@/domain/api/orders';
import type { AdminOrderView } from '@/domain/api-shapes';
import { createFetcherStore, liveQuery, revalidateKeys } from '@/lib/api/query';
import { ADMIN_REFRESH_MS, ordersPageUrl } from '@/stores/admin/dashboard/orders';

/*
 * The open /admin tab's alerts (issue 25): the newest orders asked for every 25 s, even while the
 * tab is in the background (the browser may slow that to once a minute); those placed after what
 * the owner last marked seen are new: counted in the page title, marked on their cards, and
 * announced with a short sound unless it is muted. What was seen and the mute stay on the device.
 */

export const NEWEST_ORDERS_KEY = ordersPageUrl('all', null);

export const $newestOrders = createFetcherStore<AdminOrderView[]>(
  NEWEST_ORDERS_KEY,
  liveQuery(ordersApi.list, ADMIN_REFRESH_MS),
);

/** The newest order the owner has seen (its id); '' before the first visit on this device. */
export const $seenUpTo = persistentAtom<string>('adminOrdersSeenUpTo', '');

/** 'on' or 'off': the sound a new order makes on this device. */
export const $alertSound = persistentAtom<'on' | 'off'>('adminAlertSound', 'on');

/** The orders placed after the newest one seen (ids grow with time), newest first. */
export function newOrdersOf(orders: readonly AdminOrderView[], seenUpTo: string): AdminOrderView[] {
  const seen = Number(seenUpTo);
  return seenUpTo === '' ? [] : orders.filter((order) => order.id > seen);
}

/** Every order shown so far is seen (and, on a first visit, what was there already counts as seen). */
export function markAllSeen(orders: readonly AdminOrderView[]): void {
  const newest = orders.reduce((max, order) => Math.max(max, order.id), Number($seenUpTo.get() || 0));
  $seenUpTo.set(String(newest));
}

/** The tab's title while there are new orders, '(2) New orders · Kenyan Bites'; `title` otherwise. */
export const alertTitle = (count: number, title: string): string =>
  count === 0 ? title : `(${count}) New ${count === 1 ? 'order' : 'orders'} · Kenyan Bites`;

export function setAlertSound(on: boolean): void {
  $alertSound.set(on ? 'on' : 'off');
}

/**
 * The query cache asks only while the tab is visible; a kitchen tab in the background must still
 * hear of new orders, so it is asked here too. Answers the function that stops it.
 */
export function keepAskingInBackground(): () => void {
  const timer = setInterval(() => {
    if (document.hidden) revalidateKeys(NEWEST_ORDERS_KEY);
  }, ADMIN_REFRESH_MS);
  return () => clearInterval(timer);
}

let audio: AudioContext | undefined;

/**
 * A short two-note chime made in the browser (no file to load). Browsers let a page make sound only
 * after the person has clicked or tapped it: the dashboard takes any first tap to allow it.
 */
export function allowAlertSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume();
}

export function playAlertSound(): void {
  if ($alertSound.get() !== 'on' || !audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.2, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.3);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.3);
  }
}
