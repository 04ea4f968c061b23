// `npm test`: the type check, the linter, the unit and integration tests, then the end-to-end tests,
// stopping at the first failure, as `a && b && c && d` would. One difference: the end-to-end tests'
// servers (scripts/serve-e2e.mjs: the production build, built and served by `netlify serve` and
// served again by the warm host) start building at once, in the background, while the first three run. The build is mostly
// single-threaded and so is the type check, so on a two-core machine the build costs almost no
// extra time. The end-to-end tests then reuse that server (E2E_SERVER_STARTED, read by
// playwright.config.ts). If something already answers on the end-to-end port, nothing is started
// and Playwright decides as it always does.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import readline from 'node:readline';
import { E2E_BROWSER_PATH, HEADLESS_SHELL_INSTALL } from './chromium-flags.mjs';
import { e2ePorts } from './lib/e2e-ports.mjs';

// The end-to-end tests come last and need the browser: without it, stop now with what installs it,
// not minutes later deep inside Playwright.
try {
  accessSync(E2E_BROWSER_PATH, constants.X_OK);
} catch {
  console.error(
    `[test] The end-to-end tests need Chromium's headless shell, not found at ${E2E_BROWSER_PATH}: install it with \`${HEADLESS_SHELL_INSTALL}\`, then run npm test again.`,
  );
  process.exit(1);
}

const ports = e2ePorts(process.env);
const baseURL = ports.warmURL;
const steps = ['check', 'lint', 'test:unit'];

const answers = () =>
  fetch(baseURL).then(
    (response) => response.ok,
    () => false,
  );

/** Runs `npm run <script>` with this terminal, resolving to its exit code. */
function npmRun(script, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Starts the server in its own process group; its stderr is shown as Playwright would show it. */
function startServer() {
  const child = spawn(process.execPath, ['scripts/serve-e2e.mjs'], {
    env: {
      ...process.env,
      PORT: String(ports.warm),
      E2E_NETLIFY_PORT: String(ports.netlify),
      // The end-to-end tests' schedule, as playwright.config.ts starts the server with.
      E2E_SCHEDULE: 'roomy',
      ...(process.env.E2E_FUNCTIONS_PORT ? { FUNCTIONS_PORT: process.env.E2E_FUNCTIONS_PORT } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // stdout (the build's output and a line per request) is kept for a failed start only; stderr
  // (warnings, the functions' errors, the build time that .ci/run reads) is shown as it comes.
  const log = [];
  child.stdout.on('data', (chunk) => log.push(chunk.toString()));
  readline.createInterface({ input: child.stderr }).on('line', (line) => {
    log.push(`${line}\n`);
    console.error(line.startsWith('[serve]') ? line : `[WebServer] ${line}`);
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, log, exited };
}

function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  // serve-e2e.mjs stops both hosts and their database on SIGTERM.
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function waitUntilServing(server) {
  let gone = false;
  server.exited.then(() => {
    gone = true;
  });
  while (!gone) {
    if (await answers()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`[test] the end-to-end server stopped before it answered on ${baseURL}:\n${server.log.join('')}`);
  return false;
}

// A CI run (CI set, as .ci/run sets it) tests a server of its own: one left answering on the port
// would be reused by nothing (playwright.config.ts), so say so now rather than after the unit tests.
if (process.env.CI && (await answers())) {
  console.error(`[test] something already answers on ${baseURL}: a CI run starts its own end-to-end server`);
  process.exit(1);
}
const server = (await answers()) ? null : startServer();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer(server);
    process.exit(130);
  });
}

let status = 0;
for (const step of steps) {
  status = await npmRun(step);
  if (status !== 0) break;
}
if (status === 0 && server && !(await waitUntilServing(server))) status = 1;
if (status === 0) {
  status = await npmRun('test:e2e', server ? { ...process.env, E2E_SERVER_STARTED: '1' } : process.env);
}
stopServer(server);
process.exit(status);
