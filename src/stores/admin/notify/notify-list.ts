import * as notifyApi from '@/domain/api/notify';
import { urlOf } from '@/domain/api';
import type { SubscriberCounts } from '@/domain/notify/list-counts';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';

/** The notify list's counts on the owner's dashboard (GET /api/admin/subscribers), asked once per visit. */
const COUNTS_KEY = urlOf(notifyApi.counts);

export const $subscriberCounts = createFetcherStore<SubscriberCounts>(COUNTS_KEY, {
  // Admin answers depend on who is signed in: never from the browser's HTTP cache.
  ...fromRoute(notifyApi.counts, true),
  dedupeTime: 0,
});

/** The card's Try Again. */
export const reloadSubscriberCounts = (): void => revalidateKeys(COUNTS_KEY);

/** The list as a CSV download: a plain link, the browser sends the session cookie with it. */
export const SUBSCRIBERS_EXPORT_URL = urlOf(notifyApi.exportCsv);
