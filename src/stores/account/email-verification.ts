import * as accountApi from '@/domain/api/account';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { revalidateKeys } from '@/lib/api/query';
import { refusalMessage } from '../shell/refusal';
import { SESSION_USER_KEY } from '../shell/session';
import { showToast } from '../shell/toasts';

export const VERIFY_FAILED = 'We could not check this link just now. Please try again.';

export type VerifyResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Opens a verification link (POST /api/auth/verify-email). The signed-in user is re-read after, so
 * the header and the account page show the address verified (and the owner's dashboard link).
 */
export async function verifyEmailAddress(token: string): Promise<VerifyResult> {
  try {
    const answer = await callApi(accountApi.verifyEmail, { body: { token } });
    revalidateKeys(SESSION_USER_KEY);
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, VERIFY_FAILED) };
  }
}

/** Mails the signed-in account a new link (POST /api/auth/verify-email/send); the outcome is a toast. */
export async function sendVerificationLink(): Promise<boolean> {
  try {
    const answer = await callApi(accountApi.sendVerification);
    showToast({ title: 'Verification Email Sent', description: answer.message });
    return true;
  } catch (error) {
    showToast({ title: 'Not Sent', description: refusalMessage(error, VERIFY_FAILED), variant: 'destructive' });
    if (error instanceof ApiError && error.status === 409) revalidateKeys(SESSION_USER_KEY);
    return false;
  }
}
