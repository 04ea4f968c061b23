import { database } from '../db';
import {
  type AttemptCounter,
  countAttempt,
  deleteCounter,
  uncountAttempt,
} from '../repositories/rate-limits-repository';
import { HttpError } from './http-error';

export interface RateLimitRule {
  /** Failures (or requests) allowed in one window. */
  max: number;
  windowMs: number;
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
  const counter = await countAttempt(database(), key, rule.windowMs);
  if (counter.count > rule.max) throw tooMany(retryAfterSeconds(counter, rule));
}

/**
 * Takes back an attempt `consume` counted, for limits on failures only (a sign-in that succeeded,
 * a rating of a real order): the attempt held a place while it was checked, and frees it now.
 */
export async function refund(key: string): Promise<void> {
  await uncountAttempt(database(), key);
}

export async function resetLimit(key: string): Promise<void> {
  await deleteCounter(database(), key);
}
