import pg from 'pg';
import type { Db } from '@/server/db';
import { withDefaultUser } from '@/server/db/connection';
import { type ContestedPoint, listenAtContestedPoints } from '@/server/db/contested-point';

/*
 * A race made to happen. `race(point, contenders)` runs the contenders at once and holds each one
 * that reaches the contested point (src/server/db/contested-point.ts) there until another contender
 * has reached it too, is waiting on a lock its transaction holds (PostgreSQL's pg_blocking_pids), or
 * has finished meanwhile; or until every other contender is there or done. With its guard in place
 * the second contender waits on the guard (or passes the claimed row by) while the first is held;
 * with the guard removed both are inside the point at once, having read the same state, and both
 * write: the test fails every time, not when timing happens to line them up. A race in which no
 * contender ever met another fails as not having happened.
 *
 * Only PostgreSQL shows who waits on whom (`npm run test:postgres`, and CI's integration tests).
 * The embedded database lets one transaction through its gate at a time
 * (scripts/lib/transaction-gate.mjs), where a held transaction would hold everyone: there the
 * contenders simply run at once and the gate keeps them apart.
 */

/** How often a held contender looks again at who has arrived, waits on it or has finished. */
const LOOK_EVERY_MS = 5;
/** A held contender that meets nobody this long is reported (a race that cannot happen as written). */
const GIVE_UP_MS = 15_000;

interface RaceState {
  contenders: number;
  atPoint: number;
  finished: number;
  met: boolean;
}

/** What each contender answered, in the contenders' order (a tuple stays a tuple). */
type Answers<T extends ReadonlyArray<() => Promise<unknown>>> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

export async function race<const T extends ReadonlyArray<() => Promise<unknown>>>(
  point: ContestedPoint,
  contenders: T,
): Promise<Answers<T>> {
  const serverUrl = process.env['NETLIFY_DB_URL'];
  if (!process.env['TEST_DATABASE_URL'] || !serverUrl) {
    return (await Promise.all(contenders.map((contender) => contender()))) as Answers<T>;
  }
  // Its own connection: the contenders may hold every one of the pool's.
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
    if (!state.met) throw new Error(`The race at ${point} did not happen: no contender met another there`);
    return results as Answers<T>;
  } finally {
    listenAtContestedPoints(undefined);
    await watcher.end();
  }
}

async function holdAtPoint(tx: Db | undefined, state: RaceState, watcher: pg.Client): Promise<void> {
  const pid = tx ? ((await tx.query('SELECT pg_backend_pid() AS pid')).rows[0] as { pid: number }).pid : null;
  state.atPoint += 1;
  const finishedBefore = state.finished;
  const giveUpAt = Date.now() + GIVE_UP_MS;
  try {
    for (;;) {
      if (state.atPoint > 1 || state.finished > finishedBefore) state.met = true;
      // Everyone else is here too, or done: nobody is left to meet.
      if (state.atPoint + state.finished >= state.contenders) return;
      if (state.finished > finishedBefore || (pid !== null && (await waitedOn(watcher, pid)))) {
        state.met = true;
        return;
      }
      if (Date.now() > giveUpAt) {
        throw new Error(
          `A contender held ${GIVE_UP_MS / 1000} s at the contested point met nobody (${state.atPoint} there, ${state.finished} of ${state.contenders} finished)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  } finally {
    state.atPoint -= 1;
  }
}

/** Whether some session waits on a lock the session `pid` holds. */
async function waitedOn(watcher: pg.Client, pid: number): Promise<boolean> {
  const { rows } = await watcher.query<{ waited: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))) AS waited',
    [pid],
  );
  return rows[0]?.waited === true;
}
