import { invalidateKeys, mutateCache } from '@/lib/api/query';
import { apiRequest } from '@/lib/api/request';
import { SESSION_USER_KEY } from './session';

/**
 * Ends the session on the server, then forgets every cached answer (SPEC.md §4: after logout all
 * cached data is cleared) and returns to the menu. Throws the ApiError when the server refuses,
 * so the caller can show 'Error – Failed to sign out. Please try again.'.
 */
export async function signOut(): Promise<void> {
  await apiRequest<unknown>('POST', '/api/auth/logout');
  invalidateKeys(() => true);
  mutateCache(SESSION_USER_KEY, null);
  window.location.assign('/');
}
