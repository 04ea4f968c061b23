import type { Server, Socket } from 'node:net';
import { NetlifyDB } from '@netlify/database-dev';
import { openPostgresDatabase } from '../../scripts/lib/postgres-database.mjs';
import { MIGRATIONS_DIR } from '../../src/server/db/migrations-dir';

/**
 * Starts one real, in-memory Netlify Database (Postgres on PGlite) for the whole run, applies
 * every migration, and points NETLIFY_DB_URL at it so `getDatabase()` in server code talks to it.
 * Test files run in workers forked after this, so they inherit the variable.
 *
 * With TEST_DATABASE_URL set (`npm run test:postgres`), the suite runs against that PostgreSQL
 * server instead: a real one, where every connection is its own session, so the races (idempotent
 * orders, rate limits, one rating per order) meet real isolation. The in-memory database runs
 * every connection in one session.
 */
export default async function setup() {
  const external = process.env['TEST_DATABASE_URL'];
  if (external) return startOnExternalDatabase(external);
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  // The local server leaves Nagle's algorithm on, so each query waited ~40 ms for a delayed ACK;
  // real Postgres disables it. (A private field: remove once @netlify/database-dev does this.)
  (db as unknown as { server?: Server }).server?.on('connection', (socket: Socket) => socket.setNoDelay(true));
  await db.applyMigrations(MIGRATIONS_DIR);
  process.env['NETLIFY_DB_URL'] = url;
  process.env['NETLIFY_DB_DRIVER'] = 'server';
  return async () => {
    await db.stop();
  };
}

/** Migrates the given PostgreSQL server and points the functions at it. */
async function startOnExternalDatabase(url: string) {
  const database = await openPostgresDatabase(url, MIGRATIONS_DIR);
  await database.stop();
  process.env['NETLIFY_DB_URL'] = url;
  process.env['NETLIFY_DB_DRIVER'] = 'server';
  return async () => {};
}
