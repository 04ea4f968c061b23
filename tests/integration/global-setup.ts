import { mkdtemp, rm } from 'node:fs/promises';
import type { Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { NetlifyDB } from '@netlify/database-dev';
import { openPostgresDatabase } from '../../scripts/lib/postgres-database.mjs';
import { MIGRATIONS_DIR } from '../../src/server/db/migrations-dir';
import { ROOMY_SCHEDULE_SQL } from '../../scripts/lib/roomy-schedule.mjs';

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
  const stopBlobs = await startBlobs();
  const external = process.env['TEST_DATABASE_URL'];
  if (external) return startOnExternalDatabase(external, stopBlobs);
  const db = new NetlifyDB({ logger: () => {} });
  const url = await db.start();
  // The local server leaves Nagle's algorithm on, so each query waited ~40 ms for a delayed ACK;
  // real Postgres disables it. (A private field: remove once @netlify/database-dev does this.)
  (db as unknown as { server?: Server }).server?.on('connection', (socket: Socket) => socket.setNoDelay(true));
  await db.applyMigrations(MIGRATIONS_DIR);
  await db.query(ROOMY_SCHEDULE_SQL);
  process.env['NETLIFY_DB_URL'] = url;
  process.env['NETLIFY_DB_DRIVER'] = 'server';
  return async () => {
    await db.stop();
    await stopBlobs();
  };
}

/**
 * Netlify Blobs' own local server (what `netlify dev` runs), on a throwaway directory, and the
 * context `getStore()` reads from the environment, as on Netlify: menu photos are really stored.
 */
async function startBlobs(): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'kenyan-bites-blobs-'));
  const token = 'test-blobs-token';
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, token, siteID: 'kenyan-bites-tests' };
  process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(JSON.stringify(context)).toString('base64');
  return async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  };
}

/** Migrates the given PostgreSQL server and points the functions at it. */
async function startOnExternalDatabase(url: string, stopBlobs: () => Promise<void>) {
  const database = await openPostgresDatabase(url, MIGRATIONS_DIR);
  await database.query(ROOMY_SCHEDULE_SQL);
  await database.stop();
  process.env['NETLIFY_DB_URL'] = url;
  process.env['NETLIFY_DB_DRIVER'] = 'server';
  return stopBlobs;
}
