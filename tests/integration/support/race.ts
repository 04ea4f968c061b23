import pg from 'pg';
import { type ContestedPoint, listenAtContestedPoints } from '@/server/db/contested-point';
import { withDefaultUser } from '@/server/db/connection';
import type { Db } from '@/server/db';

/*
 * A race made to happen. `race(point, contenders)` runs the contenders at once and holds each
 * transaction that reaches the contested point (src/server/db/contested-point.ts) there until
 * another contender has reached it too or is waiting on a lock this transaction holds (PostgreSQL's
 * pg_blocking_pids), or every other contender has finished. With its guard in place the second
 * contender waits on the guard and the first goes on; with the guard removed both are inside the
 * point at once, read the same counts and both write: the test fails every time, not when timing
 * happens to line them up. A race in which no transaction ever met another there fails as such.
 *
 * Only PostgreSQL shows who waits on whom (`npm run test:postgres`, and CI's integration tests):
 * the embedded database lets one transaction through its gate at a time, so there the contenders
 * simply run at once and the gate keeps them apart.
 */

/** How often a held transaction looks again at who has arrived or waits on it. */
const LOOK_EVERY_MS = 5;
/** A race whose contenders neither arrive nor wait this long is reported as not happening. */
const GIVE_UP_MS = 15_000;

interface RaceState {
  contenders: number;
  atPoint: number;
  finished: number;
  met: boolean;
}

export async function race<T>(point: ContestedPoint, contenders: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  const serverUrl = process.env['NETLIFY_DB_URL'];
  if (!process.env['TEST_DATABASE_URL'] || !serverUrl) return Promise.all(contenders.map((contender) => contender()));
  const watcher = new pg.Client({ connectionString: withDefaultUser(serverUrl) });
  await watcher.connect();
  const state: RaceState = { contenders: contenders.length, atPoint: 0, finished: 0, met: false };
  listenAtContestedPoints((reached, tx) => (reached === point ? holdAtPoint(tx, state, watcher) : Promise.resolve()));
  try {
    const results = await Promise.all(
      contenders.map((contender) =>
        contender().finally(() => {
          state.finished += 1;
        }),
      ),
    );
    if (!state.met) {
      throw new Error(`The race at ${point} did not happen: no transaction met another there or waited on one`);
    }
    return results;
  } finally {
    listenAtContestedPoints(undefined);
    await watcher.end();
  }
}

async function holdAtPoint(tx: Db, state: RaceState, watcher: pg.Client): Promise<void> {
  const { rows } = await tx.query('SELECT pg_backend_pid() AS pid');
  const pid = (rows[0] as { pid: number }).pid;
  state.atPoint += 1;
  const giveUpAt = Date.now() + GIVE_UP_MS;
  try {
    for (;;) {
      if (state.atPoint > 1) state.met = true;
      // Everyone else is here too, or done: nobody is left to meet.
      if (state.atPoint + state.finished >= state.contenders) return;
      const waiting = await watcher.query(
        'SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))) AS waiting',
        [pid],
      );
      if ((waiting.rows[0] as { waiting: boolean }).waiting) {
        state.met = true;
        return;
      }
      if (Date.now() > giveUpAt) {
        throw new Error(
          `A contender held at the contested point for ${GIVE_UP_MS / 1000} s met nobody (${state.atPoint} there, ${state.finished} of ${state.contenders} finished)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  } finally {
    state.atPoint -= 1;
  }
}
