// The end-to-end tests' servers, on one database and one set of settings: `netlify serve`
// (E2E_NETLIFY_PORT, 8889) builds the site and serves it with Netlify's local runtime, then the
// warm host (scripts/warm-host.mjs, PORT or 8888) serves that same build with each function kept
// loaded between calls. Most journeys run on the warm host: netlify serve starts a worker and
// imports the function afresh for every call, and on a slower machine that alone made the suite
// miss its time. What only netlify serve proves (a purchase, the headers, and that the warm host
// answers as it does) runs on it (playwright.config.ts; docs/architecture.md#testing).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { answersAt, superviseHosts } from './lib/host-processes.mjs';
import { startNetlifyServe } from './lib/netlify-serve.mjs';
import { productionSettings } from './lib/production-settings.mjs';
import { openServeDatabase } from './lib/serve-database.mjs';
import { servePort } from './lib/serve-port.mjs';

let warmPort;
let netlifyPort;
try {
  warmPort = servePort(process.argv.slice(2), process.env.PORT);
  netlifyPort = servePort([], process.env.E2E_NETLIFY_PORT ?? String(Number(warmPort) + 1));
} catch (error) {
  console.error(`[serve] ${error.message}`);
  process.exit(2);
}

const db = await openServeDatabase([warmPort, netlifyPort]);
const hosts = superviseHosts(db);
const settings = productionSettings(db.url);
const startedAt = Date.now();
const seconds = () => Math.round((Date.now() - startedAt) / 1000);

hosts.watch(startNetlifyServe({ port: netlifyPort, env: settings.forPort(netlifyPort) }));
if (await answersAt(`http://localhost:${netlifyPort}/`, hosts.stopping)) {
  console.error(`[serve] netlify serve built the site and answers after ${seconds()} s`);
}
const warmHost = fileURLToPath(new URL('./warm-host.mjs', import.meta.url));
hosts.watch(
  spawn(process.execPath, [warmHost, '--port', warmPort], { stdio: 'inherit', env: settings.forPort(warmPort) }),
);
if (await answersAt(`http://localhost:${warmPort}/`, hosts.stopping)) {
  console.error(`[serve] the warm host serves the same build after ${seconds()} s`);
}
