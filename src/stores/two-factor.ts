import { revalidateKeys } from '@/lib/api/query';
import { apiRequest } from '@/lib/api/request';
import { refusedChange } from './refusal';
import { SESSION_USER_KEY } from './session';
import { showToast } from './toasts';

export const TWO_FACTOR_FAILED = 'Something went wrong. Please try again.';

export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const call = async <T>(action: string, body?: unknown): Promise<Outcome<T>> => {
  try {
    return { ok: true, value: await apiRequest<T>('POST', `/api/auth/two-factor/${action}`, body ?? {}) };
  } catch (error) {
    return refusedChange(error, TWO_FACTOR_FAILED);
  }
};

/** A new secret and its QR code, waiting for the app's first code. */
export const startTwoFactorSetup = () => call<TwoFactorSetup>('setup');

/** Confirms the set-up; answers the recovery codes (shown once). */
export async function confirmTwoFactor(code: string): Promise<Outcome<string[]>> {
  const answer = await call<{ recoveryCodes: string[] }>('enable', { code });
  if (!answer.ok) return answer;
  revalidateKeys(SESSION_USER_KEY);
  showToast({ title: 'Two-Factor Sign-In On', description: 'You will be asked for a code when you sign in.' });
  return { ok: true, value: answer.value.recoveryCodes };
}

export async function turnOffTwoFactor(code: string): Promise<Outcome<null>> {
  const answer = await call<undefined>('disable', { code });
  if (!answer.ok) return answer;
  revalidateKeys(SESSION_USER_KEY);
  showToast({ title: 'Two-Factor Sign-In Off', description: 'Signing in needs only your password again.' });
  return { ok: true, value: null };
}
