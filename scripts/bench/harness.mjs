// What the benchmarks share (`npm run bench:api`, `npm run bench:checkout`): the real functions
// against a real in-memory Netlify Database, in three processes, so that load generation, the
// functions and the database never share one event loop (the in-memory database runs Postgres as
// WebAssembly, which would block whatever shares it):
//   1. the benchmark script bundles the functions, then drives the load and prints the table;
//   2. database-process.mjs: a real in-memory Netlify Database, migrated, then seeded by the
//      script's own seed module;
//   3. server-process.mjs: the project's real function handlers (netlify/functions/*.mts, each
//      routed by its own `config.path`) behind a small node:http server on 127.0.0.1;
//   4. with `baseline` (`npm run bench:api`), baseline-process.mjs: a bare node:http server with
//      its own pool that calls the repository functions directly, to measure the endpoints against.
// The server processes count the queries they send (count-queries.mjs) and answer the count with
// every `drain`.
//
// The functions are TypeScript with path aliases, which Node cannot import, and neither tsx nor
// vite-node is installed, so they are bundled first with esbuild (what Netlify itself bundles
// functions with; it comes with Astro and Vite), one bundle for all of them so they share the config
// and the connection pool as one function instance would; npm packages stay external and load from
// node_modules. Everything listens on loopback only, every run is time-bounded, and `runBench`
// stops the database and exits by itself.
import { fork } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HERE = dirname(fileURLToPath(import.meta.url));

