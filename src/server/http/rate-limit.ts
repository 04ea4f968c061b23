import { createHmac, hkdfSync } from 'node:crypto';
import { serverConfig } from '../config';
import { contestedPoint, type Db, database } from '../db';
import {
  type AttemptCounter,
  countAttempt,
  deleteCounters,
  uncountAttempt,
} from '../repositories/rate-limits-repository';
import { HttpError } from './http-error';

export interface RateLimitRule {
  /** Failures (or requests) allowed in one window. */
  max: number;
  windowMs: number;
}

const keyingSecrets = new WeakMap<Uint8Array, Buffer>();

/**
 * The name a counter is stored under: an HMAC of its key ('login:account:amina@example.com'),
 * under a secret derived from JWT_SECRET for this one use. The table then holds no e-mail or
 * address, and nobody without the secret can tell whose counter a row is.
 */
function storedKey(key: string): string {
  const { jwtSecret } = serverConfig();
  let secret = keyingSecrets.get(jwtSecret);
  if (!secret) {
    secret = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'kenyan-bites attempt counters', 32));
    keyingSecrets.set(jwtSecret, secret);
  }
  return createHmac('sha256', secret).update(key).digest('hex');
}

const retryAfterSeconds = (counter: AttemptCounter, rule: RateLimitRule) =>
  Math.max(1, Math.ceil((counter.windowStart.getTime() + rule.windowMs - Date.now()) / 1000));

function tooMany(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const when = minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
  return new HttpError(429, `Too many attempts. Please try again ${when}.`, { 'Retry-After': String(seconds) });
}

/**
 * Counts one attempt against the key and refuses it with 429 (saying when to retry) when it goes
 * over the limit. Counting comes first, in one atomic upsert: thirty attempts sent at once are
 * numbered 1 to 30 and only the first `max` go on, where checking before counting let all of
 * them through. A window that has run out starts again at 1.
 */
export async function consume(key: string, rule: RateLimitRule): Promise<void> {
  await contestedPoint('attempt-count');
  const counter = await countAttempt(database(), storedKey(key), rule.windowMs);
  if (counter.count > rule.max) throw tooMany(retryAfterSeconds(counter, rule));
}

/**
 * Takes back an attempt `consume` counted, for limits on failures only (a sign-in that succeeded,
 * a rating of a real order): the attempt held a place while it was checked, and frees it now.
 */
export async function refund(key: string): Promise<void> {
  await uncountAttempt(database(), storedKey(key));
}

export async function resetLimit(key: string): Promise<void> {
  await deleteCounters(database(), [storedKey(key)]);
}

/** Forgets these counters (an account being deleted), in the caller's transaction. */
export async function forgetLimits(db: Db, keys: readonly string[]): Promise<void> {
  await deleteCounters(db, keys.map(storedKey));
}
