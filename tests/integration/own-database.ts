import { afterAll } from 'vitest';
import { closeDatabaseConnection } from '@/server/db/connection';

/*
 * Runs before each integration test file (setupFiles in vitest.config.ts), in its own worker: asks
 * the database host of the global setup (support/database-host.ts) for a fresh copy of the migrated
 * template and points the server code at it, so no other file's rows, mail or rollbacks reach this
 * one. The server reads NETLIFY_DB_URL when it first makes its pool, after this.
 */

const host = process.env['TEST_DATABASE_HOST'];
if (!host) throw new Error('TEST_DATABASE_HOST is unset: run the integration tests with vitest.config.ts');
// Kept before any test stubs fetch (reset-password-flow does).
const ask = globalThis.fetch;

const answer = await ask(host, { method: 'POST' });
const url = await answer.text();
if (!answer.ok) throw new Error(`no database for this test file: ${url}`);
process.env['NETLIFY_DB_URL'] = url;

afterAll(async () => {
  await closeDatabaseConnection();
  await ask(host, { method: 'DELETE', body: url });
});
