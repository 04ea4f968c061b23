// Counts every query this process sends to PostgreSQL, for the benchmarks' queries/req column.
// Both the functions (through @netlify/database, which has no `pg` of its own) and the bare
// baseline send them through node-postgres's Client.prototype.query: a pool's query, and each
// BEGIN, COMMIT and statement of a transaction, is one call there and one round trip to the
// database. Imported before anything that could hold on to the original method.
//
// With BENCH_LOG_QUERIES=1 the first 80 characters of each query's text are kept too, until the
// next `takeQueryTexts()` (at most 50, so a long run does not pile them up): the benchmark sends
// one request alone between two drains to see exactly what it sends.
//
// It also times the schedule's lock (the booking's `SELECT ... FROM fulfilment_settings ... FOR
// UPDATE`, src/server/repositories/fulfilment-repository.ts) as this process sees it: how long a
// transaction waited for it, and how long it held it, from the lock's answer to the end of its
// COMMIT, ROLLBACK or ROLLBACK TO SAVEPOINT. Seen from the event loop, so a busy process counts
// its own delays in both.
import pg from 'pg';

const KEPT_TEXTS = 50;
const SCHEDULE_LOCK = /FROM fulfilment_settings WHERE id = 1 FOR UPDATE/;
// The booking's savepoint is set before it takes the lock, so going back to it lets the lock go.
const TRANSACTION_END = /^\s*(COMMIT|ROLLBACK|ROLLBACK TO SAVEPOINT \w+)\s*$/i;
const logging = process.env.BENCH_LOG_QUERIES === '1';
let sent = 0;
let texts = [];
/** The schedule's lock per client holding it: when it was asked for, and when it was granted. */
const locked = new WeakMap();
let lockTimes = [];

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  sent += 1;
  this.countedQueries = (this.countedQueries ?? 0) + 1;
  const text = typeof config === 'string' ? config : config?.text;
  if (logging && texts.length < KEPT_TEXTS) texts.push(String(text).replace(/\s+/g, ' ').trim().slice(0, 80));
  const asked = performance.now();
  const result = query.call(this, config, ...rest);
  // Only promised queries: a transaction's statements are sent so (src/server/db/database.ts).
  if (typeof text === 'string' && typeof result?.then === 'function') {
    if (SCHEDULE_LOCK.test(text)) {
      result.then(
        () => locked.set(this, { asked, granted: performance.now() }),
        () => {},
      );
    } else if (TRANSACTION_END.test(text) && locked.has(this)) {
      const lock = locked.get(this);
      locked.delete(this);
      const ended = () => lockTimes.push({ waited: lock.granted - lock.asked, held: performance.now() - lock.granted });
      result.then(ended, ended);
    }
  }
  return result;
};

// The pool: how long each checkout of a pooled client waited (a request's statements queue here when
// every client is busy, e.g. held by transactions waiting for the schedule's lock), and each new
// connection the pools open (a cold pool opens them under the first requests' feet).
let poolWaits = [];
let holds = [];
let connectionsOpened = 0;
const poolConnect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function timedConnect(callback) {
  const asked = performance.now();
  // From the checkout to the release (pool.query and transactions both call client.release): how
  // long the client was held, and for how many statements.
  const checkedOut = (client) => {
    poolWaits.push(performance.now() - asked);
    if (!client) return;
    const since = performance.now();
    const before = client.countedQueries ?? 0;
    const release = client.release;
    client.release = (...args) => {
      client.release = release;
      holds.push({ ms: performance.now() - since, queries: (client.countedQueries ?? 0) - before });
      return release.apply(client, args);
    };
  };
  if (typeof callback === 'function') {
    return poolConnect.call(this, (error, client, release) => {
      checkedOut(client);
      callback(error, client, release);
    });
  }
  return poolConnect.call(this).then((client) => {
    checkedOut(client);
    return client;
  });
};
const clientConnect = pg.Client.prototype.connect;
pg.Client.prototype.connect = function countedConnect(...args) {
  connectionsOpened += 1;
  return clientConnect.apply(this, args);
};

/** Since the last call: each pooled client's wait in ms, and the connections opened. */
export function takePoolTimes() {
  const taken = { waits: poolWaits, holds, opened: connectionsOpened };
  poolWaits = [];
  holds = [];
  connectionsOpened = 0;
  return taken;
}

/** Queries sent so far. */
export const queriesSent = () => sent;

/** The texts kept since the last call (none without BENCH_LOG_QUERIES=1). */
export function takeQueryTexts() {
  const taken = texts;
  texts = [];
  return taken;
}

/** The schedule's lock since the last call: each transaction's { waited, held } in ms. */
export function takeLockTimes() {
  const taken = lockTimes;
  lockTimes = [];
  return taken;
}
