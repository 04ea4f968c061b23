import * as accountApi from '@/domain/api/account';
import type { Answer } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '../shell/refusal';
import { SESSION_USER_KEY } from '../shell/session';
import { showToast } from '../shell/toasts';

export const TWO_FACTOR_FAILED = 'Something went wrong. Please try again.';

export type TwoFactorSetup = Answer<typeof accountApi.twoFactorSetup>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const call = async <T>(request: () => Promise<T>): Promise<Outcome<T>> => {
  try {
    return { ok: true, value: await request() };
  } catch (error) {
    return refusedChange(error, TWO_FACTOR_FAILED);
  }
};

/** A new secret and its QR code, waiting for the app's first code. */
export const startTwoFactorSetup = () => call(() => callApi(accountApi.twoFactorSetup));

/** Confirms the set-up; answers the recovery codes (shown once). */
export async function confirmTwoFactor(code: string): Promise<Outcome<string[]>> {
  const answer = await call(() => callApi(accountApi.twoFactorEnable, { body: { code } }));
  if (!answer.ok) return answer;
  revalidateKeys(SESSION_USER_KEY);
  showToast({ title: 'Two-Factor Sign-In On', description: 'You will be asked for a code when you sign in.' });
  return { ok: true, value: answer.value.recoveryCodes };
}

export async function turnOffTwoFactor(code: string): Promise<Outcome<null>> {
  const answer = await call(() => callApi(accountApi.twoFactorDisable, { body: { code } }));
  if (!answer.ok) return answer;
  revalidateKeys(SESSION_USER_KEY);
  showToast({ title: 'Two-Factor Sign-In Off', description: 'Signing in needs only your password again.' });
  return { ok: true, value: null };
}
