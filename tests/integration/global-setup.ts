import type { Server, Socket } from 'node:net';
import { NetlifyDB } from '@netlify/database-dev';
import { MIGRATIONS_DIR } from '../../src/server/db/migrations-dir';

/**
 * Starts one real, in-memory Netlify Database (Postgres on PGlite) for the whole run, applies
 * every migration, and points NETLIFY_DB_URL at it so `getDatabase()` in server code talks to it.
 * Test files run in workers forked after this, so they inherit the variable.
 */
export default async function setup() {
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
