import { useState } from 'react';
import type { AuthResult } from '@/stores/account/auth-actions';

/**
 * Sign in or create account: busy while the call is on its way, and its failure message after a
 * refusal. Success leaves the screen busy: the page is already on its way to the menu.
 */
export function useSessionStart<TInput>(
  start: (input: TInput) => Promise<AuthResult>,
  onRefused?: (refusal: Extract<AuthResult, { ok: false }>, input: TInput) => void,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (input: TInput) => {
    setBusy(true);
    setFailure(null);
    const result = await start(input);
    if (result.ok) return;
    setBusy(false);
    setFailure(result.message);
    onRefused?.(result, input);
  };

  return { busy, failure, run };
}
