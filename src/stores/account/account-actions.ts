import * as accountApi from '@/domain/api/account';
import { atom } from 'nanostores';
import type { ProfileInput } from '@/domain/schemas/profile';

import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { revalidateKeys } from '@/lib/api/query';
import { SESSION_USER_KEY } from '../shell/session';
import { leaveSignedOut } from '../shell/sign-out';
import { showToast } from '../shell/toasts';

export type ProfileSaveResult =
  | { ok: true }
  /** `problem`: the server's own words when it refused this input (a 4xx other than 401), else null. */
  | { ok: false; problem: string | null };

/**
 * Saves the profile (PATCH /api/auth/profile). On success 'Profile Updated' and the cached user is
 * re-read from /api/auth/user, so the header greeting follows the new name. On
 * failure the toast 'Update Failed – Failed to update profile. Please try again.'; a
 * refusal of the input also hands back the server's message so the form can show it. A 401 means
 * the session is gone: the user is re-checked so the page shows that the person is signed out.
 */
export async function saveProfile(profile: ProfileInput): Promise<ProfileSaveResult> {
  try {
    await callApi(accountApi.profile, { body: profile });
  } catch (error) {
    showToast({
      title: 'Update Failed',
      description: 'Failed to update profile. Please try again.',
      variant: 'destructive',
    });
    if (!(error instanceof ApiError)) return { ok: false, problem: null };
    if (error.status === 401) revalidateKeys(SESSION_USER_KEY);
    const refusedInput = error.status >= 400 && error.status < 500 && error.status !== 401;
    return { ok: false, problem: refusedInput ? error.message : null };
  }
  revalidateKeys(SESSION_USER_KEY);
  showToast({ title: 'Profile Updated', description: 'Your profile has been saved.' });
  return { ok: true };
}

/**
 * True once the account is gone and the page is on its way to /, so the account screen can say so
 * instead of flashing 'Access Denied' while the browser navigates.
 */
export const $accountDeleted = atom(false);

/**
 * Deletes the account (DELETE /api/auth/account). The server ends the session; here every cached
 * answer is forgotten, the user becomes nobody, and the person lands on / with 'Account Deleted'
 * shown. A refusal shows 'Deletion Failed – Failed to delete account. Please try again.'
 * and returns false, leaving everything as it was.
 */
export async function deleteAccount(): Promise<boolean> {
  try {
    await callApi(accountApi.deleteAccount);
  } catch {
    showToast({
      title: 'Deletion Failed',
      description: 'Failed to delete account. Please try again.',
      variant: 'destructive',
    });
    return false;
  }
  $accountDeleted.set(true);
  leaveSignedOut({
    title: 'Account Deleted',
    description: 'Your account has been deleted and you have been signed out.',
  });
  return true;
}
