import { getDb } from '../db';
import { HttpError } from './http-error';

export interface RateLimitRule {
  /** Failures (or requests) allowed in one window. */
  max: number;
  windowMs: number;
}

interface CounterRow {
  count: number;
  window_start: Date;
}

const retryAfterSeconds = (row: CounterRow, rule: RateLimitRule) =>
  Math.max(1, Math.ceil((row.window_start.getTime() + rule.windowMs - Date.now()) / 1000));

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
  const db = await getDb();
  const [row] = await db.sql<CounterRow>`
    INSERT INTO rate_limits AS r (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) THEN 1 ELSE r.count + 1 END,
      window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) THEN now() ELSE r.window_start END
    RETURNING count, window_start`;
  if (row && row.count > rule.max) throw tooMany(retryAfterSeconds(row, rule));
}

/**
 * Takes back an attempt `consume` counted, for limits on failures only (a sign-in that succeeded,
 * a rating of a real order): the attempt held a place while it was checked, and frees it now.
 */
export async function refund(key: string): Promise<void> {
  const db = await getDb();
  await db.sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND count > 0`;
}

export async function resetLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.sql`DELETE FROM rate_limits WHERE key = ${key}`;
}
