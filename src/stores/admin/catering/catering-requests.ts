import * as cateringApi from '@/domain/api/catering';
import { type Answer, urlOf } from '@/domain/api';
import { createFetcherStore, fromRoute, revalidateKeys } from '@/lib/api/query';

/* The owner's catering requests (/admin/catering), from GET /api/admin/catering, newest event first. */
export type CateringRequestList = Answer<typeof cateringApi.list>;
export type ListedCateringRequest = CateringRequestList['requests'][number];

const REQUESTS_KEY = urlOf(cateringApi.list);

export const $cateringRequests = createFetcherStore<CateringRequestList>(REQUESTS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(cateringApi.list, true),
  dedupeTime: 0,
});

/** Asks for the requests again (the page's Try Again). */
export const reloadCateringRequests = (): void => revalidateKeys(REQUESTS_KEY);
