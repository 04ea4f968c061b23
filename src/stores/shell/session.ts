import * as accountApi from '@/domain/api/account';
import { hasSessionHint } from '@/domain/session-hint';
import type { SessionUser } from '@/domain/session-user';
import { TIMINGS } from '@/domain/timings';
import { ApiError } from '@/lib/api/api-error';
import { urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore } from '@/lib/api/query';

export const SESSION_USER_KEY = urlOf(accountApi.user);

/**
 * Who is signed in (docs/architecture.md#browser-state): refetched on mount, on window focus and every 30 s, never
 * treated as fresh. A 401 means signed out; any other failure is treated as signed out too.
 * Without the session hint cookie nobody can be signed in, so the call is not made at all.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!hasSessionHint(globalThis.document?.cookie ?? '')) return null;
  try {
    return await callApi(accountApi.user, { noCache: true });
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export const $sessionUser = createFetcherStore<SessionUser | null>(SESSION_USER_KEY, {
  fetcher: fetchSessionUser,
  dedupeTime: 0,
  revalidateOnFocus: true,
  revalidateInterval: TIMINGS.userRefetchMs,
});
