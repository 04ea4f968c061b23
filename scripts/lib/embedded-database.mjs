// The embedded default database, for everything that runs without a PostgreSQL server: Netlify's
// local database (PGlite behind a socket, @netlify/database-dev) with the transaction gate in front
// (./transaction-gate.mjs), so concurrent requests' transactions take turns there as they wait for
// each other on PostgreSQL, whichever process they come from.
import { NetlifyDB } from '@netlify/database-dev';
import { startTransactionGate } from './transaction-gate.mjs';

/**
 * Starts the local Netlify Database (in memory, or in `directory`) behind the gate. Answers
 * `{ url, db, stop }`: the gate's URL, the NetlifyDB (for migrations and direct queries, which
 * bypass the gate: use them before serving) and how to stop both.
 * @param {{ directory?: string }} [options]
 */
export async function startEmbeddedDatabase(options = {}) {
  const db = new NetlifyDB({ directory: options.directory, logger: () => {} });
  const upstreamUrl = await db.start();
  // The local server leaves Nagle's algorithm on (~40 ms per query); real Postgres disables it.
  // (A private field: remove once @netlify/database-dev does.)
  db['server']?.on('connection', (socket) => socket.setNoDelay(true));
  const gate = await startTransactionGate(upstreamUrl);
  return {
    url: gate.url,
    db,
    stop: async () => {
      await gate.stop();
      await db.stop();
    },
  };
}
