// `npm test`: the type check, the linter, the unit and integration tests, then the end-to-end tests,
// failing if any fails, and running the end-to-end tests only once all the others passed. Two things
// run alongside others:
// - the end-to-end tests' servers (scripts/serve-e2e.mjs: the production build, built and served by
//   `netlify serve` and served again by the warm host) start building at once, in the background,
//   and the end-to-end tests then reuse that server (E2E_SERVER_STARTED, read by
//   playwright.config.ts). If something already answers on the end-to-end port, nothing is started
//   and Playwright decides as it always does;
// - the type check runs alongside the linter and the unit tests, not before them: it is one thread,
//   and the unit tests leave a core idle at times (their workers wait on PostgreSQL, and the last
//   files end one by one), which the type check fills. Its output is shown when it ends; a failure
//   there fails the run once the unit tests have ended too (they are not stopped: see alongside).
// Each step's time is printed as `[test] npm run <script>: <seconds> s` (.ci/run reads it).
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

const answers = () =>
  fetch(baseURL).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Runs `npm run <script>`, resolving to its exit code and printing its time. Its output goes to this
 * terminal, or, with `held`, is held and printed when it ends, so that a step running alongside
 * another does not interleave with it.
 */
function npmRun(script, { env = process.env, held = false } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    const output = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (held) process.stdout.write(Buffer.concat(output));
      console.log(`[test] npm run ${script}: ${Math.round((performance.now() - started) / 1000)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Runs the steps one after another, resolving to the first failure's exit code, or 0. */
async function inTurn(...scripts) {
  for (const script of scripts) {
    const status = await npmRun(script);
    if (status !== 0) return status;
  }
  return 0;
}

/**
 * Runs the branches alongside each other, resolving to the first failing one's exit code, or 0. A
 * failing branch does not stop the others: stopping a step means stopping what npm started for it,
 * which only a process group of its own allows, and a new process group here is a new session, so
 * a new autogroup to Linux's scheduler, which would give the type check as much CPU as all the test
 * workers together.
 */
async function alongside(...branches) {
  const statuses = await Promise.all(branches.map((branch) => branch()));
  return statuses.find((status) => status !== 0) ?? 0;
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

let status = await alongside(
  () => npmRun('check', { held: true }),
  () => inTurn('lint', 'test:unit'),
);
if (status === 0 && server && !(await waitUntilServing(server))) status = 1;
if (status === 0) {
  status = await npmRun('test:e2e', { env: server ? { ...process.env, E2E_SERVER_STARTED: '1' } : process.env });
}
stopServer(server);
process.exit(status);
