import * as accountApi from '@/domain/api/account';
import { SESSION_HINT_CLEAR } from '@/domain/session-hint';

import { callApi } from '@/lib/api/call';
import { invalidateKeys, mutateCache } from '@/lib/api/query';
import { SESSION_USER_KEY } from './session';
import { showToast, showToastAfterNavigation, type ToastInput } from './toasts';

/**
 * Ends the session on the server, forgets every cached answer (after logout all cached
 * data is cleared) and returns to the menu with 'Signed out'. A refusal shows the destructive
 * 'Error – Failed to sign out. Please try again.' and keeps the person where they are.
 */
export async function signOut(): Promise<void> {
  try {
    await callApi(accountApi.logout);
  } catch {
    showToast({ title: 'Error', description: 'Failed to sign out. Please try again.', variant: 'destructive' });
    return;
  }
  leaveSignedOut({ title: 'Signed out', description: 'You have been signed out successfully.' });
}

/**
 * The session is over (signed out, or the account deleted): forget every cached answer, make the
 * user nobody, and go to the menu, where `toast` is shown.
 */
export function leaveSignedOut(toast: ToastInput): void {
  invalidateKeys(() => true);
  mutateCache(SESSION_USER_KEY, null);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser customers use
  document.cookie = SESSION_HINT_CLEAR;
  showToastAfterNavigation(toast);
  window.location.assign('/');
}
