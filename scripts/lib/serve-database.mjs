// The database a locally served production build keeps its data in (`npm run preview` and the
// end-to-end tests' hosts): the embedded default, a local Netlify Database in memory behind the
// transaction gate (./embedded-database.mjs), or, with SERVE_POSTGRES_URL (a PostgreSQL server, as
// `.ci/run` starts one), a fresh database of its own on that server, dropped when it stops.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded-database.mjs';
import { openPostgresDatabase } from './postgres-database.mjs';
import { ROOMY_SCHEDULE_SQL } from './roomy-schedule.mjs';

const migrations = fileURLToPath(new URL('../../netlify/database/migrations', import.meta.url));
/** Where the end-to-end tests find a host's database, one file per port (tests/e2e/server-database.ts). */
const databaseUrlFiles = fileURLToPath(new URL('../../node_modules/.cache/serve-production', import.meta.url));

/** The embedded database, in memory, migrated: `{ url, applied, query, stop }`. */
async function inMemoryDatabase() {
  const { url, db, stop } = await startEmbeddedDatabase();
  const applied = await db.applyMigrations(migrations);
  return { url, applied, query: (text) => db.query(text), stop };
}

/**
 * A database of this server's own on the PostgreSQL server at `serverUrl`, migrated, and dropped
 * again by `stop`: `{ url, applied, query, stop }`.
 */
async function ownPostgresDatabase(serverUrl, forPort) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `kenyan_bites_serve_${forPort}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openPostgresDatabase(url.toString(), migrations);
  return {
    url: url.toString(),
    applied: opened.applied,
    query: (text) => opened.query(text),
    stop: async () => {
      await opened.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Opens and migrates the database for the hosts on `ports` (the first names it), applies the
 * end-to-end tests' roomy schedule when E2E_SCHEDULE is 'roomy', and writes where it is for the
 * tests of each port. Answers `{ url, stop }`.
 * @param {string[]} ports
 */
export async function openServeDatabase(ports) {
  const db = process.env.SERVE_POSTGRES_URL
    ? await ownPostgresDatabase(process.env.SERVE_POSTGRES_URL, ports[0])
    : await inMemoryDatabase();
  console.log(`[serve] database ready (${db.applied.length} migrations applied)`);
  // The end-to-end tests' schedule (playwright.config.ts): open round the clock with room for all.
  if (process.env.E2E_SCHEDULE === 'roomy') await db.query(ROOMY_SCHEDULE_SQL);
  // The end-to-end tests read mail from the outbox there, as a customer reads their inbox
  // (tests/e2e/mailbox.ts).
  mkdirSync(databaseUrlFiles, { recursive: true });
  for (const port of ports) writeFileSync(`${databaseUrlFiles}/${port}.database-url`, db.url);
  return { url: db.url, stop: db.stop };
}
