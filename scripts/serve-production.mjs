// Serves the production build the way Netlify would, for the end-to-end tests and for a manual look:
// starts a real local Netlify Database (in memory), applies every migration, then runs
// `netlify serve --offline` (which builds the site) with NETLIFY_DB_URL pointing at it.
// `netlify serve` starts no database of its own, hence this wrapper.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NetlifyDB } from '@netlify/database-dev';

const port = process.env.PORT ?? '8888';
const migrations = fileURLToPath(new URL('../netlify/database/migrations', import.meta.url));

const db = new NetlifyDB({ logger: () => {} });
const databaseUrl = await db.start();
const applied = await db.applyMigrations(migrations);
console.log(`[serve] database ready (${applied.length} migrations applied)`);

const server = spawn('netlify', ['serve', '--offline', '--port', port], {
  stdio: 'inherit',
  env: {
    ...process.env,
    BROWSER: 'none',
    NETLIFY_DB_URL: databaseUrl,
    NETLIFY_DB_DRIVER: 'server',
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
