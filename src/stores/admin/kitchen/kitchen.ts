import * as ordersApi from '@/domain/api/orders';
import { atom, computed } from 'nanostores';
import { isShopDate } from '@/domain/fulfilment/schedule';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { kitchenDateFromSearch } from '@/domain/kitchen/kitchen-query';
import { urlOf } from '@/domain/api';
import { createFetcherStore, liveQuery, revalidateKeys } from '@/lib/api/query';

/*
 * The kitchen's day (/admin/kitchen): the chosen shop date, kept in the address (?date=) so a
 * reload, a bookmark or a shared link opens the same day, and that day's orders from
 * GET /api/admin/kitchen, asked again every 30 s and when the tab comes back, so orders placed
 * meanwhile show up before the tickets are printed.
 */

export const KITCHEN_REFRESH_MS = 30_000;

export const kitchenDayUrl = (date: string): string => urlOf(ordersApi.kitchen, undefined, { date });

/** Where the kitchen's 'Export CSV' form sends its plain GET (the browser downloads the file). */
export const EXPORT_URL = urlOf(ordersApi.exportCsv);

/** The day shown; empty on the server, where no day is asked for. */
export const $kitchenDate = atom<string>(
  typeof location === 'undefined' ? '' : kitchenDateFromSearch(location.search, new Date()),
);

export const $kitchenDay = createFetcherStore<KitchenDayView>(
  // No key (nothing asked) until there is a day.
  [computed($kitchenDate, (date) => (date ? kitchenDayUrl(date) : null))],
  liveQuery(ordersApi.kitchen, KITCHEN_REFRESH_MS),
);

/** Shows another day (a string that is not a shop date is ignored). */
export function showKitchenDate(date: string): void {
  if (isShopDate(date)) $kitchenDate.set(date);
}

/** Puts the day shown in the address, replacing it rather than adding a history entry per day. */
export function writeDateToAddress(date: string): void {
  const url = new URL(window.location.href);
  if (!date || url.searchParams.get('date') === date) return;
  url.searchParams.set('date', date);
  window.history.replaceState(window.history.state, '', url);
}

export const reloadKitchenDay = (): void => revalidateKeys(kitchenDayUrl($kitchenDate.get()));

/**
 * What 'Print' puts on paper: the day's tickets, or pack labels for the day (orderId null) or one
 * order, at one of the two label sizes. Only that part of the page is printed.
 */
export const LABEL_SIZES = ['thermal', 'letter'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];
export type PrintJob = { kind: 'tickets' } | { kind: 'labels'; orderId: number | null };

export const $printJob = atom<PrintJob>({ kind: 'tickets' });
export const $labelSize = atom<LabelSize>('thermal');

export const chooseLabelSize = (size: LabelSize): void => $labelSize.set(size);
