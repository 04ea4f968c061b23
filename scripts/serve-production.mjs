// Serves the production build the way Netlify would (`npm run preview`): starts a database
// (scripts/lib/serve-database.mjs), applies every migration, then runs `netlify serve --offline`
// with the functions' settings (scripts/lib/production-settings.mjs). `netlify serve` builds
// first, as a Netlify deploy does, and starts no database of its own, hence this wrapper.
// The end-to-end tests' server is scripts/serve-e2e.mjs: this, plus the warm host beside it.
import { answersAt, startNetlifyServe } from './lib/netlify-serve.mjs';
import { openServeDatabase } from './lib/serve-database.mjs';
import { productionSettings } from './lib/production-settings.mjs';
import { servePort } from './lib/serve-port.mjs';

let port;
try {
  port = servePort(process.argv.slice(2), process.env.PORT);
} catch (error) {
  console.error(`[serve] ${error.message}`);
  process.exit(2);
}

const db = await openServeDatabase([port]);
const spawnedAt = Date.now();
const server = startNetlifyServe({ port, env: productionSettings(db.url).forPort(port) });

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

if (await answersAt(`http://localhost:${port}/`, () => stopping)) {
  console.error(
    `[serve] netlify serve built the site and answers after ${Math.round((Date.now() - spawnedAt) / 1000)} s`,
  );
}
