/*
 * Saving a card for later charges (issue 49), whichever gateway saves it: Stripe's Payment Element
 * in setup mode, or the built-in test gateway's form (./test-gateway.ts).
 */

/** What confirming the saving came to: saved (the setup's id for the server to read the card from), or not. */
export type SetupAttempt =
  | { kind: 'saved'; setupIntentId: string }
  | { kind: 'failed'; message: string | undefined }
  | { kind: 'processing' }
  | { kind: 'redirect'; url: string };

/** Stripe's return parameters on the page a setup's authentication came back to. */
export interface SetupReturn {
  setupIntentId: string;
  clientSecret: string;
  /** 'succeeded' when the card was saved; 'failed' when the bank's check was refused. */
  redirectStatus: string;
}

/** The setup the address names after an authentication redirect, or null when it names none. */
export function readSetupReturn(search: string): SetupReturn | null {
  const params = new URLSearchParams(search);
  const setupIntentId = params.get('setup_intent');
  const clientSecret = params.get('setup_intent_client_secret');
  if (!setupIntentId || !clientSecret) return null;
  return { setupIntentId, clientSecret, redirectStatus: params.get('redirect_status') ?? '' };
}