/** Bundles TypeScript (an entry given as source text) into one ESM file; npm packages stay external. */
export async function bundle(contents, outfile) {
  const { build } = await import('esbuild');
  await build({
    stdin: { contents, resolveDir: ROOT, sourcefile: 'bench-entry.mjs', loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    tsconfig: join(ROOT, 'tsconfig.json'),
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * A fresh folder under node_modules/.cache (so bundled imports of npm packages resolve), one per
 * benchmark so two benchmarks can run side by side.
 */
export async function cacheDir(name) {
  const dir = join(ROOT, 'node_modules/.cache', name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Bundles every function into one ESM file. */
async function bundleFunctions(dir) {
  const functionsDir = join(ROOT, 'netlify/functions');
  const files = (await readdir(functionsDir)).filter((file) => /\.m?[jt]s$/.test(file)).sort();
  const entry = [
    ...files.map((file, index) => `import * as f${index} from ${JSON.stringify(join(functionsDir, file))};`),
    // The same module instance the functions use, so the server can close their pool.
    `export { closeDatabaseConnection } from ${JSON.stringify(join(ROOT, 'src/server/db/connection.ts'))};`,
    `export const functions = [${files.map((file, index) => `{ name: ${JSON.stringify(file)}, module: f${index} }`).join(', ')}];`,
  ].join('\n');
  const outfile = await bundle(entry, join(dir, 'functions.mjs'));
  return { outfile, files };
}

/** '/api/orders/:id/status' as a matcher returning the parameters, or null. */
export function pathMatcher(pattern) {
  const names = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}/?$`);
  return (pathname) => {
    const match = regex.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
  };
}

/** Forks one of the harness's processes and waits for its first message of the given type. */
function startChild(file, roleName, args, env, readyType) {
  const child = fork(join(HERE, file), args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // BENCH_CPU_PROF=<folder>: a V8 CPU profile of each process, to see where a request's time goes
    // (open the .cpuprofile files in Chrome's DevTools).
    execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  });
  // Whatever a child prints is shown, labelled with its role.
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => target.write(`[${roleName}] ${line}\n`));
  }
  const ready = new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => reject(new Error(`${roleName} process exited early (code ${code})`)));
    child.on('message', (message) => {
      if (message?.type === readyType) resolvePromise(message);
    });
  });
  return { child, ready };
}

/** Sends a request to a child and resolves with its answer of `answerType` (matched by `id` when given). */
function ask(child, message, answerType, id) {
  return new Promise((resolvePromise) => {
    const onMessage = (answer) => {
      if (answer?.type !== answerType || answer.id !== id) return;
      child.off('message', onMessage);
      resolvePromise(answer);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** Asks a child to finish, and kills it if it has not within five seconds. */
function finish(child, message) {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolvePromise();
    }, 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    if (child.connected) child.send(message);
    else child.kill('SIGTERM');
  });
}

/** `drain()` of a server process: resolves once it has answered everything, with its counts so far. */
const drainer = (child) => () => ask(child, { type: 'drain' }, 'drained');

/**
 * Runs a benchmark: bundles the functions, starts the database (seeded by `seedModule`, whose
 * default export receives the NetlifyDB and answers what goes into the ready message) and
 * `servers` server processes (each its own connection pool, as separate function instances are),
 * and with `baseline` (a module of routes, baseline-routes.mjs) the bare baseline process, then
 * `body({ base, bases, routes, drain, drains, baseline, query, database, started })`; whatever happens,
 * stops them all and exits, within `hardLimitMs`.
 *   bases: each server's address (base is the first).
 *   drain(): resolves once the first server has answered everything, with its counts so far:
 *     { answered, queries, queryTexts, lockTimes } (the texts only with BENCH_LOG_QUERIES=1; count-queries.mjs).
 *   drains: `drain` of every server, in the order of `bases`.
 *   baseline: { base, drain } of the baseline process, or undefined.
 *   query(text, params): rows of a query run in the database process.
 */
export async function runBench(
  { cacheName, seedModule, serverEnv, describeDatabase, hardLimitMs, servers = 1, baseline: baselineRoutes },
  body,
) {
  const hardLimit = setTimeout(() => {
    console.error(`[bench] still running after ${hardLimitMs / 60000} minutes; giving up`);
    process.exit(2);
  }, hardLimitMs);
  hardLimit.unref();

  const started = Date.now();
  const dir = await cacheDir(cacheName);
  const { outfile, files } = await bundleFunctions(dir);
  console.log(`[bench] bundled ${files.length} functions with esbuild`);

  const db = startChild('database-process.mjs', 'db', [seedModule], {}, 'ready');
  const children = [db.child];
  const stopAll = async () => {
    // The functions' pools first, then the database they talk to.
    for (const child of children.slice(1)) await finish(child, { type: 'shutdown' });
    await finish(db.child, { type: 'stop' });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await stopAll();
      process.exit(130);
    });
  }

  let exitCode = 0;
  try {
    const database = await db.ready;
    console.log(describeDatabase(database));
    const serving = [];
    for (let index = 0; index < servers; index += 1) {
      const server = startChild(
        'server-process.mjs',
        servers === 1 ? 'server' : `server ${index + 1}`,
        [outfile],
        { NETLIFY_DB_URL: database.url, ...serverEnv },
        'listening',
      );
      children.push(server.child);
      serving.push({ child: server.child, ready: await server.ready });
    }
    const bases = serving.map(({ ready }) => `http://127.0.0.1:${ready.port}`);
    const { routes } = serving[0].ready;
    const base = bases[0];
    const drains = serving.map(({ child }) => drainer(child));
    const [drain] = drains;
    let baseline;
    if (baselineRoutes) {
      // A second, small bundle: the baseline loads the repositories and nothing of the functions.
      const bundled = await bundle(`export * from ${JSON.stringify(baselineRoutes)};`, join(dir, 'baseline.mjs'));
      const bare = startChild(
        'baseline-process.mjs',
        'baseline',
        [bundled],
        { NETLIFY_DB_URL: database.url },
        'listening',
      );
      children.push(bare.child);
      baseline = { base: `http://127.0.0.1:${(await bare.ready).port}`, drain: drainer(bare.child) };
    }
    let queries = 0;
    const query = async (text, params = []) => {
      const id = ++queries;
      const answer = await ask(db.child, { type: 'query', id, text, params }, 'result', id);
      if (answer.error) throw new Error(`query failed: ${answer.error}\n${text}`);
      return answer.rows;
    };
    console.log(`[bench] functions on ${bases.join(', ')}: ${routes.join(' ')}`);
    if (baseline) console.log(`[bench] bare baseline on ${baseline.base}`);
    await body({ base, bases, routes, drain, drains, baseline, query, database, started });
  } catch (error) {
    console.error('[bench] failed:', error);
    exitCode = 1;
  } finally {
    await stopAll();
  }
  process.exit(exitCode);
}

/** The value below which p percent of the sorted values fall (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Prints rows of cells under a header: the first column left-aligned, the others right-aligned. */
export function printTable(header, body) {
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const cells of body) console.log(line(cells));
}

/** Signs in through POST /api/auth/login and answers the session cookie ('name=value'). */
export async function signIn(base, email, password, headers = {}) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  // The session cookie, not its non-secret companion (kb_signed_in) that is set beside it.
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair?.startsWith('kb_session='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return cookie;
}

/** Which database the run used, for the table's caption (scripts/bench/database-process.mjs). */
export function databaseKind() {
  return process.env.BENCH_DATABASE_URL ? 'PostgreSQL server (BENCH_DATABASE_URL)' : 'in-memory database';
}
