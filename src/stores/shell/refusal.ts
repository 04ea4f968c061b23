import { ApiError } from '@/lib/api/api-error';
import { revalidateKeys } from '@/lib/api/query';
import { SESSION_USER_KEY } from './session';

/** The server's words for a refusal it explained (a 4xx answer), or `fallback` for anything else. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/**
 * A change the server refused, as a failed outcome with the words to show. A 401 means the session
 * has ended: who is signed in is asked again, so the page shows the person signed out.
 */
export function refusedChange(error: unknown, fallback: string): { ok: false; message: string } {
  if (error instanceof ApiError && error.status === 401) revalidateKeys(SESSION_USER_KEY);
  return { ok: false, message: refusalMessage(error, fallback) };
}
