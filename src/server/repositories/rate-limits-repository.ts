import * as v from 'valibot';
import { camelRow, type Db, readRow } from '../db';

/** A key's counter after an attempt: how many in its window, and when the window began. */
const counterSchema = camelRow({ count: v.number(), window_start: v.date() });

export type AttemptCounter = v.InferOutput<typeof counterSchema>;

/**
 * Counts one attempt against the key in one atomic upsert (thirty attempts sent at once are
 * numbered 1 to 30); a window older than `windowMs` starts again at 1.
 */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<AttemptCounter> {
  const counter = await readRow(
    db,
    'rate_limits',
    counterSchema,
    `INSERT INTO rate_limits AS r (key, count, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING count, window_start`,
    [key, windowMs / 1000],
  );
  if (!counter) throw new Error('Counting the attempt returned no row');
  return counter;
}

/** Takes back one counted attempt. */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0', [key]);
}

export async function deleteCounters(db: Db, keys: readonly string[]): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = ANY($1::text[])', [[...keys]]);
}
