// A real PostgreSQL server (TEST_DATABASE_URL, BENCH_DATABASE_URL: `npm run test:postgres` makes
// one) migrated and queried the way the tests and benchmarks use the in-memory Netlify Database.
import { applyMigrations } from '@netlify/database-dev';
import pg from 'pg';

/**
 * Connects to the server at `url` and applies the migrations in `migrationsDirectory` with
 * Netlify's own runner and tracking table, as a deploy would. Answers `{ query, stop }`, the part
 * of NetlifyDB's interface the callers use, and `applied`, the names of the migrations it applied.
 * @param {string} url
 * @param {string} migrationsDirectory
 */
export async function openPostgresDatabase(url, migrationsDirectory) {
  // node-postgres needs a user name; a local URL may carry none (and USER may be unset).
  const withUser = new URL(url);
  if (!withUser.username) withUser.username = 'postgres';
  const client = new pg.Client({ connectionString: withUser.toString() });
  await client.connect();
  /** @param {string} text @param {unknown[]} [params] */
  const query = async (text, params) => ({ rows: (await client.query(text, params)).rows });
  const exec = async (/** @type {string} */ text) => {
    await client.query(text);
  };
  const applied = await applyMigrations(
    {
      exec,
      query,
      transaction: async (fn) => {
        await client.query('BEGIN');
        try {
          const result = await fn({ exec, query });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
    },
    migrationsDirectory,
  );
  return { query, applied, stop: () => client.end() };
}
