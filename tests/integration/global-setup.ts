import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { startDatabaseHost } from './support/database-host';

/**
 * Once per run: a migrated template database and the host that copies it for each test file
 * (support/database-host.ts; own-database.ts asks for the copy), and Netlify Blobs' local server.
 * Test files run in workers started after this, so they inherit the variables set here.
 *
 * By default the databases are the embedded default (Netlify's in-memory one, Postgres on PGlite,
 * behind the transaction gate that lets one connection's transaction through at a time). With TEST_DATABASE_URL set (`npm run test:postgres`) they are
 * databases on that PostgreSQL server instead, where every connection is its own session, so the
 * races (idempotent orders, rate limits, one rating per order) meet real isolation.
 */
export default async function setup() {
  const stopBlobs = await startBlobs();
  const databases = await startDatabaseHost();
  process.env['TEST_DATABASE_HOST'] = databases.address;
  process.env['NETLIFY_DB_DRIVER'] = 'server';
  return async () => {
    await databases.stop();
    await stopBlobs();
  };
}

/**
 * Netlify Blobs' own local server (what `netlify dev` runs), on a throwaway directory, and the
 * context `getStore()` reads from the environment, as on Netlify: menu photos are really stored.
 * Shared by every file: photos are stored under the hash of their bytes.
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
