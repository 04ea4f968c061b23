// Serves the production build the way Netlify would (`npm run preview`, and the end-to-end tests):
// starts a database, applies every migration, then runs `netlify serve --offline` with
// NETLIFY_DB_URL pointing at it. `netlify serve` starts no database of its own, hence this wrapper.
// The database is a real local Netlify Database (in memory) by default. With SERVE_POSTGRES_URL
// (a PostgreSQL server, as `.ci/run` starts one) it is a fresh database of its own on that server,
// dropped when the server stops: the in-memory one runs every connection in one session, so two
// requests' transactions can interleave there (one's ROLLBACK undoing the other's writes), which a
// suite of parallel browser tests does meet now and then.
// `netlify serve` always builds first, as a Netlify deploy does: netlify.toml's build command
// (`npm run build`), then the functions. That is the build the end-to-end tests check, so
// `npm test` does not run `npm run build` before them as well (it would be overwritten unused).
// It has no option to serve an earlier build.
import webpush from 'web-push';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NetlifyDB } from '@netlify/database-dev';
import pg from 'pg';
import { openPostgresDatabase } from './lib/postgres-database.mjs';
import { ROOMY_SCHEDULE_SQL } from './lib/roomy-schedule.mjs';
import { servePort } from './lib/serve-port.mjs';

let port;
try {
  port = servePort(process.argv.slice(2), process.env.PORT);
} catch (error) {
  console.error(`[serve] ${error.message}`);
  process.exit(2);
}
const migrations = fileURLToPath(new URL('../netlify/database/migrations', import.meta.url));

/** The local Netlify Database, in memory, migrated: `{ url, applied, query, stop }`. */
async function inMemoryDatabase() {
  const netlifyDb = new NetlifyDB({ logger: () => {} });
  const url = await netlifyDb.start();
  // The local server leaves Nagle's algorithm on (~40 ms per query); real Postgres disables it.
  netlifyDb.server?.on('connection', (socket) => socket.setNoDelay(true));
  const applied = await netlifyDb.applyMigrations(migrations);
  return { url, applied, query: (text) => netlifyDb.query(text), stop: () => netlifyDb.stop() };
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

const db = process.env.SERVE_POSTGRES_URL
  ? await ownPostgresDatabase(process.env.SERVE_POSTGRES_URL, port)
  : await inMemoryDatabase();
const databaseUrl = db.url;
console.log(`[serve] database ready (${db.applied.length} migrations applied)`);
// The end-to-end tests' schedule (playwright.config.ts): open round the clock with room for all.
if (process.env.E2E_SCHEDULE === 'roomy') await db.query(ROOMY_SCHEDULE_SQL);
// The end-to-end tests read mail from the outbox here, as a customer reads their inbox
// (tests/e2e/mailbox.ts): one file per port, so two servers side by side do not mix.
const mailboxDir = fileURLToPath(new URL('../node_modules/.cache/serve-production', import.meta.url));
mkdirSync(mailboxDir, { recursive: true });
writeFileSync(`${mailboxDir}/${port}.database-url`, databaseUrl);

const functionsPort = process.env.FUNCTIONS_PORT ? ['--functions-port', process.env.FUNCTIONS_PORT] : [];
// netlify serve runs every function call in a new worker thread that imports the function afresh
// (a cold start per request). Node's compile cache lets those workers reuse the compiled code:
// about 450 instead of 470-550 ms of server CPU per call here (measured over 50 calls).
/** VAPID settings for this run, unless the environment has its own. */
function vapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY) return {};
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: 'mailto:owner@kenyanbites.local',
  };
}

const compileCache = fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url));
const spawnedAt = Date.now();
const server = spawn('netlify', ['serve', '--offline', '--port', port, ...functionsPort], {
  stdio: 'inherit',
  env: {
    ...process.env,
    BROWSER: 'none',
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? compileCache,
    NETLIFY_DB_URL: databaseUrl,
    NETLIFY_DB_DRIVER: 'server',
    // The functions run as in production, where every setting is required: give them real ones.
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@kenyanbites.local',
    MAIL_FROM: process.env.MAIL_FROM ?? 'Kenyan Bites <orders@kenyanbites.local>',
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}`,
    // No SMTP server here: mail stays in the outbox table, by explicit choice.
    MAIL_OUTBOX_ONLY: 'true',
    // No Stripe keys: card payments go through the built-in test gateway, enabled explicitly
    // because `netlify serve` runs the functions as Netlify's production context would.
    TEST_GATEWAY_ENABLED: process.env.TEST_GATEWAY_ENABLED ?? 'true',
    // The owner's push alerts are on, with a pair made for this run (`npm run push:keys` makes one
    // to keep); no text provider: texts stay in the outbox, as mail does.
    ...vapidKeys(),
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await db.stop();
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));

// How long the build and start took, on stderr (the end-to-end run shows it; .ci/run reports it).
while (!stopping) {
  const answered = await fetch(`http://localhost:${port}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) {
    const seconds = Math.round((Date.now() - spawnedAt) / 1000);
    console.error(`[serve] netlify serve built the site and answers after ${seconds} s`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
