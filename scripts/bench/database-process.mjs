// The benchmarks' database process (see harness.mjs): a real in-memory Netlify Database, migrated,
// then seeded by the module named on the command line, whose default export receives the database
// and answers what the ready message should also carry. Answers `query` messages for the script's
// own checks, and stops on `stop` or when the parent goes away.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './harness.mjs';

const { default: seed } = await import(pathToFileURL(process.argv[2]).href);
const migrations = join(ROOT, 'netlify/database/migrations');

/**
 * The in-memory Netlify Database, or with BENCH_DATABASE_URL a real PostgreSQL server (its
 * tables must be empty of earlier runs' rows: `npm run test:postgres` style throwaway clusters).
 */
async function openDatabase() {
  if (process.env.BENCH_DATABASE_URL) {
    const { openPostgresDatabase } = await import('../lib/postgres-database.mjs');
    const database = await openPostgresDatabase(process.env.BENCH_DATABASE_URL, migrations);
    return { db: database, url: process.env.BENCH_DATABASE_URL };
  }
  const { NetlifyDB } = await import('@netlify/database-dev');
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  // The dev database's socket server leaves Nagle's algorithm on, so its multi-part answers to a
  // parameterised query wait for the client's delayed ACK: ~44 ms per query instead of ~1 ms.
  // Real Postgres (and Netlify's) set TCP_NODELAY; do the same so the figures measure our code,
  // not a dev-server artefact. BENCH_NAGLE=1 measures the untouched dev server instead.
  if (process.env.BENCH_NAGLE !== '1') db['server']?.on('connection', (socket) => socket.setNoDelay(true));
  await db.applyMigrations(migrations);
  // The servers connect through the transaction gate, as `npm run dev` and `npm run preview` do.
  const { startTransactionGate } = await import('../lib/transaction-gate.mjs');
  const gate = await startTransactionGate(url);
  return {
    db: { query: (text, params) => db.query(text, params), stop: () => gate.stop().then(() => db.stop()) },
    url: gate.url,
  };
}

const { db, url } = await openDatabase();
const seeded = await seed(db);

let stopping;
const stop = () => {
  stopping ??= db.stop().finally(() => process.exit(0));
  return stopping;
};
process.on('message', async (message) => {
  if (message?.type === 'stop') void stop();
  else if (message?.type === 'query') {
    try {
      const { rows } = await db.query(message.text, message.params);
      process.send({ type: 'result', id: message.id, rows });
    } catch (error) {
      process.send({ type: 'result', id: message.id, error: String(error?.message ?? error) });
    }
  }
});
// The parent went away without asking: stop anyway rather than linger.
process.on('disconnect', () => void stop());
process.send({ type: 'ready', url, ...seeded });
