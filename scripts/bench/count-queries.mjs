// Counts every query this process sends to PostgreSQL, for the benchmarks' queries/req column.
// Both the functions (through @netlify/database, which has no `pg` of its own) and the bare
// baseline send them through node-postgres's Client.prototype.query: a pool's query, and each
// BEGIN, COMMIT and statement of a transaction, is one call there and one round trip to the
// database. Imported before anything that could hold on to the original method.
//
// With BENCH_LOG_QUERIES=1 the first 80 characters of each query's text are kept too, until the
// next `takeQueryTexts()` (at most 50, so a long run does not pile them up): the benchmark sends
// one request alone between two drains to see exactly what it sends.
import pg from 'pg';

const KEPT_TEXTS = 50;
const logging = process.env.BENCH_LOG_QUERIES === '1';
let sent = 0;
let texts = [];

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  sent += 1;
  if (logging && texts.length < KEPT_TEXTS) {
    const text = typeof config === 'string' ? config : config?.text;
    texts.push(String(text).replace(/\s+/g, ' ').trim().slice(0, 80));
  }
  return query.call(this, config, ...rest);
};

/** Queries sent so far. */
export const queriesSent = () => sent;

/** The texts kept since the last call (none without BENCH_LOG_QUERIES=1). */
export function takeQueryTexts() {
  const taken = texts;
  texts = [];
  return taken;
}
