import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * A payment's client secret is the buyer's browser's proof that it started the payment: the server
 * keeps only its SHA-256 (hex), with the checkout, the payment link's checkout or the gift card's
 * purchase, and compares what a report shows against it in constant time.
 */

/** What is kept of a client secret. */
export const clientSecretSha256 = (clientSecret: string): string =>
  createHash('sha256').update(clientSecret).digest('hex');

/** Whether `shown` is the client secret whose hash was kept; false when none was kept. */
export function isClientSecret(keptSha256: string | null, shown: string): boolean {
  if (!keptSha256) return false;
  return timingSafeEqual(createHash('sha256').update(shown).digest(), Buffer.from(keptSha256, 'hex'));
}
