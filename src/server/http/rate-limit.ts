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

/** Refuses with 429 (saying when to retry) if the key has used up its window. Does not count. */
export async function assertNotLimited(key: string, rule: RateLimitRule): Promise<void> {
  const db = await getDb();
  const [row] = await db.sql<CounterRow>`
    SELECT count, window_start FROM rate_limits
    WHERE key = ${key} AND window_start > now() - make_interval(secs => ${rule.windowMs / 1000})`;
  if (row && row.count >= rule.max) throw tooMany(retryAfterSeconds(row, rule));
}

/**
 * Counts one event against the key, atomically (one upsert, safe under concurrent requests); a
 * window that has run out starts again at 1.
 */
export async function countAgainst(key: string, rule: RateLimitRule): Promise<number> {
  const db = await getDb();
  const [row] = await db.sql<CounterRow>`
    INSERT INTO rate_limits AS r (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) THEN 1 ELSE r.count + 1 END,
      window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) THEN now() ELSE r.window_start END
    RETURNING count, window_start`;
  return row?.count ?? 1;
}

/** Counts the event and refuses it when it goes over the limit (for calls limited on every use). */
export async function consume(key: string, rule: RateLimitRule): Promise<void> {
  await assertNotLimited(key, rule);
  await countAgainst(key, rule);
}

export async function resetLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.sql`DELETE FROM rate_limits WHERE key = ${key}`;
}
