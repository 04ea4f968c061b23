import * as ordersApi from '@/domain/api/orders';
import { atom, computed } from 'nanostores';
import type { TrackedOrderView } from '@/domain/api-shapes';
import { urlOf } from '@/domain/api';
import { ApiError } from '@/lib/api/api-error';
import { createFetcherStore, liveQuery } from '@/lib/api/query';

/*
 * The order a tracking link opens (/orders/track?token=...). Asked again every 30 s and when the
 * tab comes back into view, so a customer watching the page sees 'Ready for pickup' without
 * reloading; the query cache skips the timed asks while the tab is hidden.
 */

export const TRACKING_REFRESH_MS = 30_000;

/** The token from the page's address: null until the island has read it, '' when there is none. */
export const $trackingToken = atom<string | null>(null);

export const trackingKey = (token: string) => urlOf(ordersApi.track, undefined, { token });

export const $trackedOrder = createFetcherStore<TrackedOrderView>(
  [computed($trackingToken, (token) => (token ? trackingKey(token) : null))],
  // One person's order whose status changes: never from the browser's HTTP cache.
  liveQuery(ordersApi.track, TRACKING_REFRESH_MS),
);

/** Whether the tracking failed because the link opens no order (the API's 404 'Order Not Found'). */
export const isUnknownTrackingLink = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
