// Serves the production build in this folder (dist/ and the functions `netlify serve` or `netlify
// build` bundled into .netlify/functions) with each function kept loaded between calls, as a warm
// Netlify function is: `node scripts/warm-host.mjs --port 8888`. The functions read their settings
// from this process's environment, as under `netlify serve` (scripts/serve-e2e.mjs gives them).
// What it is and what it does not reproduce: docs/architecture.md#build-and-serve.
import { fileURLToPath } from 'node:url';
import { startWarmHost } from './lib/warm-host/host.mjs';
import { servePort } from './lib/serve-port.mjs';

let port;
try {
  port = servePort(process.argv.slice(2), process.env.PORT);
} catch (error) {
  console.error(`[warm-host] ${error.message}`);
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const host = await startWarmHost({ root, port: Number(port) });
console.error(`[warm-host] serving the build at ${host.url} (${host.functions.length} functions, kept warm)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void host.stop().finally(() => process.exit(0));
  });
}
