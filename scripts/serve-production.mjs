// Serves the production build the way Netlify would (`npm run preview`): starts a database
// (scripts/lib/serve-database.mjs), applies every migration, then runs `netlify serve --offline`
// with the functions' settings (scripts/lib/production-settings.mjs). `netlify serve` builds
// first, as a Netlify deploy does, and starts no database of its own, hence this wrapper.
// The end-to-end tests' server is scripts/serve-e2e.mjs: this, plus the warm host beside it.
import { answersAt, superviseHosts } from './lib/host-processes.mjs';
import { startNetlifyServe } from './lib/netlify-serve.mjs';
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
const hosts = superviseHosts(db);
const spawnedAt = Date.now();
hosts.watch(startNetlifyServe({ port, env: productionSettings(db.url).forPort(port) }));
if (await answersAt(`http://localhost:${port}/`, hosts.stopping)) {
  console.error(
    `[serve] netlify serve built the site and answers after ${Math.round((Date.now() - spawnedAt) / 1000)} s`,
  );
}
