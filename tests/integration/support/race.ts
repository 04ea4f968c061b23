import pg from 'pg';
import { withDefaultUser } from '@/server/db/connection';
import { type ContestedPoint, listenAtContestedPoints } from '@/server/db/contested-point';

/*
 * A race made to happen. `race(point, contenders)` runs the contenders at once and holds each one
 * that reaches the contested point (src/server/db/contested-point.ts) there until every other
 * contender has reached it too, waits on a lock (pg_stat_activity: this test file's database has no
 * other sessions) or has finished. With its guard in place the others wait on the guard (or pass the
 * claimed row by, or find it taken) while the first is held; with the guard removed they all come
 * inside the point, having read the same state, and all write: the test fails every time, not when
 * timing happens to line them up. A race in which no contender ever met another (arrived while one
 * was held, waited on it, or finished meanwhile) fails as not having happened.
 *
 * Only PostgreSQL shows who waits on whom (`npm run test:postgres`, and CI's integration tests).
 * The embedded database lets one transaction through its gate at a time
 * (scripts/lib/transaction-gate.mjs), where a held transaction would hold everyone: there the
 * contenders simply run at once and the gate keeps them apart.
 */

/** How often a held contender looks again at who has arrived, waits or has finished. */
const LOOK_EVERY_MS = 5;
/**
 * A held contender that meets nobody this long is reported (a race that cannot happen as written):
 * long enough for a slow, busy machine, where a contender may take seconds to reach its point.
 */
const GIVE_UP_MS = 15_000;

interface RaceState {
  contenders: number;
  atPoint: number;
  finished: number;
  met: boolean;
}

/** What each contender answered, in the contenders' order (a tuple stays a tuple). */
type Answers<T extends ReadonlyArray<() => Promise<unknown>>> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Whether the server code's database is on the PostgreSQL server TEST_DATABASE_URL names, whose
 * sessions show who waits on whom; else it is an embedded one (the default run, or a file that
 * starts its own, as embedded-database.test.ts does whatever TEST_DATABASE_URL says).
 */
export function onPostgres(): boolean {
  const server = process.env['TEST_DATABASE_URL'];
  const used = process.env['NETLIFY_DB_URL'];
  return Boolean(server && used && new URL(server).host === new URL(used).host);
}

export async function race<const T extends ReadonlyArray<() => Promise<unknown>>>(
  point: ContestedPoint,
  contenders: T,
): Promise<Answers<T>> {
  if (!onPostgres()) return (await Promise.all(contenders.map((contender) => contender()))) as Answers<T>;
  // Its own connection: the contenders may hold every one of the pool's.
  const watcher = new pg.Client({ connectionString: withDefaultUser(process.env['NETLIFY_DB_URL'] ?? '') });
  await watcher.connect();
  const state: RaceState = { contenders: contenders.length, atPoint: 0, finished: 0, met: false };
  listenAtContestedPoints((reached) => (reached === point ? holdAtPoint(state, watcher) : Promise.resolve()));
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

/** Who waits for a contender of the running race to be held at its point (`untilHeld`). */
const heldWaiters: Array<() => void> = [];

/**
 * Resolves once a contender of the running race is held at its point: for a contender that must
 * come second, because nothing in its own path is a point the race listens at (a payment meeting a
 * placement's lock), so that it meets the first instead of finishing before the first arrives.
 * At once on the embedded database, where the race runs its contenders at once.
 */
export function untilHeld(): Promise<void> {
  if (!onPostgres()) return Promise.resolve();
  return new Promise((resolve) => heldWaiters.push(resolve));
}

async function holdAtPoint(state: RaceState, watcher: pg.Client): Promise<void> {
  state.atPoint += 1;
  for (const resolve of heldWaiters.splice(0)) resolve();
  const finishedBefore = state.finished;
  const giveUpAt = Date.now() + GIVE_UP_MS;
  try {
    for (;;) {
      const waiting = await sessionsWaitingOnLocks(watcher);
      if (state.atPoint > 1 || waiting > 0 || state.finished > finishedBefore) state.met = true;
      // Every other contender is here too, waits, or is done: nobody is left to come.
      if (state.atPoint + waiting + state.finished >= state.contenders) return;
      if (Date.now() > giveUpAt) {
        throw new Error(
          `A contender held ${GIVE_UP_MS / 1000} s at the contested point: ${state.atPoint} there, ${waiting} waiting, ${state.finished} of ${state.contenders} finished`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  } finally {
    state.atPoint -= 1;
  }
}

/**
 * Resolves once a session of this database waits on a lock: for a test that holds the guard's
 * transaction itself and must know its contender has reached the guard before letting go
 * (PostgreSQL only, as `race`).
 */
export async function untilOneWaitsOnALock(): Promise<void> {
  const watcher = new pg.Client({ connectionString: withDefaultUser(process.env['NETLIFY_DB_URL'] ?? '') });
  await watcher.connect();
  try {
    const giveUpAt = Date.now() + GIVE_UP_MS;
    while ((await sessionsWaitingOnLocks(watcher)) === 0) {
      if (Date.now() > giveUpAt) throw new Error(`Nobody waited on a lock within ${GIVE_UP_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  } finally {
    await watcher.end();
  }
}

/**
 * Runs `statement` (one that takes a lock) in a transaction of its own, kept open until `release()`,
 * as a request in progress holds its lock (PostgreSQL only, as `race`). `untilWaitedOnOr` looks,
 * as `race` does, until another session of this database waits on a lock meanwhile.
 */
export async function holdLock(statement: string): Promise<{
  /** Resolves once a session waits on a lock, or `done()` is true, whichever comes first. */
  untilWaitedOnOr(done: () => boolean): Promise<void>;
  /** A further statement of the holder's transaction, while it still holds the lock. */
  write(statement: string, params?: unknown[]): Promise<void>;
  release(): Promise<void>;
  /** Ends the holder's transaction as a request that succeeded ends it: its writes stay. */
  commit(): Promise<void>;
}> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: withDefaultUser(process.env['NETLIFY_DB_URL'] ?? '') });
    await client.connect();
    return client;
  };
  const [holder, watcher] = await Promise.all([connect(), connect()]);
  await holder.query('BEGIN');
  await holder.query(statement);
  return {
    // From a session outside the holder's transaction, which would see the sessions as they were when it began.
    untilWaitedOnOr: async (done) => {
      const giveUpAt = Date.now() + GIVE_UP_MS;
      while (!done() && (await sessionsWaitingOnLocks(watcher)) === 0) {
        if (Date.now() > giveUpAt) throw new Error(`Nobody waited on the held lock within ${GIVE_UP_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
      }
    },
    write: async (next, params) => {
      await holder.query(next, params);
    },
    release: async () => {
      await holder.query('ROLLBACK');
      await Promise.all([holder.end(), watcher.end()]);
    },
    commit: async () => {
      await holder.query('COMMIT');
      await Promise.all([holder.end(), watcher.end()]);
    },
  };
}

/** The sessions of this database waiting on a lock (the contenders waiting on a guard). */
async function sessionsWaitingOnLocks(watcher: pg.Client): Promise<number> {
  const { rows } = await watcher.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]?.waiting ?? 0;
}
